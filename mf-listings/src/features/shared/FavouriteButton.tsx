import styled from '@emotion/styled';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'shared-kernel/react';
import { favouritesStore } from 'shared-kernel';

const Heart = styled.button<{ overlay: boolean }>`
  font: inherit;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 44px;
  min-height: 44px;
  justify-content: center;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ overlay }) => (overlay ? '50%' : '6px')};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.accent};
  ${({ overlay, theme }) =>
    overlay
      ? `position: absolute; top: ${theme.space(2)}; right: ${theme.space(2)}; z-index: 1; box-shadow: 0 1px 4px rgb(0 0 0 / 25%);`
      : ''}
  svg {
    width: 22px;
    height: 22px;
  }
  &[aria-pressed='true'] path {
    fill: currentColor;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  @media print {
    display: none;
  }
`;

/**
 * The heart of a card or a detail page: adds the property to the visitor's favourites or takes
 * it out. A toggle button (`aria-pressed`) named after the property, so a list of them reads well.
 */
export function FavouriteButton({ id, title, overlay = false }: { id: number; title: string; overlay?: boolean }) {
  const { t } = useTranslation('listings');
  const favourites = useSyncExternalStore(favouritesStore.subscribe, favouritesStore.getSnapshot, favouritesStore.getServerSnapshot);
  const chosen = favourites.includes(id);
  return (
    <Heart
      type="button"
      overlay={overlay}
      aria-pressed={chosen}
      aria-label={overlay ? t('favourites.toggle', { title }) : undefined}
      title={t(chosen ? 'favourites.remove' : 'favourites.add')}
      onClick={() => favouritesStore.toggle(id)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.6 2.8 4.5 6.6 4.5c2.1 0 3.6 1.2 5.4 3.2 1.8-2 3.3-3.2 5.4-3.2 3.8 0 5.7 4.1 4.2 7.3C19.5 16.4 12 21 12 21z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      {!overlay && <span>{t('favourites.label')}</span>}
    </Heart>
  );
}

import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'shared-kernel/react';
import { Link } from 'shared-kernel/router';
import type { MenuItem } from 'shared-kernel';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MainMenu } from './MainMenu';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgb(0 0 0 / 45%);
  z-index: 60;
`;

const Panel = styled.div`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  width: min(320px, 85vw);
  z-index: 61;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  padding: ${({ theme }) => theme.space(4)};
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  box-shadow: 2px 0 12px rgb(0 0 0 / 30%);
`;

const CloseButton = styled.button`
  align-self: flex-end;
  font: inherit;
  min-width: 44px;
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  cursor: pointer;
`;

export const ActionLink = styled(Link)`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.accent};
  color: #ffffff;
  font-weight: 700;
  text-decoration: none;
  text-align: center;
  white-space: nowrap;
  flex: none;
  &:hover {
    text-decoration: underline;
  }
`;

/** A modal drawer keeps Tab and Shift+Tab among its own links and buttons. */
function keepFocusIn(container: HTMLElement, event: KeyboardEvent) {
  const focusable = [...container.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export interface DrawerProps {
  id: string;
  items: MenuItem[];
  freeEvaluationPath: string;
  onClose: () => void;
}

/** The mobile drawer: the menu, the free evaluation button (always, spec §2) and the languages. */
export function Drawer({ id, items, freeEvaluationPath, onClose }: DrawerProps) {
  const { t } = useTranslation();
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab' && panel.current) keepFocusIn(panel.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <>
      <Backdrop onClick={onClose} data-testid="drawer-backdrop" />
      <Panel ref={panel} id={id} role="dialog" aria-modal="true" aria-label={t('nav.drawer')}>
        <CloseButton ref={closeButton} type="button" onClick={onClose} aria-label={t('nav.closeMenu')}>
          <span aria-hidden="true">✕</span>
        </CloseButton>
        <nav aria-label={t('nav.main')}>
          <MainMenu items={items} vertical onNavigate={onClose} />
        </nav>
        <ActionLink to={freeEvaluationPath} onClick={onClose}>
          {t('FREE_EVALUATION')}
        </ActionLink>
        <LanguageSwitcher />
      </Panel>
    </>
  );
}

import styled from '@emotion/styled';
import { useTranslation } from 'shared-kernel/react';
import { QuietButton } from '../shared/styles';

// Wraps on a narrow panel: "Page suivante" went past a 320 px screen.
const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-start: ${({ theme }) => theme.space(3)};
`;

/** Spec §9 "page x of y", with the previous and next pages. */
export function Pager({ label, page, pageCount, onPage }: { label: string; page: number; pageCount: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('portal');
  if (pageCount <= 1) return <p>{t('history.page', { page, pageCount })}</p>;
  return (
    <Bar aria-label={label}>
      <QuietButton type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('history.previous')}
      </QuietButton>
      <span aria-live="polite">{t('history.page', { page, pageCount })}</span>
      <QuietButton type="button" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('history.next')}
      </QuietButton>
    </Bar>
  );
}

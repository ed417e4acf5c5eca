import styled from '@emotion/styled';
import { useTranslation } from 'shared-kernel/react';
import { Link } from 'shared-kernel/router';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(6)} 0;
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  [aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export interface PagingProps {
  page: number;
  pageCount: number;
  /** The link of a page, with every other filter kept. */
  hrefOf: (page: number) => string;
  /** Told when the visitor follows a link to another page, before the page changes. */
  onPageLink?: () => void;
}

/** Spec §9: "page x of y", with links so that the back button walks the pages. */
export function Paging({ page, pageCount, hrefOf, onPageLink }: PagingProps) {
  const { t } = useTranslation('listings');
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={t('paging.label')}>
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} rel="prev" onClick={onPageLink}>
          ← {t('paging.previous')}
        </Link>
      ) : (
        <span aria-disabled="true">← {t('paging.previous')}</span>
      )}
      <span aria-current="page">{t('paging.pageOf', { page, pages: pageCount })}</span>
      {page < pageCount ? (
        <Link to={hrefOf(page + 1)} rel="next" onClick={onPageLink}>
          {t('paging.next')} →
        </Link>
      ) : (
        <span aria-disabled="true">{t('paging.next')} →</span>
      )}
    </Nav>
  );
}

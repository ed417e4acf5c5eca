import styled from '@emotion/styled';
import { useTranslation } from 'shared-kernel/react';
import { Link } from 'shared-kernel/router';
import type { BreadcrumbItem } from 'shared-kernel';

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
  li + li::before {
    content: '›';
    padding: 0 ${({ theme }) => theme.space(2)};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The trail from home to the page; the last item is the page itself. */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('nav.breadcrumb')} data-testid="breadcrumb">
      <List>
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.path} aria-current="page">
              {item.label}
            </li>
          ) : (
            <li key={item.path}>
              <Link to={item.path}>{item.label}</Link>
            </li>
          ),
        )}
      </List>
    </nav>
  );
}

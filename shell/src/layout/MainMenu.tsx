import styled from '@emotion/styled';
import { NavLink } from 'shared-kernel/router';
import type { MenuItem } from 'shared-kernel';

const List = styled.ul<{ vertical: boolean }>`
  display: flex;
  flex-direction: ${({ vertical }) => (vertical ? 'column' : 'row')};
  flex-wrap: wrap;
  gap: ${({ theme, vertical }) => (vertical ? theme.space(1) : theme.space(4))};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const SubList = styled.ul`
  list-style: none;
  margin: 0;
  padding-left: ${({ theme }) => theme.space(4)};
`;

/** A menu's page link, underlined on hover and for the current page; the desktop row uses it too. */
export const MenuLink = styled(NavLink)`
  color: inherit;
  text-decoration: none;
  display: inline-block;
  padding: ${({ theme }) => `${theme.space(2)} 0`};
  border-bottom: 2px solid transparent;
  &:hover,
  &[aria-current='page'] {
    border-bottom-color: currentColor;
  }
`;

/** The configured pages as links: Published only, in their sort order (see `menuItems`). */
export function MainMenu({ items, vertical = false, onNavigate }: { items: MenuItem[]; vertical?: boolean; onNavigate?: () => void }) {
  return (
    <List vertical={vertical}>
      {items.map((item) => (
        <li key={item.id}>
          <MenuLink to={item.path} end onClick={onNavigate}>
            {item.label}
          </MenuLink>
          {vertical && item.children.length > 0 && (
            <SubList>
              {item.children.map((child) => (
                <li key={child.id}>
                  <MenuLink to={child.path} end onClick={onNavigate}>
                    {child.label}
                  </MenuLink>
                </li>
              ))}
            </SubList>
          )}
        </li>
      ))}
    </List>
  );
}

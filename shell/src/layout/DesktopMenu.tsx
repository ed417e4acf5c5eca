import styled from '@emotion/styled';
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'shared-kernel/react';
import { useLocation } from 'shared-kernel/router';
import type { MenuItem } from 'shared-kernel';
import { MenuLink } from './MainMenu';
import { useDismiss } from './useDismiss';

const GAP_PX = 20;

const Nav = styled.nav`
  /* Takes the room the header leaves it, whatever the menu holds: what does not fit goes under "More". */
  flex: 1 1 0;
  min-width: 0;
  display: flex;
  justify-content: flex-end;
`;

const Row = styled.ul`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${GAP_PX}px;
  list-style: none;
  margin: 0;
  padding: 0;
  white-space: nowrap;
  /* Until the first measure (the server's page), an item that does not fit is cut, never wrapped. */
  overflow: hidden;
  &[data-measured='true'] {
    overflow: visible;
  }
`;

const MoreItem = styled.li`
  position: relative;
`;

const MoreButton = styled.button`
  font: inherit;
  color: inherit;
  background: transparent;
  border: 0;
  padding: ${({ theme }) => `${theme.space(2)} 0`};
  cursor: pointer;
  border-bottom: 2px solid transparent;
  &:hover {
    border-bottom-color: currentColor;
  }
`;

const MoreList = styled.ul`
  position: absolute;
  right: 0;
  top: 100%;
  z-index: 60;
  min-width: 14rem;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: ${({ theme }) => theme.space(2)};
  list-style: none;
  background: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 4px 12px rgb(0 0 0 / 30%);
  a {
    display: block;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  }
`;

/** How many items fit in `room` px, keeping room for the "More" button when some do not. */
export function itemsThatFit(widths: readonly number[], room: number, moreWidth: number, gap = GAP_PX): number {
  const total = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);
  if (total <= room) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > room) break;
    used += gap + width;
    count += 1;
  }
  return count;
}

/**
 * The configured pages on one row of the desktop header, in any language and at any width: the
 * items that do not fit (German names are long; an agency may configure many pages) move, last
 * first, into a "More" list at the end of the row, so the header never grows a second row.
 */
export function DesktopMenu({ items, label }: { items: MenuItem[]; label: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  const row = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState(items.length);
  const labels = items.map((item) => item.label).join('\n');
  // New labels (another language) are measured afresh, with every item back on the row.
  const [measuredLabels, setMeasuredLabels] = useState<string | null>(null);
  const measured = measuredLabels === labels;
  const [open, setOpen] = useState<string | null>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const moreOpen = open === pathname;

  // Measured with every item on the row (the first render, or new labels), then fitted. The
  // measuring waits for the resize observer, which the browser calls once layout is done and before
  // it paints: measured in this effect, the hydration of every page paid a whole page's forced
  // layout, and on a phone, where the menu is not displayed, for nothing.
  useLayoutEffect(() => {
    const list = row.current;
    const container = nav.current;
    if (!list || !container) return undefined;
    let widths: number[] | null = null;
    let moreWidth = 0;
    const fit = (room: number) => {
      // Not laid out (below the desktop width the menu is not displayed): every item stays.
      if (room === 0) return;
      if (widths === null) {
        widths = [...list.querySelectorAll<HTMLElement>(':scope > li[data-item]')].map((item) => item.getBoundingClientRect().width);
        moreWidth = list.querySelector<HTMLElement>(':scope > li[data-more]')?.getBoundingClientRect().width ?? 0;
      }
      setShown(itemsThatFit(widths, room, moreWidth));
      setMeasuredLabels(labels);
    };
    if (typeof ResizeObserver === 'undefined') {
      fit(container.clientWidth);
      return undefined;
    }
    // Synchronous, before the paint that follows: the row is never seen unfitted.
    const observer = new ResizeObserver(([entry]) => entry && flushSync(() => fit(entry.contentRect.width)));
    observer.observe(container);
    return () => observer.disconnect();
  }, [labels]);

  // Closed by Escape, the list gives the focus back to "More" (WCAG 2.4.3): left on a link that is
  // gone, it would fall to the page's start.
  useDismiss(
    moreOpen,
    () => row.current?.querySelector('[data-more]'),
    (byKey) => {
      setOpen(null);
      if (byKey) moreButton.current?.focus();
    },
  );

  const visible = measured ? items.slice(0, shown) : items;
  const hidden = measured ? items.slice(shown) : [];
  return (
    <Nav ref={nav} aria-label={label}>
      <Row ref={row} data-measured={measured}>
        {visible.map((item) => (
          <li key={item.id} data-item="">
            <MenuLink to={item.path} end>
              {item.label}
            </MenuLink>
          </li>
        ))}
        {/* Always there to be measured; out of sight (and of the accessibility tree) until needed. */}
        <MoreItem data-more="" style={hidden.length > 0 ? undefined : { position: 'absolute', visibility: 'hidden' }}>
          <MoreButton ref={moreButton} type="button" aria-expanded={moreOpen} aria-controls="menu-more" onClick={() => setOpen(moreOpen ? null : pathname)}>
            {t('nav.more')} <span aria-hidden="true">▾</span>
          </MoreButton>
          {moreOpen && (
            <MoreList id="menu-more">
              {hidden.map((item) => (
                <li key={item.id}>
                  <MenuLink to={item.path} end onClick={() => setOpen(null)}>
                    {item.label}
                  </MenuLink>
                </li>
              ))}
            </MoreList>
          )}
        </MoreItem>
      </Row>
    </Nav>
  );
}

import styled from '@emotion/styled';
import { useSyncExternalStore, type ReactNode } from 'react';
import { localizePath } from 'shared-kernel/routing';
import { Link, useLocation } from 'shared-kernel/router';
import { favouritesStore, FAVOURITES_ROUTE, formatPhone, hasOwnerHint, isPublished, localizedText, VISUALLY_HIDDEN, type TopBarItem } from 'shared-kernel';
import { useLanguage, useTranslation } from 'shared-kernel/react';
import { RemoteSlot } from '../federation/RemoteSlot';
import { configuredLink } from './links';

const LOGIN_PATH = '/login/';

const Bar = styled.div`
  background: ${({ theme }) => theme.colors.primaryHover};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 0.875rem;
`;

const Inner = styled.nav`
  max-width: 1280px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Side = styled.ul`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

// At least 24 px wide, where a phone shows a symbol alone (WCAG 2.2 target size).
const itemStyle = `
  color: inherit;
  text-decoration: none;
  display: inline-flex;
  gap: 0.35em;
  align-items: center;
  justify-content: center;
  min-width: 1.5rem;
  padding: 0.25rem 0;
  &:hover { text-decoration: underline; }
`;

const InternalLink = styled(Link)(itemStyle);
const ExternalLink = styled.a(itemStyle);

const Padlock = () => (
  <svg width="12" height="14" viewBox="0 0 12 14" aria-hidden="true" focusable="false">
    <path d="M3 6V4a3 3 0 0 1 6 0v2h1v8H2V6zm1.5 0h3V4a1.5 1.5 0 0 0-3 0z" fill="currentColor" />
  </svg>
);

// Symbols the common system fonts all have; a configured icon without one shows no symbol.
const ICONS: Record<string, ReactNode> = { phone: '☎', mail: '✉', calculator: '€', lock: <Padlock />, home: '⌂' };

/** On a phone the words are read, not shown: the symbols keep the bar on one row. */
const PhoneHidden = styled.span`
  ${VISUALLY_HIDDEN}
  ${({ theme }) => theme.media.tablet} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip-path: none;
  }
`;

const noSubscription = () => () => {};
/** Read at each render (each navigation renders the bar): a login or logout changes it. */
const readOwnerHint = () => hasOwnerHint(document.cookie);

function Item({ item }: { item: TopBarItem }) {
  const lang = useLanguage();
  const { internal, href } = configuredLink(item.link, lang);
  const text = localizedText(item.label, lang);
  // The agency's number reads as on every other page of the site (spec §5), however it was typed.
  const label = item.link.startsWith('tel:') ? formatPhone(text) : text;
  // Once an owner logged in on this browser, the portal's own link says who and offers to log out.
  // Only then is the portal asked: a visitor's page never loads it. False on the server.
  const ownerHere = useSyncExternalStore(noSubscription, readOwnerHint, () => false);
  if (item.link === LOGIN_PATH && ownerHere) return <RemoteSlot id="mf_portal/OwnerSessionLink" props={{ label }} />;
  const icon = ICONS[item.icon];
  // On a phone an item with a symbol shows the symbol alone and keeps its words as its name, so
  // the bar holds one row (it wrapped into four at 320 px); the phone number stays, the one thing a
  // visitor on a phone comes to the bar for.
  const content = (
    <>
      {icon && <span aria-hidden="true">{icon}</span>}
      {icon && !item.link.startsWith('tel:') ? <PhoneHidden>{label}</PhoneHidden> : label}
    </>
  );
  const style = item.color ? { color: item.color } : undefined;
  return internal ? (
    <InternalLink to={href} style={style}>
      {content}
    </InternalLink>
  ) : (
    <ExternalLink href={href} style={style}>
      {content}
    </ExternalLink>
  );
}

const PhoneOnly = styled.span`
  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

/** The visitor's favourites, counted; none on the server, which knows no one's. */
function FavouritesLink() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const count = useSyncExternalStore(favouritesStore.subscribe, favouritesStore.getSnapshot, favouritesStore.getServerSnapshot).length;
  return (
    <InternalLink to={localizePath(FAVOURITES_ROUTE, lang)} data-favourites-count={count}>
      <span aria-hidden="true">♥</span>
      <PhoneHidden>{count > 0 ? t('nav.favouritesCount', { count }) : t('nav.favourites')}</PhoneHidden>
      {count > 0 && <PhoneOnly aria-hidden="true">{count}</PhoneOnly>}
    </InternalLink>
  );
}

/** Spec §2: the top bar's left and right links; only Published items show. */
export function TopBar({ left, right }: { left: TopBarItem[]; right: TopBarItem[] }) {
  const { t } = useTranslation();
  // Rendered again at each navigation, so the owner link reads the hint a login or logout just changed.
  useLocation();
  const side = (items: TopBarItem[]) =>
    items.filter(isPublished).map((item) => (
      <li key={`${item.link}-${item.icon}`}>
        <Item item={item} />
      </li>
    ));
  return (
    <Bar data-testid="top-bar">
      <Inner aria-label={t('nav.topBar')}>
        <Side>{side(left)}</Side>
        <Side>
          {side(right)}
          <li>
            <FavouritesLink />
          </li>
        </Side>
      </Inner>
    </Bar>
  );
}

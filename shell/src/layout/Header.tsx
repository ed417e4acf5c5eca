import styled from '@emotion/styled';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { localizePath } from 'shared-kernel/routing';
import { Link, useLocation } from 'shared-kernel/router';
import { type MenuItem, type Placement, type SiteConfiguration } from 'shared-kernel';
import { useLanguage, useTranslation } from 'shared-kernel/react';
import { useSite } from '../app/SiteContext';
import { RemoteSlot } from '../federation/RemoteSlot';
import { ActionLink, Drawer } from './Drawer';
import { LanguageSwitcher } from './LanguageSwitcher';
import { FREE_EVALUATION_PATH, imagePath } from './links';
import { DesktopMenu } from './DesktopMenu';

const Bar = styled.header<{ fixed: boolean }>`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  ${({ fixed }) =>
    fixed
      ? `position: fixed; top: 0; left: 0; right: 0; z-index: 50; box-shadow: 0 2px 10px rgb(0 0 0 / 30%);`
      : ''}
`;

const Inner = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
`;

const Zone = styled.div<{ placement: Placement; holdsMenu: boolean }>`
  display: flex;
  flex: ${({ placement, holdsMenu }) => (holdsMenu || placement === 'center' ? '1 1 auto' : '0 1 auto')};
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  justify-content: ${({ placement }) => ({ left: 'flex-start', center: 'center', right: 'flex-end' })[placement]};
  /* On the desktop the menu's zone takes the room left: the menu then knows how many of its items
     fit. Below it the zone keeps the menu button whole and the agency's name wraps instead. */
  ${({ theme, holdsMenu }) => (holdsMenu ? `${theme.media.desktop} { flex-basis: 0; min-width: 0; }` : '')}
`;

/**
 * From this width the agency's name fits beside its logo, the menu button and the compact language
 * switch (about 410 px with the demo agency's name on two lines); below it the logo alone shows.
 */
const NAME_BESIDE_LOGO_FROM = 480;

// A Link passes unknown props on to its <a>: the two style switches must stop here.
const Brand = styled(Link, { shouldForwardProp: (prop) => prop !== 'shrunk' && prop !== 'shown' })<{ shrunk: boolean; shown: boolean }>`
  color: inherit;
  text-decoration: none;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 700;
  visibility: ${({ shown }) => (shown ? 'visible' : 'hidden')};
  opacity: ${({ shown }) => (shown ? 1 : 0)};
  transition: opacity 0.3s ease;
  /* Beside a full menu, and on a small phone beside the menu button and the languages, the logo
     alone names the agency (the link's label says its name). */
  span {
    @media (max-width: ${NAME_BESIDE_LOGO_FROM - 0.02}px) {
      display: none;
    }
    ${({ theme }) => theme.media.desktop} {
      @media (max-width: 1439px) {
        display: none;
      }
    }
  }
  img {
    height: ${({ shrunk }) => (shrunk ? 36 : 56)}px;
    width: auto;
    transition: height 0.3s ease;
    background: #ffffff;
    border-radius: 4px;
  }
`;

const DesktopOnly = styled.div`
  display: none;
  ${({ theme }) => theme.media.desktop} {
    display: flex;
    gap: ${({ theme }) => theme.space(4)};
    align-items: center;
  }
`;

// Below the desktop width the zone keeps the menu button whole (the agency's name wraps instead);
// on the desktop it may shrink, since the menu then fits its items into what is left.
const MenuPiece = styled.div`
  flex: 1 1 auto;
  display: flex;
  justify-content: flex-end;
  ${({ theme }) => theme.media.desktop} {
    flex-basis: 0;
    min-width: 0;
  }
`;

const DesktopMenuRow = styled(DesktopOnly)`
  flex: 1 1 0;
  min-width: 0;
`;

const BelowDesktop = styled.div`
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const MenuButton = styled.button`
  font: inherit;
  min-width: 44px;
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space(3)}`};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: inherit;
  cursor: pointer;
  white-space: nowrap;
`;

const SearchRow = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
`;

export interface HeaderProps {
  configuration: SiteConfiguration | undefined;
  menu: MenuItem[];
  logoShrunk: boolean;
  logoVisible: boolean;
  fixed: boolean;
}

const DEFAULT_PLACEMENT: SiteConfiguration['appBar'] = { logo: 'left', menu: 'right', languageSwitcher: 'right' };
const DRAWER_ID = 'mobile-drawer';

/** Spec §2: the app bar with logo, menu and language switcher each where configured, and the mobile drawer. */
export function Header({ configuration, menu, logoShrunk, logoVisible, fixed }: HeaderProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { agency } = useSite();
  const { pathname } = useLocation();
  // The drawer belongs to the page it was opened on: navigating anywhere closes it.
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);
  const drawerOpen = drawerOpenOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);
  const bar = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);

  const closeDrawer = useCallback(() => {
    setDrawerOpenOn(null);
    menuButton.current?.focus();
  }, []);

  // Keeps the header's room while it is fixed, so the page does not jump under it.
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (element.dataset.fixed !== 'true') setHeight(element.offsetHeight);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const placement = configuration?.appBar ?? DEFAULT_PLACEMENT;
  const config = configuration?.config;
  const freeEvaluationPath = localizePath(FREE_EVALUATION_PATH, lang);
  const name = agency?.name ?? t('nav.home');

  const pieces: Record<keyof SiteConfiguration['appBar'], ReactNode> = {
    logo: (
      <Brand
        key="logo"
        to={localizePath('/', lang)}
        shrunk={logoShrunk}
        shown={logoVisible}
        aria-hidden={logoVisible ? undefined : true}
        tabIndex={logoVisible ? undefined : -1}
        data-testid="logo"
        data-shrunk={logoShrunk}
        // A site not given its name yet: the link still says where it goes.
        aria-label={name ? t('nav.homeLogo', { name }) : t('nav.home')}
      >
        <img src={imagePath('logo', 500)} alt="" width={56} height={56} />
        <span>{name}</span>
      </Brand>
    ),
    menu: (
      <MenuPiece key="menu">
        <DesktopMenuRow>
          <DesktopMenu items={menu} label={t('nav.main')} />
          {config?.showFreeEvaluation && <ActionLink to={freeEvaluationPath}>{t('FREE_EVALUATION')}</ActionLink>}
        </DesktopMenuRow>
        <BelowDesktop>
          <MenuButton
            ref={menuButton}
            type="button"
            aria-expanded={drawerOpen}
            aria-controls={DRAWER_ID}
            onClick={() => setDrawerOpenOn(pathname)}
          >
            <span aria-hidden="true">☰ </span>
            {t('nav.drawer')}
          </MenuButton>
        </BelowDesktop>
      </MenuPiece>
    ),
    languageSwitcher: (
      <div key="languages">
        <DesktopOnly>
          <LanguageSwitcher />
        </DesktopOnly>
        <BelowDesktop>
          <LanguageSwitcher compact />
        </BelowDesktop>
      </div>
    ),
  };
  // An empty zone would take a share of the row's room from the menu's zone.
  const zone = (where: Placement) => {
    const held = (Object.keys(pieces) as (keyof typeof pieces)[]).filter((piece) => placement[piece] === where);
    if (held.length === 0) return null;
    return (
      <Zone placement={where} holdsMenu={placement.menu === where}>
        {held.map((piece) => pieces[piece])}
      </Zone>
    );
  };

  return (
    <>
      <div style={fixed && height ? { minHeight: height } : undefined}>
        <Bar ref={bar} fixed={fixed} data-testid="app-bar" data-fixed={fixed}>
          <Inner>
            {zone('left')}
            {zone('center')}
            {zone('right')}
          </Inner>
        </Bar>
      </div>
      {config?.showSearchInput && (
        <SearchRow>
          <RemoteSlot id="mf_search/SearchBox" props={{ showButton: config.showSearchButton }} minHeight={48} />
        </SearchRow>
      )}
      {drawerOpen && <Drawer id={DRAWER_ID} items={menu} freeEvaluationPath={freeEvaluationPath} onClose={closeDrawer} />}
    </>
  );
}

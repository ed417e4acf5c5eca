import styled from '@emotion/styled';
import { resolvePath } from 'shared-kernel/routing';
import { Outlet, useLocation } from 'shared-kernel/router';
import { headerScrollState, isPreviewPage, menuItems } from 'shared-kernel';
import { useLanguage, useTranslation } from 'shared-kernel/react';
import { useSiteConfiguration, useSitePages } from '../app/useSiteConfiguration';
import { RemoteSlot } from '../federation/RemoteSlot';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteChangeFocus } from './RouteChangeFocus';
import { SCROLL_TO_TOP_GUTTER, ScrollToTop } from './ScrollToTop';
import { TopBar } from './TopBar';
import { useScrollY } from './useScrollY';

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${({ theme }) => theme.space(2)};
    top: ${({ theme }) => theme.space(2)};
    z-index: 100;
    background: ${({ theme }) => theme.colors.surface};
    padding: ${({ theme }) => theme.space(2)};
  }
`;

const Main = styled.main`
  max-width: 1280px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  /* The scroll-to-top tab lies on the right edge: nothing to tap may pass under it. */
  padding-right: ${SCROLL_TO_TOP_GUTTER};
  min-height: 60vh;
  &:focus {
    outline: none;
  }
`;

export function Layout() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { pathname, search } = useLocation();
  const configuration = useSiteConfiguration();
  const pages = useSitePages().data?.pages ?? [];
  const scrollY = useScrollY();
  const isHome = resolvePath(pathname)?.originalPath === '/';
  const scroll = headerScrollState({
    scrollY,
    isHome,
    changeOnScroll: configuration?.config.changeOnScroll ?? false,
    logoOnHome: configuration?.config.logoOnHome ?? 'always',
  });
  return (
    <>
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      {configuration?.config.topBarShow && <TopBar left={configuration.topBar.left} right={configuration.topBar.right} />}
      <Header
        configuration={configuration}
        menu={menuItems(pages, lang)}
        logoShrunk={scroll.logoShrunk}
        logoVisible={scroll.logoVisible}
        fixed={scroll.headerFixed}
      />
      <RouteChangeFocus mainId="main" />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer columns={configuration?.footer ?? []} />
      <ScrollToTop visible={scroll.showScrollToTop} />
      {!isPreviewPage(search) && <RemoteSlot id="mf_consent/ConsentDialog" props={{}} />}
    </>
  );
}

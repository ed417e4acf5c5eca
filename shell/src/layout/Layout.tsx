import styled from '@emotion/styled';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RemoteSlot } from '../federation/RemoteSlot';
import { Footer } from './Footer';
import { Header } from './Header';

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
  min-height: 60vh;
`;

export function Layout() {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <Header />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
      <RemoteSlot id="mf_consent/ConsentDialog" props={{}} />
    </>
  );
}

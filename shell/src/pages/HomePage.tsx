import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useSite } from '../app/SiteContext';
import { RemoteSlot } from '../federation/RemoteSlot';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 2fr 1fr;
  }
`;

const Aside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  align-content: start;
`;

export function HomePage() {
  const { t } = useTranslation();
  const { agency } = useSite();
  return (
    <>
      <h1>{t('home.title')}</h1>
      <p>{t('home.intro')}</p>
      <RemoteSlot id="mf_search/SearchBox" props={{ showButton: true }} minHeight={96} />
      <Grid>
        <RemoteSlot id="mf_listings/PropertyTypes" props={{}} minHeight={320} />
        <Aside>
          {agency && <RemoteSlot id="mf_forms/ContactCta" props={agency} minHeight={160} />}
          <RemoteSlot id="mf_portal/OwnerAccess" props={{}} minHeight={120} />
        </Aside>
      </Grid>
    </>
  );
}

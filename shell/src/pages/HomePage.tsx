import { localizedText, type SitePage } from 'shared-kernel';
import { useLanguage, useTranslation } from 'shared-kernel/react';
import { useSiteConfiguration } from '../app/useSiteConfiguration';
import { RemoteSlot } from '../federation/RemoteSlot';
import { Banner } from '../layout/Banner';
import { ModuleList } from '../modules/ModuleBlock';
import { usePageTitle } from './PageFrame';

/** Spec §2: the banner (home only), the home search block, then the home page's modules. */
export function HomePage({ page }: { page: SitePage | undefined }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const configuration = useSiteConfiguration();
  usePageTitle(page ? localizedText(page.params.title, lang) : '');
  const config = configuration?.config;
  return (
    <>
      {configuration ? <Banner banner={configuration.banner} /> : <h1>{t('home.title')}</h1>}
      <RemoteSlot
        id="mf_search/SearchBlock"
        props={{
          descriptions: config?.showCountProperty
            ? [t('home.intro'), t('home.counts', { sale: '{{sale}}', rent: '{{rent}}' })]
            : [t('home.intro')],
          showLogo: false,
        }}
        minHeight={160}
      />
      {page && page.params.modules.length > 0 ? (
        <ModuleList modules={page.params.modules} context={{ counts: config?.data.countProperty, contactKind: 'contact' }} />
      ) : (
        // A new site: say what is missing rather than show an empty page.
        <p>{t('home.noModules')}</p>
      )}
    </>
  );
}

import { mountStandalone, useTranslation } from 'shared-kernel/react';
import './i18n';
import SearchBlock from './exposes/SearchBlock';
import SearchBox from './exposes/SearchBox';

/** Both entry points with the texts the shell gives the home block, placeholders left for the block. */
function Harness() {
  const { t } = useTranslation();
  return (
    <>
      <SearchBox showButton />
      <SearchBlock
        title={t('home.title')}
        descriptions={[t('home.intro'), t('home.counts', { sale: '{{sale}}', rent: '{{rent}}' })]}
        showLogo={false}
      />
    </>
  );
}

void mountStandalone('mf-search', 'search', <Harness />);

import { mountStandalone } from 'shared-kernel/react';
import './i18n';
import ConsentDialog from './exposes/ConsentDialog';
import CookieTable from './exposes/CookieTable';

void mountStandalone(
  'mf-consent',
  'consent',
  <>
    <CookieTable />
    <ConsentDialog />
  </>,
);

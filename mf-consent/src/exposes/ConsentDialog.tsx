import type { ComponentType } from 'react';
import type { RemoteModules } from 'shared-kernel/federation';
import '../i18n';
import { ConsentDialog } from '../features/consent/ConsentDialog';

/** The shell passes no options: the dialog uses the site's own storage and clock. */
function ExposedConsentDialog() {
  return <ConsentDialog />;
}

export default ExposedConsentDialog satisfies ComponentType<RemoteModules['mf_consent/ConsentDialog']>;

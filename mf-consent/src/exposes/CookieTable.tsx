import type { ComponentType } from 'react';
import type { RemoteModules } from 'shared-kernel/federation';
import '../i18n';
import { CookieTable } from '../features/consent/CookieTable';

export default CookieTable satisfies ComponentType<RemoteModules['mf_consent/CookieTable']>;

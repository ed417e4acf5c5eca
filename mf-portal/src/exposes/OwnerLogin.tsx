import type { ComponentType } from 'react';
import type { RemoteModules } from 'shared-kernel/federation';
import '../i18n';
import { OwnerLogin } from '../features/login/OwnerLogin';

export default OwnerLogin satisfies ComponentType<RemoteModules['mf_portal/OwnerLogin']>;

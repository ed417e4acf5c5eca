import type { ComponentType } from 'react';
import type { RemoteModules } from 'shared-kernel/federation';
import '../i18n';
import { OwnerAccess } from '../features/access/OwnerAccess';

export default OwnerAccess satisfies ComponentType<RemoteModules['mf_portal/OwnerAccess']>;

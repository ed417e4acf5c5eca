import type { ComponentType } from 'react';
import type { RemoteModules } from 'shared-kernel/federation';
import '../i18n';
import { OwnerPortal } from '../features/portal/OwnerPortal';

export default OwnerPortal satisfies ComponentType<RemoteModules['mf_portal/OwnerPortal']>;

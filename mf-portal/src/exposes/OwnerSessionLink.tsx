import type { ComponentType } from 'react';
import type { RemoteModules } from 'shared-kernel/federation';
import '../i18n';
import { OwnerSessionLink } from '../features/access/OwnerSessionLink';

export default OwnerSessionLink satisfies ComponentType<RemoteModules['mf_portal/OwnerSessionLink']>;

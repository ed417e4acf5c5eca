import type { ComponentType } from 'react';
import type { RemoteModules } from 'shared-kernel/federation';
import { OwnerSessionLink } from '../features/access/OwnerSessionLink';

export default OwnerSessionLink satisfies ComponentType<RemoteModules['mf_portal/OwnerSessionLink']>;

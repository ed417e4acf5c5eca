import type { ComponentType } from 'react';
import type { RemoteModules } from 'shared-kernel/federation';
import { PropertyList } from '../features/list/PropertyList';

export default PropertyList satisfies ComponentType<RemoteModules['mf_listings/PropertyList']>;

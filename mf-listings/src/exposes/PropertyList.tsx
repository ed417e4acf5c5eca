import type { ComponentType } from 'react';
import type { RemoteModules } from 'shared-kernel/federation';
import '../i18n';
import { PropertyList } from '../features/list/PropertyList';

export default PropertyList satisfies ComponentType<RemoteModules['mf_listings/PropertyList']>;

import type { ComponentType } from 'react';
import type { RemoteModules } from 'shared-kernel/federation';
import '../i18n';
import { PropertyDetail } from '../features/detail/PropertyDetail';

export default PropertyDetail satisfies ComponentType<RemoteModules['mf_listings/PropertyDetail']>;

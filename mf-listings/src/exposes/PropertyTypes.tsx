import type { ComponentType } from 'react';
import type { RemoteModules } from 'shared-kernel/federation';
import '../i18n';
import { PropertyTypes } from '../features/types/PropertyTypes';

export default PropertyTypes satisfies ComponentType<RemoteModules['mf_listings/PropertyTypes']>;

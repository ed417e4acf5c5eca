import type { ComponentType } from 'react';
import type { RemoteModules } from 'shared-kernel/federation';
import '../i18n';
import { Favourites } from '../features/favourites/Favourites';

export default Favourites satisfies ComponentType<RemoteModules['mf_listings/Favourites']>;

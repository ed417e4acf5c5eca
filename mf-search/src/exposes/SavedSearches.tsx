import type { ComponentType } from 'react';
import type { RemoteModules } from 'shared-kernel/federation';
import '../i18n';
import { SavedSearches } from '../features/saved-searches/SavedSearches';

export default SavedSearches satisfies ComponentType<RemoteModules['mf_search/SavedSearches']>;

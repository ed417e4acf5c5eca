import type { ComponentType } from 'react';
import { savedSearchesArgs } from 'shared-kernel';
import type { RemoteModules } from 'shared-kernel/federation';
import type { Loader } from 'shared-kernel/react';
import '../i18n';
import { savedSearchesApi } from '../features/saved-searches/savedSearchesApi';
import { SavedSearches } from '../features/saved-searches/SavedSearches';

export default SavedSearches satisfies ComponentType<RemoteModules['mf_search/SavedSearches']>;

/** One's saved searches, by the signed link (or one search's unsubscribe link) in the address. */
export const loader: Loader<RemoteModules['mf_search/SavedSearches']> = async ({ lang, search, dispatch }) => {
  const args = savedSearchesArgs(search, lang);
  if (args !== null) await dispatch(savedSearchesApi.endpoints.savedSearches.initiate(args));
};

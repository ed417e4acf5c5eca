import type { ComponentType } from 'react';
import { MAX_COMPARED, parseIds } from 'shared-kernel';
import type { RemoteModules } from 'shared-kernel/federation';
import { catalogueApi, type Loader } from 'shared-kernel/react';
import '../i18n';
import { listingsApi } from '../features/api/listingsApi';
import { Favourites } from '../features/favourites/Favourites';

export default Favourites satisfies ComponentType<RemoteModules['mf_listings/Favourites']>;

/**
 * Only a shared list (`?ids=`) is known to a server; the visitor's own are in their browser. The
 * compared ones are asked one by one, as the comparison table asks them.
 */
export const loader: Loader<RemoteModules['mf_listings/Favourites']> = ({ lang, search, dispatch }) => {
  const query = new URLSearchParams(search);
  const ids = parseIds(query.get('ids'));
  if (ids.length === 0) return Promise.resolve();
  const compared = parseIds(query.get('compare'), MAX_COMPARED).filter((id) => ids.includes(id));
  return Promise.all([
    dispatch(listingsApi.endpoints.propertiesById.initiate({ ids, lang })),
    ...compared.map((id) => dispatch(catalogueApi.endpoints.property.initiate({ id, lang }))),
  ]);
};

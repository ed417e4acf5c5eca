import type { ComponentType } from 'react';
import { similarQueryOf } from 'shared-kernel';
import type { PropertyDetailProps, RemoteModules } from 'shared-kernel/federation';
import { catalogueApi, visitSlotsApi, type Loader } from 'shared-kernel/react';
import '../i18n';
import { listingsApi } from '../features/api/listingsApi';
import { PropertyDetail } from '../features/detail/PropertyDetail';

export default PropertyDetail satisfies ComponentType<RemoteModules['mf_listings/PropertyDetail']>;

/**
 * The property, then the similar properties its answer selects, as the page and its similar block
 * ask them; and its visit slots beside, which the page shows so a visit is booked without scripts.
 */
export const loader: Loader<PropertyDetailProps> = async ({ props: { id }, lang, dispatch }) => {
  const slots = dispatch(visitSlotsApi.endpoints.visitSlots.initiate(id));
  const { data: property } = await dispatch(catalogueApi.endpoints.property.initiate({ id, lang }));
  if (property) await dispatch(listingsApi.endpoints.similarProperties.initiate(similarQueryOf(property, lang)));
  await slots;
};

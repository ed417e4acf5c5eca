import type { ComponentType } from 'react';
import { listPageArgs, moduleListArgs } from 'shared-kernel';
import type { PropertyListProps, RemoteModules } from 'shared-kernel/federation';
import { listingOptionsApi, type Loader } from 'shared-kernel/react';
import '../i18n';
import { listingsApi } from '../features/api/listingsApi';
import { PropertyList } from '../features/list/PropertyList';

export default PropertyList satisfies ComponentType<RemoteModules['mf_listings/PropertyList']>;

/** A listing page: its page under the query's filters and the communes its filter offers; a module: its newest. */
export const loader: Loader<PropertyListProps> = ({ props, lang, search, dispatch }) =>
  props.browsable
    ? Promise.all([
        dispatch(listingOptionsApi.endpoints.listingOptions.initiate(lang)),
        dispatch(listingsApi.endpoints.propertyPage.initiate(listPageArgs(search, props.goal, lang))),
      ])
    : dispatch(listingsApi.endpoints.propertyPage.initiate(moduleListArgs(props, lang)));

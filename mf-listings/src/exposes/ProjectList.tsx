import type { ComponentType } from 'react';
import type { RemoteModules } from 'shared-kernel/federation';
import type { Loader } from 'shared-kernel/react';
import '../i18n';
import { listingsApi } from '../features/api/listingsApi';
import { ProjectList } from '../features/projects/ProjectList';

export default ProjectList satisfies ComponentType<RemoteModules['mf_listings/ProjectList']>;

export const loader: Loader<RemoteModules['mf_listings/ProjectList']> = ({ lang, dispatch }) => dispatch(listingsApi.endpoints.projects.initiate({ lang }));

import type { ComponentType } from 'react';
import type { ProjectDetailProps, RemoteModules } from 'shared-kernel/federation';
import { catalogueApi, type Loader } from 'shared-kernel/react';
import '../i18n';
import { ProjectDetail } from '../features/projects/ProjectDetail';

export default ProjectDetail satisfies ComponentType<RemoteModules['mf_listings/ProjectDetail']>;

export const loader: Loader<ProjectDetailProps> = ({ props: { id }, lang, dispatch }) => dispatch(catalogueApi.endpoints.project.initiate({ id, lang }));

import type { ComponentType } from 'react';
import type { RemoteModules } from 'shared-kernel/federation';
import '../i18n';
import { ProjectList } from '../features/projects/ProjectList';

export default ProjectList satisfies ComponentType<RemoteModules['mf_listings/ProjectList']>;

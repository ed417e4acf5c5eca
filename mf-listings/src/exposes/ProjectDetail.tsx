import type { ComponentType } from 'react';
import type { RemoteModules } from 'shared-kernel/federation';
import '../i18n';
import { ProjectDetail } from '../features/projects/ProjectDetail';

export default ProjectDetail satisfies ComponentType<RemoteModules['mf_listings/ProjectDetail']>;

export { ProjectDetail as default } from '../features/projects/ProjectDetail';

export { ProjectList as default } from '../features/projects/ProjectList';

export { PropertyList as default } from '../features/list/PropertyList';

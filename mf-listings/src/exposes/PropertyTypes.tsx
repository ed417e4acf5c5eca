export { PropertyTypes as default } from '../features/types/PropertyTypes';

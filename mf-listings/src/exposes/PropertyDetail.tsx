export { PropertyDetail as default } from '../features/detail/PropertyDetail';

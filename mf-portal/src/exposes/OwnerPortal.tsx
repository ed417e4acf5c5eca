export { OwnerPortal as default } from '../features/portal/OwnerPortal';

export { OwnerSessionLink as default } from '../features/access/OwnerSessionLink';

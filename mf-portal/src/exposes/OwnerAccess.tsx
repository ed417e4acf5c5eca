export { OwnerAccess as default } from '../features/access/OwnerAccess';

export { OwnerLogin as default } from '../features/login/OwnerLogin';

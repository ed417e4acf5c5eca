export { ConsentDialog as default } from '../features/consent/ConsentDialog';

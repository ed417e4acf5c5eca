export { ContactCta as default } from '../features/contact/ContactCta';

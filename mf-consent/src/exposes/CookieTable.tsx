export { CookieTable as default } from '../features/consent/CookieTable';

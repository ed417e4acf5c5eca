export { guardsPlugin as default } from '../http/guard.js';

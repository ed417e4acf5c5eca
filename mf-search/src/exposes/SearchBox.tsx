export { SearchBox as default } from '../features/search-box/SearchBox';

export { SearchBlock as default } from '../features/search-block/SearchBlock';

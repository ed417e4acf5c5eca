import type { ComponentType } from 'react';
import type { RemoteModules } from 'shared-kernel/federation';
import '../i18n';
import { SearchBox } from '../features/search-box/SearchBox';

export default SearchBox satisfies ComponentType<RemoteModules['mf_search/SearchBox']>;

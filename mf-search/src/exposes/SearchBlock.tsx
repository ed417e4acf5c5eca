import type { ComponentType } from 'react';
import type { RemoteModules } from 'shared-kernel/federation';
import '../i18n';
import { SearchBlock } from '../features/search-block/SearchBlock';

export default SearchBlock satisfies ComponentType<RemoteModules['mf_search/SearchBlock']>;

import { mountStandalone } from 'shared-kernel/react';
import SearchBox from './exposes/SearchBox';

void mountStandalone('mf-search', 'search', <SearchBox />);

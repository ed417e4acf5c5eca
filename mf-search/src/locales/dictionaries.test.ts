import { describeDictionaries } from 'shared-kernel/dictionary-test';
import { loadSearchDictionary } from '../i18n';

describeDictionaries('search', loadSearchDictionary);

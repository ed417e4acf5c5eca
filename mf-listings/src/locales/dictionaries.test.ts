import { describeDictionaries } from 'shared-kernel/dictionary-test';
import { loadListingsDictionary } from '../i18n';

describeDictionaries('listings', loadListingsDictionary);

import { describeDictionaries } from 'shared-kernel/dictionary-test';
import { loadFormsDictionary } from '../i18n';

describeDictionaries('forms', loadFormsDictionary);

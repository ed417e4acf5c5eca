import { describeDictionaries } from 'shared-kernel/dictionary-test';
import { loadConsentDictionary } from '../i18n';

describeDictionaries('consent', loadConsentDictionary);

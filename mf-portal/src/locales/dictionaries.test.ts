import { describeDictionaries } from 'shared-kernel/dictionary-test';
import { loadPortalDictionary } from '../i18n';

describeDictionaries('portal', loadPortalDictionary);

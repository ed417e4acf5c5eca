import { describeDictionaries } from './dictionaryTest.js';
import { COMMON_DICTIONARIES } from './loaders.js';

describeDictionaries('common', (language) => COMMON_DICTIONARIES[language]());

import { useEffect } from 'react';
import { useTranslation } from 'shared-kernel/react';
import { useLocation } from 'shared-kernel/router';
import { languageFromPath, storeLanguage } from './language';
import { useSite } from './SiteContext';

/** Follows the URL's language prefix: switches i18next, the document language and the stored choice. */
export function LanguageSync() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const { languages } = useSite();
  const fromPath = languageFromPath(pathname, languages);

  useEffect(() => {
    if (fromPath && fromPath !== i18n.language) void i18n.changeLanguage(fromPath);
  }, [fromPath, i18n]);

  useEffect(() => {
    const sync = (language: string) => {
      document.documentElement.lang = language;
    };
    sync(i18n.language);
    i18n.on('languageChanged', sync);
    return () => i18n.off('languageChanged', sync);
  }, [i18n]);

  useEffect(() => {
    if (fromPath) storeLanguage(fromPath);
  }, [fromPath]);

  return null;
}

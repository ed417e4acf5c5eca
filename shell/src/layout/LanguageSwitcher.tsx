import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Language } from 'shared-kernel';
import { languageFromPath } from '../app/language';
import { useSite } from '../app/SiteContext';

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const LanguageLink = styled(Link)`
  color: inherit;
  text-transform: uppercase;
  padding: ${({ theme }) => theme.space(1)};
  &[aria-current='true'] {
    font-weight: 700;
    text-decoration: underline;
  }
`;

/** The same path under another language prefix; translated paths arrive with the route table. */
export function pathInLanguage(pathname: string, language: Language, enabled: readonly Language[]): string {
  const withoutPrefix = languageFromPath(pathname, enabled) ? pathname.slice(3) || '/' : pathname;
  return `/${language}${withoutPrefix}`;
}

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { languages } = useSite();
  return (
    <nav aria-label={t('language.label')}>
      <List>
        {languages.map((language) => (
          <li key={language}>
            <LanguageLink
              to={pathInLanguage(pathname, language, languages)}
              lang={language}
              hrefLang={language}
              aria-current={language === i18n.language ? 'true' : undefined}
              aria-label={t(`language.${language}`)}
            >
              {language}
            </LanguageLink>
          </li>
        ))}
      </List>
    </nav>
  );
}

import styled from '@emotion/styled';
import { localizePath, pathInLanguage } from 'shared-kernel/routing';
import { Link, useLocation } from 'shared-kernel/router';
import { cityQueryInLanguage, findPageByPath, pagePath, type Language, type SitePage } from 'shared-kernel';
import { useLanguage, useTranslation } from 'shared-kernel/react';
import { rememberChosenLanguage } from '../app/language';
import { useSite } from '../app/SiteContext';
import { useSitePages } from '../app/useSiteConfiguration';

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const LanguageLink = styled(Link)`
  color: inherit;
  text-transform: uppercase;
  display: inline-block;
  min-width: 44px;
  min-height: 44px;
  line-height: 44px;
  text-align: center;
  &[aria-current='true'] {
    font-weight: 700;
    text-decoration: underline;
  }
`;

/**
 * Spec §2: the same page in another language, never home when the page has a translation: the
 * route table first, then the configured pages (child pages), then home. The query (listing
 * filters) is kept, its commune named in the new language (issue 42: the list's one address).
 */
export function switchLanguagePath(pathname: string, search: string, language: Language, pages: readonly SitePage[]): string {
  const found = pathInLanguage(pathname, language) ?? configuredPagePath(pathname, language, pages);
  return found ? `${found}${cityQueryInLanguage(search, language) ?? search}` : localizePath('/', language);
}

function configuredPagePath(pathname: string, language: Language, pages: readonly SitePage[]): string | null {
  const found = findPageByPath(pages, pathname);
  return found ? pagePath(found.page, language, found.parent ?? undefined) : null;
}

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useLanguage();
  const { pathname, search } = useLocation();
  const { languages } = useSite();
  const pages = useSitePages().data?.pages ?? [];
  return (
    <nav aria-label={t('language.label')}>
      <List>
        {languages.map((language) => (
          <li key={language}>
            <LanguageLink
              to={switchLanguagePath(pathname, search, language, pages)}
              lang={language}
              hrefLang={language}
              aria-current={language === current ? 'true' : undefined}
              // The name starts with what the link shows (WCAG 2.5.3), then says it in full.
              aria-label={`${language.toUpperCase()} – ${t(`language.${language}`)}`}
              onClick={() => rememberChosenLanguage(language)}
            >
              {language}
            </LanguageLink>
          </li>
        ))}
      </List>
    </nav>
  );
}

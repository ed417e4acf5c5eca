import styled from '@emotion/styled';
import { useRef, useState } from 'react';
import { localizePath, pathInLanguage } from 'shared-kernel/routing';
import { Link, useLocation } from 'shared-kernel/router';
import { cityQueryInLanguage, findPageByPath, pagePath, VISUALLY_HIDDEN, type Language, type SitePage } from 'shared-kernel';
import { useLanguage, useTranslation } from 'shared-kernel/react';
import { rememberChosenLanguage } from '../app/language';
import { useSite } from '../app/SiteContext';
import { useSitePages } from '../app/useSiteConfiguration';
import { useDismiss } from './useDismiss';

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
 * filters) is kept, its commune named in the new language (so the list keeps one address per language).
 */
export function switchLanguagePath(pathname: string, search: string, language: Language, pages: readonly SitePage[]): string {
  const found = pathInLanguage(pathname, language) ?? configuredPagePath(pathname, language, pages);
  return found ? `${found}${cityQueryInLanguage(search, language) ?? search}` : localizePath('/', language);
}

function configuredPagePath(pathname: string, language: Language, pages: readonly SitePage[]): string | null {
  const found = findPageByPath(pages, pathname);
  return found ? pagePath(found.page, language, found.parent ?? undefined) : null;
}

const Disclosure = styled.details`
  position: relative;
  summary {
    min-width: 44px;
    min-height: 44px;
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 0.25em;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid currentColor;
    border-radius: ${({ theme }) => theme.radius};
    cursor: pointer;
    list-style: none;
    &::-webkit-details-marker {
      display: none;
    }
  }
  ul {
    position: absolute;
    right: 0;
    top: 100%;
    z-index: 60;
    flex-direction: column;
    margin-top: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(1)};
    background: ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius};
    box-shadow: 0 4px 12px rgb(0 0 0 / 30%);
  }
`;

const VisuallyHidden = styled.span(VISUALLY_HIDDEN);

/**
 * The languages in the header. `compact` (below the desktop width, where the four links do not fit
 * beside the logo and the menu button) shows the current language as a button that opens the
 * list: a native disclosure, so it opens by keyboard and before the scripts have started too.
 */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  if (compact) return <CompactLanguages />;
  return (
    <nav aria-label={t('language.label')}>
      <LanguageList />
    </nav>
  );
}

function CompactLanguages() {
  const { t } = useTranslation();
  const current = useLanguage();
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const disclosure = useRef<HTMLDetailsElement>(null);
  // Open on the page it was opened on: choosing a language (or any navigation) closes it.
  const open = openOn === pathname;

  useDismiss(
    open,
    () => disclosure.current,
    (byKey) => {
      if (byKey) disclosure.current?.querySelector('summary')?.focus();
      setOpenOn(null);
    },
  );

  return (
    <nav aria-label={t('language.label')}>
      <Disclosure ref={disclosure} open={open} onToggle={(event) => setOpenOn(event.currentTarget.open ? pathname : null)}>
        <summary>
          {current.toUpperCase()}
          <VisuallyHidden> – {t('language.label')}</VisuallyHidden>
          <span aria-hidden="true">▾</span>
        </summary>
        <LanguageList />
      </Disclosure>
    </nav>
  );
}

function LanguageList() {
  const { t } = useTranslation();
  const current = useLanguage();
  const { pathname, search } = useLocation();
  const { languages } = useSite();
  const pages = useSitePages().data?.pages ?? [];
  return (
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
  );
}

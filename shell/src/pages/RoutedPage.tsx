import {
  ARTICLE_LIST_PATHS,
  breadcrumbFor,
  localizePath,
  PROJECT_ROUTE,
  PROPERTY_ROUTE,
  resolvePath,
  ROUTE_TABLE,
} from 'shared-kernel/routing';
import { useLocation } from 'shared-kernel/router';
import {
  FAVOURITES_ROUTE,
  findPageByPath,
  localizedText,
  pageOriginalPath,
  pagePath,
  type BreadcrumbItem,
  type SitePage,
} from 'shared-kernel';
import { useLanguage } from 'shared-kernel/react';
import { useSitePages } from '../app/useSiteConfiguration';
import { RemoteSlot } from '../federation/RemoteSlot';
import { ConfiguredPage } from './ConfiguredPage';
import { FavouritesPage, ListingPage, LoginPage, PortalPage, ProjectPage, ProjectsPage, PropertyPage } from './EntityPages';
import { HomePage } from './HomePage';
import { Loading } from './Loading';
import { NotFoundPage } from './NotFoundPage';
import { PageError } from './PageError';
import { PageFrame } from './PageFrame';
import { ArticleListPage, ArticlePage, FeedbackPage } from './TextPages';

const ARTICLE_LISTS: readonly string[] = Object.values(ARTICLE_LIST_PATHS);

function configuredPageOf(pages: readonly SitePage[], originalPath: string): SitePage | undefined {
  return pages.find((page) => pageOriginalPath(page) === originalPath);
}

/**
 * Spec §2: what a visited path shows. The route table first (its translated paths, properties and
 * projects); then the configured pages by their own paths (child pages); else the 404 page.
 */
export function RoutedPage() {
  const lang = useLanguage();
  const { pathname } = useLocation();
  const { data, isLoading, isError, refetch } = useSitePages();
  const pages = data?.pages ?? [];
  const resolved = resolvePath(pathname);

  const pageError = <PageError onRetry={() => void refetch()} />;

  if (!resolved) {
    if (isLoading) return <Loading />;
    if (isError) return pageError;
    const found = findPageByPath(pages, pathname);
    if (!found) return <NotFoundPage />;
    const trail: BreadcrumbItem[] = [{ label: ROUTE_TABLE[0]?.breadcrumb[lang] ?? '', path: localizePath('/', lang) }];
    if (found.parent) trail.push({ label: localizedText(found.parent.params.title, lang), path: pagePath(found.parent, lang) });
    trail.push({ label: localizedText(found.page.params.title, lang), path: pagePath(found.page, lang, found.parent ?? undefined) });
    return (
      <ConfiguredPage page={found.page} originalPath={pageOriginalPath(found.page, found.parent ?? undefined)} breadcrumb={trail} />
    );
  }

  const { originalPath, params } = resolved;
  if (originalPath === PROPERTY_ROUTE) {
    return <PropertyPage id={Number(params.id)} {...(params.projectId ? { projectId: Number(params.projectId) } : {})} />;
  }
  if (originalPath === PROJECT_ROUTE) return <ProjectPage id={Number(params.id)} />;

  const configured = configuredPageOf(pages, originalPath);
  if (originalPath === '/') return isLoading ? <Loading /> : <HomePage page={configured} />;

  const entry = ROUTE_TABLE.find((candidate) => candidate.original === originalPath);
  if (!entry) return <NotFoundPage />;
  const configuredTitle = configured ? localizedText(configured.params.title, lang) : undefined;
  const props = { entry, ...(configuredTitle ? { configuredTitle } : {}) };

  switch (entry.type) {
    case 'feedback':
      return <FeedbackPage entry={entry} />;
    case 'article':
      return <ArticlePage entry={entry} />;
    case 'login':
      return originalPath === '/portal/' ? <PortalPage {...props} /> : <LoginPage {...props} />;
    default:
      break;
  }
  if (originalPath === '/for-sale/' || originalPath === '/for-rent/') return <ListingPage {...props} />;
  if (originalPath === '/projects/') return <ProjectsPage {...props} />;
  if (originalPath === FAVOURITES_ROUTE) return <FavouritesPage {...props} />;
  if (ARTICLE_LISTS.includes(originalPath) && !configured) return <ArticleListPage entry={entry} />;

  const breadcrumb = breadcrumbFor(pathname, lang);
  const cookieTable = originalPath === '/cookie-policy/' && <RemoteSlot id="mf_consent/CookieTable" props={{}} minHeight={200} />;
  if (isLoading) return <Loading />;
  if (isError) return pageError;
  if (!configured) {
    return (
      <PageFrame title={entry.breadcrumb[lang]} breadcrumb={breadcrumb}>
        {cookieTable}
      </PageFrame>
    );
  }
  return (
    <ConfiguredPage page={configured} originalPath={originalPath} breadcrumb={breadcrumb}>
      {cookieTable}
    </ConfiguredPage>
  );
}

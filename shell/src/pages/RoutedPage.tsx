import type { ComponentType, ReactNode } from 'react';
import { breadcrumbFor, localizePath, resolvePath, routeOf, type PageKind } from 'shared-kernel/routing';
import { useLocation } from 'shared-kernel/router';
import { findPageByPath, localizedText, pageOriginalPath, pagePath, type BreadcrumbItem } from 'shared-kernel';
import { useLanguage } from 'shared-kernel/react';
import { useSitePages } from '../app/useSiteConfiguration';
import { RemoteSlot } from '../federation/RemoteSlot';
import { ConfiguredPage } from './ConfiguredPage';
import {
  FavouritesPage,
  ListingPage,
  LoginPage,
  PortalPage,
  ProjectPage,
  ProjectsPage,
  PropertyPage,
  SavedSearchesPage,
  type RoutePageProps,
} from './EntityPages';
import { HomePage } from './HomePage';
import { Loading } from './Loading';
import { NotFoundPage } from './NotFoundPage';
import { PageError } from './PageError';
import { configuredPageOf, propertyPageProps } from './pageLoader';
import { PageFrame } from './PageFrame';
import { ArticleListPage, ArticlePage, FeedbackPage } from './TextPages';

/** A route-table page that is the agency's configured page at its path (its text and modules), or its bare frame. */
function ContentPage({ entry, configured, children }: RoutePageProps & { children?: ReactNode }) {
  const lang = useLanguage();
  const { pathname } = useLocation();
  const breadcrumb = breadcrumbFor(pathname, lang);
  if (!configured) {
    return (
      <PageFrame title={entry.breadcrumb[lang]} breadcrumb={breadcrumb}>
        {children}
      </PageFrame>
    );
  }
  return (
    <ConfiguredPage page={configured} originalPath={entry.original} breadcrumb={breadcrumb}>
      {children}
    </ConfiguredPage>
  );
}

function CookiePolicyPage(props: RoutePageProps) {
  return (
    <ContentPage {...props}>
      <RemoteSlot id="mf_consent/CookieTable" props={{}} minHeight={200} />
    </ContentPage>
  );
}

/** A path outside the table: a configured page by its own path (child pages), else the 404 page. */
function OutsideTablePage() {
  const lang = useLanguage();
  const { pathname } = useLocation();
  const pages = useSitePages().data?.pages ?? [];
  const found = findPageByPath(pages, pathname);
  if (!found) return <NotFoundPage />;
  const trail: BreadcrumbItem[] = [{ label: routeOf(resolvePath('/')).breadcrumb[lang], path: localizePath('/', lang) }];
  if (found.parent) trail.push({ label: localizedText(found.parent.params.title, lang), path: pagePath(found.parent, lang) });
  trail.push({ label: localizedText(found.page.params.title, lang), path: pagePath(found.page, lang, found.parent ?? undefined) });
  return <ConfiguredPage page={found.page} originalPath={pageOriginalPath(found.page, found.parent ?? undefined)} breadcrumb={trail} />;
}

/** The page component of each kind of route descriptor. */
const PAGE_OF_KIND: Record<PageKind, ComponentType<RoutePageProps>> = {
  home: ({ configured }) => <HomePage page={configured} />,
  list: ListingPage,
  projects: ProjectsPage,
  favourites: FavouritesPage,
  savedSearches: SavedSearchesPage,
  property: ({ params }) => <PropertyPage {...propertyPageProps(params)} />,
  project: ({ params }) => <ProjectPage id={Number(params.id)} />,
  content: ContentPage,
  cookiePolicy: CookiePolicyPage,
  articleList: (props) => (props.configured ? <ContentPage {...props} /> : <ArticleListPage entry={props.entry} />),
  article: ({ entry }) => <ArticlePage entry={entry} />,
  feedback: ({ entry }) => <FeedbackPage entry={entry} />,
  login: LoginPage,
  portal: PortalPage,
  notFound: OutsideTablePage,
};

/**
 * Kinds drawn from the configured page at their path: they wait for the pages, and those that are
 * nothing without them say the pages could not be loaded. The others show their title meanwhile.
 */
const NEEDS_CONFIGURED_PAGE: Partial<Record<PageKind, 'wait' | 'required'>> = {
  home: 'wait',
  articleList: 'wait',
  content: 'required',
  cookiePolicy: 'required',
  notFound: 'required',
};

/** Spec §2: what a visited path shows, as its route descriptor says. */
export function RoutedPage() {
  const { pathname } = useLocation();
  const { data, isLoading, isError, refetch } = useSitePages();
  const resolved = resolvePath(pathname);
  const entry = routeOf(resolved);
  const needs = NEEDS_CONFIGURED_PAGE[entry.kind];
  if (needs && isLoading) return <Loading />;
  if (needs === 'required' && isError) return <PageError onRetry={() => void refetch()} />;
  const Page = PAGE_OF_KIND[entry.kind];
  return <Page entry={entry} params={resolved?.params ?? {}} configured={configuredPageOf({ entry, pathname, pages: data?.pages ?? [] })} />;
}

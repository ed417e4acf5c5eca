import { breadcrumbFor, localizePath } from 'shared-kernel/routing';
import { useLocation } from 'shared-kernel/router';
import { localizedText, type RouteEntry, type SitePage } from 'shared-kernel';
import { isNotFoundError, useLanguage, useProjectQuery, usePropertyQuery, useTranslation } from 'shared-kernel/react';
import { RemoteSlot } from '../federation/RemoteSlot';
import { Breadcrumb } from '../layout/Breadcrumb';
import { useInBrowser } from '../layout/useScrollY';
import { DeferredEnquirySlot } from './EnquirySlot';
import { Loading } from './Loading';
import { NotFoundPage } from './NotFoundPage';
import { listingPageProps, projectOfUnit } from './pageLoader';
import { PageFrame, usePageTitle } from './PageFrame';

/**
 * A property, alone or as a unit of its project; mf-listings shows it, the shell frames it. The
 * shell asks the same shared endpoint as the remote, so both are served by one answer. A missing
 * property is mf-listings' to explain ("not found or sold", with links to the lists).
 */
export function PropertyPage({ id, projectId }: { id: number; projectId?: number }) {
  const lang = useLanguage();
  const { pathname } = useLocation();
  const property = usePropertyQuery({ id, lang });
  const unitOf = projectOfUnit(projectId, property.data);
  const project = useProjectQuery({ id: unitOf ?? 0, lang }, { skip: unitOf == null });
  usePageTitle(property.data?.TypeDescription ?? '');
  const titles = {
    ...(property.data ? { property: property.data.TypeDescription, goal: property.data.Goal } : {}),
    ...(project.data ? { project: project.data.Name, projectId: project.data.ID } : {}),
  };
  return (
    <>
      <Breadcrumb items={breadcrumbFor(pathname, lang, titles)} />
      <RemoteSlot
        id="mf_listings/PropertyDetail"
        props={{ id, ...(projectId === undefined ? {} : { projectId }), enquirySlot: DeferredEnquirySlot }}
        minHeight={600}
      />
    </>
  );
}

export function ProjectPage({ id }: { id: number }) {
  const lang = useLanguage();
  const { pathname } = useLocation();
  const project = useProjectQuery({ id, lang });
  usePageTitle(project.data?.Name ?? '');
  if (isNotFoundError(project.error)) return <NotFoundPage />;
  return (
    <>
      <Breadcrumb items={breadcrumbFor(pathname, lang, project.data ? { project: project.data.Name } : {})} />
      <RemoteSlot id="mf_listings/ProjectDetail" props={{ id, enquirySlot: DeferredEnquirySlot }} minHeight={600} />
    </>
  );
}

/** The title of a route-table page: its configured page's title when it has one, else its breadcrumb name. */
function useRouteTitle(entry: RouteEntry, configured: SitePage | undefined): string {
  const lang = useLanguage();
  return (configured && localizedText(configured.params.title, lang)) || entry.breadcrumb[lang];
}

/** What the router gives the page of a route: its descriptor, the path's parameters, its configured page if any. */
export interface RoutePageProps {
  entry: RouteEntry;
  params: Readonly<Record<string, string>>;
  configured: SitePage | undefined;
}

/** Spec §2: /for-sale/ and /for-rent/ show every match, paged, with filters, sorting and the map. */
export function ListingPage({ entry, configured }: RoutePageProps) {
  const lang = useLanguage();
  const title = useRouteTitle(entry, configured);
  return (
    <PageFrame title={title} breadcrumb={breadcrumbFor(localizePath(entry.original, lang), lang)}>
      <RemoteSlot id="mf_listings/PropertyList" props={listingPageProps(entry)} minHeight={600} />
    </PageFrame>
  );
}

/** A page of the route table whose content is one remote module that takes no props. */
function OneRemotePage({
  entry,
  configured,
  id,
  minHeight,
}: RoutePageProps & { id: 'mf_listings/ProjectList' | 'mf_listings/Favourites' | 'mf_search/SavedSearches'; minHeight: number }) {
  const lang = useLanguage();
  const title = useRouteTitle(entry, configured);
  return (
    <PageFrame title={title} breadcrumb={breadcrumbFor(localizePath(entry.original, lang), lang)}>
      <RemoteSlot id={id} props={{}} minHeight={minHeight} />
    </PageFrame>
  );
}

export function ProjectsPage(props: RoutePageProps) {
  return <OneRemotePage {...props} id="mf_listings/ProjectList" minHeight={600} />;
}

/** The visitor's favourites, or a shared list of them, and their comparison. */
export function FavouritesPage(props: RoutePageProps) {
  return <OneRemotePage {...props} id="mf_listings/Favourites" minHeight={400} />;
}

/** One's saved searches, by the signed link of their mails: what each sends, its frequency, a button to delete or stop it. */
export function SavedSearchesPage(props: RoutePageProps) {
  return <OneRemotePage {...props} id="mf_search/SavedSearches" minHeight={300} />;
}

export function LoginPage({ entry }: RoutePageProps) {
  const lang = useLanguage();
  return (
    <PageFrame title={entry.breadcrumb[lang]} breadcrumb={breadcrumbFor(localizePath(entry.original, lang), lang)}>
      <RemoteSlot id="mf_portal/OwnerLogin" props={{}} minHeight={320} />
    </PageFrame>
  );
}

/** The owner portal is the visitor's own: it renders in the browser only, never on a server. */
export function PortalPage({ entry }: RoutePageProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const inBrowser = useInBrowser();
  return (
    <PageFrame title={entry.breadcrumb[lang]} breadcrumb={breadcrumbFor(localizePath(entry.original, lang), lang)}>
      <p>{t('portal.intro')}</p>
      {inBrowser ? <RemoteSlot id="mf_portal/OwnerPortal" props={{}} minHeight={600} /> : <Loading />}
    </PageFrame>
  );
}

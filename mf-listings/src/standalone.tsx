import type { ReactElement } from 'react';
import { resolvePath, routeOf, type RouteEntry } from 'shared-kernel/routing';
import { useLocation } from 'shared-kernel/router';
import type { EnquiryFormProps, RemoteModuleId } from 'shared-kernel/federation';
import Favourites from './exposes/Favourites';
import ProjectDetail from './exposes/ProjectDetail';
import ProjectList from './exposes/ProjectList';
import PropertyDetail from './exposes/PropertyDetail';
import PropertyList from './exposes/PropertyList';
import PropertyTypes from './exposes/PropertyTypes';

/** Standalone, the forms of mf-forms are not there: the slot says which form the site would show. */
function EnquiryPlaceholder({ kind, propertyId, projectId }: EnquiryFormProps) {
  return (
    <p>
      mf_forms/EnquiryForm kind={kind} {propertyId ? `propertyId=${propertyId}` : ''} {projectId ? `projectId=${projectId}` : ''}
    </p>
  );
}

/** The pages of this remote's exposes, by module id, as the shell draws them. */
const PAGES: Record<Exclude<Extract<RemoteModuleId, `mf_listings/${string}`>, 'mf_listings/PropertyTypes'>, (route: RouteEntry, id: number) => ReactElement> = {
  'mf_listings/PropertyDetail': (_route, id) => <PropertyDetail id={id} enquirySlot={EnquiryPlaceholder} />,
  'mf_listings/ProjectDetail': (_route, id) => <ProjectDetail id={id} enquirySlot={EnquiryPlaceholder} />,
  'mf_listings/ProjectList': () => <ProjectList />,
  'mf_listings/Favourites': () => <Favourites />,
  'mf_listings/PropertyList': (route) => <PropertyList {...(route.listGoal === undefined ? {} : { goal: route.listGoal })} numberItemOfRow={4} browsable />,
};

function isListingsPage(id: RemoteModuleId | undefined): id is keyof typeof PAGES {
  return id !== undefined && id in PAGES;
}

/**
 * The routes whose main part is this remote's, for testers on port 3001: the route descriptor
 * names the module of each page kind, the harness only knows how to draw each module.
 */
export function StandaloneRoutes() {
  const { pathname } = useLocation();
  const resolved = resolvePath(pathname);
  const route = routeOf(resolved);
  if (isListingsPage(route.mainPart)) return PAGES[route.mainPart](route, Number(resolved?.params.id));
  return (
    <>
      <PropertyList numberItemOfRow={4} maxItems={4} browsable={false} />
      <PropertyTypes />
    </>
  );
}

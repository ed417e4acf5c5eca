import { resolvePath, routeOf } from 'shared-kernel/routing';
import { useLocation } from 'shared-kernel/router';
import type { EnquiryFormProps } from 'shared-kernel/federation';
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

/** The routes whose page is this remote's, by the route descriptor's kind, as the shell draws them, for testers on port 3001. */
export function StandaloneRoutes() {
  const { pathname } = useLocation();
  const resolved = resolvePath(pathname);
  const route = routeOf(resolved);
  const id = Number(resolved?.params.id);
  switch (route.kind) {
    case 'property':
      return <PropertyDetail id={id} enquirySlot={EnquiryPlaceholder} />;
    case 'project':
      return <ProjectDetail id={id} enquirySlot={EnquiryPlaceholder} />;
    case 'projects':
      return <ProjectList />;
    case 'favourites':
      return <Favourites />;
    case 'list':
      return <PropertyList {...(route.listGoal === undefined ? {} : { goal: route.listGoal })} numberItemOfRow={4} browsable />;
    default:
      return (
        <>
          <PropertyList numberItemOfRow={4} maxItems={4} browsable={false} />
          <PropertyTypes />
        </>
      );
  }
}

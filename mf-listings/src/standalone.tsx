import { PROJECT_ROUTE, PROPERTY_ROUTE, resolvePath } from 'shared-kernel/routing';
import { useLocation } from 'shared-kernel/router';
import { Goal } from 'shared-kernel';
import type { EnquiryFormProps } from 'shared-kernel/federation';
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

/** The routes the shell gives this remote, resolved the same way, for testers on port 3001. */
export function StandaloneRoutes() {
  const { pathname } = useLocation();
  const resolved = resolvePath(pathname);
  const id = Number(resolved?.params.id);
  switch (resolved?.originalPath) {
    case PROPERTY_ROUTE:
      return <PropertyDetail id={id} enquirySlot={EnquiryPlaceholder} />;
    case PROJECT_ROUTE:
      return <ProjectDetail id={id} enquirySlot={EnquiryPlaceholder} />;
    case '/projects/':
      return <ProjectList />;
    case '/for-sale/':
      return <PropertyList goal={Goal.Sale} numberItemOfRow={4} browsable />;
    case '/for-rent/':
      return <PropertyList goal={Goal.Rent} numberItemOfRow={4} browsable />;
    default:
      return (
        <>
          <PropertyList numberItemOfRow={4} maxItems={4} browsable={false} />
          <PropertyTypes />
        </>
      );
  }
}

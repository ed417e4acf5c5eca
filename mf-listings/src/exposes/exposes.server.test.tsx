/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["source", "node", "require", "default"]}
 */
import { Goal } from 'shared-kernel';
import type { EnquiryFormProps } from 'shared-kernel/federation';
import { renderOnServer } from 'shared-kernel/react/server-render';
import ProjectDetail from './ProjectDetail';
import ProjectList from './ProjectList';
import PropertyDetail from './PropertyDetail';
import PropertyList from './PropertyList';
import PropertyTypes from './PropertyTypes';

// Server rendering (the first view of every public page) loads and renders these entry points in
// Node: no window, document or storage may be touched before an effect runs. Data arrives later,
// so each shows its loading state here.
const NoEnquiry = (_props: EnquiryFormProps) => null;

describe('the exposed modules on the server', () => {
  it.each([
    ['a listing page', <PropertyList key="list" goal={Goal.Sale} browsable numberItemOfRow={4} />, '/fr/a-vendre/'],
    ['a property-list module', <PropertyList key="module" numberItemOfRow={4} maxItems={4} browsable={false} />, '/fr/'],
    ['a property', <PropertyDetail key="property" id={1242} enquirySlot={NoEnquiry} />, '/property/1242/'],
    ['the projects', <ProjectList key="projects" />, '/fr/projects/'],
    ['a project', <ProjectDetail key="project" id={9001} enquirySlot={NoEnquiry} />, '/project/9001/'],
    ['the property types', <PropertyTypes key="types" />, '/fr/'],
  ])('render %s', async (_name, ui, route) => {
    const html = await renderOnServer(ui, { namespaces: ['listings'], route });
    expect(html).toMatch(/^<[a-z]/);
  });
});

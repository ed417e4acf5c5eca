import { screen, within } from '@testing-library/react';
import type { EnquiryFormProps } from 'shared-kernel/federation';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { answerApi } from '../../testing/answerApi';
import { projectDetail } from '../../testing/fixtures';
import { ProjectDetail } from './ProjectDetail';
import { ProjectList } from './ProjectList';

jest.mock('../map/olMap', () => ({
  createPropertyMap: jest.fn(() => ({ closePopup: jest.fn(), destroy: jest.fn() })),
}));

function EnquiryStub({ kind, projectId }: EnquiryFormProps) {
  return <p>{`form ${kind} for ${projectId}`}</p>;
}

afterEach(() => jest.restoreAllMocks());

describe('ProjectList', () => {
  it('shows each project with its unit summary and price range', async () => {
    const { Properties: _units, Description: _d, Photos: _p, Documents: _docs, Constructions: _c, ...summary } = projectDetail();
    answerApi({ '/api/projects': { body: [summary] } });
    await renderWithProviders(<ProjectList />, { language: 'fr', namespaces: ['listings'] });
    expect(await screen.findByRole('link', { name: 'Canal Side' })).toHaveAttribute('href', '/fr/projects/anderlecht/canal-side/101/');
    expect(screen.getByText('Lots : Studio (2), Appartement (18)')).toBeInTheDocument();
    expect(screen.getByText('€\u00a0160.000 – €\u00a0420.000', { normalizer: (text) => text })).toBeInTheDocument();
  });

  it('says "no projects available" when there are none', async () => {
    answerApi({ '/api/projects': { body: [] } });
    await renderWithProviders(<ProjectList />, { language: 'nl', namespaces: ['listings'] });
    expect(await screen.findByText('Geen projecten beschikbaar')).toBeInTheDocument();
  });
});

describe('ProjectDetail', () => {
  it('lists the units with their state, each linking to its path under the project', async () => {
    answerApi({ '/api/projects/101': { body: projectDetail() } });
    await renderWithProviders(<ProjectDetail id={101} enquirySlot={EnquiryStub} />, { language: 'fr', namespaces: ['listings'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Canal Side' })).toBeInTheDocument();
    expect(screen.getByText('Quai de Biestebroeck 12, 1070 Anderlecht')).toBeInTheDocument();
    const priceList = screen.getByRole('table');
    const [, studio, penthouse] = within(priceList).getAllByRole('row');
    expect(within(studio as HTMLElement).getByRole('link', { name: 'Studio au 2e étage' })).toHaveAttribute(
      'href',
      '/fr/projects/anderlecht/canal-side/101/studio-au-2e-etage/2001/',
    );
    expect(studio).toHaveTextContent('Disponible');
    expect(penthouse).toHaveTextContent('Vendu');
    expect(screen.getByText('Phase 1').closest('li')).toHaveTextContent('Phase 1 — En cours (livraison 30/6/2027)');
    expect(screen.getByText('Aucun document')).toBeInTheDocument();
    expect(screen.getByText('Aucune photo trouvée')).toBeInTheDocument();
    expect(screen.getByText('Nous contacter pour ce projet')).toBeInTheDocument();
  });

  it('links units of other languages to their original path', async () => {
    answerApi({ '/api/projects/101': { body: projectDetail({ language: 'en' }) } });
    await renderWithProviders(<ProjectDetail id={101} enquirySlot={EnquiryStub} />, { language: 'en', namespaces: ['listings'] });
    expect(await screen.findByRole('link', { name: 'Penthouse' })).toHaveAttribute('href', '/en/property/2002/');
  });

  it('says the project is not found, with the list of projects', async () => {
    answerApi({});
    await renderWithProviders(<ProjectDetail id={5} enquirySlot={EnquiryStub} />, { language: 'de', namespaces: ['listings'] });
    expect(await screen.findByRole('heading', { name: 'Projekt nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Projekte' })).toHaveAttribute('href', '/de/projekte/');
  });
});

import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { AttributeTable } from './AttributeTable';

describe('AttributeTable', () => {
  it('groups the attributes with translated labels and values', async () => {
    await renderWithProviders(
      <AttributeTable
        property={{
          Facades: 3,
          ConstructionYear: 1994,
          Kitchen: 'fully_equipped',
          SurfaceLiving: 1234.5,
          Bedrooms: 2,
          EPCSpecific: 35,
          Heating: 'district_heating',
          BuildingPermit: true,
          PreemptiveRights: false,
          NotaryFees: 9300,
          VAT: 21,
          ViagerAges: [78, 81],
        }}
      />,
      { language: 'fr', namespaces: ['listings'] },
    );
    const general = await screen.findByRole('region', { name: 'Général' });
    expect(within(general).getByRole('row', { name: 'Façades 3 façades (semi-ouverte)' })).toBeInTheDocument();
    expect(within(general).getByRole('row', { name: 'Cuisine Entièrement équipée' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Surface habitable 1.234,5 m²' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Consommation spécifique 35 kWh/m² par an' })).toBeInTheDocument();
    // A code the dictionaries do not know is shown as it is rather than as a key.
    expect(screen.getByRole('row', { name: 'Chauffage district_heating' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Permis de bâtir Oui' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Droit de préemption Non' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Frais de notaire €\u00a09.300' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'TVA 21 %' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Âges des crédirentiers 78 / 81 ans' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Général',
      'Surfaces',
      'Pièces',
      'Énergie',
      'Urbanisme et aspects juridiques',
      'Aspects financiers',
      'Viager',
    ]);
  });

  it('shows no empty row and no empty group', async () => {
    await renderWithProviders(<AttributeTable property={{ Bedrooms: 1, Kitchen: '', Bathrooms: Number.NaN, Facades: 4 }} />, {
      language: 'de',
      namespaces: ['listings'],
    });
    expect(await screen.findByRole('row', { name: 'Fassaden 4 Fassaden (freistehend)' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getAllByRole('heading')).toHaveLength(2);
  });

  it('reads an availability as its label or as the day it starts, in the page language', async () => {
    await renderWithProviders(<AttributeTable property={{ Availability: '2026-12-26' }} />, { language: 'nl', namespaces: ['listings'] });
    expect(await screen.findByRole('row', { name: 'Beschikbaarheid Vanaf 26/12/2026' })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { EnergySection } from './EnergySection';

// A house for sale in Ghent with label F; each case says what differs.
const property = (fields: Partial<Parameters<typeof EnergySection>[0]['property']> = {}) => ({
  Goal: 0 as const,
  WebID: 1,
  Zip: '9000',
  CountryID: 10,
  EnergyPerformance: null,
  EPCLabelText: 'F',
  ...fields,
});

describe('EnergySection', () => {
  it('a Flemish house with label F: the label, and the Flemish obligation worded as Flanders’ rule', async () => {
    await renderWithProviders(<EnergySection property={property()} />, { language: 'nl', namespaces: ['listings'] });
    expect(screen.getByRole('img', { name: 'EPC-label F' })).toHaveAttribute('src', '/epc/flanders/f.svg');
    expect(screen.getByText('In Vlaanderen moeten woningen die vanaf 2023 gekocht worden met een E- of F-label binnen 5 jaar gerenoveerd worden tot label D of beter.')).toBeInTheDocument();
  });

  it.each([
    ['a Brussels apartment with label E', { Zip: '1050', WebID: 3, EPCLabelText: null, EnergyPerformance: 244 }, '/epc/brussels/e.svg'],
    ['a Walloon house with label F', { Zip: '1410' }, '/epc/wallonia/f.svg'],
    ['a Flemish house with label F for rent', { Goal: 1 as const }, '/epc/flanders/f.svg'],
    ['a Flemish office with label F', { WebID: 6 }, '/epc/flanders/f.svg'],
  ])('%s: the label, no renovation notice', async (_case, fields, image) => {
    await renderWithProviders(<EnergySection property={property(fields)} />, { language: 'fr', namespaces: ['listings'] });
    expect(screen.getByRole('img')).toHaveAttribute('src', image);
    expect(screen.queryByText(/rénov/)).not.toBeInTheDocument();
  });
});

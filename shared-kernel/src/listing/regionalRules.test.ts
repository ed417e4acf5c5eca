import { CountryID } from '../domain/country.js';
import { Goal } from '../domain/goal.js';
import { RENOVATION_OBLIGATIONS, renovationObligation, type RenovationSource } from './energyNotice.js';
import { purchaseCostsCase, type PurchaseCostsSource } from './purchaseCosts.js';

type Property = PurchaseCostsSource & RenovationSource;

const property = (fields: Partial<Property>): Property => ({
  Goal: Goal.Sale,
  PublishPrice: true,
  Price: 350_000,
  Zip: '1050',
  CountryID: CountryID.Belgium,
  WebID: 1,
  EnergyPerformance: null,
  EPCLabelText: null,
  ...fields,
});

// The purchase costs and the renovation notice follow the property's country, region and
// kind, not its postcode alone. One case a line, as visitors met them on the site.
describe('the regional rules of a property page', () => {
  it('an office in Bertrange, Luxembourg (8070, a Flemish-looking postcode): no Belgian duties, no notice', () => {
    const office = property({ Zip: '8070', CountryID: CountryID.Luxembourg, WebID: 6, EPCLabelText: 'F' });
    expect(purchaseCostsCase(office)).toEqual({ kind: 'abroad' });
    expect(renovationObligation(office)).toBeNull();
  });

  it('a parking space in Waterloo: Walloon duties without the own-and-sole-home rate', () => {
    expect(purchaseCostsCase(property({ Zip: '1410', WebID: 7 }))).toEqual({ kind: 'belgian', region: 'wallonia', soleHomeOffered: false });
  });

  it.each([
    ['land', 4],
    ['an investment property', 5],
    ['commercial premises or an office', 6],
  ])('%s in Flanders is no home either', (_kind, webId) => {
    expect(purchaseCostsCase(property({ Zip: '9000', WebID: webId }))).toMatchObject({ soleHomeOffered: false });
  });

  it('an apartment in Brussels (label E): the abatement offered, no Flemish notice', () => {
    const apartment = property({ Zip: '1050 Ixelles', WebID: 3, EnergyPerformance: 244 });
    expect(purchaseCostsCase(apartment)).toEqual({ kind: 'belgian', region: 'brussels', soleHomeOffered: true });
    expect(renovationObligation(apartment)).toBeNull();
  });

  it('a house in Flanders with label F: the sole-home rate offered, and the Flemish obligation to reach D in 5 years', () => {
    const house = property({ Zip: '9000', WebID: 1, EPCLabelText: 'F' });
    expect(purchaseCostsCase(house)).toEqual({ kind: 'belgian', region: 'flanders', soleHomeOffered: true });
    expect(renovationObligation(house)).toEqual({ region: 'flanders', labels: ['e', 'f'], target: 'd', years: 5, since: '2023-01-01' });
    // From the value too: 450 kWh/m² is E on the Flemish scale; a studio is a home as well.
    expect(renovationObligation(property({ Zip: '2000', WebID: 2, EnergyPerformance: 450 }))).toBe(RENOVATION_OBLIGATIONS.flanders);
    // D and better need nothing.
    expect(renovationObligation(property({ Zip: '9000', EPCLabelText: 'D' }))).toBeNull();
  });

  it('a Flemish office with label F: the obligation of homes is not its rule', () => {
    expect(renovationObligation(property({ Zip: '9000', WebID: 6, EPCLabelText: 'F' }))).toBeNull();
  });

  it('a house in Wallonia with label F: the sole-home rate offered, no obligation in force', () => {
    const house = property({ Zip: '1410', WebID: 1, EPCLabelText: 'F' });
    expect(purchaseCostsCase(house)).toEqual({ kind: 'belgian', region: 'wallonia', soleHomeOffered: true });
    expect(renovationObligation(house)).toBeNull();
  });

  it('a rental (a Flemish house with label F): no purchase costs, no purchase obligation', () => {
    const rental = property({ Goal: Goal.Rent, Zip: '9000', EPCLabelText: 'F' });
    expect(purchaseCostsCase(rental)).toBeNull();
    expect(renovationObligation(rental)).toBeNull();
    expect(renovationObligation({ ...rental, Goal: Goal.Legacy })).toBeNull();
  });

  it('a unit of a new-build project: sold under VAT; a price on request or a postcode of no region: nothing to compute', () => {
    expect(purchaseCostsCase(property({ ProjectID: 104, Zip: '1180' }))).toEqual({ kind: 'newBuild', region: 'brussels' });
    expect(purchaseCostsCase(property({ PublishPrice: false }))).toBeNull();
    expect(purchaseCostsCase(property({ Price: 0 }))).toBeNull();
    expect(purchaseCostsCase(property({ Zip: '0999' }))).toBeNull();
  });
});

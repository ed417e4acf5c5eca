import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { CostsOfPurchase } from './CostsOfPurchase';

const line = (name: RegExp) => screen.getByRole('row', { name });
// A Belgian house for sale; each test says what differs.
const house = (fields: Partial<Parameters<typeof CostsOfPurchase>[0]['property']>) => ({
  Goal: 0 as const,
  CountryID: 10,
  WebID: 1,
  Price: 300_000,
  PublishPrice: true,
  Zip: '1050',
  ...fields,
});

describe('CostsOfPurchase', () => {
  it('Brussels: the duties after the sole-home relief, the agency’s notary estimate and the total; the switch takes the relief away', async () => {
    await renderWithProviders(<CostsOfPurchase id="purchase-costs" property={house({ Price: 450_000, PublishPrice: true, Zip: '1050', NotaryFees: 6_800 })} />, {
      language: 'fr',
      namespaces: ['listings'],
    });
    expect(line(/^Droits d'enregistrement/)).toHaveTextContent('€ 31.250');
    expect(line(/^Droits d'enregistrement/)).toHaveTextContent('Bruxelles-Capitale : 12,5 % ; une habitation propre et unique ne paie rien sur ses premiers € 200.000');
    expect(line(/^Frais de notaire/)).toHaveTextContent('€ 6.800');
    expect(line(/^Total à prévoir/)).toHaveTextContent('€ 488.050');
    fireEvent.click(screen.getByRole('checkbox', { name: /habitation propre et unique/ }));
    expect(line(/^Droits d'enregistrement/)).toHaveTextContent('€ 56.250');
    expect(line(/^Total à prévoir/)).toHaveTextContent('€ 513.050');
    expect(screen.getByRole('link', { name: 'Posez-nous vos questions' })).toHaveAttribute('href', '/fr/contact/');
  });

  it('Flanders: 2 % for a sole own home, in the page’s language', async () => {
    await renderWithProviders(<CostsOfPurchase id="purchase-costs" property={house({ Price: 350_000, PublishPrice: true, Zip: '9000', NotaryFees: 5_700 })} />, {
      language: 'nl',
      namespaces: ['listings'],
    });
    expect(line(/^Registratierechten/)).toHaveTextContent('€ 7.000');
    expect(line(/^Registratierechten/)).toHaveTextContent('Vlaanderen: 12%, of 2% voor een enige eigen woning.');
    expect(line(/^Totaal te voorzien/)).toHaveTextContent('€ 362.700');
  });

  it('Wallonia: 3 % for a sole own home, whatever the price', async () => {
    await renderWithProviders(<CostsOfPurchase id="purchase-costs" property={house({ Price: 800_000, PublishPrice: true, Zip: '5000', NotaryFees: 10_600 })} />, {
      language: 'de',
      namespaces: ['listings'],
    });
    expect(line(/^Registrierungsgebühren/)).toHaveTextContent('€ 24.000');
    expect(line(/^Registrierungsgebühren/)).toHaveTextContent('Wallonien: 12,5 % oder 3 % für eine einzige eigene Wohnung.');
    expect(line(/^Insgesamt einzuplanen/)).toHaveTextContent('€ 834.600');
  });

  it('says a new-build unit is sold under VAT instead of computing duties that would not apply', async () => {
    await renderWithProviders(<CostsOfPurchase id="purchase-costs" property={house({ Price: 300_000, PublishPrice: true, Zip: '5000', ProjectID: 7 })} />, {
      language: 'en',
      namespaces: ['listings'],
    });
    const section = screen.getByRole('region', { name: 'Buying costs' });
    expect(within(section).queryByRole('table')).toBeNull();
    expect(section).toHaveTextContent('sold under VAT (21 % on the building');
  });

  it('a property abroad (Bertrange, Luxembourg: 8070): no Belgian duties, a note and the agency a link away', async () => {
    await renderWithProviders(<CostsOfPurchase id="purchase-costs" property={house({ Zip: '8070', CountryID: 50, WebID: 6, Price: 210_000 })} />, {
      language: 'fr',
      namespaces: ['listings'],
    });
    const section = screen.getByRole('region', { name: "Frais d'achat" });
    expect(within(section).queryByRole('table')).toBeNull();
    expect(within(section).queryByRole('checkbox')).toBeNull();
    expect(section).toHaveTextContent('Ce bien se trouve hors de Belgique');
    expect(within(section).getByRole('link', { name: 'Posez-nous vos questions' })).toHaveAttribute('href', '/fr/contact/');
  });

  it('a parking space in Waterloo: the ordinary rate, no sole-own-home choice', async () => {
    await renderWithProviders(<CostsOfPurchase id="purchase-costs" property={house({ Zip: '1410', WebID: 7, Price: 30_000 })} />, {
      language: 'en',
      namespaces: ['listings'],
    });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(line(/^Registration duties/)).toHaveTextContent('€ 3.750');
    expect(line(/^Registration duties/)).toHaveTextContent('Wallonia: 12.5%.');
    expect(line(/^Registration duties/)).not.toHaveTextContent('sole own home');
  });

  it('shows nothing for a price on request', async () => {
    const { container } = await renderWithProviders(<CostsOfPurchase id="purchase-costs" property={house({ Price: 0, PublishPrice: false, Zip: '1050' })} />, {
      language: 'fr',
      namespaces: ['listings'],
    });
    expect(container).toBeEmptyDOMElement();
  });
});

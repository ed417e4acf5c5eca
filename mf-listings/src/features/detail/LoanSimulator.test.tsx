import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { PurchaseCosts } from './PurchaseCosts';

// A Brussels flat: € 450.000, € 31.250 of duties after the relief, € 6.800 of notary: € 488.050.
const flat = { Goal: 0 as const, CountryID: 10, WebID: 1, Price: 450_000, PublishPrice: true, Zip: '1050', NotaryFees: 6_800 };

const type = (label: string | RegExp, text: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  return input;
};
const results = () => screen.getByTestId('loan-results');

/** The costs, and the simulator once its code (a chunk of its own beside them) has come. */
async function renderCosts(language: 'en' | 'nl' | 'fr' | 'de') {
  await renderWithProviders(<PurchaseCosts property={flat} />, { language, namespaces: ['listings'] });
  await screen.findByTestId('loan-results');
}

describe('the borrowing simulator beside the purchase costs', () => {
  it('pre-fills the loan with price and costs less own funds, and gives the kernel’s monthly payment and interest', async () => {
    await renderCosts('fr');
    const simulator = screen.getByRole('region', { name: 'Simulateur d’emprunt' });
    expect(screen.getByLabelText('Montant emprunté (€)')).toHaveValue('488050');
    expect(screen.getByLabelText('Montant emprunté (€)')).toHaveAccessibleDescription('Prix et frais d’achat (€\u00a0488.050) moins vos fonds propres.');
    type('Fonds propres (€)', '188.050');
    expect(screen.getByLabelText('Montant emprunté (€)')).toHaveValue('300000');
    expect(screen.getByLabelText('Taux d’intérêt annuel (%)')).toHaveValue('3,5');
    expect(screen.getByLabelText('Durée (années)')).toHaveValue('25');
    // The kernel's worked example: 300,000 € at 3.5 % over 25 years.
    expect(results()).toHaveAttribute('aria-live', 'polite');
    expect(within(results()).getByText('€\u00a01.493,05', { normalizer: (text) => text })).toBeInTheDocument();
    expect(within(results()).getByText('€\u00a0147.914,60', { normalizer: (text) => text })).toBeInTheDocument();
    expect(results()).toHaveTextContent(/Taux mensuel équivalent à 3,5\s%\spar an : 0,2871\s%/);
    expect(simulator).toHaveTextContent('Simple calcul indicatif, ni conseil ni offre de crédit');
    expect(within(simulator).getByRole('link', { name: 'Demandez-nous qui peut vous conseiller' })).toHaveAttribute('href', '/fr/contact/');
  });

  it('at 0 % repays the loan in equal parts', async () => {
    await renderCosts('en');
    type('Loan amount (€)', '120000');
    type('Annual interest rate (%)', '0');
    type('Duration (years)', '10');
    expect(within(results()).getByText('€\u00a01.000', { normalizer: (text) => text })).toBeInTheDocument();
    expect(results()).toHaveTextContent(/Total interest\s*€\s0/);
  });

  it('gives an indicative maximum loan for a net income at a debt ratio of one third, said on the page', async () => {
    await renderCosts('de');
    fireEvent.click(screen.getByRole('radio', { name: 'Wie viel ich leihen könnte' }));
    expect(results()).toHaveTextContent('Füllen Sie die Felder aus, um die Beträge zu sehen.');
    type('Monatliches Nettoeinkommen des Haushalts (€)', '4500');
    expect(within(results()).getByText('€\u00a0301.396', { normalizer: (text) => text })).toBeInTheDocument();
    expect(results()).toHaveTextContent('Höchstens ein Drittel des Nettoeinkommens geht an den Kredit: € 1.500 pro Monat.');
  });

  it('says what is wrong with a field in the page’s language, tied to the field, and shows no figure', async () => {
    await renderCosts('nl');
    const years = type('Looptijd (jaren)', '12,5');
    expect(years).toHaveAttribute('aria-invalid', 'true');
    expect(years).toHaveAccessibleDescription('Geef een geheel aantal jaren.');
    const rate = type('Jaarlijkse rentevoet (%)', 'veel');
    expect(rate).toHaveAccessibleDescription('Geef een getal, zoals 3,5.');
    type('Jaarlijkse rentevoet (%)', '25');
    expect(rate).toHaveAccessibleDescription('Geef hoogstens 20.');
    expect(results()).toHaveTextContent('Vul de velden in om de bedragen te zien.');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays } from 'shared-kernel';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { answerApi, requestsOf } from '../../testing/answerApi';
import { OwnerPortal } from './OwnerPortal';

// The graph is nivo's drawing (a browser's job, checked end to end); its table says the same.
jest.mock('./ViewsGraph', () => ({ __esModule: true, default: ({ label }: { label: string }) => <svg role="img" aria-label={label} /> }));

const sophie = { id: 1, name: 'Sophie Dubois', email: 'sophie.dubois@example.be', role: 'owner', language: 'fr' };
const claire = { ...sophie, id: 3, name: 'Claire Lambert', role: 'manager' };
const property = (id: number, ownerName = 'Sophie Dubois') => ({
  id,
  title: `Maison ${id}`,
  city: 'Ixelles',
  zip: '1050',
  reference: `V2026-0000${id}`,
  ownerName,
});
const lastDays = Array.from({ length: 30 }, (_, index) => ({ day: addDays('2026-10-24', index), views: index === 29 ? 1234 : 2 }));
const statistics = { today: 1234, week: 1250, month: 1300, total: 45678, lastDays };
const visit = (index: number) => ({ visitedAt: `2026-11-${String(20 - index).padStart(2, '0')}T09:00:00.000Z`, feedback: `Retour ${index}` });
const empty = { items: [], page: 1, pageCount: 1, total: 0 };

function portalAnswers(owner: object, properties: object[]) {
  return {
    'GET /api/auth/session': { body: owner },
    'GET /api/portal/properties': { body: properties },
    'GET /api/portal/properties/11/statistics': { body: statistics },
    'GET /api/portal/properties/12/statistics': { body: { ...statistics, today: 0, lastDays: lastDays.map((day) => ({ ...day, views: 0 })) } },
    'GET /api/portal/properties/11/visits?page=1': { body: { items: [0, 1].map(visit), page: 1, pageCount: 3, total: 23 } },
    'GET /api/portal/properties/11/visits?page=2': { body: { items: [10].map(visit), page: 2, pageCount: 3, total: 23 } },
    'GET /api/portal/properties/11/communications': {
      body: { items: [{ sentAt: '2026-11-02T10:00:00.000Z', kind: 'newsletter', recipients: 1500 }], page: 1, pageCount: 1, total: 1 },
    },
    'GET /api/portal/properties/11/online-media': { body: empty },
    'GET /api/portal/properties/11/booked-visits': {
      body: {
        items: [{ startsAt: '2026-12-12T09:00:00.000Z', endsAt: '2026-12-12T11:00:00.000Z', kind: 'open-house', booked: 7, capacity: 20, upcoming: true }],
        page: 1,
        pageCount: 1,
        total: 1,
      },
    },
    'GET /api/portal/properties/12/booked-visits': { body: empty },
    'GET /api/portal/properties/12/visits': { body: empty },
    'GET /api/portal/properties/12/communications': { body: empty },
    'GET /api/portal/properties/12/online-media': { body: empty },
  };
}

afterEach(() => jest.restoreAllMocks());

describe('OwnerPortal', () => {
  it('shows the counters in the owner’s language, the graph with its table, and the histories', async () => {
    answerApi(portalAnswers(sophie, [property(11), property(12)]));
    await renderWithProviders(<OwnerPortal />, { language: 'fr', namespaces: ['portal'] });
    expect(await screen.findByText('Bonjour Sophie Dubois')).toBeInTheDocument();
    const counters = await screen.findByRole('region', { name: 'Visites sur le site' });
    expect(within(counters).getByText("Aujourd'hui").nextSibling).toHaveTextContent('1.234');
    expect(within(counters).getByText('Total').nextSibling).toHaveTextContent('45.678');
    expect(await screen.findByRole('img', { name: 'Visites des 30 derniers jours' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Visites par jour sur les 30 derniers jours' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByText('22/11/2026').nextSibling).toHaveTextContent('1.234');

    const visits = await screen.findByRole('region', { name: 'Visites' });
    expect(await within(visits).findByText('Retour 0')).toBeInTheDocument();
    expect(within(visits).getByText('20/11/2026')).toBeInTheDocument();
    const communications = screen.getByRole('region', { name: 'Communications' });
    expect(await within(communications).findByText("Lettre d'information")).toBeInTheDocument();
    expect(within(communications).getByText('1.500')).toBeInTheDocument();
    // Each cell names its column, which a phone shows beside the value when the rows stack.
    expect(within(communications).getByText('1.500')).toHaveAttribute('data-label', 'Destinataires');
    expect(within(communications).getByText("Lettre d'information")).toHaveAttribute('data-label', 'Type');
    expect(await screen.findByText("Ce bien n'est encore publié sur aucun portail.")).toBeInTheDocument();
    const booked = screen.getByRole('region', { name: 'Visites réservées sur le site' });
    const row = (await within(booked).findByText('samedi 12 décembre 2026, 10:00–12:00 (à venir)')).closest('tr');
    expect(row).toHaveTextContent('Portes ouvertes');
    expect(row).toHaveTextContent('7 / 20');
  });

  it('pages through a history, "page x of y"', async () => {
    const fetch = answerApi(portalAnswers(sophie, [property(11)]));
    await renderWithProviders(<OwnerPortal />, { language: 'en', namespaces: ['portal'] });
    const visits = await screen.findByRole('region', { name: 'Visits' });
    expect(await within(visits).findByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(visits).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    fireEvent.click(within(visits).getByRole('button', { name: 'Next page' }));
    expect(await within(visits).findByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(visits).getByText('Retour 10')).toBeInTheDocument();
    expect(requestsOf(fetch)).toContain('GET /api/portal/properties/11/visits?page=2');
  });

  it('switches property, and says in words when there is nothing to show', async () => {
    answerApi(portalAnswers(sophie, [property(11), property(12)]));
    await renderWithProviders(<OwnerPortal />, { language: 'en', namespaces: ['portal'] });
    fireEvent.change(await screen.findByLabelText('Property'), { target: { value: '12' } });
    expect(await screen.findByText('Nobody has viewed this property on the site over the last 30 days.')).toBeInTheDocument();
    expect(await screen.findByText('No visit of this property has taken place yet.')).toBeInTheDocument();
    expect(screen.getByText('The agency has not yet sent any communication about this property.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("groups a manager's properties by owner", async () => {
    answerApi(portalAnswers(claire, [property(11), property(12, 'Pieter Janssens')]));
    await renderWithProviders(<OwnerPortal />, { language: 'nl', namespaces: ['portal'] });
    const picker = await screen.findByLabelText('Pand');
    expect(within(picker).getByRole('group', { name: 'Eigenaar: Pieter Janssens' })).toBeInTheDocument();
    expect(screen.getByText(/Beheerder/)).toBeInTheDocument();
    // A Brussels commune in the interface's language, whichever name the back office wrote.
    expect(within(picker).getByRole('option', { name: 'Maison 12 – Elsene (V2026-000012)' })).toBeInTheDocument();
  });

  it('says when nobody is logged in, with the way to the login page', async () => {
    answerApi({ 'GET /api/auth/session': { status: 401, body: { error: 'unauthorized', message: 'Please log in.', key: 'apiErrors.unauthorized' } } });
    await renderWithProviders(<OwnerPortal />, { language: 'en', namespaces: ['portal'] });
    expect(await screen.findByText('Please log in to follow your properties.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the owner login' })).toHaveAttribute('href', '/en/login/');
  });

  it("says what the api answered when a part of the portal fails, in the visitor's language", async () => {
    answerApi({
      ...portalAnswers(sophie, [property(11)]),
      'GET /api/portal/properties/11/statistics': {
        status: 503,
        body: { error: 'service_unavailable', message: 'The site cannot reach its data for a moment.', key: 'apiErrors.serviceUnavailable' },
      },
    });
    await renderWithProviders(<OwnerPortal />, { language: 'nl', namespaces: ['portal'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Onze server is even niet beschikbaar. Probeer het over een minuut opnieuw.');
  });

  it('logs out, and then says so', async () => {
    const answers = portalAnswers(sophie, [property(11)]);
    const fetch = answerApi({ ...answers, 'POST /api/auth/logout-everywhere': { status: 204, body: null } });
    await renderWithProviders(<OwnerPortal />, { language: 'en', namespaces: ['portal'] });
    await screen.findByText('Hello Sophie Dubois');
    fetch.mockRestore();
    answerApi({ 'GET /api/auth/session': { status: 401, body: {} }, 'POST /api/auth/logout-everywhere': { status: 204, body: null } });
    fireEvent.click(screen.getByRole('button', { name: 'Log out on all devices' }));
    expect(await screen.findByText('You are logged out.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Hello Sophie Dubois')).not.toBeInTheDocument());
  });
});

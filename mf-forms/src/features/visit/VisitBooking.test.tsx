import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormsFirstViewContext } from 'shared-kernel/react';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { VisitBooking } from './VisitBooking';

const booked = {
  status: 'booked' as const,
  startsAt: '2026-12-05T09:00:00.000Z',
  endsAt: '2026-12-05T09:30:00.000Z',
  kind: 'visit' as const,
  property: { id: 42, title: 'Appartement 2 chambres', place: 'Rue Haute 1, 1000 Bruxelles', path: '/fr/a-vendre/bruxelles/appartement/42/' },
};

function bookingApi(cancelAnswer: { status: number; body: unknown }) {
  const requests: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: unknown, init?: RequestInit) => {
    const request = new Request(new URL(input as string, 'http://localhost'), init);
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
    const answer = request.method === 'POST' ? cancelAnswer : { status: 200, body: booked };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  return requests;
}

afterEach(() => jest.restoreAllMocks());

describe('VisitBooking', () => {
  it('shows the booked visit, cancels only on the button, and moves the focus to the outcome', async () => {
    const requests = bookingApi({ status: 200, body: { ...booked, status: 'cancelled' } });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<VisitBooking token="secret/token?" />, { language: 'fr', namespaces: ['forms'] });
    expect(
      await screen.findByText('Votre visite de « Appartement 2 chambres » est réservée pour le samedi 5 décembre 2026, 10:00–10:30, à l’adresse Rue Haute 1, 1000 Bruxelles.'),
    ).toBeInTheDocument();
    expect(requests).toEqual(['GET /api/visits/bookings/secret%2Ftoken%3F']);
    expect(screen.getByText('Nous vous avons envoyé la confirmation par e-mail, avec l’invitation pour votre agenda.')).toBeInTheDocument();
    expect(screen.getByText(/Un autre moment vous conviendrait mieux \? Annulez cette visite, puis choisissez-en un autre/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annuler cette visite' }));
    const outcome = await screen.findByText('Votre visite du samedi 5 décembre 2026, 10:00–10:30 est annulée. Nous vous avons envoyé une confirmation par e-mail.');
    expect(outcome).toHaveFocus();
    expect(requests).toEqual(['GET /api/visits/bookings/secret%2Ftoken%3F', 'POST /api/visits/bookings/secret%2Ftoken%3F/cancel']);
    expect(screen.queryByRole('button', { name: 'Annuler cette visite' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir le bien' })).toHaveAttribute('href', booked.property.path);
  });

  it('starts from the booking the server read from the link, its button a form that posts to the cancel address', async () => {
    const requests = bookingApi({ status: 200, body: { ...booked, status: 'cancelled' } });
    renderWithProviders(
      <FormsFirstViewContext.Provider value={{ token: 'page-token', booking: { token: 'secret-token-of-a-visit', answer: { ok: true, booking: booked } } }}>
        <VisitBooking token="secret-token-of-a-visit" />
      </FormsFirstViewContext.Provider>,
      { language: 'fr', namespaces: ['forms'] },
    );
    expect(await screen.findByText(/Votre visite de « Appartement 2 chambres » est réservée/)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Annuler cette visite' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button.closest('form')).toHaveAttribute('method', 'post');
    expect(button.closest('form')).toHaveAttribute('action', '/api/visits/bookings/secret-token-of-a-visit/cancel');
    expect(requests).toEqual([]);
  });

  it('says why a visit cannot be cancelled and keeps the button', async () => {
    bookingApi({ status: 409, body: { error: 'visit_past', message: 'This visit has already begun.', key: 'server.visitPast' } });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<VisitBooking token="secret-token-of-a-visit" />, { language: 'nl', namespaces: ['forms'] });
    await user.click(await screen.findByRole('button', { name: 'Dit bezoek annuleren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dit bezoek is al begonnen; het kan niet meer geannuleerd worden.');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared-kernel/router';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { EnquiryForm } from './EnquiryForm';

const privateVisit = { id: '0b6f0a52-6d2c-4c4e-8f55-1f0a7c1e0a01', startsAt: '2026-12-05T09:00:00.000Z', endsAt: '2026-12-05T09:30:00.000Z', kind: 'visit', placesLeft: 1 };
const openHouse = { id: '0b6f0a52-6d2c-4c4e-8f55-1f0a7c1e0a02', startsAt: '2026-12-12T09:00:00.000Z', endsAt: '2026-12-12T11:00:00.000Z', kind: 'open-house', placesLeft: 12 };

/** The api of one property with two slots, of which the private visit fills up before the post. */
function agencyApi() {
  const posts: Record<string, unknown>[] = [];
  let slots = [privateVisit, openHouse];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: unknown, init?: RequestInit) => {
    const request = new Request(input as string, init);
    const url = new URL(request.url, 'http://localhost').pathname;
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url === '/api/properties/42/visit-slots') return json(200, { slots });
    posts.push((await request.json()) as Record<string, unknown>);
    slots = [openHouse];
    return json(409, { error: 'slot_full', message: 'This time is full.', key: 'server.slotFull', fields: { visitSlotId: 'server.slotFull' }, nextSlots: slots });
  });
  return posts;
}

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

describe('the visit form of a property with slots', () => {
  it('offers the slots with the one chosen on the page, and after a refusal the ones still free, keeping what was typed', async () => {
    const posts = agencyApi();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <Routes>
        <Route path="/" element={<EnquiryForm kind="visit" propertyId={42} visitSlotId={privateVisit.id} />} />
      </Routes>,
      { language: 'fr', namespaces: ['forms'] },
    );
    const slots = await screen.findByRole('group', { name: 'Choisissez un moment' });
    expect(within(slots).getByRole('radio', { name: 'samedi 5 décembre 2026, 10:00–10:30 · visite privée' })).toBeChecked();
    expect(within(slots).getByRole('radio', { name: 'samedi 12 décembre 2026, 10:00–12:00 · portes ouvertes · 12 places restantes' })).not.toBeChecked();
    // A slot booked needs no call back.
    expect(screen.queryByRole('group', { name: 'Quand pouvons-nous vous appeler\u202f?' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Madame' }));
    await user.type(screen.getByLabelText('Prénom'), 'Anne');
    await user.type(screen.getByLabelText('Nom'), 'Peeters');
    await user.type(screen.getByLabelText('E-mail'), 'anne@example.be');
    await user.type(screen.getByLabelText('Téléphone'), '02 512 34 56');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ propertyId: 42, values: { visitSlotId: privateVisit.id, firstName: 'Anne' } });
    expect(posts[0]?.values).not.toHaveProperty('contactTimeSlots');
    const summary = await screen.findByTestId('error-summary');
    expect(within(summary).getByRole('link', { name: 'Ce moment vient d’être complet. Choisissez-en un autre ci-dessous.' })).toBeInTheDocument();
    await waitFor(() => expect(within(slots).queryByRole('radio', { name: /5 décembre/ })).not.toBeInTheDocument());
    expect(screen.getByLabelText('Prénom')).toHaveValue('Anne');

    await user.click(within(slots).getByRole('radio', { name: 'Aucun de ces moments\u202f: rappelez-moi pour en convenir' }));
    expect(await screen.findByRole('group', { name: 'Quand pouvons-nous vous appeler\u202f?' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared-kernel/router';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { EnquiryForm } from './EnquiryForm';

type Answer = { status: number; body: unknown } | 'network-error';

/** Answers the forms api's posts in turn and keeps what was posted. */
function answerPosts(...answers: Answer[]) {
  const posts: { url: string; key: string | null; body: Record<string, unknown> }[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: unknown, init?: RequestInit) => {
    const request = new Request(input as string, init);
    const url = new URL(request.url).pathname;
    if (url === '/api/listing-options') return new Response('{}', { status: 404 });
    posts.push({ url, key: request.headers.get('idempotency-key'), body: (await request.json()) as Record<string, unknown> });
    const answer = answers[Math.min(posts.length - 1, answers.length - 1)] ?? { status: 500, body: {} };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  return posts;
}

async function renderOffer(language: 'fr' | 'nl' = 'fr') {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<EnquiryForm kind="purchase-offer" propertyId={42} />} />
      <Route path="*" element={<p>thank-you page</p>} />
    </Routes>,
    { language, namespaces: ['forms'] },
  );
}

async function fillOffer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Madame' }));
  await user.type(screen.getByLabelText('Prénom'), 'Anne');
  await user.type(screen.getByLabelText('Nom'), 'Peeters');
  await user.type(screen.getByLabelText('E-mail'), 'anne@example.be');
  await user.type(screen.getByLabelText('Téléphone'), '02 512 34 56');
  await user.type(screen.getByLabelText('Rue et numéro'), 'Rue Haute 1');
  await user.type(screen.getByLabelText('Code postal'), '1000');
  await user.type(screen.getByLabelText('Ville'), 'Bruxelles');
  await user.type(screen.getByLabelText('Montant offert (€)'), '315000');
  await user.click(screen.getByRole('checkbox', { name: 'J’ai lu et j’accepte cette condition' }));
}

// Typing a whole form with user-event takes a few seconds on a busy machine.
jest.setTimeout(30_000);

afterEach(() => jest.restoreAllMocks());

describe('EnquiryForm', () => {
  it('lists every problem in a focused summary that links to its field, and inline, in French', async () => {
    const posts = answerPosts();
    const user = userEvent.setup({ delay: null });
    await renderOffer();
    await user.type(await screen.findByLabelText('Prénom'), 'Anne');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    const summary = await screen.findByTestId('error-summary');
    expect(within(summary).getByRole('heading', { name: 'Il y a un problème' })).toBeInTheDocument();
    await waitFor(() => expect(summary).toHaveFocus());
    const cityLink = within(summary).getByRole('link', { name: "Vous n'avez pas saisi votre ville" });
    expect(cityLink).toHaveAttribute('href', '#enquiry-purchase-offer-city');
    expect(within(summary).queryByText('Vous n’avez pas saisi votre prénom')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Ville')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Ville')).toHaveAccessibleDescription("Vous n'avez pas saisi votre ville");
    await user.click(cityLink);
    expect(screen.getByLabelText('Ville')).toHaveFocus();
    expect(screen.getByLabelText('Prénom')).toHaveValue('Anne');
    expect(posts).toEqual([]);
  });

  it('asks the title as an option: "Ne pas préciser" checked until another is, no "Mademoiselle", and taken back it sends no title', async () => {
    const posts = answerPosts({ status: 201, body: { id: 'e1', thankYouPath: '/fr/merci/contactez-moi/' } });
    const user = userEvent.setup({ delay: null });
    await renderOffer();
    const titles = await screen.findByRole('group', { name: 'Civilité (facultatif)' });
    expect(within(titles).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['', 'Mr', 'Ms']);
    const neutral = within(titles).getByRole('radio', { name: 'Ne pas préciser' });
    expect(neutral).toBeChecked();
    await fillOffer(user);
    expect(neutral).not.toBeChecked();
    await user.click(neutral);
    expect(neutral).toBeChecked();
    expect(within(titles).getByRole('radio', { name: 'Madame' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('thank-you page')).toBeInTheDocument();
    // The neutral choice posts an empty title, which the kernel's schema reads as none.
    expect((posts[0]?.body.values as Record<string, unknown>).title ?? '').toBe('');
  });

  it('keeps every value and says so when the api is unavailable, then retries with the same Idempotency-Key', async () => {
    const posts = answerPosts({ status: 503, body: { error: 'service_unavailable', message: 'Down for a moment.', key: 'apiErrors.serviceUnavailable' } }, 'network-error', {
      status: 201,
      body: { id: 'e1', thankYouPath: '/fr/merci/contactez-moi/' },
    });
    const user = userEvent.setup({ delay: null });
    await renderOffer();
    await fillOffer(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(await screen.findByText(/Notre serveur est momentanément indisponible/)).toBeInTheDocument();
    expect(screen.getByLabelText('Ville')).toHaveValue('Bruxelles');
    expect(screen.getByLabelText('Montant offert (€)')).toHaveValue('315000');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText(/la connexion a échoué/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(await screen.findByText('thank-you page')).toBeInTheDocument();
    expect(posts).toHaveLength(3);
    expect(new Set(posts.map((post) => post.key)).size).toBe(1);
    expect(posts[0]).toMatchObject({
      url: '/api/forms/purchase-offer',
      body: { language: 'fr', propertyId: 42, values: { city: 'Bruxelles', amount: '315000', advanceAccepted: true } },
    });
  });

  it('shows the field errors the api answered, and the refusals of spec §8', async () => {
    answerPosts(
      { status: 400, body: { error: 'validation_failed', message: 'Not valid.', key: 'errors.invalid', fields: { zip: 'errors.zipInvalid' } } },
      { status: 409, body: { error: 'appointments_full', message: 'The appointments are full', key: 'server.appointmentsFull' } },
    );
    const user = userEvent.setup({ delay: null });
    await renderOffer();
    await fillOffer(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    const summary = await screen.findByTestId('error-summary');
    expect(within(summary).getByRole('link', { name: 'Saisissez un code postal de quatre chiffres, par exemple 1050' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Code postal'));
    await user.type(screen.getByLabelText('Code postal'), '1050');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Les rendez-vous sont complets')).toBeInTheDocument();
  });

  it('sends once however often the button is pressed while sending', async () => {
    let release: () => void = () => undefined;
    const posts: unknown[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: unknown) => {
      posts.push(input);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return new Response(JSON.stringify({ id: 'e1', thankYouPath: '/fr/merci/contactez-moi/' }), { status: 201, headers: { 'content-type': 'application/json' } });
    });
    const user = userEvent.setup({ delay: null });
    await renderOffer();
    await fillOffer(user);
    const button = screen.getByRole('button', { name: 'Envoyer' });
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Envoi en cours…' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Envoi en cours…' }));
    await user.click(screen.getByRole('button', { name: 'Envoi en cours…' }));
    release();
    expect(await screen.findByText('thank-you page')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
  });

  it('speaks Dutch, with the Dutch 13:00 afternoon slot on the visit form', async () => {
    answerPosts();
    await renderWithProviders(<EnquiryForm kind="visit" propertyId={1} />, { language: 'nl', namespaces: ['forms'] });
    expect(await screen.findByRole('heading', { name: 'Een bezoek aanvragen' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '13:00–16:00' })).toBeInTheDocument();
  });
});

describe('the captcha', () => {
  it('is made only once the visitor starts on the form, and offers the sum as an alternative', async () => {
    const asked: string[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: unknown) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url.pathname + url.search);
      return new Response(JSON.stringify({ id: '6f1c1f1e-0d2b-4a51-9d67-5cf3d3b8e0aa', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>', question: 'Combien font trois plus quatre ? Répondez en chiffres.' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<EnquiryForm kind="newsletter" />, { language: 'fr', namespaces: ['forms'] });
    await screen.findByLabelText('E-mail');
    expect(asked).toEqual([]);
    await user.click(screen.getByLabelText('E-mail'));
    expect(await screen.findByRole('img', { name: 'Tapez les caractères de l’image' })).toBeInTheDocument();
    // Worded by the api in the page's language.
    expect(asked).toEqual(['/api/forms/captcha?lang=fr']);
    await user.click(screen.getByRole('button', { name: 'Je ne peux pas lire l’image\u202f: posez-moi plutôt une question' }));
    expect(screen.getByLabelText('Combien font trois plus quatre ? Répondez en chiffres.')).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigate } from 'shared-kernel/router';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { answerApi, requestsOf } from '../../testing/answerApi';
import { OwnerLogin } from './OwnerLogin';

const sophie = { id: 1, name: 'Sophie Dubois', email: 'sophie.dubois@example.be', role: 'owner', language: 'fr' };
const notLoggedIn = { 'GET /api/auth/session': { status: 401, body: { error: 'unauthorized', message: 'Please log in.' } } };

function Where() {
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="location">{useLocation().pathname + useLocation().hash}</p>
      <button type="button" onClick={() => void navigate('/fr/login/#reset=fresh')}>
        open the mail link
      </button>
    </>
  );
}

const renderLogin = (language: 'fr' | 'en', route = `/${language}/login/`) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="*" element={<OwnerLogin />} />
      </Routes>
      <Where />
    </>,
    { language, namespaces: ['portal'], route },
  );

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => jest.restoreAllMocks());

describe('OwnerLogin', () => {
  it('logs an owner in and opens the portal in the page language', async () => {
    const fetch = answerApi({ ...notLoggedIn, 'POST /api/auth/login': { body: sophie } });
    await renderLogin('fr');
    expect(screen.getByRole('heading', { name: 'Connectez-vous à votre espace' })).toBeInTheDocument();
    fill('Adresse électronique', 'sophie.dubois@example.be');
    fill('Mot de passe', 'Sophie-Louise-1967');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/fr/espace-proprietaire/'));
    expect(requestsOf(fetch)).toContain('POST /api/auth/login');
  });

  it('shows the message of spec §6 for a wrong password, and keeps what was typed', async () => {
    answerApi({ ...notLoggedIn, 'POST /api/auth/login': { status: 401, body: { error: 'unauthorized', message: 'Wrong.', key: 'login.failed' } } });
    await renderLogin('fr');
    fill('Adresse électronique', 'sophie.dubois@example.be');
    fill('Mot de passe', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("L'adresse électronique et/ou le mot de passe sont incorrects.");
    expect(screen.getByLabelText('Adresse électronique')).toHaveValue('sophie.dubois@example.be');
    expect(screen.getByTestId('location')).toHaveTextContent('/fr/login/');
  });

  it('says for how long a locked login waits', async () => {
    answerApi({ ...notLoggedIn, 'POST /api/auth/login': { status: 429, body: { error: 'too_many_requests', message: 'Locked.', key: 'login.locked', retryAfterSeconds: 840 } } });
    await renderLogin('en');
    fill('E-mail address', 'sophie.dubois@example.be');
    fill('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('logging in is blocked for 14 minutes');
    // Read at once, and the place keyboard users continue from.
    expect(alert).toHaveFocus();
  });

  it('names each missing field without asking the api', async () => {
    const fetch = answerApi(notLoggedIn);
    await renderLogin('en');
    fill('E-mail address', 'not an address');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('This e-mail address is not valid.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
    expect(requestsOf(fetch)).not.toContain('POST /api/auth/login');
  });

  it('sends a reset link and answers the same whoever asks', async () => {
    const fetch = answerApi({ ...notLoggedIn, 'POST /api/auth/password-reset': { status: 202, body: { message: 'x' } } });
    await renderLogin('en');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    fill('E-mail address', 'anyone@example.be');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If this address belongs to an owner, a link is on its way.');
    const body = await (fetch.mock.calls.at(-1)?.[0] as Request).json();
    expect(body).toEqual({ email: 'anyone@example.be', language: 'en' });
  });

  it('opens the new-password form from a reset link, checks both passwords, then offers the login', async () => {
    const fetch = answerApi({
      ...notLoggedIn,
      'POST /api/auth/password-reset/check': { status: 204, body: null },
      'POST /api/auth/password-reset/confirm': { status: 204, body: null },
    });
    await renderLogin('en', '/en/login/#reset=abc_DEF-123');
    expect(screen.getByRole('heading', { name: 'Your new password' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/login\/$/));
    fill('New password', 'a long new password');
    fill('New password again', 'another long password');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('The two passwords are not identical.')).toBeInTheDocument();
    fill('New password again', 'a long new password');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(screen.getByRole('heading', { name: 'Sign in to your owner space' })).toBeInTheDocument();
    const body = await (fetch.mock.calls.at(-1)?.[0] as Request).json();
    expect(body).toEqual({ token: 'abc_DEF-123', password: 'a long new password', confirmation: 'a long new password' });
  });

  it('says on opening that a used or expired reset link no longer works, and offers a new one', async () => {
    const fetch = answerApi({ ...notLoggedIn, 'POST /api/auth/password-reset/check': { status: 400, body: { error: 'link_invalid', message: 'No longer valid.', key: 'reset.invalidLink' } } });
    await renderLogin('fr', '/fr/login/#reset=used');
    expect(await screen.findByRole('alert')).toHaveTextContent("Ce lien n'est plus valable.");
    expect(screen.queryByLabelText('Nouveau mot de passe')).not.toBeInTheDocument();
    expect(requestsOf(fetch)).toContain('POST /api/auth/password-reset/check');
    expect(await (fetch.mock.calls.at(-1)?.[0] as Request).json()).toEqual({ token: 'used' });
    fireEvent.click(screen.getByRole('button', { name: 'Demander un nouveau lien' }));
    expect(screen.getByRole('heading', { name: 'Choisir un nouveau mot de passe' })).toBeInTheDocument();
  });

  it('opens the reset link in a tab that already shows the login page', async () => {
    answerApi({ ...notLoggedIn, 'POST /api/auth/password-reset/check': { status: 204, body: null } });
    await renderLogin('fr');
    expect(screen.getByRole('heading', { name: 'Connectez-vous à votre espace' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'open the mail link' }));
    expect(await screen.findByRole('heading', { name: 'Votre nouveau mot de passe' })).toBeInTheDocument();
  });
});

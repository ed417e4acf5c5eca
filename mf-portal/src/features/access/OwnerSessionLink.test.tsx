import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'shared-kernel/router';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { answerApi, requestsOf } from '../../testing/answerApi';
import { OwnerSessionLink } from './OwnerSessionLink';

const sophie = { id: 1, name: 'Sophie Dubois', email: 'sophie.dubois@example.be', role: 'owner', language: 'fr' };

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

const renderLink = () =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="*" element={<OwnerSessionLink label="Accès propriétaire" />} />
      </Routes>
      <Where />
    </>,
    { language: 'fr', namespaces: ['portal'], route: '/fr/contact/' },
  );

afterEach(() => jest.restoreAllMocks());

describe('OwnerSessionLink', () => {
  it('shows who is logged in, links the portal and logs out', async () => {
    const fetch = answerApi({ 'GET /api/auth/session': { body: sophie }, 'POST /api/auth/logout': { status: 204, body: null } });
    await renderLink();
    expect(await screen.findByRole('link', { name: 'Connecté\u202f: Sophie Dubois' })).toHaveAttribute('href', '/fr/espace-proprietaire/');
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/fr/login/'));
    expect(requestsOf(fetch)).toContain('POST /api/auth/logout');
  });

  it('is the configured login link for a visitor, and forgets a hint the api no longer backs', async () => {
    document.cookie = 'owner_hint=1; path=/';
    answerApi({ 'GET /api/auth/session': { status: 401, body: { error: 'unauthorized', message: 'Please log in.' } } });
    await renderLink();
    expect(await screen.findByRole('link', { name: 'Accès propriétaire' })).toHaveAttribute('href', '/fr/login/');
    await waitFor(() => expect(document.cookie).not.toContain('owner_hint=1'));
  });
});

import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { answerApi } from '../../testing/answerApi';
import { KeepInformed } from './KeepInformed';

afterEach(() => jest.restoreAllMocks());

function renderForm(language: 'fr' | 'nl' = 'fr') {
  return renderWithProviders(<KeepInformed goal={0} listPath="/fr/a-vendre/?city=Ixelles|1050&type=1" />, { language, namespaces: ['listings'], route: '/fr/a-vendre/' });
}

describe('KeepInformed', () => {
  it('is a real form to the api with the list, the language and a labelled address and frequency, before any script', async () => {
    const { container } = await renderForm();
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/alerts');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      language: 'fr',
      goal: '0',
      listPath: '/fr/a-vendre/?city=Ixelles|1050&type=1',
      email: '',
      frequency: 'instant',
    });
    expect(screen.getByLabelText('Votre adresse e-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('group', { name: 'Fréquence' })).toBeInTheDocument();
    expect(screen.getByLabelText('Résumé hebdomadaire')).toBeInTheDocument();
  });

  it('says what is wrong with the address, in the visitor’s language, and sends nothing', async () => {
    const fetch = answerApi({});
    await renderForm('nl');
    fireEvent.click(screen.getByText('Hou me op de hoogte', { selector: 'summary' }));
    await userEvent.type(screen.getByLabelText('Uw e-mailadres'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Hou me op de hoogte' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dit e-mailadres lijkt niet juist.');
    expect(screen.getByLabelText('Uw e-mailadres')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('saves the list with the frequency chosen and asks to confirm from the mail', async () => {
    const fetch = answerApi({ '/api/alerts': { status: 201, body: { status: 'pending' } } });
    await renderForm();
    fireEvent.click(screen.getByText('Me tenir informé', { selector: 'summary' }));
    await userEvent.type(screen.getByLabelText('Votre adresse e-mail'), 'anne@example.be');
    await userEvent.click(screen.getByLabelText('Résumé quotidien'));
    await userEvent.click(screen.getByRole('button', { name: 'Me tenir informé' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ouvrez l’e-mail envoyé à anne@example.be');
    const request = fetch.mock.calls[0]![0] as Request;
    expect(await request.json()).toEqual({ email: 'anne@example.be', frequency: 'daily', language: 'fr', goal: 0, listPath: '/fr/a-vendre/?city=Ixelles|1050&type=1' });
  });
});

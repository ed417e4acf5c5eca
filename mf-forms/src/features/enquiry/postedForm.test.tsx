import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormsFirstView } from 'shared-kernel';
import { FormsFirstViewContext } from 'shared-kernel/react';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { EnquiryForm } from './EnquiryForm';

const CAPTCHA = { id: '0b6c1f7e-3d0e-4f57-9a55-6b3f3c2a1d10', svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>', question: 'Combien font deux plus trois ? Répondez en chiffres.' };

/** The contact form as the api renders it again after a post without scripts: Anne's values, the messages, a captcha. */
const REFUSED: FormsFirstView = {
  token: 'token-of-the-page',
  posted: {
    kind: 'contact',
    values: { title: 'Ms', firstName: 'Anne', email: 'anne@example', remark: 'Bonjour' },
    errors: { lastName: 'errors.lastName', email: 'errors.emailInvalid', phone: 'errors.phone', captchaAnswer: 'errors.captcha' },
    captcha: CAPTCHA,
  },
};

function renderContact(forms: FormsFirstView | null, route = '/fr/contact/') {
  return renderWithProviders(
    <FormsFirstViewContext.Provider value={forms}>
      <EnquiryForm kind="contact" />
    </FormsFirstViewContext.Provider>,
    { language: 'fr', namespaces: ['forms'], route },
  );
}

// Typing with user-event takes a few seconds on a busy machine.
jest.setTimeout(30_000);

describe('an enquiry form without scripts', () => {
  it('is a form that posts every field, by its schema name, with its kind and token, to its own page', async () => {
    const { container } = await renderContact({ token: 'token-of-the-page' }, '/fr/contact/?utm_source=x');
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/fr/contact/?utm_source=x#enquiry-contact');
    const names = [...form!.querySelectorAll('input, textarea, select')].map((field) => field.getAttribute('name'));
    expect(new Set(names)).toEqual(
      new Set(['title', 'firstName', 'lastName', 'email', 'phone', 'remark', 'captchaAnswer', 'captchaId', 'form', 'token', 'website']),
    );
    expect(form!.querySelector('input[name="form"]')).toHaveValue('contact');
    expect(form!.querySelector('input[name="token"]')).toHaveValue('token-of-the-page');
    expect(within(form!).getByRole('button', { name: 'Envoyer' })).toHaveAttribute('type', 'submit');
  });

  it('starts from a refused post: the values kept, the French messages inline and in the summary, and the captcha the api made', async () => {
    await renderContact(REFUSED);
    expect(await screen.findByLabelText('Prénom')).toHaveValue('Anne');
    expect(screen.getByLabelText('E-mail')).toHaveValue('anne@example');
    expect(screen.getByLabelText('Votre message')).toHaveValue('Bonjour');
    expect(screen.getByRole('radio', { name: 'Madame' })).toBeChecked();
    const summary = screen.getByTestId('error-summary');
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Vous n’avez pas saisi votre nom',
      'Saisissez une adresse e-mail valide, par exemple nom@exemple.be',
      'Vous n’avez pas saisi votre numéro de téléphone',
      'Les caractères saisis ne sont pas valides',
    ]);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Saisissez une adresse e-mail valide, par exemple nom@exemple.be');
    expect(screen.getByLabelText('Prénom')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('img', { name: 'Tapez les caractères de l’image' })).toBeInTheDocument();
    expect(screen.getByText('Ou répondez à cette question : Combien font deux plus trois ? Répondez en chiffres.')).toBeInTheDocument();
    expect(document.querySelector('input[name="captchaId"]')).toHaveValue(CAPTCHA.id);
  });

  it('lets a message go once its field is changed', async () => {
    const user = userEvent.setup({ delay: null });
    await renderContact(REFUSED);
    await user.type(await screen.findByLabelText('E-mail'), '.be');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'false');
    expect(within(screen.getByTestId('error-summary')).queryByText('Saisissez une adresse e-mail valide, par exemple nom@exemple.be')).not.toBeInTheDocument();
  });

  it('leaves another form of the page as it was', async () => {
    await renderWithProviders(
      <FormsFirstViewContext.Provider value={REFUSED}>
        <EnquiryForm kind="newsletter" />
      </FormsFirstViewContext.Provider>,
      { language: 'fr', namespaces: ['forms'], route: '/fr/contact/' },
    );
    expect(await screen.findByLabelText('E-mail')).toHaveValue('');
    expect(screen.queryByTestId('error-summary')).not.toBeInTheDocument();
  });
});

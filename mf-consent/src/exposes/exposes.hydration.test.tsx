import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'shared-kernel/router';
import { getConsent, type Language } from 'shared-kernel';
import { AppProviders, ServerCookiesContext, createAppStore, createEmotionCache, createI18n } from 'shared-kernel/react';
import { renderOnServer } from 'shared-kernel/react/server-render';
import ConsentDialog from './ConsentDialog';

jest.mock('../features/consent/siteInfoApi', () => ({ useConsentSiteInfo: () => undefined }));

/** The dialogs shown modally, as jsdom has no top layer. */
const modal = new Set<HTMLDialogElement>();

// jsdom has no showModal: these keep the browsers' rules this module depends on, that showModal
// throws on a dialog already open, and that close fires its event later, in a task of its own.
beforeAll(() => {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      if (this.open) throw new DOMException('The dialog is already open', 'InvalidStateError');
      this.setAttribute('open', '');
      modal.add(this);
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      modal.delete(this);
      setTimeout(() => this.dispatchEvent(new Event('close')));
    },
  });
});

beforeEach(() => modal.clear());

afterAll(() => {
  const prototype: Partial<HTMLDialogElement> = HTMLDialogElement.prototype;
  delete prototype.showModal;
  delete prototype.close;
});

const consentUpdates = () =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter(([command, kind]) => command === 'consent' && kind === 'update');

let root: Root | undefined;
let container: HTMLElement | undefined;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error');
});

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  document.cookie = 'consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  consoleError.mockRestore();
});

/**
 * Does what the shell does with a page: renders the dialog on the "server" with the request's
 * consent cookie (as the api normalizes it), then hydrates that markup in the browser, where the
 * dialog reads `document.cookie`.
 */
async function hydrateServerMarkup({
  serverCookies,
  browserCookies = '',
  route = '/fr/a-vendre/',
  language = 'fr',
}: {
  serverCookies: string;
  browserCookies?: string;
  route?: string;
  language?: Language;
}) {
  if (browserCookies) document.cookie = `${browserCookies}; path=/`;
  const html = await renderOnServer(
    <ServerCookiesContext.Provider value={serverCookies}>
      <ConsentDialog />
    </ServerCookiesContext.Provider>,
    { language, namespaces: ['consent'], route },
  );
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const serverDialog = container.querySelector('dialog');
  const i18n = await createI18n({ language, namespaces: ['common', 'consent'] });
  const onRecoverableError = jest.fn();
  const updatesBefore = consentUpdates().length;
  await act(async () => {
    root = hydrateRoot(
      container as HTMLElement,
      <AppProviders store={createAppStore()} i18n={i18n} emotionCache={createEmotionCache()}>
        <MemoryRouter initialEntries={[route]}>
          <ConsentDialog />
        </MemoryRouter>
      </AppProviders>,
      { onRecoverableError },
    );
  });
  return { html, serverDialog, onRecoverableError, newUpdates: () => consentUpdates().slice(updatesBefore) };
}

const hydrationErrors = () => consoleError.mock.calls.filter((args) => /hydrat|#418|#423|#425/i.test(args.map(String).join(' ')));

describe('the consent dialog rendered on the server, then hydrated', () => {
  it('takes over the open dialog of the markup without re-rendering it, and makes it modal on its title', async () => {
    const { serverDialog, onRecoverableError } = await hydrateServerMarkup({ serverCookies: '' });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(hydrationErrors()).toEqual([]);

    const dialog = screen.getByRole('dialog', { name: 'Les cookies sur ce site' });
    // The very element of the server's markup, not one rendered again.
    expect(dialog).toBe(serverDialog);
    expect([...modal]).toEqual([dialog]);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Les cookies sur ce site' })).toHaveFocus();

    // The close event of the switch to modal arrives later: it must not dismiss the dialog.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(getConsent().status).toBe('undecided');

    await userEvent.click(screen.getByRole('button', { name: 'Refuser' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.cookie).toContain('consent=necessary');
  });

  it('has no dialog to hydrate for a visitor who has chosen, and updates Consent Mode once', async () => {
    const { html, onRecoverableError, newUpdates } = await hydrateServerMarkup({
      serverCookies: 'consent=necessary.analytics',
      browserCookies: 'consent=necessary.analytics',
      language: 'nl',
      route: '/nl/',
    });
    expect(html).not.toContain('<dialog');
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(hydrationErrors()).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getConsent()).toMatchObject({ status: 'decided', choice: { analytics: true, marketing: false } });
    expect(newUpdates()).toHaveLength(1);
  });

  it('asks again, from the markup on, when the query resets a saved choice', async () => {
    const { onRecoverableError } = await hydrateServerMarkup({
      serverCookies: 'consent=necessary',
      browserCookies: 'consent=necessary',
      route: '/fr/a-vendre/?setcookies',
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(hydrationErrors()).toEqual([]);
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-modal', 'true');
    expect(document.cookie).not.toContain('consent=');
  });
});

import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'shared-kernel/router';
import { AppProviders, createAppStore, createEmotionCache, createI18n } from 'shared-kernel/react';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { loadRemoteModule } from './loadRemoteModule';
import { emptySlotLog, RemoteSlotLogContext } from './firstView';
import { RemoteSlot } from './RemoteSlot';

// Jest never federates: the one loader module stands in for the federation runtime.
jest.mock('./loadRemoteModule', () => ({ ...jest.requireActual<object>('./loadRemoteModule'), loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

function Greeting({ phone }: { phone: string; email: string }) {
  return <p>Call {phone}</p>;
}

type LoadedModule = Awaited<ReturnType<typeof loadRemoteModule>>;
const greetingModule = { default: Greeting } as LoadedModule;

describe('RemoteSlot', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('renders the remote module with its props', async () => {
    load.mockResolvedValue(greetingModule);
    await renderWithProviders(<RemoteSlot id="mf_forms/ContactCta" props={{ phone: '02', email: 'a@b.be' }} />);
    expect(await screen.findByText('Call 02')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_forms/ContactCta', expect.objectContaining({ attempts: 3 }));
  });

  it('shows a translated fallback when the remote cannot be loaded, and loads it again on retry', async () => {
    load.mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(greetingModule);
    await renderWithProviders(<RemoteSlot id="mf_forms/ContactCta" props={{ phone: '02', email: 'a@b.be' }} />, {
      language: 'fr',
    });
    expect(await screen.findByRole('heading', { name: 'Cette partie de la page est indisponible' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Call 02')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('contains a remote that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('render bug');
    };
    jest.spyOn(console, 'error').mockImplementation(() => {});
    load.mockResolvedValue({ default: Broken } as LoadedModule);
    await renderWithProviders(
      <>
        <RemoteSlot id="mf_portal/OwnerAccess" props={{}} />
        <p>rest of the page</p>
      </>,
      { language: 'en' },
    );
    expect(await screen.findByRole('heading', { name: 'This part of the page is unavailable' })).toBeInTheDocument();
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
  });

  describe('a part that hydrates near the screen', () => {
    const observed: Element[] = [];
    const margins: (string | undefined)[] = [];
    let reportIntersection: (isIntersecting: boolean) => void = () => {};
    beforeEach(() => {
      observed.length = 0;
      margins.length = 0;
      // jsdom lays nothing out: the test says when the part comes into view.
      window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback, options?: IntersectionObserverInit) => {
        margins.push(options?.rootMargin);
        reportIntersection = (isIntersecting) => callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
        return { observe: (element: Element) => observed.push(element), disconnect: jest.fn() } as unknown as IntersectionObserver;
      });
    });
    afterEach(() => {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    });

    const slot = <RemoteSlot id="mf_forms/ContactCta" props={{ phone: '02', email: 'a@b.be' }} hydration="near-screen" />;

    /** The slot in a page as the server rendered it, hydrated as the browser does with the page's first view. */
    async function hydrateFirstView(part = slot) {
      load.mockResolvedValue(greetingModule);
      const log = emptySlotLog();
      log.deferred.add('mf_forms/ContactCta');
      const i18n = await createI18n({ language: 'fr', namespaces: ['common'] });
      const page = (
        <AppProviders store={createAppStore()} i18n={i18n} emotionCache={createEmotionCache()}>
          <MemoryRouter>
            <RemoteSlotLogContext.Provider value={log}>{part}</RemoteSlotLogContext.Provider>
          </MemoryRouter>
        </AppProviders>
      );
      // The server's markup of the page (its slot ids are the ones hydration computes), with the
      // remote's part as a server that had loaded it renders it.
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = renderToString(page);
      const box = container.querySelector('[data-remote]');
      if (box) box.innerHTML = '<p>Call 02</p>';
      load.mockClear();
      render(page, { container, hydrate: true });
      return container;
    }

    it('keeps the server markup and loads its remote only once it comes near the screen', async () => {
      const container = await hydrateFirstView();
      expect(screen.getByText('Call 02')).toBeInTheDocument();
      expect(observed).toEqual([container.querySelector('[data-remote]')]);
      reportIntersection(false);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(load).not.toHaveBeenCalled();
      act(() => reportIntersection(true));
      await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(screen.getByText('Call 02')).toBeInTheDocument());
    });

    it('starts loading a screen ahead for a form, only once on screen for links (in-view)', async () => {
      await hydrateFirstView();
      expect(margins).toEqual(['100% 0px']);
      cleanup();
      await hydrateFirstView(<RemoteSlot id="mf_forms/ContactCta" props={{ phone: '02', email: 'a@b.be' }} hydration="in-view" />);
      expect(margins).toEqual(['100% 0px', '0px']);
      expect(load).not.toHaveBeenCalled();
    });

    it('loads its remote at once when the visitor tabs into it before it is in view', async () => {
      const container = await hydrateFirstView();
      expect(load).not.toHaveBeenCalled();
      act(() => {
        container.querySelector('[data-remote]')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      });
      await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    });

    it('keeps what the visitor typed and pressed in the server markup, and the focus, when the remote takes over', async () => {
      function NewsletterForm() {
        const [email, setEmail] = useState('');
        const [asking, setAsking] = useState(false);
        return (
          <>
            <label>
              E-mail <input value={email} onChange={(event) => setEmail(event.target.value)} />
            </label>
            <output>{email ? `typed ${email}` : 'nothing typed'}</output>
            <button type="button" onClick={() => setAsking(true)}>
              {asking ? 'What is two plus two?' : 'I cannot read the image'}
            </button>
          </>
        );
      }
      const container = await hydrateFirstView();
      load.mockResolvedValue({ default: NewsletterForm } as LoadedModule);
      const part = container.querySelector('[data-remote]') as Element;
      // The server's render of the same form.
      part.innerHTML = '<label>E-mail <input value=""></label><output>nothing typed</output><button type="button">I cannot read the image</button>';
      const serverField = screen.getByLabelText<HTMLInputElement>('E-mail');
      // Typed and pressed before the remote arrived (the browser keeps a typed value in the field, not its attribute).
      serverField.value = 'reader@example.be';
      screen.getByRole('button', { name: 'I cannot read the image' }).click();
      act(() => serverField.focus());
      expect(await screen.findByText('typed reader@example.be')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'What is two plus two?' })).toBeInTheDocument();
      const field = screen.getByLabelText('E-mail');
      expect(field).not.toBe(serverField);
      expect(field).toHaveValue('reader@example.be');
      expect(field).toHaveFocus();
    });

    it('waits, once loaded, until the visitor leaves the field they type in, then carries what they typed', async () => {
      function NewsletterForm() {
        const [email, setEmail] = useState('');
        return (
          <>
            <label>
              E-mail <input value={email} onChange={(event) => setEmail(event.target.value)} />
            </label>
            <output>{email ? `typed ${email}` : 'nothing typed'}</output>
          </>
        );
      }
      const container = await hydrateFirstView();
      load.mockResolvedValue({ default: NewsletterForm } as LoadedModule);
      const part = container.querySelector('[data-remote]') as Element;
      part.innerHTML = '<label>E-mail <input value=""></label><output>nothing typed</output>';
      const serverField = screen.getByLabelText<HTMLInputElement>('E-mail');
      act(() => serverField.focus());
      await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Loaded, but the visitor is still typing there: their keys keep going to the same field.
      serverField.value = 'reader@example.be';
      expect(screen.getByLabelText('E-mail')).toBe(serverField);
      act(() => serverField.blur());
      expect(await screen.findByText('typed reader@example.be')).toBeInTheDocument();
      expect(screen.getByLabelText('E-mail')).not.toBe(serverField);
    });

    it('loads at once where the page did not come from the server (a later page of the visit)', async () => {
      load.mockResolvedValue(greetingModule);
      await renderWithProviders(slot);
      expect(await screen.findByText('Call 02')).toBeInTheDocument();
      expect(observed).toEqual([]);
    });
  });
});

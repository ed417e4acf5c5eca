import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'shared-kernel/router';
import { AppProviders, createAppStore, createEmotionCache, createI18n } from 'shared-kernel/react';
import { fakeIntersectionObserver, renderWithProviders, type FakeViewport } from 'shared-kernel/react/testing';
import { loadedRemoteModule, loadRemoteModule, RemoteUnavailableError } from './loadRemoteModule';
import { emptySlotLog, RemoteSlotLogContext, type RemoteSlotLog } from './firstView';
import { pageView } from './pageViewReport';
import { RemoteSlot } from './RemoteSlot';

// Jest never federates: the one loader module stands in for the federation runtime.
jest.mock('./loadRemoteModule', () => ({
  ...jest.requireActual<object>('./loadRemoteModule'),
  loadRemoteModule: jest.fn(),
  loadedRemoteModule: jest.fn(),
}));
const load = jest.mocked(loadRemoteModule);
const loaded = jest.mocked(loadedRemoteModule);

function Greeting({ phone }: { phone: string; email: string }) {
  return <p>Call {phone}</p>;
}

type LoadedModule = Awaited<ReturnType<typeof loadRemoteModule>>;
const greetingModule = { default: Greeting } as LoadedModule;

describe('RemoteSlot', () => {
  beforeEach(() => {
    load.mockReset();
    loaded.mockReset();
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

  it("tells the page view's report what its slot did: shown, threw (not a failed load), fell back", async () => {
    const report = { shown: jest.spyOn(pageView, 'shown'), threw: jest.spyOn(pageView, 'threw'), fellBack: jest.spyOn(pageView, 'fellBack') };
    const Broken = () => {
      throw new Error('render bug');
    };
    jest.spyOn(console, 'error').mockImplementation(() => {});
    load.mockImplementation(async (id) => {
      if (id === 'mf_portal/OwnerAccess') return { default: Broken } as LoadedModule;
      throw new RemoteUnavailableError(id, new Error('503'));
    });
    await renderWithProviders(
      <>
        <RemoteSlot id="mf_portal/OwnerAccess" props={{}} />
        <RemoteSlot id="mf_forms/ContactCta" props={{ phone: '02', email: 'a@b.be' }} />
      </>,
      { language: 'en' },
    );
    expect(await screen.findAllByRole('heading', { name: 'This part of the page is unavailable' })).toHaveLength(2);
    expect(report.shown.mock.calls).toEqual([['mf_portal/OwnerAccess'], ['mf_forms/ContactCta']]);
    expect(report.threw.mock.calls).toEqual([['mf_portal/OwnerAccess']]);
    expect(report.fellBack.mock.calls.map(([id]) => id).sort()).toEqual(['mf_forms/ContactCta', 'mf_portal/OwnerAccess']);
  });

  describe('hydrating a server-rendered page', () => {
    let viewport: FakeViewport;
    beforeEach(() => {
      viewport = fakeIntersectionObserver();
    });
    afterEach(() => {
      Reflect.deleteProperty(window, 'IntersectionObserver');
      cleanup();
      document.body.innerHTML = '';
    });

    /** A module whose load the test lets finish (or not). */
    function pendingLoad(module: LoadedModule) {
      let arrive: () => void = () => {};
      load.mockImplementation(
        () =>
          new Promise((resolve) => {
            arrive = () => resolve(module);
          }),
      );
      return () => act(async () => arrive());
    }

    /**
     * The page as the server rendered it with the remote's module loaded, then hydrated as the
     * browser does, where no module has loaded yet.
     */
    async function hydrateFirstView(part: ReactNode, module: LoadedModule = greetingModule, log: RemoteSlotLog = emptySlotLog()) {
      const i18n = await createI18n({ language: 'fr', namespaces: ['common'] });
      const page = (
        <AppProviders store={createAppStore()} i18n={i18n} emotionCache={createEmotionCache()}>
          <MemoryRouter>
            <RemoteSlotLogContext.Provider value={log}>{part}</RemoteSlotLogContext.Provider>
          </MemoryRouter>
        </AppProviders>
      );
      loaded.mockReturnValue(module as ReturnType<typeof loadedRemoteModule>);
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = renderToString(page);
      loaded.mockReturnValue(undefined);
      await act(async () => {
        render(page, { container, hydrate: true });
      });
      return container;
    }

    const nearSlot = <RemoteSlot id="mf_forms/ContactCta" props={{ phone: '02', email: 'a@b.be' }} hydration="near-screen" />;

    it('hydrates the rest of the page while a remote is still loading, and its part once the module arrives', async () => {
      function Page() {
        const [pressed, setPressed] = useState(false);
        return (
          <>
            <button type="button" onClick={() => setPressed(true)}>
              {pressed ? 'Menu open' : 'Menu'}
            </button>
            <RemoteSlot id="mf_forms/ContactCta" props={{ phone: '02', email: 'a@b.be' }} />
          </>
        );
      }
      const arrive = pendingLoad(greetingModule);
      const settled = jest.fn();
      const container = await hydrateFirstView(<Page />, greetingModule, { ...emptySlotLog(), settled });
      const serverPart = screen.getByText('Call 02');
      await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
      expect(screen.getByRole('button', { name: 'Menu open' })).toBeInTheDocument();
      expect(settled).not.toHaveBeenCalled();
      await arrive();
      await waitFor(() => expect(settled).toHaveBeenCalledWith('mf_forms/ContactCta'));
      // Hydrated, not rendered anew: the server's very element.
      expect(screen.getByText('Call 02')).toBe(serverPart);
      expect(container.querySelector('[aria-busy]')).toBeNull();
    });

    it('keeps the server markup of a part still loading when the page around it renders again', async () => {
      function Page() {
        const [count, setCount] = useState(0);
        return (
          <>
            <button type="button" onClick={() => setCount(count + 1)}>
              Pressed {count}
            </button>
            <RemoteSlot id="mf_forms/ContactCta" props={{ phone: '02', email: 'a@b.be' }} minHeight={40} />
          </>
        );
      }
      const arrive = pendingLoad(greetingModule);
      await hydrateFirstView(<Page />);
      const serverPart = screen.getByText('Call 02');
      await userEvent.click(screen.getByRole('button', { name: 'Pressed 0' }));
      expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument();
      expect(screen.getByText('Call 02')).toBe(serverPart);
      await arrive();
      expect(screen.getByText('Call 02')).toBe(serverPart);
    });

    it('shows its fallback when its remote cannot load, the rest of the page live', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => {});
      let fail: () => void = () => {};
      load.mockImplementation(
        () =>
          new Promise((_, reject) => {
            fail = () => reject(new Error('timed out after 4000 ms'));
          }),
      );
      const settled = jest.fn();
      await hydrateFirstView(<RemoteSlot id="mf_forms/ContactCta" props={{ phone: '02', email: 'a@b.be' }} />, greetingModule, {
        ...emptySlotLog(),
        settled,
      });
      expect(screen.getByText('Call 02')).toBeInTheDocument();
      await act(async () => fail());
      expect(await screen.findByRole('heading', { name: 'Cette partie de la page est indisponible' })).toBeInTheDocument();
      expect(settled).toHaveBeenCalledWith('mf_forms/ContactCta');
    });

    it('keeps the server markup of a near-screen part and loads its remote only once it comes near the screen', async () => {
      const arrive = pendingLoad(greetingModule);
      const container = await hydrateFirstView(nearSlot);
      expect(viewport.observed).toEqual([container.querySelector('[data-remote]')]);
      expect(viewport.margins).toEqual(['100% 0px']);
      viewport.report(false);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(load).not.toHaveBeenCalled();
      await act(async () => viewport.report(true));
      await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
      await arrive();
      expect(screen.getByText('Call 02')).toBeInTheDocument();
    });

    it('waits until an in-view part is on screen', async () => {
      pendingLoad(greetingModule);
      await hydrateFirstView(<RemoteSlot id="mf_forms/ContactCta" props={{ phone: '02', email: 'a@b.be' }} hydration="in-view" />);
      expect(viewport.margins).toEqual(['0px']);
      expect(load).not.toHaveBeenCalled();
    });

    it('loads a near-screen remote at once when the visitor tabs into it before it is in view', async () => {
      pendingLoad(greetingModule);
      const container = await hydrateFirstView(nearSlot);
      expect(load).not.toHaveBeenCalled();
      await act(async () => {
        container.querySelector('[data-remote]')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      });
      await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    });

    it('passes what the visitor typed into the server markup before hydration on to the form, which keeps the field and its focus', async () => {
      function NewsletterForm() {
        const [email, setEmail] = useState('');
        const [agreed, setAgreed] = useState(false);
        return (
          <>
            <label>
              E-mail <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
            </label>
            <label>
              <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} /> I agree
            </label>
            <output>{email ? `typed ${email}` : 'nothing typed'}</output>
            <output>{agreed ? 'agreed' : 'not agreed'}</output>
          </>
        );
      }
      const form = { default: NewsletterForm } as LoadedModule;
      const arrive = pendingLoad(form);
      const container = await hydrateFirstView(<RemoteSlot id="mf_forms/EnquiryForm" props={{ kind: 'newsletter' }} />, form);
      const field = screen.getByLabelText<HTMLInputElement>('E-mail');
      // Typed and ticked while the part's module was still on its way (the browser keeps a typed value in the field).
      act(() => field.focus());
      field.value = 'reader@example.be';
      screen.getByLabelText<HTMLInputElement>('I agree').checked = true;
      expect(container.querySelector('output')).toHaveTextContent('nothing typed');
      await arrive();
      expect(await screen.findByText('typed reader@example.be')).toBeInTheDocument();
      expect(screen.getByText('agreed')).toBeInTheDocument();
      expect(screen.getByLabelText('E-mail')).toBe(field);
      expect(field).toHaveValue('reader@example.be');
      expect(field).toHaveFocus();
      expect(screen.getByLabelText('I agree')).toBeChecked();
    });

    it('renders at once where the page did not come from the server (a later page of the visit)', async () => {
      load.mockResolvedValue(greetingModule);
      await renderWithProviders(nearSlot);
      expect(await screen.findByText('Call 02')).toBeInTheDocument();
      expect(viewport.observed).toEqual([]);
    });
  });
});

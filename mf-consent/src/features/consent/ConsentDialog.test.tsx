import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getConsent, requestConsentSettings, type Language, type SiteInfo } from 'shared-kernel';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { ConsentDialog } from './ConsentDialog';

let mockSiteInfo: SiteInfo | undefined;
jest.mock('./siteInfoApi', () => ({ useConsentSiteInfo: () => mockSiteInfo }));

function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(';')
      .filter((part) => part.includes('='))
      .map((part) => part.trim().split('=') as [string, string]),
  );
}

function clearCookies() {
  for (const name of Object.keys(cookies())) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

/** The Consent Mode commands pushed so far, as plain arrays. */
function consentCommands(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((entry) => entry[0] === 'consent');
}

const scriptSources = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

async function renderDialog({
  language = 'en',
  route = '/',
  reloadPage = jest.fn(),
}: { language?: Language; route?: string; reloadPage?: jest.Mock } = {}) {
  const rendered = await renderWithProviders(<ConsentDialog reloadPage={reloadPage} />, {
    language,
    route,
    namespaces: ['consent'],
  });
  return { ...rendered, reloadPage };
}

beforeEach(() => {
  clearCookies();
  mockSiteInfo = undefined;
  sessionStorage.clear();
});

describe('ConsentDialog', () => {
  it('asks on the first visit, focused on its title, and saves a refusal as easily as an agreement', async () => {
    await renderDialog({ language: 'fr' });
    const dialog = await screen.findByRole('dialog', { name: 'Les cookies sur ce site' });
    expect(screen.getByRole('heading', { name: 'Les cookies sur ce site' })).toHaveFocus();
    expect(getConsent().status).toBe('undecided');
    expect(cookies()).toEqual({});
    expect(consentCommands()[0]).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 },
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cookies()).toEqual({
      consent: 'necessary',
      consentAdUserData: 'denied',
      consentAdStorage: 'denied',
      consentAnalyticsStorage: 'denied',
      consentAdPersonalization: 'denied',
    });
    expect(consentCommands().at(-1)).toEqual([
      'consent',
      'update',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
    ]);
    expect(getConsent()).toMatchObject({ status: 'decided', choice: { analytics: false, marketing: false } });
  });

  it('grants the four Consent Mode signals on agree all', async () => {
    await renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Agree all' }));
    expect(cookies()).toMatchObject({
      consent: 'necessary.analytics.marketing.social.unclassified',
      consentAdStorage: 'granted',
      consentAnalyticsStorage: 'granted',
    });
    expect(consentCommands().at(-1)).toEqual([
      'consent',
      'update',
      { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
    ]);
  });

  it('offers five options, none ticked, and saves only the ticked ones on agree partly', async () => {
    await renderDialog({ language: 'nl' });
    await userEvent.click(await screen.findByRole('link', { name: 'Instellingen wijzigen' }));
    expect(screen.getByRole('heading', { name: 'Uw cookie-instellingen' })).toHaveFocus();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(5);
    expect(screen.getByRole('checkbox', { name: 'Strikt noodzakelijk (altijd aan)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Strikt noodzakelijk (altijd aan)' })).toBeDisabled();
    expect(boxes.filter((box) => (box as HTMLInputElement).checked)).toHaveLength(1);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Statistieken' }));
    await userEvent.click(screen.getByRole('button', { name: 'Gedeeltelijk aanvaarden' }));
    expect(cookies()).toMatchObject({
      consent: 'necessary.analytics',
      consentAnalyticsStorage: 'granted',
      consentAdStorage: 'denied',
    });
  });

  it('is a form posted to the api without scripts, with the page to come back to; with them, it saves here and posts nothing', async () => {
    await renderDialog({ language: 'fr', route: '/fr/a-vendre/?type=3' });
    const dialog = await screen.findByRole('dialog');
    const form = dialog.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/consent');
    const fields = (element: HTMLFormElement | null) => (element ? [...new FormData(element)].map(([name, value]) => `${name}=${String(value)}`) : []);
    expect(fields(form)).toEqual(['return=/fr/a-vendre/?type=3', 'lang=fr']);
    const accept = within(dialog).getByRole('button', { name: 'Tout accepter' });
    const refuse = within(dialog).getByRole('button', { name: 'Refuser' });
    expect([accept, refuse].map((button) => [button.getAttribute('type'), button.getAttribute('name'), button.getAttribute('value')])).toEqual([
      ['submit', 'choice', 'all'],
      ['submit', 'choice', 'none'],
    ]);
    const submitted = jest.fn();
    form?.addEventListener('submit', submitted);
    await userEvent.click(accept);
    expect(submitted).not.toHaveBeenCalled();
    expect(cookies()).toMatchObject({ consent: 'necessary.analytics.marketing.social.unclassified' });
  });

  it('posts the ticked options with "Save my choice" on its settings layer', async () => {
    await renderDialog({ language: 'en' });
    await userEvent.click(await screen.findByRole('link', { name: 'Change settings' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Marketing' }));
    const form = screen.getByRole('dialog').querySelector('form');
    const save = screen.getByRole('button', { name: 'Agree partly' });
    expect(form && [...new FormData(form, save)].map(([name, value]) => `${name}=${String(value)}`)).toEqual(['return=/', 'lang=en', 'options=marketing', 'choice=custom']);
  });

  it('stays open on Escape until a choice is saved: it needs one', async () => {
    await renderDialog();
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(cookies()).toEqual({});
    expect(getConsent().status).toBe('undecided');
  });

  it('keeps the focus going round the dialog’s controls, both ways', async () => {
    await renderDialog({ language: 'de' });
    const dialog = await screen.findByRole('dialog');
    const controls = [...dialog.querySelectorAll<HTMLElement>('a[href], button')];
    const visited: Element[] = [];
    for (let press = 0; press < controls.length + 1; press += 1) {
      await userEvent.tab();
      visited.push(document.activeElement as Element);
    }
    // Every control once, then the first again: the round never stops on the last one.
    expect(visited).toEqual([...controls, controls[0]]);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(controls.at(-1));
  });

  it('moves the focus to the main content after a choice made on arrival, not to the page’s start', async () => {
    const main = document.body.appendChild(document.createElement('main'));
    main.tabIndex = -1;
    try {
      await renderDialog({ language: 'fr' });
      await userEvent.click(await screen.findByRole('button', { name: 'Refuser' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(main).toHaveFocus();
    } finally {
      main.remove();
    }
  });

  it('stays closed once a choice is saved, and the footer link reopens it at the settings layer', async () => {
    document.cookie = 'consent=necessary.analytics; path=/';
    await renderDialog();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getConsent()).toMatchObject({ status: 'decided', choice: { analytics: true, marketing: false } });
    expect(consentCommands().at(-1)?.[1]).toBe('update');

    act(() => requestConsentSettings());
    await screen.findByRole('dialog', { name: 'Your cookie settings' });
    expect(screen.getByRole('checkbox', { name: 'Analytics' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(cookies().consent).toBe('necessary');

    // Reopened over a saved choice, Escape closes it and keeps the choice.
    act(() => requestConsentSettings());
    await screen.findByRole('dialog', { name: 'Your cookie settings' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cookies().consent).toBe('necessary');
  });

  it('forgets the saved choice when the query contains setcookies', async () => {
    document.cookie = 'consent=necessary.analytics; path=/';
    document.cookie = 'consentAnalyticsStorage=granted; path=/';
    await renderDialog({ route: '/?setcookies' });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(cookies()).toEqual({});
  });

  it('never shows on a preview page', async () => {
    await renderDialog({ route: '/about-us/?preview=1' });
    act(() => requestConsentSettings());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the campaign parameters of the landing URL for the forms', async () => {
    await renderDialog({ route: '/for-sale/?utm_source=newsletter&utm_campaign=spring' });
    expect(JSON.parse(sessionStorage.getItem('utm_parameters') ?? '')).toEqual({
      utm_source: 'newsletter',
      utm_campaign: 'spring',
    });
  });
});

describe('the scripts that wait for consent', () => {
  // Runs before the next: a loaded script stays for the page, as in a browser.
  it('loads a script only with its identifier and its consent, and reloads to stop it on withdrawal', async () => {
    mockSiteInfo = { analyticsId: 'G-TEST1', adsId: '', tagManagerId: '', socialPixelId: '4242' };
    const { reloadPage } = await renderDialog();
    expect(scriptSources()).toEqual([]);

    await userEvent.click(await screen.findByRole('link', { name: 'Change settings' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Social media' }));
    await userEvent.click(screen.getByRole('button', { name: 'Agree partly' }));
    expect(scriptSources()).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
    expect(window.fbq?.queue).toEqual([['init', '4242'], ['track', 'PageView']]);

    document.cookie = '_fbp=fb.1.123; path=/';
    act(() => requestConsentSettings());
    await userEvent.click(await screen.findByRole('button', { name: 'Agree all' }));
    expect(scriptSources()).toEqual([
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://www.googletagmanager.com/gtag/js?id=G-TEST1',
    ]);
    expect(reloadPage).not.toHaveBeenCalled();

    act(() => requestConsentSettings());
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(cookies()._fbp).toBeUndefined();
  });

  it("reloads the page when a visitor who had refused now agrees: the page's security policy was made without the trackers", async () => {
    mockSiteInfo = { analyticsId: 'G-TEST1', adsId: '', tagManagerId: '', socialPixelId: '' };
    document.cookie = 'consent=necessary; path=/';
    const { reloadPage } = await renderDialog();
    act(() => requestConsentSettings());
    await userEvent.click(await screen.findByRole('button', { name: 'Agree all' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(cookies().consent).toBe('necessary.analytics.marketing.social.unclassified');
  });
});

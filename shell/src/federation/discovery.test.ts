import { registerRemotes } from '@module-federation/enhanced/runtime';
import { discoverRemotes, isDiscovered, registerRenderedRemotes, replaceRemotes } from './discovery';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));
const registerMock = jest.mocked(registerRemotes);

const live = [
  { name: 'mf_search', entry: '/releases/mf-search/0.1.0+2/mf-manifest.json' },
  { name: 'mf_forms', entry: '/releases/mf-forms/0.1.0+1/mf-manifest.json' },
] as const;
const rendered = [{ name: 'mf_search', entry: '/releases/mf-search/0.1.0+1/mf-manifest.json' }] as const;

/** An api answering `/api/site/remotes` with `status` once `release` is called. */
function slowApi(status: number) {
  let release = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetchImpl = async () => {
    await answered;
    return { ok: status === 200, status, json: async () => ({ remotes: live }) } as Response;
  };
  return { fetchImpl, release };
}

beforeEach(() => {
  registerMock.mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

// One module instance for the file: the registrations of a test stay for the next, as in a page.
describe('remote discovery in the browser', () => {
  it('registers the versions a server-rendered page was made with at once, before the api answers', async () => {
    registerRenderedRemotes(rendered);
    expect(registerMock).toHaveBeenCalledWith(rendered);
    const api = slowApi(200);
    const discovery = discoverRemotes(api.fetchImpl);
    await expect(isDiscovered('mf_search')).resolves.toBe(true);

    // A remote the page did not render waits for the api, then comes at its live version.
    let formsKnown: boolean | undefined;
    const forms = isDiscovered('mf_forms').then((known) => (formsKnown = known));
    await Promise.resolve();
    expect(formsKnown).toBeUndefined();
    api.release();
    await expect(discovery).resolves.toEqual([live[1]]);
    await forms;
    expect(formsKnown).toBe(true);
    // The rendered version stays: the live one does not replace it in this page.
    expect(registerMock).toHaveBeenLastCalledWith([live[1]]);
  });

  it('leaves a remote unknown when the api does not answer: its slot shows the fallback', async () => {
    const api = slowApi(503);
    const discovery = discoverRemotes(api.fetchImpl);
    api.release();
    await discovery;
    await expect(isDiscovered('mf_portal')).resolves.toBe(false);
  });
});

describe('replacing a registered remote', () => {
  it("passes on every warning of the runtime but the one it gives at each replacement, and none after", () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => {});
    warned.mockClear();
    registerMock.mockImplementationOnce(() => {
      console.warn('[ Federation Runtime ]', 'The remote "mf_search" is already registered. Please note that overriding it may cause unexpected errors.');
      console.warn('[ Federation Runtime ]', 'something else');
    });
    replaceRemotes(live);
    expect(registerMock).toHaveBeenCalledWith(live, { force: true });
    expect(warned.mock.calls).toEqual([['[ Federation Runtime ]', 'something else']]);
    console.warn('is already registered, said by another');
    expect(warned).toHaveBeenLastCalledWith('is already registered, said by another');
  });
});

import { registerRemotes } from '@module-federation/enhanced/runtime';
import { discoverRemotes } from './discovery';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));
const registerMock = jest.mocked(registerRemotes);

const live = [
  { name: 'mf_search', entry: '/remotes/mf-search/0.1.0+2/mf-manifest.json' },
  { name: 'mf_forms', entry: '/remotes/mf-forms/0.1.0+1/mf-manifest.json' },
] as const;
const answering = (status: number) => async () => ({ ok: status === 200, status, json: async () => ({ remotes: live }) }) as Response;

beforeEach(() => {
  registerMock.mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('discoverRemotes', () => {
  it('registers the live versions of a page rendered in the browser', async () => {
    await discoverRemotes([], answering(200));
    expect(registerMock).toHaveBeenCalledWith(live);
  });

  it('keeps the versions a server-rendered page was made with, even after a deploy', async () => {
    const rendered = [{ name: 'mf_search', entry: '/remotes/mf-search/0.1.0+1/mf-manifest.json' }] as const;
    await expect(discoverRemotes(rendered, answering(200))).resolves.toEqual([rendered[0], live[1]]);
    expect(registerMock).toHaveBeenCalledWith([rendered[0], live[1]]);
  });

  it('still registers the rendered versions when the api does not answer', async () => {
    const rendered = [{ name: 'mf_search', entry: '/remotes/mf-search/0.1.0+1/mf-manifest.json' }] as const;
    await expect(discoverRemotes(rendered, answering(503))).resolves.toEqual(rendered);
  });
});

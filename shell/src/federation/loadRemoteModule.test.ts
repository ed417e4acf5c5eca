import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { discoverRemotes } from './discovery';
import {
  failedRecentlyOnServer,
  loadRemoteModule,
  noteServerFailure,
  RemoteUnavailableError,
  SERVER_RETRY_AFTER_MS,
} from './loadRemoteModule';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);
const registerMock = jest.mocked(registerRemotes);

const FAST = { attempts: 3, timeoutMs: 50, firstBackoffMs: 1 };
const remoteModule = { default: () => null };

beforeAll(async () => {
  const answer = { remotes: [{ name: 'mf_forms', entry: '/remotes/mf-forms/mf-manifest.json' }] };
  await discoverRemotes(async () => ({ ok: true, status: 200, json: async () => answer }) as Response);
});

beforeEach(() => {
  loadRemoteMock.mockReset();
  registerMock.mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('loadRemoteModule', () => {
  it('returns the module at the first success', async () => {
    loadRemoteMock.mockResolvedValue(remoteModule);
    await expect(loadRemoteModule('mf_forms/ContactCta', FAST)).resolves.toBe(remoteModule);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('retries a failure under a cache-busting address', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(remoteModule);
    await expect(loadRemoteModule('mf_forms/ContactCta', FAST)).resolves.toBe(remoteModule);
    expect(registerMock).toHaveBeenLastCalledWith(
      [{ name: 'mf_forms', entry: '/remotes/mf-forms/mf-manifest.json?retry=1' }],
      { force: true },
    );
  });

  it('counts a remote that never answers as failed and gives up after the last attempt', async () => {
    loadRemoteMock.mockReturnValue(new Promise(() => {}));
    await expect(loadRemoteModule('mf_forms/ContactCta', FAST)).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);
  });

  it('fails at once for a remote the api did not announce', async () => {
    const failure = loadRemoteModule('mf_portal/OwnerAccess', FAST);
    await expect(failure).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(failure).rejects.toHaveProperty('cause.message', 'mf_portal was not discovered');
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });
});

describe('a remote that failed on the server', () => {
  it('is not tried again by renders for a while, then is', () => {
    const failedAt = 1_000_000;
    expect(failedRecentlyOnServer('mf_search/SearchBlock', failedAt)).toBe(false);
    noteServerFailure('mf_search/SearchBox', failedAt);
    // The container failed, so each of its modules waits.
    expect(failedRecentlyOnServer('mf_search/SearchBlock', failedAt + 1)).toBe(true);
    expect(failedRecentlyOnServer('mf_listings/PropertyList', failedAt + 1)).toBe(false);
    expect(failedRecentlyOnServer('mf_search/SearchBlock', failedAt + SERVER_RETRY_AFTER_MS)).toBe(false);
  });
});

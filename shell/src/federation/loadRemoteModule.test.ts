import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { announceRemotes, discoverRemotes, registeredEntry, replacedEntry } from './discovery';
import { createPageViewReporter } from './pageViewReport';
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

describe('a live release that cannot load', () => {
  const live = '/releases/mf-search/0.1.0+2.bbbbbbbbbbbb/mf-manifest.json';
  const previous = '/releases/mf-search/0.1.0+1.aaaaaaaaaaaa/mf-manifest.json';

  it('is replaced by the release live before it, once, before the fallback; the page-view report names both', async () => {
    announceRemotes([{ name: 'mf_search', entry: live, previous }]);
    let registeredNow = live;
    registerMock.mockImplementation((remotes) => {
      const [remote] = remotes;
      if (remote && 'entry' in remote) registeredNow = remote.entry;
    });
    loadRemoteMock.mockImplementation(async () => {
      if (registeredNow === previous) return remoteModule;
      throw new Error('ChunkLoadError: Loading chunk 512 failed');
    });
    await expect(loadRemoteModule('mf_search/SearchBlock', FAST)).resolves.toBe(remoteModule);
    expect(loadRemoteMock).toHaveBeenCalledTimes(4);
    expect(registerMock).toHaveBeenLastCalledWith([{ name: 'mf_search', entry: previous }], { force: true });

    const report = createPageViewReporter(registeredEntry, () => true, replacedEntry);
    report.shown('mf_search/SearchBlock');
    expect(report.report()?.parts).toEqual([{ remote: 'mf_search', version: '0.1.0+1.aaaaaaaaaaaa', error: false, fallback: false, replaced: '0.1.0+2.bbbbbbbbbbbb' }]);
    registerMock.mockReset();
  });

  it('shows the fallback when the release before fails too, or when the api named none', async () => {
    announceRemotes([{ name: 'mf_search', entry: live, previous }]);
    loadRemoteMock.mockRejectedValue(new Error('manifest 404'));
    await expect(loadRemoteModule('mf_search/SearchBox', FAST)).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(loadRemoteMock).toHaveBeenCalledTimes(4);
    loadRemoteMock.mockClear();
    await expect(loadRemoteModule('mf_forms/ContactCta', FAST)).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);
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

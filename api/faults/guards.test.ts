import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { runImportCommand } from '../src/catalogue/importCommand.js';
import { runDeployCommand } from '../src/site/deployCommand.js';
import { bypasses, operatorPathsAnswered } from '../src/test/bypass.js';
import { testConfig } from '../src/test/config.js';
import { apiProcesses } from './process.js';

// The built api as `npm start` runs it (embedded database, the operators' channel on its socket),
// attacked from outside as a reported attack did: no spelling of a guarded or an operator's path
// gets past its guard, and the import command still reaches the running api.

describe('the built api attacked from outside', () => {
  const apis = apiProcesses('guards');

  it('refuses every spelling of every guarded route, answers 404 for the operators\u2019 routes, and the commands still work', async () => {
    // The route table, as the built api has it: the app built in-process, never started.
    const scratch = await mkdtemp(path.join(tmpdir(), 'guards-table-'));
    const table = await buildApp(testConfig({ DATA_DIR: scratch, SSR: 'off' }));
    const guarded = [...table.guardedRoutes];
    const operator = [...table.operator.guardedRoutes];
    await table.close();
    await rm(scratch, { recursive: true, force: true });
    expect(guarded.length).toBeGreaterThan(0);

    // A shell of its own: a spelling the router does not match is a page address, answered 404.
    const staticRoot = path.join(apis.dataDir(), 'site');
    await mkdir(path.join(staticRoot, 'shell', 'dist'), { recursive: true });
    await writeFile(path.join(staticRoot, 'shell', 'dist', 'index.html'), '<!doctype html><html lang="fr"><head><title>Site</title></head><body><div id="root"></div></body></html>');
    const api = await apis.start({ SSR: 'off', STATIC_ROOT: staticRoot });
    expect(await bypasses(api.url, guarded)).toEqual([]);

    expect(await operatorPathsAnswered(api.url, operator)).toEqual([]);

    // The operators still reach it, through the socket: the embedded database is the api's alone,
    // so a command that opened it itself would fail on the data folder's lock.
    const feedDir = path.join(apis.dataDir(), 'feeds');
    await mkdir(feedDir, { recursive: true });
    await writeFile(path.join(feedDir, 'empty.json'), JSON.stringify({ properties: [], projects: [] }));
    const said: string[] = [];
    const io = { out: (text: string) => said.push(text), err: (text: string) => said.push(text) };
    const env = { DATA_DIR: apis.dataDir(), INIT_CWD: feedDir, DATABASE_URL: '' };
    expect({ code: await runImportCommand(['empty.json'], env, io), said: said.join('') }).toEqual({ code: 0, said: expect.stringContaining('empty.json') });
    said.length = 0;
    expect({ code: await runDeployCommand(['status', '--json'], env, io), said: said.join('') }).toEqual({ code: 0, said: expect.stringContaining('"parts"') });
  });
});

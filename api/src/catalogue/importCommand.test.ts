import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateFeed } from 'demo-agency';
import { copyPGliteTemplate } from '../test/databases.js';
import { runImportCommand } from './importCommand.js';

describe('npm run import', () => {
  let directory: string;
  let env: Record<string, string>;

  const run = async (...args: string[]) => {
    let out = '';
    let err = '';
    const code = await runImportCommand(args, env, { out: (text) => (out += text), err: (text) => (err += text) });
    return { code, out, err };
  };

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'api-import-'));
    await copyPGliteTemplate(path.join(directory, 'data', 'pglite'));
    env = { DATA_DIR: path.join(directory, 'data'), INIT_CWD: directory };
    const { projects, properties } = generateFeed({ seed: 3, properties: 4 });
    const [first, second] = properties.filter((property) => property.ProjectID === undefined);
    await writeFile(
      path.join(directory, 'feed.json'),
      JSON.stringify({ projects: projects.slice(0, 1), properties: [first, { ...second, Goal: 5 }] }),
    );
    await writeFile(path.join(directory, 'broken.json'), '{"properties": [');
    await writeFile(path.join(directory, 'list.json'), '[]');
  });

  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('imports a feed into the configured database and reports each rejected record', async () => {
    const { code, out } = await run('feed.json');
    expect(code).toBe(0);
    expect(out).toMatch(/^Imported feed\.json:\n\s+inserted\s+updated\s+unchanged\s+rejected\n/);
    expect(out).toMatch(/\n {2}projects\s+1\s+0\s+0\s+0\n {2}properties\s+1\s+0\s+0\s+1\n/);
    expect(out).toMatch(/\n {2}property #1 \(ID \d+\): Goal: Invalid option: expected one of 0\|1\|2\n/);
    expect(out).toMatch(/Catalogue version 1\.\n$/);
  });

  it('finds nothing to change the second time', async () => {
    const { code, out } = await run(path.join(directory, 'feed.json'));
    expect(code).toBe(0);
    expect(out).toMatch(/\n {2}properties\s+0\s+0\s+1\s+1\n/);
    expect(out).toMatch(/Catalogue version 1\.\n$/);
  });

  it.each([
    [['broken.json'], /^broken\.json cannot be read as JSON: /],
    [['missing.json'], /^missing\.json cannot be read as JSON: ENOENT/],
    [['list.json'], /^list\.json is not a feed: A feed is an object with "properties" and "projects" lists/],
    [[], /^Usage: npm run import -w api -- FILE\.json\n$/],
  ])('exits with 1 for %p, saying why', async (args, message) => {
    const { code, out, err } = await run(...args);
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toMatch(message);
  });
});

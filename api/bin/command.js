/**
 * Runs one of the api's commands (`node bin/command.js deploy …`, `… import …`) from the api's
 * build, `dist/scripts/<name>.js`: node starts compiled code in a fraction of the time tsx takes
 * to compile the sources at every run, most of a deploy's time. A build older than the sources it
 * is made from (the api's, or the kernel's it imports) would run other code than the checkout's, so
 * then, and without a build (a fresh clone), the sources run through tsx as before, saying why.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const COMMANDS = ['deploy', 'import'];
const [name, ...args] = process.argv.slice(2);
if (!COMMANDS.includes(name ?? '')) {
  process.stderr.write(`Usage: node bin/command.js ${COMMANDS.join('|')} …\n`);
  process.exit(2);
}

const api = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const kernel = path.join(api, '..', 'shared-kernel');

/** The latest change under `dir` to what a build is made of (tests are not), in ms since the epoch. */
function newestChange(dir) {
  let newest = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (/\.test\.tsx?$/.test(entry.name) || file === path.join(api, 'src', 'test')) continue;
    newest = Math.max(newest, entry.isDirectory() ? newestChange(file) : statSync(file).mtimeMs);
  }
  return newest;
}

const changed = (file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

const built = path.join(api, 'dist', 'scripts', `${name}.js`);
const builtAt = changed(built);
const stale =
  builtAt === 0
    ? 'the api has no build'
    : newestChange(path.join(api, 'src')) > builtAt
      ? "the api's sources changed since its build"
      : newestChange(path.join(kernel, 'src')) > changed(path.join(kernel, 'dist', 'index.js'))
        ? "shared-kernel's sources changed since its build"
        : null;

if (stale === null) {
  // The command reads its arguments from process.argv, as when node runs it directly.
  process.argv.splice(2, 1);
  await import(pathToFileURL(built).href);
} else {
  process.stderr.write(`(${stale}: running the sources, which takes a few seconds more; npm run build -w shared-kernel -w api makes it quick)\n`);
  const tsx = spawnSync(process.execPath, ['--import', 'tsx', '--conditions=source', path.join(api, 'src', 'scripts', `${name}.ts`), ...args], { stdio: 'inherit', cwd: process.cwd() });
  process.exitCode = tsx.status ?? 1;
}

/**
 * The registry these machines reach carries only the platform builds of native packages that
 * install here (linux x64, a few others). npm still records every platform's optional build as a
 * dependency of the lockfile entry, finds no entry for the missing ones, and `npm ci` then refuses
 * the lockfile. This drops, from each entry, the optional dependencies that have no lockfile entry
 * of their own: the lockfile then describes exactly what can be installed. Runs after every install.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface LockEntry {
  optionalDependencies?: Record<string, string>;
}

const lockPath = path.join(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockEntry> };

function hasEntry(from: string, name: string): boolean {
  // Node's resolution: the nearest node_modules folder upwards from the dependent package.
  let base = from;
  for (;;) {
    if (lock.packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    const parent = base.lastIndexOf('node_modules/');
    if (parent < 0) return base === '' ? false : hasEntry('', name);
    base = base.slice(0, parent).replace(/\/$/, '');
  }
}

let pruned = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    if (!hasEntry(location, name)) {
      delete entry.optionalDependencies[name];
      pruned += 1;
    }
  }
  if (Object.keys(entry.optionalDependencies).length === 0) delete entry.optionalDependencies;
}

if (pruned > 0) {
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.warn(`prune-lockfile: dropped ${pruned} optional platform builds the registry does not carry`);
}

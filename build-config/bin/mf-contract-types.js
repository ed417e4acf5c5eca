#!/usr/bin/env node
/**
 * `npm run types`: the live shell's contract (the remotes' exposes and their props, as the shell
 * renders them) fetched from the site into `@mf-types/contract.d.ts`, for a remote built in
 * another repository to type its exposes and its Module Federation config against, as the
 * remotes here do against the kernel: a renamed expose or prop then fails `tsc` before any build.
 * The site is `--from ORIGIN`, else SITE_ORIGIN, else the api of a development machine. Plain
 * JavaScript with no dependency, so a remote's repository runs it as it is.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the api serves the live shell's contract (shared-kernel's LIVE_CONTRACT_TYPES_PATH). */
const CONTRACT_PATH = '/api/site/contract.d.ts';
const OUT_DIR = '@mf-types';

const fromFlag = process.argv.indexOf('--from');
const origin = (fromFlag === -1 ? undefined : process.argv[fromFlag + 1]) ?? process.env.SITE_ORIGIN ?? 'http://localhost:8080';
const address = new URL(CONTRACT_PATH, origin);

let answer;
try {
  answer = await fetch(address, { signal: AbortSignal.timeout(30_000) });
} catch (error) {
  process.stderr.write(`No contract fetched: ${address} did not answer (${error instanceof Error ? error.message : String(error)}). Is the site's api running there? (--from ORIGIN or SITE_ORIGIN names another)\n`);
  process.exit(1);
}
const text = await answer.text();
if (!answer.ok) {
  process.stderr.write(`No contract fetched: ${address} answered ${answer.status}${text ? `: ${text}` : ''}\n`);
  process.exit(1);
}
// npm runs a package's scripts in its folder: the remote's, with `-w` too.
const out = path.join(process.cwd(), OUT_DIR, 'contract.d.ts');
await mkdir(path.dirname(out), { recursive: true });
await writeFile(out, text);
process.stdout.write(`The live shell's contract from ${address} is in ${path.relative(process.cwd(), out)}\n`);

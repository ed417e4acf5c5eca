import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { CommandIo } from '../catalogue/importCommand.js';
import { errorMessage } from '../systemError.js';
import { withAdminOperations } from './operations.js';
import { siteFileSchema, siteFileText } from './siteFile.js';

const USAGE = 'Usage: npm run content -w api -- export > site.json\n       npm run content -w api -- import site.json\n';

/**
 * `npm run content -w api -- export` writes the site's content to standard output;
 * `import FILE` makes the site's content the file's (checked whole first: nothing is written
 * from a file with a mistake). Answers the exit code.
 */
export async function runContentCommand(args: readonly string[], env: Record<string, string | undefined>, io: CommandIo): Promise<number> {
  const [action, file, ...extra] = args;
  if (extra.length > 0 || !((action === 'export' && file === undefined) || (action === 'import' && file !== undefined))) {
    io.err(USAGE);
    return 1;
  }
  if (action === 'export') {
    return withAdminOperations(env, io, async (operations) => {
      io.out(siteFileText(await operations.exportSite()));
      return 0;
    });
  }
  let site: z.output<typeof siteFileSchema>;
  try {
    // npm runs a workspace's script in its folder; the path is the caller's, from where npm was run.
    const parsed = siteFileSchema.safeParse(JSON.parse(await readFile(path.resolve(env.INIT_CWD ?? process.cwd(), file ?? ''), 'utf8')));
    if (!parsed.success) {
      io.err(`${file} is not a site file:\n${z.prettifyError(parsed.error)}\n`);
      return 1;
    }
    site = parsed.data;
  } catch (error) {
    io.err(`${file} cannot be read as JSON: ${errorMessage(error)}\n`);
    return 1;
  }
  return withAdminOperations(env, io, async (operations) => {
    const counts = await operations.importSite(site);
    io.out(`Imported ${file}: ${counts.settings} settings, ${counts.pages} pages, ${counts.categories} categories, ${counts.articles} articles.\n`);
    return 0;
  });
}

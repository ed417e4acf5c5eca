import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase, type DatabaseLogger } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { runningApiImport } from '../site/deployEndpoint.js';
import { FeedFileError, feedRecords, importFeed, type ImportCounts, type ImportSummary } from './import.js';

export interface CommandIo {
  /** The report. */
  out(text: string): void;
  /** Why the command could not do its work, and the database's notices. */
  err(text: string): void;
}

/**
 * `npm run import -w api -- FILE.json`: imports a feed file into the database of the usual
 * configuration (DATA_DIR or DATABASE_URL), migrated first, and reports what it did record by
 * record. Answers the exit code: 0 once the file was read, even with rejected records (they are
 * listed); 1 when the file cannot be read or is not a feed.
 */
export async function runImportCommand(args: readonly string[], env: Record<string, string | undefined>, io: CommandIo): Promise<number> {
  const [file, ...extra] = args;
  if (file === undefined || extra.length > 0) {
    io.err('Usage: npm run import -w api -- FILE.json\n');
    return 1;
  }
  let feed: unknown;
  try {
    // npm runs a workspace's script in its folder; the path is the caller's, from where npm was run.
    feed = JSON.parse(await readFile(path.resolve(env.INIT_CWD ?? process.cwd(), file), 'utf8'));
    feedRecords(feed);
  } catch (error) {
    const problem = error instanceof FeedFileError ? 'is not a feed' : 'cannot be read as JSON';
    io.err(`${file} ${problem}: ${messageOf(error)}\n`);
    return 1;
  }

  const log: DatabaseLogger = {
    info: (...parts: unknown[]) => io.err(`${describe(parts)}\n`),
    warn: (...parts: unknown[]) => io.err(`${describe(parts)}\n`),
  };
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  // The embedded database is the running api's alone: it imports the feed itself, and tells the alerts at once.
  const running = config.databaseUrl === undefined ? await runningApiImport(config.dataDir) : null;
  if (running) {
    io.out(formatSummary(file, await running(feed)));
    return 0;
  }
  const db = await openDatabase(config, log);
  try {
    await migrate(db, log);
    io.out(formatSummary(file, await importFeed(db, feed)));
    return 0;
  } finally {
    await db.close();
  }
}

// Errors of Node's own modules can come from another realm (jest's sandbox), where they are no
// instance of this realm's Error.
function messageOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error);
}

// The database speaks pino's way, (details, message): a line shows the message, then the details.
function describe(parts: readonly unknown[]): string {
  const [details, message] = parts;
  return typeof details === 'string' ? details : `${String(message ?? '')} ${JSON.stringify(details)}`.trim();
}

export function formatSummary(file: string, summary: ImportSummary): string {
  const row = (name: string, counts: ImportCounts) =>
    `  ${name.padEnd(10)} ${[counts.inserted, counts.updated, counts.unchanged, counts.rejected].map((count) => String(count).padStart(9)).join(' ')}\n`;
  const lines = [
    `Imported ${file}:\n`,
    `  ${''.padEnd(10)} ${['inserted', 'updated', 'unchanged', 'rejected'].map((title) => title.padStart(9)).join(' ')}\n`,
    row('projects', summary.projects),
    row('properties', summary.properties),
  ];
  if (summary.rejected.length > 0) {
    lines.push('Rejected, the rest was imported:\n');
    for (const record of summary.rejected) {
      const id = record.id === undefined ? 'no usable ID' : `ID ${record.id}`;
      lines.push(`  ${record.kind} #${record.index} (${id}): ${record.reason}\n`);
    }
  }
  lines.push(`Catalogue version ${summary.version}.\n`);
  return lines.join('');
}

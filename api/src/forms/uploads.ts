import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../db/database.js';
import { FormRejection } from './enquiries.js';

export const CV_MAX_BYTES = 5 * 1024 * 1024;

/**
 * What a CV may be, by its content. Old Word documents are Compound File containers, which
 * file-type names `cfb` and cannot tell from other Office 97 files: accepted as DOC.
 */
const CV_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'application/x-cfb': 'doc',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.oasis.opendocument.text': 'odt',
};

/**
 * Keeps a CV under `DATA_DIR/uploads/` with a random name and no extension (never served: nothing
 * maps a URL there) and records it, not yet attached to an enquiry; the job form names its id.
 */
export async function storeCv(db: Queryable, dataDir: string, content: Buffer, originalName: string): Promise<{ id: string; name: string }> {
  if (content.length === 0) throw new FormRejection(400, 'cv_empty', 'errors.cvEmpty', { cv: 'errors.cvEmpty' });
  if (content.length > CV_MAX_BYTES) throw new FormRejection(413, 'cv_too_large', 'errors.cvSize', { cv: 'errors.cvSize' });
  // Loaded on first use: the one ESM-only dependency stays out of the module graph of everything else.
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(content);
  if (type === undefined || CV_TYPES[type.mime] === undefined) {
    throw new FormRejection(415, 'cv_type', 'errors.cvType', { cv: 'errors.cvType' });
  }
  const id = randomUUID();
  const directory = uploadsDirectory(dataDir);
  await mkdir(directory, { recursive: true });
  const file = path.join(directory, id);
  await writeFile(file, content, { mode: 0o600, flag: 'wx' });
  const name = printable(path.basename(originalName.replace(/\\/g, '/'))).slice(0, 200) || 'cv';
  try {
    await db.query(
      'insert into enquiry_uploads (id, stored_name, original_name, mime_type, size_bytes) values ($1, $2, $3, $4, $5)',
      [id, id, name, type.mime, content.length],
    );
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return { id, name };
}

export function uploadsDirectory(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** The name as the visitor's system gave it, minus control characters (it ends up in mails and logs). */
function printable(name: string): string {
  return [...name].filter((character) => character >= ' ' && character !== '\u007f').join('');
}

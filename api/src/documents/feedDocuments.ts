import path from 'node:path';
import { extension as extensionOf } from 'mime-types';
import { localizedText, slugify, type LocalizedText } from 'shared-kernel';
import type { Queryable } from '../db/database.js';
import type { MediaBucket } from '../images/mediaBucket.js';
import type { DocumentSource } from '../seeding/sources.js';
import { readIfPresent } from '../systemError.js';

/**
 * A real agency's documents: those its feed lists, and no other. A document whose feed `Url` is
 * absolute (https://…) lives there, and the browser is sent to it; any other is the file
 * `DATA_DIR/documents/{ID}.{extension of its MimeType}` (`12.pdf`), put there with the import.
 */
export function feedDocuments(db: Queryable, dataDir: string, bucket: MediaBucket | null = null): DocumentSource {
  return {
    async document(id) {
      const [row] = await db.query<{ name: LocalizedText; url: string; mime_type: string }>(
        `select name, url, mime_type from property_documents where id = $1
         union all
         select name, url, mime_type from project_documents where id = $1
         limit 1`,
        [id],
      );
      if (row === undefined) return null;
      if (/^https?:\/\//i.test(row.url)) return { location: row.url };
      const extension = extensionOf(row.mime_type) || 'bin';
      const file = `documents/${id}.${extension}`;
      // The CRM's documents are in the media bucket when there is one; those put by hand, on this disk.
      const body = (await readIfPresent(path.join(dataDir, file))) ?? (await bucket?.read(file)) ?? null;
      if (body === null) return null;
      // Named in Brussels' two languages first, as the demo's documents are.
      return { body, fileName: `${slugify(localizedText(row.name, 'fr', 'nl'))}-${id}.${extension}`, mimeType: row.mime_type };
    },
  };
}

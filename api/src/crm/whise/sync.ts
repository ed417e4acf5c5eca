import { importEstate, type EstateImport } from '../apply.js';
import type { CrmFile } from '../feed.js';
import { withdrawRecord } from '../records.js';
import type { WhiseClient } from './client.js';
import { documentFileId, isWithdrawn, mapWhiseEstate, pictureFileId, pictureUrl } from './mapping.js';

export interface WhiseSync extends EstateImport {
  client: Pick<WhiseClient, 'estate'>;
}

export type WhiseSyncOutcome = 'imported' | 'unchanged' | 'withdrawn' | 'absent';

/**
 * Applies Whise's latest truth about one estate, whatever the poll saw: the estate is read again
 * (every status, so a withdrawn one is told apart from one Whise no longer has); gone or no longer
 * shown, it is withdrawn; else its photos and documents are copied into the site's storage and it
 * is imported like a feed file's property. A bad estate throws CrmRejected with its reason and
 * changes nothing; an outage throws CrmUnavailable and is tried again.
 */
export async function syncWhiseEstate(sync: WhiseSync, crmId: string): Promise<WhiseSyncOutcome> {
  const estate = /^\d+$/.test(crmId) ? await sync.client.estate(Number(crmId)) : null;
  if (estate === null || isWithdrawn(estate)) {
    return (await withdrawRecord(sync.db, 'whise', crmId)) ? 'withdrawn' : 'absent';
  }
  const photos = (estate.pictures ?? []).flatMap((picture): CrmFile[] => {
    const url = pictureUrl(picture);
    return url === undefined ? [] : [{ id: pictureFileId(picture), url }];
  });
  const { changed } = await importEstate(sync, 'whise', {
    records: [{ crmId: String(estate.id), kind: 'property' }],
    photos,
    documents: (estate.documents ?? []).map((file) => ({ id: documentFileId(file), url: file.url })),
    map: (context) => mapWhiseEstate(estate, context),
  });
  return changed ? 'imported' : 'unchanged';
}

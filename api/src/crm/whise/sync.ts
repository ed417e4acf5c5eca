import { importEstates, type EstateImport, type EstateToImport, type ImportOutcome } from '../apply.js';
import type { CrmFile } from '../feed.js';
import { withdrawRecord } from '../records.js';
import type { WhiseClient } from './client.js';
import { documentFileId, isWithdrawn, mapWhiseEstate, pictureFileId, pictureUrl } from './mapping.js';

export interface WhiseSync extends EstateImport {
  client: Pick<WhiseClient, 'estate'>;
}

/**
 * Applies Whise's latest truth about each estate, whatever the poll saw: the estate is read again
 * (every status, so a withdrawn one is told apart from one Whise no longer has); gone or no longer
 * shown, it is withdrawn; else it is imported with the others of its batch like a feed file's
 * properties (see importEstates). A bad estate's outcome is CrmRejected with its reason, which
 * changes nothing of it; an outage's is CrmUnavailable, tried again.
 */
export function syncWhiseEstates(sync: WhiseSync, crmIds: readonly string[]): Promise<Map<string, ImportOutcome | Error>> {
  return importEstates(sync, 'whise', crmIds, (crmId) => readWhiseEstate(sync, crmId));
}

async function readWhiseEstate(sync: WhiseSync, crmId: string): Promise<EstateToImport | 'withdrawn' | 'absent'> {
  const estate = /^\d+$/.test(crmId) ? await sync.client.estate(Number(crmId)) : null;
  if (estate === null || isWithdrawn(estate)) {
    return (await withdrawRecord(sync.db, 'whise', crmId)) ? 'withdrawn' : 'absent';
  }
  const photos = (estate.pictures ?? []).flatMap((picture): CrmFile[] => {
    const url = pictureUrl(picture);
    return url === undefined ? [] : [{ id: pictureFileId(picture), url }];
  });
  return {
    records: [{ crmId: String(estate.id), kind: 'property' }],
    photos,
    documents: (estate.documents ?? []).map((file) => ({ id: documentFileId(file), url: file.url })),
    map: (context) => mapWhiseEstate(estate, context),
  };
}

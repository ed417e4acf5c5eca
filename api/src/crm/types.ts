import type { Language } from 'shared-kernel';

/**
 * An owner of an estate as the CRM knows them (SweepBright's `vendors[]`, Whise's owners): the
 * owners' service turns them into portal owners.
 */
export interface CrmVendor {
  crmId?: string;
  email: string;
  firstName?: string;
  lastName?: string;
  language?: Language;
}

/** Told after an estate was imported, with the site's id of the property and its vendors. */
export type VendorsHandler = (propertyId: number, vendors: CrmVendor[]) => Promise<void>;

/** The CRMs the seam is made for; a connector is the CRM's name in `CRM=`. */
export type CrmName = 'sweepbright' | 'whise';

/**
 * The CRM cannot answer now (down, 5xx, 429, a network error): the work is tried again later, no
 * sooner than `retryAfterMs` when the CRM said so, and the site keeps what it had.
 */
export class CrmUnavailable extends Error {
  override name = 'CrmUnavailable';

  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/**
 * The CRM cannot answer now, and a request that changes something may have reached it all the
 * same (a timeout or a connection cut once it was sent): sending it again may do it twice.
 */
export class CrmMaybeReached extends CrmUnavailable {
  override name = 'CrmMaybeReached';
}

/**
 * The CRM refused a request for a reason a retry cannot fix (SweepBright's 422 with its `errors`),
 * or the estate it gave cannot be published (a field the site cannot map, a photo that is gone).
 */
export class CrmRejected extends Error {
  override name = 'CrmRejected';

  constructor(
    message: string,
    readonly errors: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Retry-After in milliseconds: seconds or an HTTP date (RFC 9110), undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

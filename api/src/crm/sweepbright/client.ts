import { callCrm, failIfUnavailable } from '../http.js';
import { CrmRejected, CrmUnavailable } from '../types.js';
import { sweepBrightEstateSchema, type SweepBrightEstate } from './estate.js';

/** The SweepBright Website API's version this connector reads (the Accept header names it). */
export const SWEEPBRIGHT_ACCEPT = 'application/vnd.sweepbright.v20190920+json';

export interface SweepBrightSettings {
  /** `https://website.sweepbright.com/api/` (SWEEPBRIGHT_API_URL), ending with a slash. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
}

/** A lead as SweepBright's `POST contacts` and `POST estates/{id}/contacts` take it. */
export interface SweepBrightContact {
  first_name?: string;
  last_name?: string;
  email: string;
  phone?: string;
  message?: string;
  locale?: string;
  preferences?: { negotiation?: 'sale' | 'let'; types?: string[]; min_price?: number; max_price?: number; min_rooms?: number };
  location_preference?: { country?: string; postal_codes?: string[] };
}

/** A token is renewed this long before it expires, so no request goes out with one about to lapse. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * The SweepBright Website API with OAuth2 client credentials: one token, kept until shortly before
 * it expires (and dropped on a 401). Network errors, 5xx and 429 throw CrmUnavailable (with the
 * Retry-After), a 422 CrmRejected with SweepBright's `errors`; an estate it does not know is null.
 */
export class SweepBrightClient {
  private token: { value: string; expiresAt: number } | undefined;
  private tokenRequest: Promise<string> | undefined;

  constructor(
    private readonly settings: SweepBrightSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** The estate's latest truth, or null when SweepBright answers 404 (deleted, or never published to the site). */
  async estate(id: string): Promise<SweepBrightEstate | null> {
    const response = await this.request('GET', `estates/${encodeURIComponent(id)}`);
    if (response === null) return null;
    const parsed = sweepBrightEstateSchema.safeParse(await response.json());
    if (!parsed.success) throw new CrmRejected(`the estate is not in SweepBright's shape: ${parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
    return parsed.data;
  }

  /** Tells SweepBright where the estate is published. */
  async setEstateUrl(id: string, url: string): Promise<void> {
    await this.request('PUT', `estates/${encodeURIComponent(id)}/url`, { url });
  }

  /** A lead about an estate (`estateId`), or a general one. */
  async saveContact(contact: SweepBrightContact, estateId?: string): Promise<void> {
    const path = estateId === undefined ? 'contacts' : `estates/${encodeURIComponent(estateId)}/contacts`;
    const response = await this.request('POST', path, contact);
    if (response === null) throw new CrmRejected(`SweepBright knows no estate ${estateId ?? ''}`, { estate_id: ['not found'] });
  }

  private async request(method: string, path: string, body?: unknown, retried = false): Promise<Response | null> {
    const token = await this.accessToken();
    const response = await callCrm('SweepBright', new URL(path, this.settings.apiUrl), {
      method,
      headers: {
        accept: SWEEPBRIGHT_ACCEPT,
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }, method !== 'GET');
    if (response.status === 401 && !retried) {
      // Revoked or expired early: one new token, one more try.
      this.token = undefined;
      return this.request(method, path, body, true);
    }
    if (response.status === 404) return null;
    await failUnlessOk(response, `${method} ${path}`);
    return response;
  }

  private accessToken(): Promise<string> {
    if (this.token !== undefined && this.token.expiresAt - TOKEN_MARGIN_MS > this.now()) return Promise.resolve(this.token.value);
    // Requests waiting together share one token request.
    this.tokenRequest ??= this.requestToken().finally(() => {
      this.tokenRequest = undefined;
    });
    return this.tokenRequest;
  }

  private async requestToken(): Promise<string> {
    const response = await callCrm('SweepBright', new URL('oauth/token', this.settings.apiUrl), {
      method: 'POST',
      headers: { accept: SWEEPBRIGHT_ACCEPT, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: this.settings.clientId, client_secret: this.settings.clientSecret }).toString(),
    });
    await failUnlessOk(response, 'POST oauth/token');
    const answer = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof answer.access_token !== 'string') throw new CrmUnavailable('SweepBright gave no access token');
    const lifetimeS = typeof answer.expires_in === 'number' ? answer.expires_in : 3600;
    this.token = { value: answer.access_token, expiresAt: this.now() + lifetimeS * 1000 };
    return this.token.value;
  }
}

async function failUnlessOk(response: Response, what: string): Promise<void> {
  if (response.ok) return;
  if (response.status === 422) {
    const body = (await response.json().catch(() => ({}))) as { errors?: unknown; message?: unknown };
    const errors = typeof body.errors === 'object' && body.errors !== null ? (body.errors as Record<string, unknown>) : {};
    throw new CrmRejected(`SweepBright refused ${what} (422)${typeof body.message === 'string' ? `: ${body.message}` : ''}`, errors);
  }
  await failIfUnavailable('SweepBright', response, what);
  await response.body?.cancel();
  // Another 4xx (a 401 with a refused client, a 403): no retry makes it work, but the credentials can change.
  throw new CrmUnavailable(`SweepBright answered ${response.status} to ${what}: check SWEEPBRIGHT_CLIENT_ID and SWEEPBRIGHT_CLIENT_SECRET`);
}

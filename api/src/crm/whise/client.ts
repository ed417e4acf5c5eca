import { callCrm, failIfUnavailable } from '../http.js';
import { CrmRejected, CrmUnavailable } from '../types.js';
import { whiseEstatePageSchema, whiseEstateSchema, type WhiseEstate } from './estate.js';

export interface WhiseSettings {
  /** `https://api.whise.eu/` (WHISE_API_URL), ending with a slash. */
  apiUrl: string;
  username: string;
  password: string;
  clientId: number;
  officeId: number | undefined;
}

/** A lead as Whise's `POST v1/contacts/create` takes it. */
export interface WhiseContact {
  FirstName?: string;
  Name?: string;
  PrivateEmail: string;
  PrivateTelephone?: string;
  LanguageId: string;
  Comments?: string;
  /** The estates the contact asked about: Whise files the lead under each of them. */
  EstateIds?: number[];
  OfficeIds?: number[];
  /** What a search (the demand register) looks for. */
  SearchCriteria?: { PurposeId?: number; CategoryIds?: number[]; PriceMin?: number; PriceMax?: number; MinRooms?: number; ZipCodes?: string[] }[];
}

/** Whise's statuses (Enums\Status) and display statuses (Enums\DisplayStatus): every one, to read an estate whatever became of it. */
const ALL_STATUSES = [1, 5, 6];
const ALL_DISPLAY_STATUSES = [1, 2, 3, 4, 5];

/**
 * Whise's API: a token for the agency's user (`POST token` with its username and password), and
 * with it a client token for the agency's client and office (`POST v1/admin/clients/token`), which
 * every estate and contact request carries. Tokens are kept until Whise answers 401, then asked
 * for again once. Network errors, 5xx and 429 throw CrmUnavailable (with the Retry-After); a
 * request Whise finds invalid (a 400, or `isValidRequest: false` with its `validationErrors`)
 * throws CrmRejected with them.
 */
export class WhiseClient {
  private clientToken: Promise<string> | undefined;

  constructor(private readonly settings: WhiseSettings) {}

  /** One page of the published estates (Whise's default filter), as Whise sends them. */
  publishedEstates(offset: number, limit: number): Promise<{ estates: unknown[]; totalCount: number }> {
    return this.listed({ Page: { Limit: limit, Offset: offset } });
  }

  /** An estate's latest truth, whatever its status; null when Whise has no such estate (any more). */
  async estate(id: number): Promise<WhiseEstate | null> {
    const { estates } = await this.listed({ Filter: { EstateIds: [id], StatusIds: ALL_STATUSES, DisplayStatusIds: ALL_DISPLAY_STATUSES }, Page: { Limit: 1, Offset: 0 } });
    const [raw] = estates;
    if (raw === undefined) return null;
    const parsed = whiseEstateSchema.safeParse(raw);
    if (!parsed.success) throw new CrmRejected(`the estate is not in Whise's shape: ${parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
    return parsed.data;
  }

  /** Writes a lead to Whise as a contact (of the estates it names). */
  async createContact(contact: WhiseContact): Promise<void> {
    await this.request('v1/contacts/create', contact, { changes: true });
  }

  private async listed(body: unknown): Promise<{ estates: unknown[]; totalCount: number }> {
    const answer = whiseEstatePageSchema.safeParse(await this.request('v1/estates/list', body));
    if (!answer.success) throw new CrmUnavailable('Whise answered v1/estates/list with no page of estates');
    const estates = answer.data.estates ?? [];
    return { estates, totalCount: answer.data.totalCount ?? estates.length };
  }

  /** `changes`: the request writes at Whise (see callCrm); Whise's reads are POSTs too. */
  private async request(path: string, body: unknown, { changes = false, retried = false } = {}): Promise<unknown> {
    const token = await this.token();
    const response = await this.post(path, body, token, changes);
    if (response.status === 401 && !retried) {
      // Expired or revoked: new tokens, one more try.
      await response.body?.cancel();
      this.clientToken = undefined;
      return this.request(path, body, { changes, retried: true });
    }
    return answerOf(response, path);
  }

  private token(): Promise<string> {
    // Requests waiting together share one pair of token requests; a failed one is asked again next time.
    this.clientToken ??= this.requestTokens().catch((error: unknown) => {
      this.clientToken = undefined;
      throw error;
    });
    return this.clientToken;
  }

  private async requestTokens(): Promise<string> {
    const user = tokenOf(await answerOf(await this.post('token', { Username: this.settings.username, Password: this.settings.password }), 'token'), 'token');
    const client = { ClientId: this.settings.clientId, ...(this.settings.officeId === undefined ? {} : { OfficeId: this.settings.officeId }) };
    return tokenOf(await answerOf(await this.post('v1/admin/clients/token', client, user), 'v1/admin/clients/token'), 'v1/admin/clients/token');
  }

  private post(path: string, body: unknown, token?: string, changes = false): Promise<Response> {
    return callCrm(
      'Whise',
      new URL(path, this.settings.apiUrl),
      {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
        body: JSON.stringify(body),
      },
      changes,
    );
  }
}

function tokenOf(answer: unknown, what: string): string {
  const token = (answer as { token?: unknown } | null)?.token;
  if (typeof token !== 'string' || token === '') throw new CrmUnavailable(`Whise gave no token at ${what}`);
  return token;
}

/** Whise's answer, or the error it stands for. */
async function answerOf(response: Response, what: string): Promise<unknown> {
  await failIfUnavailable('Whise', response, what);
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    // No retry makes it work, but the settings can change: tried again with the usual backoff.
    throw new CrmUnavailable(`Whise answered ${response.status} to ${what}: check WHISE_USERNAME, WHISE_PASSWORD, WHISE_CLIENT_ID and WHISE_OFFICE_ID`);
  }
  const body = (await response.json().catch(() => null)) as { isValidRequest?: unknown; validationErrors?: unknown; Message?: unknown; message?: unknown } | null;
  const invalid = !response.ok || body?.isValidRequest === false;
  if (!invalid) return body;
  const errors = Array.isArray(body?.validationErrors) ? { validationErrors: body.validationErrors as unknown[] } : {};
  const message = typeof body?.Message === 'string' ? body.Message : typeof body?.message === 'string' ? body.message : undefined;
  if (response.status >= 400 && response.status !== 400 && response.status !== 422) {
    throw new CrmUnavailable(`Whise answered ${response.status} to ${what}${message === undefined ? '' : `: ${message}`}`);
  }
  throw new CrmRejected(`Whise refused ${what} (${response.status})${message === undefined ? '' : `: ${message}`}`, errors);
}

import type { EnquiryKind } from '../federation/contracts.js';
import type { VisitBookingAnswer } from '../listing/visitSlots.js';
import { fieldsOf } from './schemas.js';

/** The api's captcha: an SVG image of characters, and a sum in words as the accessible alternative. */
export interface CaptchaChallenge {
  id: string;
  svg: string;
  question: string;
}

/**
 * An enquiry form posted without scripts and refused: the page is rendered again with
 * what the visitor sent, the message key of each problem and, for a form that asks for one, a
 * captcha made for this visitor.
 */
export interface PostedForm {
  kind: EnquiryKind;
  /** As final-form holds them: text, a list for a group of checkboxes, true for a ticked confirmation. */
  values: Record<string, unknown>;
  /** Field → key of the forms dictionary; FORM_ERROR_FIELD for a problem of the whole form. */
  errors: Record<string, string>;
  captcha?: CaptchaChallenge;
}

/**
 * What the forms of a server-rendered page start from: the token each form posts back as its
 * idempotency key, and the form refused, if the page answers one. Pages are cached, so the token
 * is shared by the visitors of one render; the api pairs it with the values sent.
 */
export interface FormsFirstView {
  token: string;
  posted?: PostedForm;
  /**
   * The booked visit a booking's page was opened for (its link carries the secret in the query),
   * read by the server: that page is rendered for its visitor alone, never cached.
   */
  booking?: { token: string; answer: VisitBookingAnswer };
}

/**
 * The fields a form posts besides its values: which form, its token, what it is about, and the
 * file chosen in a CV input (the job form posts as `multipart/form-data`; the api stores the file
 * and reads its id as the `cv` value, as the upload does with scripts).
 */
export const POSTED_FORM_FIELDS = { kind: 'form', token: 'token', propertyId: 'propertyId', projectId: 'projectId', cvFile: 'cvFile' } as const;

/** The id of a page's form of `kind`: its post comes back to it (`#id`), and a link of the page leads to it. */
export function enquiryFormId(kind: EnquiryKind): string {
  return `enquiry-${kind}`;
}

/**
 * The id of a visit slot's choice in the visit form: a link of the page leads to it (the browser
 * opens the form around it, without scripts), and the page chooses that slot when its address
 * names it (a link followed before the scripts took over).
 */
export function visitSlotChoiceId(slotId: string): string {
  return `${enquiryFormId('visit')}-slot-${slotId}`;
}

/**
 * The captcha of a form shown without scripts: a frame the api answers with a challenge made for
 * that browser (`?form=<kind>&lang=<language>`); the form's post names it through a cookie.
 */
export const CAPTCHA_FRAME_PATH = '/api/forms/captcha/frame';

export function isFormsFirstView(value: unknown): value is FormsFirstView {
  return typeof value === 'object' && value !== null && typeof (value as FormsFirstView).token === 'string';
}

type FieldShape = 'list' | 'flag' | 'text';

/** How a schema field reads from a posted form: several values, a checkbox to tick, or text. */
function shapeOf(schema: unknown): FieldShape {
  let def = (schema as { _zod: { def: { type: string; innerType?: unknown; values?: unknown[] } } })._zod.def;
  while ((def.type === 'optional' || def.type === 'default') && def.innerType !== undefined) {
    def = (def.innerType as typeof schema & { _zod: { def: typeof def } })._zod.def;
  }
  if (def.type === 'array') return 'list';
  if (def.type === 'literal' && def.values?.includes(true)) return 'flag';
  return 'text';
}

/**
 * The values of a form posted as `application/x-www-form-urlencoded`, as final-form would hold the
 * same inputs, so the kernel's schema checks them exactly as it checks a scripted post: an empty
 * input is absent (final-form drops emptied inputs), a ticked checkbox is true, a group is a list.
 * Only the form's own fields are read.
 */
export function enquiryValuesFromPost(kind: EnquiryKind, posted: URLSearchParams): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(fieldsOf(kind))) {
    const shape = shapeOf(schema);
    const sent = posted.getAll(name).filter((value) => value !== '');
    if (shape === 'list') {
      if (sent.length > 0) values[name] = sent;
    } else if (sent[0] !== undefined) {
      values[name] = shape === 'flag' ? true : sent[0];
    }
  }
  return values;
}

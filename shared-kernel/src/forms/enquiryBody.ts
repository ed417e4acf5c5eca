import type { Language } from '../domain/language.js';

/** What `POST /api/forms/:kind` takes: mf-forms sends it, the api re-validates and stores it. */
export interface EnquiryBody {
  language: Language;
  /** The form's values, checked against the kind's schema on both sides. */
  values: Record<string, unknown>;
  propertyId?: number;
  projectId?: number;
  /** The campaign parameters of the visitor's landing page (spec §3 `utm_parameters`). */
  utm?: Record<string, string>;
  /** The consent choices at the time of the enquiry. */
  consent?: Record<string, boolean>;
}

import { ENQUIRY_KINDS } from '../federation/contracts.js';
import { needsCaptcha, REQUIRED_ENQUIRY_FIELDS } from './enquiryFields.js';
import { fieldsOf, validateEnquiry } from './schemas.js';

const CAPTCHA_FIELDS = new Set(['captchaId', 'captchaAnswer']);

describe.each(ENQUIRY_KINDS)('what the %s form shows before its schema', (kind) => {
  it('marks required exactly the fields its schema reports missing from an empty form', () => {
    const result = validateEnquiry(kind, {});
    const missing = result.ok ? [] : Object.keys(result.errors).filter((field) => !CAPTCHA_FIELDS.has(field));
    expect([...REQUIRED_ENQUIRY_FIELDS[kind]].sort()).toEqual(missing.sort());
  });

  it('asks for a captcha exactly when its schema checks one', () => {
    expect(needsCaptcha(kind)).toBe('captchaAnswer' in fieldsOf(kind));
  });
});

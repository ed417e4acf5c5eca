import { FORM_ERROR } from 'final-form';
import { FORM_ERROR_FIELD, validateEnquiry } from 'shared-kernel';
import type { EnquiryKind } from 'shared-kernel/federation';
import { shownValues } from './fieldSpecs';

// The part of the enquiry forms that holds the kernel's schemas (zod, libphonenumber's metadata:
// about 100 kB brotli), imported by `EnquiryForm` when a visitor starts on a form, never with the page.

export type EnquiryValidator = (values: Record<string, unknown>) => Record<string, unknown>;

const validators = new Map<EnquiryKind, EnquiryValidator>();

/**
 * The form's final-form check by the kernel's schema, of the fields shown. One function per kind,
 * so handing it to the form again does not start the form's validation over.
 */
export function enquiryValidator(kind: EnquiryKind): EnquiryValidator {
  let validator = validators.get(kind);
  if (validator === undefined) {
    validator = (values) => {
      const result = validateEnquiry(kind, shownValues(kind, values));
      if (result.ok) return {};
      const { [FORM_ERROR_FIELD]: formError, ...fields } = result.errors;
      return formError === undefined ? fields : { ...fields, [FORM_ERROR]: formError };
    };
    validators.set(kind, validator);
  }
  return validator;
}

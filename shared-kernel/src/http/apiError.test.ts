import { LANGUAGES } from '../domain/language.js';
import { textOf } from '../i18n/dictionaryTest.js';
import { COMMON_DICTIONARIES } from '../i18n/loaders.js';
import { API_ERROR_CODES, apiErrorBody, apiErrorCodeOf, apiErrorKey, INVALID_FIELD_KEY, isApiErrorBody, NETWORK_ERROR_KEY } from './apiError.js';
import { apiErrorSchema } from './apiErrorSchema.js';

describe('the api error body', () => {
  it('gives a general code its common key and English sentence, unless told more precisely', () => {
    expect(apiErrorBody('too_many_requests')).toEqual({
      error: 'too_many_requests',
      message: 'Too many requests from this address: please try again later.',
      key: 'apiErrors.tooManyRequests',
    });
    expect(apiErrorBody('not_found', 'Property 9 does not exist.')).toEqual({ error: 'not_found', message: 'Property 9 does not exist.', key: 'apiErrors.notFound' });
    expect(apiErrorBody('validation_failed', undefined, { key: 'errors.invalid', fields: { zip: 'errors.zipInvalid' } })).toMatchObject({
      key: 'errors.invalid',
      fields: { zip: 'errors.zipInvalid' },
    });
  });

  it("leaves a route's own code without a key unless it names one, and drops empty fields", () => {
    expect(apiErrorBody('not_recorded', 'No recording.', { fields: {} })).toEqual({ error: 'not_recorded', message: 'No recording.' });
    expect(apiErrorSchema.strict().safeParse(apiErrorBody('slot_full', 'Full.', { key: 'server.slotFull' })).success).toBe(true);
  });

  it('tells the error body from anything else without zod, as the schema does', () => {
    const bodies: unknown[] = [
      apiErrorBody('slot_full', 'Full.', { key: 'server.slotFull' }),
      apiErrorBody('validation_failed', undefined, { fields: { zip: 'errors.zipInvalid' } }),
      { error: 'not_found' },
      { error: 'x', message: 'y', fields: { zip: 3 } },
      { error: 'x', message: 'y', key: 4 },
      'Not found',
      null,
    ];
    expect(bodies.map(isApiErrorBody)).toEqual([true, true, false, false, false, false, false]);
    expect(bodies.map((body) => apiErrorSchema.safeParse(body).success)).toEqual(bodies.map(isApiErrorBody));
  });

  it('names the general code of a status, and its key', () => {
    expect([400, 401, 404, 413, 415, 429, 418, 500, 503, 599].map(apiErrorCodeOf)).toEqual([
      'bad_request',
      'unauthorized',
      'not_found',
      'payload_too_large',
      'unsupported_media_type',
      'too_many_requests',
      'bad_request',
      'internal_error',
      'service_unavailable',
      'internal_error',
    ]);
    expect(apiErrorKey('unsupported_media_type')).toBe('apiErrors.unsupportedMediaType');
  });
});

describe('the words of the general codes', () => {
  it.each(LANGUAGES)('are in the common dictionary in %s, one per code, the network and a refused field', async (language) => {
    const { default: dictionary } = await COMMON_DICTIONARIES[language]();
    const keys = [...API_ERROR_CODES.map(apiErrorKey), NETWORK_ERROR_KEY, INVALID_FIELD_KEY];
    expect(keys.filter((key) => textOf(dictionary, key) === undefined)).toEqual([]);
  });
});

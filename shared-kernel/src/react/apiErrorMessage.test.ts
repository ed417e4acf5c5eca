import { apiErrorKeys, apiErrorMessage } from './apiErrorMessage.js';
import { createI18n, registerDictionaries } from './i18n.js';

describe('what a failed api call says', () => {
  it("takes the api's own key and fields", () => {
    const data = { error: 'slot_full', message: 'This time is full.', key: 'server.slotFull', fields: { visitSlotId: 'server.slotFull' }, nextSlots: [] };
    expect(apiErrorKeys({ status: 409, data })).toEqual({ status: 409, code: 'slot_full', key: 'server.slotFull', fields: { visitSlotId: 'server.slotFull' }, body: data });
  });

  it("words a general code without a key by the code, whatever the message says", () => {
    expect(apiErrorKeys({ status: 429, data: { error: 'too_many_requests', message: 'Slow down' } }).key).toBe('apiErrors.tooManyRequests');
  });

  it('words an answer that is not the api’s by its status, and no answer as the network’s', () => {
    expect(apiErrorKeys({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad gateway</html>', error: 'SyntaxError' })).toMatchObject({
      status: 502,
      key: 'apiErrors.badGateway',
      fields: {},
    });
    expect(apiErrorKeys({ status: 413, data: null }).key).toBe('apiErrors.payloadTooLarge');
    expect(apiErrorKeys({ status: 418, data: null }).key).toBe('apiErrors.badRequest');
    expect(apiErrorKeys({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toMatchObject({ status: undefined, key: 'apiErrors.network' });
    expect(apiErrorKeys(new TypeError('Failed to fetch')).key).toBe('apiErrors.network');
    expect(apiErrorKeys(undefined).key).toBe('apiErrors.network');
  });

  it("translates in the remote's namespace, and a general key in common's from any namespace", async () => {
    registerDictionaries('forms', async () => ({ default: { server: { slotFull: 'Ce créneau est complet.' } } }));
    const i18n = await createI18n({ language: 'fr', namespaces: ['common', 'forms'] });
    const t = i18n.getFixedT('fr', 'forms');
    expect(apiErrorMessage({ status: 409, data: { error: 'slot_full', message: 'Full', key: 'server.slotFull' } }, t)).toBe('Ce créneau est complet.');
    expect(apiErrorMessage({ status: 429, data: { error: 'too_many_requests', message: 'Slow down', key: 'apiErrors.tooManyRequests' } }, t)).toBe(
      'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
    );
  });
});

import { ENQUIRY_KINDS, type EnquiryKind } from '../federation/contracts.js';
import { ENQUIRY_SCHEMAS, validateEnquiry } from './schemas.js';
import { needsCaptcha } from './enquiryFields.js';
import { THANK_YOU_PATHS, thankYouPathOf } from './thankYou.js';
import { ROUTE_TABLE } from '../routing/routeTable.js';
import { localizePath } from '../routing/paths.js';

const person = { title: 'Ms', firstName: 'Anne', lastName: 'Peeters', email: 'anne@example.be', phone: '02 512 34 56' };
const captcha = { captchaId: 'c1', captchaAnswer: 'x7Kp' };

/** One valid submission per form, as final-form hands it over (text from inputs). */
const VALID_VALUES: Record<EnquiryKind, Record<string, unknown>> = {
  contact: { ...person, remark: 'Is the flat still free?', ...captcha },
  visit: { ...person, contactTimeSlots: ['morning', 'evening'] },
  documents: { ...person },
  'send-to-friend': { firstName: 'Anne', lastName: 'Peeters', email: 'anne@example.be', friendEmail: 'bob@example.be', ...captcha },
  'demand-register': { ...person, goal: 'buy', propertyTypes: ['1', '3'], zones: ['brussels', '1050'], budgetMin: '200000', budgetMax: '350 000', bedrooms: '2' },
  'free-valuation': { ...person, valuationStreet: 'Rue Haute 1', valuationZip: '1000', valuationCity: 'Bruxelles', propertyType: '3', ...captcha },
  'purchase-offer': { ...person, street: 'Rue Haute 1', zip: '1000', city: 'Bruxelles', amount: '315000', advanceAccepted: true },
  'rental-application': {
    ...person,
    street: 'Rue Haute 1',
    zip: '1000',
    city: 'Bruxelles',
    startDate: '2027-02-01',
    minimumIncome: true,
    maximumPersons: true,
    descriptionRead: true,
    amountsAtSigning: true,
  },
  testimonial: { firstName: 'Anne', lastName: 'Peeters', email: 'anne@example.be', testimonial: 'Very helpful team.', ...captcha },
  newsletter: { email: 'anne@example.be', ...captcha },
  construction: { ...person },
  job: { ...person, remark: 'I sold houses for ten years.', cv: '0b1c7f7e-8a55-4d43-9f1a-2f7f0d3c9a11', ...captcha },
};

describe.each(ENQUIRY_KINDS)('the %s form', (kind) => {
  it('accepts a complete submission', () => {
    expect(validateEnquiry(kind, VALID_VALUES[kind])).toMatchObject({ ok: true });
  });

  it('reports every required field of an empty form with a message key (mf-forms words each one)', () => {
    const result = validateEnquiry(kind, {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).length).toBeGreaterThan(0);
    for (const key of Object.values(result.errors)) expect(key).toMatch(/^errors\./);
  });

  it('has a thank-you page', () => {
    expect(ROUTE_TABLE.some((route) => route.original === THANK_YOU_PATHS[kind] && route.kind === 'feedback')).toBe(true);
    const [dutchPath, offer] = thankYouPathOf(kind, 'nl').split('?');
    expect(dutchPath).toBe(localizePath(THANK_YOU_PATHS[kind], 'nl'));
    // A tenant is offered the properties for rent, everyone else those for sale.
    expect(offer).toBe(kind === 'rental-application' ? 'offer=rent' : undefined);
  });

  it('keeps blank text from passing for a required field', () => {
    const values = { ...VALID_VALUES[kind], email: '   ' };
    expect(validateEnquiry(kind, values)).toMatchObject({ ok: false, errors: { email: expect.stringMatching(/^errors\./) } });
  });
});

describe('the messages of spec §5', () => {
  it('names the city field of an offer', () => {
    const result = validateEnquiry('purchase-offer', { ...VALID_VALUES['purchase-offer'], city: '' });
    expect(result).toEqual({ ok: false, errors: { city: 'errors.city' } });
  });

  it.each<[string, EnquiryKind, Record<string, unknown>, Record<string, string>]>([
    ['an invalid e-mail', 'contact', { email: 'anne@' }, { email: 'errors.emailInvalid' }],
    ['a friend e-mail missing', 'send-to-friend', { friendEmail: undefined }, { friendEmail: 'errors.friendEmail' }],
    ['a line break in an e-mail (header injection)', 'contact', { email: 'a@b.be\r\nBcc: x@y.z' }, { email: 'errors.emailInvalid' }],
    ['no property type', 'demand-register', { propertyTypes: [] }, { propertyTypes: 'errors.propertyTypes' }],
    ['no zone', 'demand-register', { zones: [] }, { zones: 'errors.zones' }],
    ['a budget range upside down', 'demand-register', { budgetMin: '400000', budgetMax: '100000' }, { budgetMax: 'errors.budgetRange' }],
    ['an incomplete start date', 'rental-application', { startDate: '2027-02' }, { startDate: 'errors.startDate' }],
    ['an impossible start date', 'rental-application', { startDate: '2027-02-30' }, { startDate: 'errors.startDate' }],
    ['an end date before the start', 'rental-application', { endDate: '2027-01-01' }, { endDate: 'errors.endDate' }],
    ['a statement not confirmed', 'rental-application', { descriptionRead: false }, { descriptionRead: 'errors.statements.descriptionRead' }],
    ['the advance not accepted', 'purchase-offer', { advanceAccepted: undefined }, { advanceAccepted: 'errors.advance' }],
    ['an amount in words', 'purchase-offer', { amount: 'lots' }, { amount: 'errors.amount' }],
    ['no captcha answer', 'contact', { captchaAnswer: '' }, { captchaAnswer: 'errors.captcha' }],
    ['no time slot', 'visit', { contactTimeSlots: [] }, { contactTimeSlots: 'errors.timeSlots' }],
    ['no valuation city', 'free-valuation', { valuationCity: ' ' }, { valuationCity: 'errors.city' }],
    ['no valuation street', 'free-valuation', { valuationStreet: '' }, { valuationStreet: 'errors.valuationAddress' }],
    ['no valuation postcode', 'free-valuation', { valuationZip: '' }, { valuationZip: 'errors.valuationZip' }],
    ['a CV id that is not one', 'job', { cv: '../../etc/passwd' }, { cv: 'errors.cv' }],
    ['a title outside the list', 'contact', { title: 'Dr' }, { title: 'errors.title' }],
  ])('reports %s', (_name, kind, change, errors) => {
    expect(validateEnquiry(kind, { ...VALID_VALUES[kind], ...change })).toEqual({ ok: false, errors });
  });

  it('takes a form with no title, or the neutral choice (an empty value), as no title at all', () => {
    const { title: _title, ...untitled } = person;
    for (const values of [untitled, { ...person, title: '' }]) {
      const result = validateEnquiry('documents', values);
      expect(result).toMatchObject({ ok: true });
      expect(result.ok ? result.values.title : 'refused').toBeUndefined();
    }
  });

  it('still reads "Miss", which no form offers any more, from a page opened before', () => {
    expect(validateEnquiry('documents', { ...person, title: 'Miss' })).toMatchObject({ ok: true, values: { title: 'Miss' } });
  });

  describe('a visit', () => {
    const slot = '5b0f3c1e-2d4a-4c8e-9f10-3a2b1c0d9e8f';
    it('booked in a slot needs no call-back times', () => {
      expect(validateEnquiry('visit', { ...person, visitSlotId: slot })).toMatchObject({ ok: true, values: { visitSlotId: slot } });
    });
    it('with "none of these times" needs the call-back times, said with the other missing fields', () => {
      expect(validateEnquiry('visit', { ...person, visitSlotId: '' })).toEqual({ ok: false, errors: { contactTimeSlots: 'errors.timeSlots' } });
      expect(validateEnquiry('visit', { visitSlotId: '' })).toMatchObject({ ok: false, errors: { email: 'errors.email', contactTimeSlots: 'errors.timeSlots' } });
    });
    it('refuses a slot id that is not one', () => {
      expect(validateEnquiry('visit', { ...person, visitSlotId: "1' or 1=1" })).toEqual({ ok: false, errors: { visitSlotId: 'errors.visitSlot' } });
    });
  });

  it('turns typed amounts into numbers', () => {
    expect(validateEnquiry('demand-register', VALID_VALUES['demand-register'])).toMatchObject({
      ok: true,
      values: { budgetMin: 200000, budgetMax: 350000, bedrooms: 2 },
    });
  });

  it('asks a captcha only on forms open to anyone', () => {
    expect(ENQUIRY_KINDS.filter(needsCaptcha)).toEqual(['contact', 'send-to-friend', 'free-valuation', 'testimonial', 'newsletter', 'job']);
    expect(Object.keys(ENQUIRY_SCHEMAS)).toEqual([...ENQUIRY_KINDS]);
  });

  it('reports a body that is no object at all', () => {
    expect(validateEnquiry('contact', 'hello')).toEqual({ ok: false, errors: { _form: 'errors.invalid' } });
  });
});

import { enquiryValuesFromPost } from './postedForm.js';
import { validateEnquiry } from './schemas.js';

describe('enquiryValuesFromPost', () => {
  it('reads a form posted without scripts as final-form holds it: lists, ticked boxes, and no empty inputs', () => {
    const posted = new URLSearchParams([
      ['title', 'Ms'],
      ['firstName', 'Anne'],
      ['lastName', ''],
      ['propertyTypes', '1'],
      ['propertyTypes', '3'],
      ['zones', 'brussels'],
      ['goal', 'buy'],
      ['budgetMin', ''],
      ['form', 'demand-register'],
      ['website', 'a bot'],
    ]);
    expect(enquiryValuesFromPost('demand-register', posted)).toEqual({ title: 'Ms', firstName: 'Anne', propertyTypes: ['1', '3'], zones: ['brussels'], goal: 'buy' });
  });

  it('a ticked confirmation is true, whatever the checkbox sends, and the schema takes it', () => {
    const posted = new URLSearchParams({ title: 'Ms', firstName: 'Anne', lastName: 'Peeters', email: 'anne@example.be', phone: '02 512 34 56' });
    for (const [field, value] of Object.entries({ street: 'Rue Haute 1', zip: '1000', city: 'Bruxelles', amount: '300000', advanceAccepted: 'on' })) posted.set(field, value);
    const values = enquiryValuesFromPost('purchase-offer', posted);
    expect(values.advanceAccepted).toBe(true);
    expect(validateEnquiry('purchase-offer', values).ok).toBe(true);
  });
});

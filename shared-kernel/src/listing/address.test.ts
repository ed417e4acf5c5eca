import { addressLines } from './address.js';

const address = { PublishAddress: true, Street: 'Avenue Louise', HouseNumber: '231', BoxNr: '4', Zip: '1050', City: 'Ixelles' };

describe('addressLines', () => {
  it('shows street, number and box when the address is published', () => {
    expect(addressLines(address)).toEqual(['Avenue Louise 231 bte 4', '1050 Ixelles']);
    expect(addressLines({ ...address, BoxNr: '' })).toEqual(['Avenue Louise 231', '1050 Ixelles']);
  });

  it('names the box in the language of the page', () => {
    expect(addressLines(address, 'nl')).toEqual(['Avenue Louise 231 bus 4', '1050 Elsene']);
    expect(addressLines(address, 'en')).toEqual(['Avenue Louise 231 box 4', '1050 Ixelles']);
    expect(addressLines(address, 'de')).toEqual(['Avenue Louise 231 Bfk. 4', '1050 Ixelles']);
  });

  it('shows only zip and city otherwise', () => {
    expect(addressLines({ ...address, PublishAddress: false })).toEqual(['1050 Ixelles']);
  });

  it('does not repeat a town the zip already names, in either language', () => {
    expect(addressLines({ ...address, PublishAddress: false, Zip: '1050 Ixelles' })).toEqual(['1050 Ixelles']);
    expect(addressLines({ ...address, PublishAddress: false, Zip: '1000 Brussel', City: 'Bruxelles' }, 'fr')).toEqual(['1000 Bruxelles']);
    expect(addressLines({ ...address, PublishAddress: false, Zip: '1000 Brussel', City: 'Bruxelles' }, 'nl')).toEqual(['1000 Brussel']);
  });
});

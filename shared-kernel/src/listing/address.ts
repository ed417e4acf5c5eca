export interface AddressSource {
  PublishAddress: boolean;
  Street: string;
  HouseNumber: string;
  BoxNr: string;
  Zip: string;
  City: string;
}

/**
 * The address as shown: street, number and box only when the agency publishes the address
 * (spec §3 PublishAddress), then the zip and city. A zip that already names its town
 * ('1050 Ixelles') is not followed by the city again.
 */
export function addressLines(address: AddressSource, boxLabel = 'bte'): string[] {
  const place = address.Zip.toLowerCase().includes(address.City.toLowerCase()) ? address.Zip : `${address.Zip} ${address.City}`.trim();
  if (!address.PublishAddress || address.Street.trim() === '') return [place];
  const street = [address.Street, address.HouseNumber].map((part) => part.trim()).filter(Boolean).join(' ');
  const box = address.BoxNr.trim() ? ` ${boxLabel} ${address.BoxNr.trim()}` : '';
  return [`${street}${box}`, place];
}

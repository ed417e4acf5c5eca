import type { Language } from 'shared-kernel';
import { leadContactOf, type CrmLead } from '../leads.js';
import type { WhiseContact } from './client.js';

/** The site's languages as Whise's cultures (its `LanguageId`). */
const CULTURES: Record<Language, string> = { fr: 'fr-BE', nl: 'nl-BE', en: 'en-GB', de: 'de-DE' };

/** The site's types to Whise's categories (Enums\Category), for a search's criteria. */
const CATEGORIES: Record<string, number> = { '1': 1, '2': 2, '3': 2, '4': 3, '5': 5, '6': 4, '7': 7 };

/**
 * A lead as Whise's `POST v1/contacts/create` takes it: name, e-mail, phone, the message as its
 * comments, its language, the estate it is about (`EstateIds`, so Whise files it under the estate)
 * and the office; a search's preferences as its search criteria (purpose, categories, budget,
 * bedrooms, postal codes).
 */
export function whiseContactOf(lead: CrmLead, estateId: number | undefined, officeId: number | undefined, aboutSiteProperty: string | undefined): WhiseContact {
  const { email, firstName, lastName, phone, message, preferences } = leadContactOf(lead, aboutSiteProperty);
  const contact: WhiseContact = {
    PrivateEmail: email,
    LanguageId: CULTURES[lead.language],
    ...(firstName === undefined ? {} : { FirstName: firstName }),
    ...(lastName === undefined ? {} : { Name: lastName }),
    ...(phone === undefined ? {} : { PrivateTelephone: phone }),
    ...(message === '' ? {} : { Comments: message }),
    ...(estateId === undefined ? {} : { EstateIds: [estateId] }),
    ...(officeId === undefined ? {} : { OfficeIds: [officeId] }),
  };
  if (preferences === undefined) return contact;
  const categories = [...new Set(preferences.webIds.map((webId) => CATEGORIES[webId]).filter((category) => category !== undefined))];
  return {
    ...contact,
    SearchCriteria: [
      {
        ...(preferences.goal === 'buy' ? { PurposeId: 1 } : preferences.goal === 'rent' ? { PurposeId: 2 } : {}),
        ...(categories.length === 0 ? {} : { CategoryIds: categories }),
        ...(preferences.minPrice === undefined ? {} : { PriceMin: preferences.minPrice }),
        ...(preferences.maxPrice === undefined ? {} : { PriceMax: preferences.maxPrice }),
        ...(preferences.minRooms === undefined ? {} : { MinRooms: preferences.minRooms }),
        ...(preferences.postalCodes.length === 0 ? {} : { ZipCodes: preferences.postalCodes }),
      },
    ],
  };
}

import { z } from 'zod';

// Whise's estate as `POST v1/estates/list` answers it (`{ estates: [...], totalCount }`, the
// public client fw4-bvba/whise-api reads `estates` and `totalCount`): camel-cased fields, ids of
// Whise's lists as `{ id }` objects (Purpose, PurposeStatus, Category, SubCategory, Status,
// Country), texts per language as `[{ languageId: 'fr-BE', content }]`, and the fields Whise keeps
// no column for in `details[]` (`{ id, group, label, type, value }`). Only what the site maps is
// read; every field may be null or missing, as agents leave fields empty.

const maybe = <T extends z.ZodType>(schema: T) => schema.nullish();

const listItem = z.object({ id: z.number().int() });

/** A text per language: Whise's language ids are cultures (`fr-BE`, `nl-BE`, `en-GB`, `de-DE`). */
const translated = z.array(z.object({ languageId: z.string(), content: maybe(z.string()) }));

const picture = z.object({
  id: z.number().int(),
  order: maybe(z.number()),
  urlSmall: maybe(z.string()),
  urlLarge: maybe(z.string()),
  urlXXL: maybe(z.string()),
});

const document = z.object({
  id: z.number().int(),
  name: maybe(z.string()),
  url: z.string(),
});

const representative = z.object({
  id: maybe(z.number()),
  name: maybe(z.string()),
  firstName: maybe(z.string()),
  email: maybe(z.string()),
  phone: maybe(z.string()),
  mobile: maybe(z.string()),
});

const detail = z.object({
  id: z.number().int(),
  group: maybe(z.string()),
  label: maybe(z.string()),
  type: maybe(z.string()),
  value: maybe(z.union([z.string(), z.number(), z.boolean()])),
});

export const whiseEstateSchema = z.object({
  id: z.number().int().positive(),
  referenceNumber: maybe(z.string()),
  name: maybe(z.string()),
  purpose: maybe(listItem),
  purposeStatus: maybe(listItem),
  category: maybe(listItem),
  subCategory: maybe(listItem),
  status: maybe(listItem),
  displayStatusId: maybe(z.number()),
  /** The estate of a project (Whise's estate group) this one is a unit of. */
  parentId: maybe(z.number()),
  price: maybe(z.number()),
  currency: maybe(z.string()),
  displayPrice: maybe(z.boolean()),
  displayAddress: maybe(z.boolean()),
  address: maybe(z.string()),
  number: maybe(z.string()),
  box: maybe(z.string()),
  zip: maybe(z.string()),
  city: maybe(z.string()),
  country: maybe(listItem),
  rooms: maybe(z.number()),
  bathRooms: maybe(z.number()),
  floors: maybe(z.number()),
  area: maybe(z.number()),
  groundArea: maybe(z.number()),
  gardenArea: maybe(z.number()),
  energyValue: maybe(z.number()),
  energyClass: maybe(z.string()),
  cadastralIncome: maybe(z.number()),
  shortDescription: maybe(translated),
  sms: maybe(translated),
  pictures: maybe(z.array(picture)),
  documents: maybe(z.array(document)),
  representatives: maybe(z.array(representative)),
  details: maybe(z.array(detail)),
  createDateTime: maybe(z.string()),
  updateDateTime: maybe(z.string()),
});

export type WhiseEstate = z.infer<typeof whiseEstateSchema>;
export type WhisePicture = z.infer<typeof picture>;
export type WhiseTranslated = z.infer<typeof translated>;

/** What a poll reads of each estate of a page: which one, and when Whise last changed it. */
export const whiseEstateStampSchema = z.object({ id: z.number().int().positive(), updateDateTime: maybe(z.string()) });

/** A page of `POST v1/estates/list`; Whise leaves `estates` out when the page is empty. */
export const whiseEstatePageSchema = z.object({ estates: maybe(z.array(z.unknown())), totalCount: maybe(z.number()) });

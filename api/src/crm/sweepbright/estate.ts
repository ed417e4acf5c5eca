import { z } from 'zod';

// The SweepBright Website API's estate (`GET estates/{id}`), as its public client records it
// (fw4-bvba/sweepbright-api, tests/responses/GetEstate.json). Only what the site maps is read;
// every field may be null or missing, as the CRM leaves fields empty that agents never filled.

const maybe = <T extends z.ZodType>(schema: T) => schema.nullish();

/** A text per language: `{ "en": "…", "fr": "…" }`. */
const translated = z.record(z.string(), z.string().nullable());

const file = z.object({
  id: z.string(),
  filename: maybe(z.string()),
  description: maybe(z.union([z.string(), translated])),
  url: z.string(),
  url_expires_on: maybe(z.string()),
  ordinal: maybe(z.number()),
});

const size = z.object({ size: maybe(z.number()), unit: maybe(z.string()) });

const person = z.object({
  id: maybe(z.string()),
  first_name: maybe(z.string()),
  last_name: maybe(z.string()),
  email: maybe(z.string()),
  phone: maybe(z.string()),
  locale: maybe(z.string()),
});

const yearOf = maybe(z.union([z.object({ year: maybe(z.number()) }), z.number()]));

const baseEstate = z.object({
  id: z.string().min(1),
  is_project: maybe(z.boolean()),
  project_id: maybe(z.string()),
  type: maybe(z.string()),
  sub_type: maybe(z.string()),
  negotiation: maybe(z.string()),
  rent_period: maybe(z.string()),
  status: maybe(z.string()),
  publish_status: maybe(z.string()),
  images: maybe(z.array(file)),
  documents: maybe(z.array(file)),
  bedrooms: maybe(z.number()),
  bathrooms: maybe(z.number()),
  toilets: maybe(z.number()),
  floors: maybe(z.number()),
  kitchens: maybe(z.number()),
  living_rooms: maybe(z.number()),
  sizes: maybe(z.record(z.string(), maybe(size))),
  features: maybe(z.record(z.string(), maybe(z.record(z.string(), maybe(z.boolean()))))),
  amenities: maybe(z.array(z.string())),
  building: maybe(z.object({ renovation: yearOf, construction: yearOf })),
  epc_value: maybe(z.number()),
  epc_category: maybe(z.string()),
  epc_reference: maybe(z.string()),
  description_title: maybe(translated),
  description: maybe(translated),
  video_url: maybe(z.string()),
  virtual_tour_url: maybe(z.string()),
  cadastral_income: maybe(z.number()),
  terrace_orientation: maybe(z.string()),
  garden_orientation: maybe(z.string()),
  general_condition: maybe(z.string()),
  location: maybe(
    z.object({
      street: maybe(z.string()),
      number: maybe(z.string()),
      box: maybe(z.string()),
      city: maybe(z.string()),
      postal_code: maybe(z.string()),
      country: maybe(z.string()),
      hidden: maybe(z.boolean()),
      geo: maybe(z.object({ latitude: maybe(z.number()), longitude: maybe(z.number()) })),
    }),
  ),
  price: maybe(z.object({ amount: maybe(z.number()), currency: maybe(z.string()), hidden: maybe(z.boolean()) })),
  negotiator: maybe(person),
  open_homes: maybe(z.array(z.object({ id: maybe(z.string()), start: z.string(), end: z.string() }))),
  occupancy: maybe(z.object({ available_from: maybe(z.string()) })),
  vendors: maybe(z.array(person)),
  settings: maybe(z.object({ reference: maybe(z.string()) })),
  created_at: maybe(z.string()),
  updated_at: maybe(z.string()),
});

export type SweepBrightUnit = z.infer<typeof baseEstate>;

/** An estate; a project carries its units in `properties[]`. */
export const sweepBrightEstateSchema = baseEstate.extend({ properties: maybe(z.array(baseEstate)) });

export type SweepBrightEstate = z.infer<typeof sweepBrightEstateSchema>;
export type SweepBrightFile = z.infer<typeof file>;
export type SweepBrightPerson = z.infer<typeof person>;

/** The webhook's body: a hint that an estate changed, fetched again before anything changes. */
export const sweepBrightWebhookSchema = z.object({
  event: z.enum(['estate-added', 'estate-updated', 'estate-deleted']),
  estate_id: z.string().min(1).max(100),
});

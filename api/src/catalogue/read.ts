import { readPropertyHistory } from '../alerts/history.js';
import {
  cityInLanguage,
  cityNames,
  localizedText,
  OFF_MARKET_MARQUEES,
  postcodeOf,
  type CityEntry,
  type Goal,
  type Language,
  type LocalizedText,
  type Marquee,
  type PropertySummary,
  type PropertyType,
  type Zone,
} from 'shared-kernel';
import type { Queryable } from '../db/database.js';
import type { StoredProjectDetail, StoredPropertyDetail } from './rows.js';
import type {
  DocumentView,
  ListingLoad,
  PhotoView,
  ProjectDetailView,
  ProjectListItem,
  PropertyCard,
  PropertyDetailView,
  PropertyMapPointsAnswer,
  PropertyMapQuery,
  PropertyPage,
  PropertyQuery,
  PropertySort,
} from './schemas.js';

/** The language an answer is written in, and the one a text missing in it falls back to. */
export interface Reading {
  lang: Language;
  fallback: Language;
}

const text = (value: LocalizedText | null | undefined, { lang, fallback }: Reading) => localizedText(value, lang, fallback);

// Spec §9: listing thumbnails are 200 wide; the photos are 3:2, and w=500 is the 400 px variant,
// sharp on a 2x screen.
export const thumbnail = (imageId: string) => `/api/images/${imageId}?w=500`;
const THUMBNAIL_WIDTH = 200;
const THUMBNAIL_HEIGHT = 133;

/** An address not to be published keeps its commune: a point rounded to about a kilometre. */
const located = (published: boolean, degrees: number) => (published ? degrees : Math.round(degrees * 100) / 100);

interface TypeRow {
  web_id: number;
  show_order: number;
  sale: boolean;
  rent: boolean;
  names: LocalizedText;
}

async function readTypes(db: Queryable): Promise<TypeRow[]> {
  return db.query<TypeRow>('select web_id, show_order, sale, rent, names from property_types order by show_order, web_id');
}

const typeName = (types: readonly TypeRow[], webId: number, reading: Reading) =>
  text(types.find((type) => type.web_id === webId)?.names, reading);

interface CardRow {
  id: number;
  goal: Goal;
  city: string;
  zip: string;
  web_id: number;
  web_ids: number[];
  title: LocalizedText;
  record_file: string;
  project_id: number | null;
  marquee: Marquee;
  publish_price: boolean;
  price: number;
  price_unit: number | null;
  publish_address: boolean;
  bedrooms: number | null;
  surface_living: number | null;
  latitude: number;
  longitude: number;
  created_at: Date;
  price_dropped_at: Date | null;
  cover: string | null;
}

const CARD_COLUMNS = `p.id, p.goal, p.city, p.zip, p.web_id, p.web_ids, p.texts -> 'Title' as title, p.record_file,
  p.project_id, p.marquee, p.publish_price, p.price, p.price_unit, p.publish_address, p.bedrooms, p.surface_living,
  p.latitude, p.longitude, p.created_at,
  (select case when e.new_price < e.old_price then e.occurred_at end from property_events e
    where e.property_id = p.id and e.kind = 'price' order by e.occurred_at desc, e.id desc limit 1) as price_dropped_at,
  (select ph.image_id from property_photos ph where ph.property_id = p.id order by ph.sort_order limit 1) as cover`;

function toSummary(row: CardRow, types: readonly TypeRow[], reading: Reading): PropertySummary {
  const headline = text(row.title, reading);
  return {
    ID: row.id,
    Goal: row.goal,
    City: cityInLanguage(row.city, row.zip, reading.lang),
    Zip: row.zip,
    TypeDescription: headline,
    WebID: row.web_id,
    WebIDs: row.web_ids.join(','),
    MainTypeName: typeName(types, row.web_id, reading),
    language: reading.lang,
    RecordFile: row.record_file,
    ...(row.project_id === null ? {} : { ProjectID: row.project_id }),
    Marquee: row.marquee,
    ...(row.cover === null
      ? {}
      : {
          SmallPictureItem: {
            Url: thumbnail(row.cover),
            Width: THUMBNAIL_WIDTH,
            Height: THUMBNAIL_HEIGHT,
            ID: row.id,
            Name: headline,
          },
        }),
  };
}

function toCard(row: CardRow, types: readonly TypeRow[], reading: Reading): PropertyCard {
  return {
    ...toSummary(row, types, reading),
    PublishPrice: row.publish_price,
    // A price on demand is not published: the answer does not carry it either.
    Price: row.publish_price ? row.price : 0,
    PriceUnit: row.price_unit,
    PublishAddress: row.publish_address,
    ...(row.bedrooms === null ? {} : { Bedrooms: row.bedrooms }),
    ...(row.surface_living === null ? {} : { SurfaceLiving: row.surface_living }),
    Latitude: located(row.publish_address, row.latitude),
    Longitude: located(row.publish_address, row.longitude),
    CreatedAt: row.created_at.toISOString(),
    ...(row.price_dropped_at === null ? {} : { PriceDroppedAt: row.price_dropped_at.toISOString() }),
  };
}

/** Spec §7: the one load behind the listings and the home search, in one language. */
export async function readListingData(db: Queryable, reading: Reading): Promise<ListingLoad> {
  const types = await readTypes(db);
  const rows = await db.query<CardRow>(`select ${CARD_COLUMNS} from properties p order by p.created_at desc, p.id desc`);
  const cities = await db.query<{ city: string; postcode: string; country_id: number; country_name: string; sale: number; rent: number }>(
    `select city, postcode, country_id, min(country_name) as country_name,
       (count(*) filter (where not for_rent))::int as sale, (count(*) filter (where for_rent))::int as rent
     from properties group by city, postcode, country_id`,
  );
  const typeCounts = await db.query<{ web_id: number; sale: number; rent: number }>(
    `select t.web_id, (count(*) filter (where not p.for_rent))::int as sale, (count(*) filter (where p.for_rent))::int as rent
     from properties p cross join unnest(p.web_ids) as t(web_id) group by t.web_id`,
  );
  const neighbourhoods = await db.query<{ id: number; name: LocalizedText }>('select id, name from neighbourhoods order by id');

  // One entry per commune, named in the answer's language: rows imported before the catalogue kept
  // one name per commune may still carry the other one, and they are the same place.
  const places = new Map<string, (typeof cities)[number]>();
  for (const city of cities) {
    const name = cityInLanguage(city.city, city.postcode, reading.lang);
    const key = `${name}|${city.postcode}|${city.country_id}`;
    const same = places.get(key);
    if (same === undefined) places.set(key, { ...city, city: name });
    else places.set(key, { ...same, sale: same.sale + city.sale, rent: same.rent + city.rent });
  }
  const collator = new Intl.Collator(reading.lang);
  const sorted = [...places.values()].sort((a, b) => collator.compare(a.city, b.city) || a.postcode.localeCompare(b.postcode));
  const entries = (count: (city: (typeof cities)[number]) => number): CityEntry[] =>
    sorted
      .filter((city) => count(city) > 0)
      .map((city) => ({
        Name: city.city,
        Zip: city.postcode,
        CountryID: city.country_id,
        CountryName: city.country_name,
        PropertyCount: count(city),
        language: reading.lang,
      }));

  return {
    properties: rows.map((row) => toSummary(row, types, reading)),
    projects: await readProjectList(db, reading),
    webIDs: types.map(
      (type): PropertyType => ({
        ID: type.web_id,
        WebID: type.web_id,
        Name: text(type.names, reading),
        ShowOrder: type.show_order,
        Sale: type.sale,
        Rent: type.rent,
        language: reading.lang,
        SaleCount: typeCounts.find((count) => count.web_id === type.web_id)?.sale ?? 0,
        RentCount: typeCounts.find((count) => count.web_id === type.web_id)?.rent ?? 0,
      }),
    ),
    citys: entries((city) => city.sale + city.rent),
    citysSale: entries((city) => city.sale),
    citysRent: entries((city) => city.rent),
    neighbourhoods: neighbourhoods.map((row) => ({ ID: row.id, Name: text(row.name, reading) })),
  };
}

// Each order as the indexes of migration 0002 hold it; the id settles ties, so pages never overlap.
const ORDER_BY: Record<PropertySort, string> = {
  price_asc: 'p.listed_price asc nulls last, p.id asc',
  price_desc: 'p.listed_price desc nulls last, p.id desc',
  date_desc: 'p.created_at desc, p.id desc',
  surface_desc: 'p.surface_living desc nulls last, p.id desc',
};

/**
 * The point of a property (table alias `alias`) that a drawn zone searches: the one the visitor sees.
 * An address not to publish is searched at its rounded point (as `located` rounds it), so small
 * zones cannot find where it lies more closely than its marker.
 */
export function searchedPointSql(alias: string): { longitude: string; latitude: string } {
  const rounded = (column: string) => `(case when ${alias}.publish_address then ${alias}.${column} else round(${alias}.${column}::numeric, 2)::float8 end)`;
  return { longitude: rounded('longitude'), latitude: rounded('latitude') };
}

/** A zone as PostgreSQL's polygon text, '((x1,y1),…)', longitude as x. */
function polygonText(zone: Zone): string {
  return `(${zone.map(([longitude, latitude]) => `(${longitude},${latitude})`).join(',')})`;
}

/** The SQL `where` of the list's filters, with its parameters. */
function filterOf(query: PropertyMapQuery & { ids?: number[] | undefined }): { filter: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const where = (condition: (param: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (query.goal !== undefined) where((param) => `p.for_rent = ${param}`, query.goal !== 0);
  if (query.city !== undefined) {
    where((param) => `p.postcode = ${param}`, postcodeOf(query.city.zip));
    // A commune is asked for by its name in any language ('Elsene' from a Dutch link, 'Ixelles').
    where((param) => `p.city_key = any(${param}::text[])`, cityNames(query.city.name, query.city.zip).map((name) => name.toLowerCase()));
  }
  if (query.type !== undefined) where((param) => `p.web_ids @> array[${param}::smallint]`, query.type);
  if (query.priceMin !== undefined) where((param) => `p.listed_price >= ${param}`, query.priceMin);
  if (query.priceMax !== undefined) where((param) => `p.listed_price <= ${param}`, query.priceMax);
  if (query.bedroomsMin !== undefined) where((param) => `p.bedrooms >= ${param}`, query.bedroomsMin);
  if (query.bedroomsMax !== undefined) where((param) => `p.bedrooms <= ${param}`, query.bedroomsMax);
  if (query.ids !== undefined) where((param) => `p.id = any(${param}::int[])`, query.ids);
  if (query.zone !== undefined) {
    const { longitude, latitude } = searchedPointSql('p');
    where((param) => `${param}::polygon @> point(${longitude}, ${latitude})`, polygonText(query.zone));
  }
  return { filter: conditions.length === 0 ? '' : `where ${conditions.join(' and ')}`, params };
}

/** The paged, filtered, sorted property list. */
export async function readPropertyPage(db: Queryable, query: PropertyQuery, reading: Reading): Promise<PropertyPage> {
  const { filter, params } = filterOf(query);

  const [counted] = await db.query<{ total: number; off_market: number }>(
    `select count(*)::int as total, (count(*) filter (where p.marquee = any($${params.length + 1}::smallint[])))::int as off_market
     from properties p ${filter}`,
    [...params, OFF_MARKET_MARQUEES],
  );
  const total = counted?.total ?? 0;
  const rows =
    total === 0
      ? []
      : await db.query<CardRow>(
          `select ${CARD_COLUMNS} from properties p ${filter} order by ${ORDER_BY[query.sort]}
           limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
          params,
        );
  const types = await readTypes(db);
  return {
    items: rows.map((row) => toCard(row, types, reading)),
    total,
    offMarket: counted?.off_market ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(total / query.pageSize),
  };
}

/**
 * Every property the filters match, as map markers: a few numbers each, so the map of a whole
 * result (10,000 properties included) costs a fraction of the cards it stands for.
 */
export async function readMapPoints(db: Queryable, query: PropertyMapQuery): Promise<PropertyMapPointsAnswer> {
  const { filter, params } = filterOf(query);
  const rows = await db.query<{
    id: number;
    goal: Goal;
    marquee: Marquee;
    publish_price: boolean;
    price: number;
    price_unit: number | null;
    publish_address: boolean;
    latitude: number;
    longitude: number;
  }>(
    `select p.id, p.goal, p.marquee, p.publish_price, p.price, p.price_unit, p.publish_address, p.latitude, p.longitude
     from properties p ${filter} order by p.id`,
    params,
  );
  return {
    total: rows.length,
    points: rows.map((row) => ({
      ID: row.id,
      Goal: row.goal,
      Marquee: row.marquee,
      PublishPrice: row.publish_price,
      Price: row.publish_price ? row.price : 0,
      PriceUnit: row.price_unit,
      Latitude: located(row.publish_address, row.latitude),
      Longitude: located(row.publish_address, row.longitude),
    })),
  };
}

async function readPhotos(db: Queryable, owner: 'property' | 'project', id: number, reading: Reading): Promise<PhotoView[]> {
  const rows = await db.query<{ image_id: string; sort_order: number; caption: LocalizedText | null }>(
    `select image_id, sort_order, caption from ${owner}_photos where ${owner}_id = $1 order by sort_order`,
    [id],
  );
  return rows.map((row) => ({
    ImageID: row.image_id,
    Url: `/api/images/${row.image_id}`,
    Order: row.sort_order,
    Caption: text(row.caption, reading),
  }));
}

async function readDocuments(db: Queryable, owner: 'property' | 'project', id: number, reading: Reading): Promise<DocumentView[]> {
  const rows = await db.query<{ id: number; name: LocalizedText; url: string; mime_type: string }>(
    `select id, name, url, mime_type from ${owner}_documents where ${owner}_id = $1 order by position`,
    [id],
  );
  return rows.map((row) => ({ ID: row.id, Name: text(row.name, reading), Url: row.url, MimeType: row.mime_type }));
}

interface PropertyDetailRow extends CardRow {
  description: LocalizedText;
  detail: StoredPropertyDetail;
  country_id: number;
  country_name: string;
  virtual_tour_url: string | null;
  video_urls: string[];
  updated_at: Date;
}

/** A property with everything its page shows, or null when there is none with this id. */
export async function readPropertyDetail(db: Queryable, id: number, reading: Reading): Promise<PropertyDetailView | null> {
  const [row] = await db.query<PropertyDetailRow>(
    `select ${CARD_COLUMNS}, p.texts -> 'Description' as description, p.detail, p.country_id, p.country_name,
       p.virtual_tour_url, p.video_urls, p.updated_at
     from properties p where p.id = $1`,
    [id],
  );
  if (row === undefined) return null;
  const types = await readTypes(db);
  const [project] =
    row.project_id === null
      ? []
      : await db.query<{ id: number; city: string; zip: string; name: LocalizedText }>(
          `select id, city, zip, texts -> 'Name' as name from projects where id = $1`,
          [row.project_id],
        );
  const published = row.publish_address;
  return {
    ...row.detail,
    ...toCard(row, types, reading),
    Street: published ? row.detail.Street : '',
    HouseNumber: published ? row.detail.HouseNumber : '',
    BoxNr: published ? row.detail.BoxNr : '',
    CountryID: row.country_id,
    CountryName: row.country_name,
    Description: text(row.description, reading),
    Photos: await readPhotos(db, 'property', row.id, reading),
    Documents: await readDocuments(db, 'property', row.id, reading),
    ...(row.virtual_tour_url === null ? {} : { VirtualTourUrl: row.virtual_tour_url }),
    VideoUrls: row.video_urls,
    UpdatedAt: row.updated_at.toISOString(),
    ...(project === undefined ? {} : { Project: { ID: project.id, Name: text(project.name, reading), City: cityInLanguage(project.city, project.zip, reading.lang) } }),
    History: await readPropertyHistory(db, row.id),
  };
}

interface ProjectRow {
  id: number;
  goal: Goal;
  city: string;
  zip: string;
  project_web_id: number;
  name: LocalizedText;
  cover: string | null;
}

const PROJECT_COLUMNS = `pr.id, pr.goal, pr.city, pr.zip, pr.project_web_id, pr.texts -> 'Name' as name,
  (select ph.image_id from project_photos ph where ph.project_id = pr.id order by ph.sort_order limit 1) as cover`;

/** What a project's summary needs of each of its units. */
interface UnitFacts {
  web_id: number;
  listed_price: number | null;
}

function toProjectListItem(row: ProjectRow, units: readonly UnitFacts[], types: readonly TypeRow[], reading: Reading): ProjectListItem {
  const prices = units.flatMap((unit) => (unit.listed_price === null ? [] : [unit.listed_price]));
  const perType = types
    .map((type) => ({ type, count: units.filter((unit) => unit.web_id === type.web_id).length }))
    .filter(({ count }) => count > 0);
  return {
    ID: row.id,
    Goal: row.goal,
    City: cityInLanguage(row.city, row.zip, reading.lang),
    Zip: row.zip,
    Name: text(row.name, reading),
    WebID: perType.length === 0 ? String(row.project_web_id) : perType.map(({ type }) => type.web_id).join(','),
    WebIDName: perType.map(({ type, count }) => `${text(type.names, reading)} (${count})`).join(', '),
    ProjectWebID: row.project_web_id,
    SmallPicture: row.cover === null ? '' : thumbnail(row.cover),
    PriceMin: prices.length === 0 ? 0 : Math.min(...prices),
    PriceMax: prices.length === 0 ? 0 : Math.max(...prices),
    language: reading.lang,
  };
}

/** The projects, newest first. */
export async function readProjectList(db: Queryable, reading: Reading): Promise<ProjectListItem[]> {
  const types = await readTypes(db);
  const rows = await db.query<ProjectRow>(`select ${PROJECT_COLUMNS} from projects pr order by pr.created_at desc, pr.id desc`);
  const units = await db.query<UnitFacts & { project_id: number }>(
    'select project_id, web_id, listed_price from properties where project_id is not null',
  );
  return rows.map((row) =>
    toProjectListItem(
      row,
      units.filter((unit) => unit.project_id === row.id),
      types,
      reading,
    ),
  );
}

interface ProjectDetailRow extends ProjectRow {
  description: LocalizedText;
  detail: StoredProjectDetail;
  public_address: boolean;
  country_id: number;
  country_name: string;
  latitude: number;
  longitude: number;
  constructions: { Name: LocalizedText; Status: LocalizedText; DeliveryDate?: string }[];
  created_at: Date;
  updated_at: Date;
}

/** A project with its units (the price list), photos, documents and construction stages. */
export async function readProjectDetail(db: Queryable, id: number, reading: Reading): Promise<ProjectDetailView | null> {
  const [row] = await db.query<ProjectDetailRow>(
    `select ${PROJECT_COLUMNS}, pr.texts -> 'Description' as description, pr.detail, pr.public_address, pr.country_id,
       pr.country_name, pr.latitude, pr.longitude, pr.constructions, pr.created_at, pr.updated_at
     from projects pr where pr.id = $1`,
    [id],
  );
  if (row === undefined) return null;
  const types = await readTypes(db);
  const units = await db.query<CardRow & { listed_price: number | null }>(
    `select ${CARD_COLUMNS}, p.listed_price from properties p where p.project_id = $1 order by ${ORDER_BY.price_asc}`,
    [id],
  );
  const published = row.public_address;
  return {
    ...toProjectListItem(row, units, types, reading),
    PublicAddress: published,
    Street: published ? row.detail.Street : '',
    HouseNumber: published ? row.detail.HouseNumber : '',
    BoxNr: published ? row.detail.BoxNr : '',
    CountryID: row.country_id,
    CountryName: row.country_name,
    Properties: units.map((unit) => toCard(unit, types, reading)),
    Description: text(row.description, reading),
    Photos: await readPhotos(db, 'project', id, reading),
    Documents: await readDocuments(db, 'project', id, reading),
    Constructions: row.constructions.map((stage) => ({
      Name: text(stage.Name, reading),
      Status: text(stage.Status, reading),
      ...(stage.DeliveryDate === undefined ? {} : { DeliveryDate: stage.DeliveryDate }),
    })),
    Latitude: located(published, row.latitude),
    Longitude: located(published, row.longitude),
    CreatedAt: row.created_at.toISOString(),
    UpdatedAt: row.updated_at.toISOString(),
  };
}

import { createHash } from 'node:crypto';
import { catalogueCity, postcodeOf, PROPERTY_TYPES, type FeedDocument, type FeedPhoto, type FeedProject, type FeedProperty } from 'shared-kernel';
import type { Database, Queryable } from '../db/database.js';
import { parseWebIds } from './feedSchema.js';

// How a feed record maps onto the catalogue tables, and the statements that write them. The same
// statements write one record (the importer, one transaction per record) or thousands (the bench).

/** The feed fields a property row keeps in columns; everything else goes to `detail` as it came. */
type PropertyColumnFields =
  | 'ID'
  | 'Goal'
  | 'WebID'
  | 'WebIDs'
  | 'City'
  | 'Zip'
  | 'CountryID'
  | 'CountryName'
  | 'Price'
  | 'PublishPrice'
  | 'PriceUnit'
  | 'Marquee'
  | 'Bedrooms'
  | 'SurfaceLiving'
  | 'ProjectID'
  | 'Latitude'
  | 'Longitude'
  | 'PublishAddress'
  | 'RecordFile'
  | 'Title'
  | 'Description'
  | 'Photos'
  | 'Documents'
  | 'VirtualTourUrl'
  | 'VideoUrls'
  | 'CreatedAt'
  | 'UpdatedAt'
  // Rows of their own (visit_slots), which bookings change.
  | 'VisitSlots';

/** What `properties.detail` holds: the named fields and attributes of spec §3 that nothing filters on. */
export type StoredPropertyDetail = Omit<FeedProperty, PropertyColumnFields>;

type ProjectColumnFields =
  | 'ID'
  | 'Goal'
  | 'ProjectWebID'
  | 'City'
  | 'Zip'
  | 'CountryID'
  | 'CountryName'
  | 'PublicAddress'
  | 'Latitude'
  | 'Longitude'
  | 'Name'
  | 'Description'
  | 'Photos'
  | 'Documents'
  | 'Constructions'
  | 'CreatedAt'
  | 'UpdatedAt';

export type StoredProjectDetail = Omit<FeedProject, ProjectColumnFields>;

/** A record's fingerprint: an import of the same content writes nothing and says so. */
export function recordHash(record: unknown): string {
  return createHash('sha256').update(JSON.stringify(record)).digest('base64url');
}

/** A table's columns with their SQL types, in the order the row objects carry them. */
interface Columns {
  readonly table: string;
  readonly columns: readonly (readonly [string, string])[];
  readonly key: readonly string[];
}

const PROPERTIES = {
  table: 'properties',
  key: ['id'],
  columns: [
    ['id', 'integer'],
    ['goal', 'smallint'],
    ['web_id', 'smallint'],
    ['web_ids', 'smallint[]'],
    ['city', 'text'],
    ['zip', 'text'],
    ['postcode', 'text'],
    ['country_id', 'integer'],
    ['country_name', 'text'],
    ['price', 'double precision'],
    ['publish_price', 'boolean'],
    ['price_unit', 'integer'],
    ['marquee', 'smallint'],
    ['bedrooms', 'smallint'],
    ['surface_living', 'double precision'],
    ['project_id', 'integer'],
    ['latitude', 'double precision'],
    ['longitude', 'double precision'],
    ['publish_address', 'boolean'],
    ['record_file', 'text'],
    ['texts', 'jsonb'],
    ['detail', 'jsonb'],
    ['virtual_tour_url', 'text'],
    ['video_urls', 'text[]'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
    ['record_hash', 'text'],
  ],
} as const satisfies Columns;

const PROJECTS = {
  table: 'projects',
  key: ['id'],
  columns: [
    ['id', 'integer'],
    ['goal', 'smallint'],
    ['project_web_id', 'smallint'],
    ['city', 'text'],
    ['zip', 'text'],
    ['postcode', 'text'],
    ['country_id', 'integer'],
    ['country_name', 'text'],
    ['public_address', 'boolean'],
    ['latitude', 'double precision'],
    ['longitude', 'double precision'],
    ['texts', 'jsonb'],
    ['detail', 'jsonb'],
    ['constructions', 'jsonb'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
    ['record_hash', 'text'],
  ],
} as const satisfies Columns;

type RowOf<C extends Columns> = Record<C['columns'][number][0], unknown>;

export type PropertyRow = RowOf<typeof PROPERTIES>;
export type ProjectRow = RowOf<typeof PROJECTS>;

export function propertyRow(property: FeedProperty, hash: string): PropertyRow {
  const {
    ID,
    Goal,
    WebID,
    WebIDs,
    City,
    Zip,
    CountryID,
    CountryName,
    Price,
    PublishPrice,
    PriceUnit,
    Marquee,
    Bedrooms,
    SurfaceLiving,
    ProjectID,
    Latitude,
    Longitude,
    PublishAddress,
    RecordFile,
    Title,
    Description,
    VirtualTourUrl,
    VideoUrls,
    CreatedAt,
    UpdatedAt,
    Photos: _photos,
    Documents: _documents,
    VisitSlots: _visitSlots,
    ...detail
  } = property;
  return {
    id: ID,
    goal: Goal,
    web_id: WebID,
    web_ids: parseWebIds(WebIDs) ?? [WebID],
    // A feed writes a commune in either language ('Elsene', 'Ixelles'): the catalogue keeps one name
    // per commune, so it groups and filters as one place; answers name it in their language.
    city: catalogueCity(City, Zip),
    zip: Zip,
    postcode: postcodeOf(Zip),
    country_id: CountryID,
    country_name: CountryName,
    price: Price,
    publish_price: PublishPrice,
    price_unit: PriceUnit,
    marquee: Marquee,
    bedrooms: Bedrooms ?? null,
    surface_living: SurfaceLiving ?? null,
    project_id: ProjectID ?? null,
    latitude: Latitude,
    longitude: Longitude,
    publish_address: PublishAddress,
    record_file: RecordFile,
    texts: { Title, Description },
    detail: detail satisfies StoredPropertyDetail,
    virtual_tour_url: VirtualTourUrl ?? null,
    video_urls: VideoUrls ?? [],
    created_at: CreatedAt,
    updated_at: UpdatedAt,
    record_hash: hash,
  };
}

export function projectRow(project: FeedProject, hash: string): ProjectRow {
  const {
    ID,
    Goal,
    ProjectWebID,
    City,
    Zip,
    CountryID,
    CountryName,
    PublicAddress,
    Latitude,
    Longitude,
    Name,
    Description,
    Constructions,
    CreatedAt,
    UpdatedAt,
    Photos: _photos,
    Documents: _documents,
    ...detail
  } = project;
  return {
    id: ID,
    goal: Goal,
    project_web_id: ProjectWebID,
    city: catalogueCity(City, Zip),
    zip: Zip,
    postcode: postcodeOf(Zip),
    country_id: CountryID,
    country_name: CountryName,
    public_address: PublicAddress,
    latitude: Latitude,
    longitude: Longitude,
    texts: { Name, Description },
    detail: detail satisfies StoredProjectDetail,
    constructions: Constructions,
    created_at: CreatedAt,
    updated_at: UpdatedAt,
    record_hash: hash,
  };
}

/** A property or a project: whose photos and documents a statement writes. */
export type Owner = 'property' | 'project';

const MEDIA = {
  property: { photos: 'property_photos', documents: 'property_documents', ownerColumn: 'property_id' },
  project: { photos: 'project_photos', documents: 'project_documents', ownerColumn: 'project_id' },
} as const;

/** Photos and documents of one record, ready for `replaceMedia`. */
export interface MediaRows {
  ownerId: number;
  photos: readonly FeedPhoto[];
  documents: readonly FeedDocument[];
}

function upsertStatement({ table, columns, key }: Columns): string {
  const names = columns.map(([name]) => name);
  const updates = names.filter((name) => !key.includes(name)).map((name) => `${name} = excluded.${name}`);
  return `insert into ${table} (${names.join(', ')})
    select ${names.join(', ')}
    from jsonb_to_recordset($1::jsonb) as r(${columns.map(([name, type]) => `${name} ${type}`).join(', ')})
    on conflict (${key.join(', ')}) do update set ${updates.join(', ')}`;
}

const UPSERT_PROPERTIES = upsertStatement(PROPERTIES);
const UPSERT_PROJECTS = upsertStatement(PROJECTS);

/** Inserts or replaces property rows (their owner link is the portal's and stays as it is). */
export async function upsertProperties(tx: Queryable, rows: readonly PropertyRow[]): Promise<void> {
  if (rows.length > 0) await tx.query(UPSERT_PROPERTIES, [JSON.stringify(rows)]);
}

export async function upsertProjects(tx: Queryable, rows: readonly ProjectRow[]): Promise<void> {
  if (rows.length > 0) await tx.query(UPSERT_PROJECTS, [JSON.stringify(rows)]);
}

/** Replaces the photos and documents of the given records with the feed's. */
export async function replaceMedia(tx: Queryable, owner: Owner, media: readonly MediaRows[]): Promise<void> {
  if (media.length === 0) return;
  const { photos, documents, ownerColumn } = MEDIA[owner];
  const ids = media.map((record) => record.ownerId);
  await tx.query(`delete from ${photos} where ${ownerColumn} = any($1::int[])`, [ids]);
  await tx.query(`delete from ${documents} where ${ownerColumn} = any($1::int[])`, [ids]);
  const photoRows = media.flatMap(({ ownerId, photos: list }) =>
    list.map((photo) => ({ owner_id: ownerId, sort_order: photo.Order, image_id: photo.ImageID, caption: photo.Caption ?? null })),
  );
  const documentRows = media.flatMap(({ ownerId, documents: list }) =>
    list.map((document, position) => ({
      owner_id: ownerId,
      position,
      id: document.ID,
      name: document.Name,
      url: document.Url,
      mime_type: document.MimeType,
    })),
  );
  if (photoRows.length > 0) {
    await tx.query(
      `insert into ${photos} (${ownerColumn}, sort_order, image_id, caption)
       select owner_id, sort_order, image_id, caption
       from jsonb_to_recordset($1::jsonb) as r(owner_id integer, sort_order integer, image_id text, caption jsonb)`,
      [JSON.stringify(photoRows)],
    );
  }
  if (documentRows.length > 0) {
    await tx.query(
      `insert into ${documents} (${ownerColumn}, position, id, name, url, mime_type)
       select owner_id, position, id, name, url, mime_type
       from jsonb_to_recordset($1::jsonb) as r(owner_id integer, position integer, id integer, name jsonb, url text, mime_type text)`,
      [JSON.stringify(documentRows)],
    );
  }
}

/** The seven types of spec §3, written once; an agency's later edits to names or flags are kept. */
export async function ensurePropertyTypes(tx: Queryable): Promise<void> {
  await tx.query(
    `insert into property_types (web_id, show_order, sale, rent, names)
     select web_id, show_order, sale, rent, names
     from jsonb_to_recordset($1::jsonb) as r(web_id smallint, show_order smallint, sale boolean, rent boolean, names jsonb)
     on conflict (web_id) do nothing`,
    [
      JSON.stringify(
        PROPERTY_TYPES.map((type) => ({ web_id: type.WebID, show_order: type.ShowOrder, sale: type.Sale, rent: type.Rent, names: type.names })),
      ),
    ],
  );
}

/** The catalogue's version: it changes whenever an import or the seed changes the catalogue. */
export async function readCatalogueVersion(db: Queryable): Promise<number> {
  const [row] = await db.query<{ version: string }>('select version::text as version from catalogue_state');
  return Number(row?.version);
}

/** Every api on this database hears on this channel that the catalogue changed (its saved-search matcher wakes). */
export const CATALOGUE_CHANNEL = 'catalogue';

/** Tells every api on this database that the catalogue changed; answers as the new version. */
export async function bumpCatalogueVersion(tx: Queryable): Promise<number> {
  const [row] = await tx.query<{ version: string }>(
    `update catalogue_state set version = version + 1, changed_at = now() returning version::text as version`,
  );
  // Delivered at commit, to every replica listening (and to this one): an import by a command, a
  // CRM sync on another replica or this one wakes the matchers at once rather than at their next poll.
  await tx.query('select pg_notify($1, $2)', [CATALOGUE_CHANNEL, row?.version ?? '']);
  return Number(row?.version);
}

/**
 * Vacuums and analyses the catalogue after a change: PGlite runs no autovacuum, a plan made for
 * an empty table scans a full one, and counts read an index alone only once its pages are marked
 * all-visible. Outside any transaction: VACUUM cannot run in one.
 */
export async function refreshStatistics(db: Database): Promise<void> {
  await db.exec(
    'vacuum (analyze) property_types, properties, property_photos, property_documents, projects, project_photos, project_documents',
  );
}

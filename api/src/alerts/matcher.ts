import { alertFor, isDigestDue, regionForPostcode, type AlertFrequency, type AlertKind, type DemandCriteria, type Language } from 'shared-kernel';
import type { Database, Queryable } from '../db/database.js';
import { searchedPointSql } from '../catalogue/read.js';
import { readProperty } from '../forms/enquiries.js';
import { formsText } from '../forms/texts.js';
import { enqueueMail } from '../mail/outbox.js';
import { readSiteSettings } from '../site/settings.js';
import { alertMail, type AlertItem } from './mails.js';
import { alertLinks, manageLink, unsubscribeHeaders } from './savedSearches.js';

/** Older news is no news: a run reads the events of this many days at most. */
const EVENT_WINDOW_DAYS = 30;

interface SearchRow {
  id: string;
  email: string;
  language: Language;
  criteria: DemandCriteria | null;
  list_path: string | null;
  property_id: number | null;
  frequency: AlertFrequency;
  token: string;
  events_after: number;
  last_digest_at: Date;
}

interface EventRow {
  id: number;
  property_id: number;
  kind: 'published' | 'price' | 'status';
  old_price: number | null;
  new_price: number | null;
  old_marquee: number | null;
  new_marquee: number | null;
  occurred_at: Date;
  goal: number | null;
  web_ids: number[] | null;
  postcode: string | null;
  listed_price: number | null;
  bedrooms: number | null;
  marquee: number | null;
  longitude: number | null;
  latitude: number | null;
}

interface Alert {
  event: EventRow;
  kind: AlertKind;
}

export interface AlertContext {
  /** Where the mails' links point (PUBLIC_ORIGIN). */
  origin: string;
  /** Signs the link to the page of one's saved searches. */
  linkKey: string;
  /** The clock: digests are due a period after the last one. */
  now?: Date;
}

/**
 * Tells each confirmed saved search what the recorded property events mean to it (shared-kernel's
 * `alertFor`): at once, one mail an event, or in a digest once its period is over. Every event told
 * is a (search, event) row written in the transaction that queues its mail, so a second run (another
 * replica, a retry, a run racing this one) finds it told and mails nothing. Returns the mails queued.
 */
export async function runAlerts(db: Database, context: AlertContext): Promise<number> {
  const now = context.now ?? new Date();
  const searches = await db.query<SearchRow>(
    `select id, email, language, criteria, list_path, property_id, frequency, token, events_after::double precision as events_after,
            coalesce(last_digest_at, confirmed_at) as last_digest_at
       from saved_searches where confirmed_at is not null and unsubscribed_at is null`,
  );
  if (searches.length === 0) return 0;
  const due = searches.filter((search) => search.frequency === 'instant' || isDigestDue(search.frequency, search.last_digest_at, now));
  if (due.length === 0) return 0;
  const searched = searchedPointSql('p');
  const events = await db.query<EventRow>(
    `select e.id::double precision as id, e.property_id, e.kind, e.old_price, e.new_price, e.old_marquee, e.new_marquee, e.occurred_at,
            p.goal, p.web_ids, p.postcode, p.listed_price, p.bedrooms, p.marquee,
            ${searched.longitude} as longitude, ${searched.latitude} as latitude
       from property_events e left join properties p on p.id = e.property_id
      where e.id > $1 and e.kind <> 'withdrawn'
        and e.occurred_at > $2::timestamptz - make_interval(days => $3)
      order by e.id`,
    [Math.min(...due.map((search) => search.events_after)), now.toISOString(), EVENT_WINDOW_DAYS],
  );
  const told = new Map<string, Set<number>>();
  if (events.length > 0) {
    const rows = await db.query<{ saved_search_id: string; event_id: number }>(
      'select saved_search_id, event_id::double precision as event_id from saved_search_deliveries where event_id = any($1::bigint[])',
      [events.map((event) => event.id)],
    );
    for (const row of rows) told.set(row.saved_search_id, (told.get(row.saved_search_id) ?? new Set()).add(row.event_id));
  }
  const candidatesOf = eventIndex(events);

  let queued = 0;
  let agencyName: string | undefined;
  for (const search of due) {
    const toldHere = told.get(search.id);
    const alerts = candidatesOf(search).flatMap((event): Alert[] => {
      if (event.id <= search.events_after || toldHere?.has(event.id)) return [];
      const kind = alertFor(
        { criteria: search.criteria, propertyId: search.property_id },
        { propertyId: event.property_id, kind: event.kind, date: event.occurred_at.toISOString(), oldPrice: event.old_price, newPrice: event.new_price },
        event.goal === null || event.marquee === null
          ? undefined
          : {
              goal: event.goal,
              webIds: event.web_ids ?? [],
              postcode: event.postcode ?? '',
              price: event.listed_price ?? undefined,
              bedrooms: event.bedrooms,
              marquee: event.marquee,
              ...(event.longitude === null || event.latitude === null ? {} : { location: [event.longitude, event.latitude] as const }),
            },
      );
      return kind === null ? [] : [{ event, kind }];
    });
    if (alerts.length === 0) {
      // A digest with nothing to tell starts its next period all the same.
      if (search.frequency !== 'instant') await db.query('update saved_searches set last_digest_at = $2 where id = $1', [search.id, now.toISOString()]);
      continue;
    }
    agencyName ??= (await readSiteSettings(db)).agency.name;
    const name = agencyName;
    queued += await db.transaction((tx) => tell(tx, search, alerts, { ...context, now, agencyName: name }));
  }
  return queued;
}

/**
 * The events a search can be told, found by its goal and zones (or its property) rather than by
 * trying every event on every search: ten thousand searches by a thousand events is ten million
 * tries otherwise. The rule itself (`alertFor`) still decides.
 */
function eventIndex(events: readonly EventRow[]): (search: SearchRow) => readonly EventRow[] {
  const groups = new Map<string, EventRow[]>();
  const add = (key: string, event: EventRow) => {
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [event]);
    else group.push(event);
  };
  for (const event of events) {
    add(`property:${event.property_id}`, event);
    if (event.goal === null || event.postcode === null) continue;
    const side = event.goal === 0 ? 'buy' : 'rent';
    add(`${side}:*`, event);
    add(`${side}:${event.postcode}`, event);
    const region = regionForPostcode(event.postcode);
    if (region !== null) add(`${side}:${region}`, event);
  }
  return (search) => {
    if (search.property_id !== null) return groups.get(`property:${search.property_id}`) ?? [];
    if (search.criteria === null) return [];
    const { goal, zones } = search.criteria;
    if (zones.length === 0) return groups.get(`${goal}:*`) ?? [];
    if (zones.length === 1) return groups.get(`${goal}:${zones[0]}`) ?? [];
    // A postcode and its region both chosen: each event once, in the order it happened.
    const found = new Set(zones.flatMap((zone) => groups.get(`${goal}:${zone}`) ?? []));
    return [...found].sort((a, b) => a.id - b.id);
  };
}

async function tell(
  tx: Queryable,
  search: SearchRow,
  alerts: readonly Alert[],
  context: AlertContext & { now: Date; agencyName: string },
): Promise<number> {
  const [active] = await tx.query('select 1 from saved_searches where id = $1 and unsubscribed_at is null for update', [search.id]);
  if (active === undefined) return 0;
  const inserted = await tx.query<{ event_id: number }>(
    `insert into saved_search_deliveries (saved_search_id, event_id)
     select $1, unnest($2::bigint[]) on conflict do nothing returning event_id::double precision as event_id`,
    [search.id, alerts.map((alert) => alert.event.id)],
  );
  const fresh = new Set(inserted.map((row) => row.event_id));
  const digest = search.frequency !== 'instant';
  if (digest) await tx.query('update saved_searches set last_digest_at = $2 where id = $1', [search.id, context.now.toISOString()]);
  const items: (AlertItem & { eventId: number })[] = [];
  for (const { event, kind } of alerts.filter((alert) => fresh.has(alert.event.id))) {
    const property = await readProperty(tx, event.property_id, search.language, context.origin);
    if (property !== undefined) {
      items.push({ eventId: event.id, kind, property, oldPrice: event.old_price, newPrice: event.new_price, newMarquee: event.new_marquee });
    }
  }
  if (items.length === 0) return 0;
  const t = await formsText(search.language);
  const links = {
    manage: manageLink(context.origin, context.linkKey, search.email, search.language),
    unsubscribe: alertLinks(context.origin, search.token).unsubscribe,
    list: search.list_path === null ? null : `${context.origin}${search.list_path}`,
  };
  const words = { t, language: search.language, agencyName: context.agencyName };
  const mails = digest ? [items] : items.map((item) => [item]);
  for (const told of mails) {
    const mailId = await enqueueMail(tx, {
      to: search.email,
      ...alertMail(told, digest, links, words),
      language: search.language,
      kind: digest ? `alert-digest:${search.frequency}` : `alert:${told[0]?.kind ?? 'new'}`,
      headers: unsubscribeHeaders(context.origin, search.token),
    });
    await tx.query('update saved_search_deliveries set mail_id = $3 where saved_search_id = $1 and event_id = any($2::bigint[])', [
      search.id,
      told.map((item) => item.eventId),
      mailId,
    ]);
  }
  return mails.length;
}

import { cityInLanguage, matchesDemand, propertyHref, type DemandCriteria, type Language } from 'shared-kernel';
import type { Database } from '../db/database.js';
import { composeMail } from '../mail/compose.js';
import { readSiteSettings } from '../site/settings.js';
import { enqueueMail } from '../mail/outbox.js';
import { subscriptionLinks } from './enquiries.js';
import { formsText } from './texts.js';

// A row no property can have: present once the catalogue as first found has been taken as known.
const BASELINE_MARK = -1;

interface NewProperty {
  id: number;
  goal: number;
  web_ids: number[];
  postcode: string;
  listed_price: number | null;
  bedrooms: number | null;
  city: string;
  zip: string;
  title: string | Record<string, string> | null;
  project_id: number | null;
}

interface Demand {
  id: string;
  email: string;
  language: Language;
  token: string;
  criteria: DemandCriteria;
}

/**
 * "Keep me informed" that informs: records the properties it has not seen yet (the first run takes
 * the catalogue as it is as known, so nobody is mailed the whole seed), then mails each confirmed
 * demand the properties first seen since its last match that fit it, in one transaction per demand
 * with the demand's mark moved forward, so a property is announced once. Returns the mails queued.
 */
export async function matchNewProperties(db: Database, origin: string): Promise<number> {
  await db.transaction(async (tx) => {
    const [baseline] = await tx.query<{ done: boolean }>(
      'select exists (select 1 from demand_seen_properties where property_id = $1) as done',
      [BASELINE_MARK],
    );
    await tx.query(
      `insert into demand_seen_properties (property_id, first_seen_at)
       select id, case when $1 then now() else '-infinity'::timestamptz end from properties
       on conflict (property_id) do nothing`,
      [baseline?.done ?? false],
    );
    await tx.query(
      `insert into demand_seen_properties (property_id, first_seen_at) values ($1, '-infinity') on conflict do nothing`,
      [BASELINE_MARK],
    );
  });

  const demands = await db.query<Demand>(
    `select id, email, language, token, criteria from subscriptions
      where kind = 'demand' and confirmed_at is not null and unsubscribed_at is null`,
  );
  let queued = 0;
  const agencyName = demands.length === 0 ? '' : (await readSiteSettings(db)).agency.name;
  for (const demand of demands) {
    queued += await db.transaction(async (tx) => {
      // Timestamps stay in SQL: a JavaScript Date would drop their microseconds and re-read a row.
      const [locked] = await tx.query(
        'select 1 from subscriptions where id = $1 and unsubscribed_at is null for update',
        [demand.id],
      );
      if (locked === undefined) return 0;
      const fresh = await tx.query<NewProperty>(
        `select p.id, p.goal, p.web_ids, p.postcode, p.listed_price, p.bedrooms, p.city, p.zip, p.texts -> 'Title' as title,
                p.project_id
           from demand_seen_properties s join properties p on p.id = s.property_id
          where s.first_seen_at > (select last_matched_at from subscriptions where id = $1)
          order by s.first_seen_at, p.id`,
        [demand.id],
      );
      if (fresh.length === 0) return 0;
      const matching = fresh.filter((property) =>
        matchesDemand(demand.criteria, {
          goal: property.goal,
          webIds: property.web_ids,
          postcode: property.postcode,
          price: property.listed_price ?? undefined,
          bedrooms: property.bedrooms,
        }),
      );
      const t = await formsText(demand.language);
      for (const property of matching) {
        const title =
          typeof property.title === 'string' ? property.title : (property.title?.[demand.language] ?? property.title?.fr ?? '');
        const city = cityInLanguage(property.city, property.zip, demand.language);
        const link = `${origin}${propertyHref({ ID: property.id, Goal: property.goal, City: city, TypeDescription: title, ProjectID: property.project_id }, demand.language)}`;
        await enqueueMail(tx, {
          to: demand.email,
          subject: t('mail.matchSubject'),
          ...composeMail(demand.language, [
            { paragraph: t('mail.matchBody') },
            { rows: [[t('mail.property'), `${title} (${city})`]] },
            { link, label: t('mail.propertyLink') },
            { paragraph: t('mail.signature', { agency: agencyName }) },
            { link: subscriptionLinks(origin, demand.token).unsubscribe, label: t('mail.unsubscribe') },
          ]),
          language: demand.language,
          kind: 'demand-match',
        });
      }
      await tx.query(
        `update subscriptions
            set last_matched_at = (select max(first_seen_at) from demand_seen_properties where property_id = any($2::integer[]))
          where id = $1`,
        [demand.id, fresh.map((property) => property.id)],
      );
      return matching.length;
    });
  }
  return queued;
}

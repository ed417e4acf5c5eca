import { randomBytes, randomUUID } from 'node:crypto';
import { demoAgency } from 'demo-agency';
import { searchCriteriaOfList } from 'shared-kernel';
import { runAlerts } from '../src/alerts/matcher.js';
import { seedCatalogue } from '../src/catalogue/seed.js';
import { migrate } from '../src/db/migrate.js';
import { openPGlite } from '../src/db/pglite.js';
import { print, progress } from './harness.js';

// `npm run bench -w api` (after the catalogue's): the saved-search matcher over 10,000
// confirmed saved searches and 1,000 fresh property events, on PGlite. Target: under a second.
// The searches are lists as visitors save them: a goal and a commune, often a type and a budget.
// Two figures: the first run, which queues every alert (its time grows with the mails, a few
// milliseconds each in PGlite), and the run after, which reads the same events, all told: what
// matching 10,000 searches against 1,000 events costs.

const SEARCHES = 10_000;
const EVENTS = 1_000;
const TARGET_MS = 1_000;
const quiet = { info: () => {}, warn: () => {} };

const db = await openPGlite(undefined);
await migrate(db, quiet);
await seedCatalogue(db, demoAgency.seed, { seed: 1967, properties: 600 });
const places = await db.query<{ city: string; zip: string }>('select distinct city, zip from properties order by zip, city');

// A deterministic spread of filters: the same searches every run.
let state = 41;
const next = (below: number) => {
  state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
  return state % below;
};
const searches = Array.from({ length: SEARCHES }, () => {
  const goal = next(3) === 0 ? 1 : 0;
  const place = places[next(places.length)];
  const query = new URLSearchParams({
    ...(place === undefined ? {} : { city: `${place.city}|${place.zip}` }),
    ...(next(2) === 0 ? { type: String(1 + next(7)) } : {}),
    ...(next(2) === 0 ? { priceMax: String(goal === 0 ? 200_000 + 50_000 * next(12) : 800 + 100 * next(20)) } : {}),
  }).toString();
  return { goal, criteria: searchCriteriaOfList(goal, query) };
});
await db.query(
  `insert into saved_searches (id, email, language, criteria, frequency, token, confirmed_at, events_after)
   select id, email, 'fr', criteria, 'instant', token, now(), (select coalesce(max(id), 0) from property_events)
     from jsonb_to_recordset($1::jsonb) as s(id uuid, email text, criteria jsonb, token text)`,
  [JSON.stringify(searches.map((search, index) => ({ id: randomUUID(), email: `visitor${index}@example.be`, criteria: search.criteria, token: randomBytes(24).toString('base64url') })))],
);
// 1,000 events: every published price of the stock lowered by 2 %, then raised back, as an import would.
const priced = await db.query<{ id: number }>('select id from properties where publish_price order by id limit $1', [EVENTS / 2]);
for (const change of [0.98, 1 / 0.98]) {
  await db.query('update properties set price = round(price * $2) where id = any($1::integer[])', [priced.map((row) => row.id), change]);
}
const [{ events } = { events: 0 }] = await db.query<{ events: number }>(`select count(*)::int as events from property_events where id > (select min(events_after) from saved_searches)`);
progress(`${SEARCHES.toLocaleString('en')} saved searches, ${events.toLocaleString('en')} price events`);

const started = performance.now();
const mails = await runAlerts(db, { origin: 'https://agency.example', linkKey: 'bench-link-key-of-at-least-32-characters' });
const elapsed = performance.now() - started;
const again = performance.now();
await runAlerts(db, { origin: 'https://agency.example', linkKey: 'bench-link-key-of-at-least-32-characters' });
const second = performance.now() - again;
print(`saved-search matcher, ${SEARCHES.toLocaleString('en')} searches × ${events.toLocaleString('en')} events:`);
print(`  first run, queuing ${mails.toLocaleString('en')} alert mails: ${elapsed.toFixed(0)} ms (${(elapsed / Math.max(mails, 1)).toFixed(1)} ms a mail)`);
print(`  matching (the run after, everything told): ${second.toFixed(0)} ms (target < ${TARGET_MS} ms: ${second < TARGET_MS ? 'met' : 'MISSED'})`);
await db.close();

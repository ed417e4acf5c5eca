import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_OWNERS, demoAgency } from 'demo-agency';
import { LOGIN_FAILED_MESSAGE, authRoutes } from './routes.js';
import { seedCatalogue } from '../catalogue/seed.js';
import { seedContent } from '../content/seed.js';
import { migrate } from '../db/migrate.js';
import { pluginTestApp } from '../images/testApp.js';
import { describeEachDatabase } from '../test/databases.js';
import { throttleKeys } from './throttle.js';
import { legacyScryptHash } from '../test/legacyPassword.js';

const ORIGIN = 'http://localhost:80';
const [sophie, pieter] = DEMO_OWNERS as [(typeof DEMO_OWNERS)[number], (typeof DEMO_OWNERS)[number]];

describeEachDatabase('owner login', (database) => {
  let app: FastifyInstance;
  const waits: number[] = [];
  let address = 0;
  /** Every test logs in from its own client address, so the per-address counts never meet. */
  let client = '';

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: client, headers: { origin: ORIGIN, ...headers } });
  const logIn = (email: string, password: string, headers: Record<string, string> = {}) =>
    post('/api/auth/login', { email, password }, headers);
  const sessionCookie = (response: LightMyRequestResponse) => {
    const cookie = response.cookies.find((candidate) => candidate.name === 'owner_session');
    if (cookie === undefined) throw new Error('No session cookie was set');
    return cookie;
  };
  const whoIs = (sessionId: string) =>
    app.inject({ method: 'GET', url: '/api/auth/session', cookies: { owner_session: sessionId } });
  const fail = async (keys: { account?: string; address?: string }, times: number, minutesAgo = 1) => {
    for (const key of [keys.account, keys.address]) {
      if (key === undefined) continue;
      await database.db.query(
        `insert into login_failures (key_hash, failed_at)
         select $1, now() - make_interval(mins => $2) from generate_series(1, $3)`,
        [key, minutesAgo, times],
      );
    }
  };

  beforeAll(async () => {
    await migrate(database.db, { info: () => {}, warn: () => {} });
    await seedCatalogue(database.db, demoAgency.seed, { seed: 5, properties: 30 });
    await seedContent(database.db, demoAgency.seed, { seed: 5 });
    ({ app } = await pluginTestApp(
      authRoutes,
      {
        sleep: async (ms: number) => {
          waits.push(ms);
        },
      },
      { database: database.db },
    ));
    // Hashing the demo passwords (argon2id) dominates.
  }, 180_000);

  beforeEach(async () => {
    waits.length = 0;
    address += 1;
    client = `203.0.113.${address}`;
    await database.db.query('delete from login_failures');
  });

  afterAll(() => app.close());

  it('logs a demo owner in with an HttpOnly, SameSite=Lax session cookie for the api only', async () => {
    const response = await logIn(sophie.email, sophie.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 1, name: 'Sophie Dubois', email: sophie.email, role: 'owner', language: 'fr' });
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = sessionCookie(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    // Beside it, readable by the pages' scripts and holding no secret: someone logged in here.
    const hint = response.cookies.find((candidate) => candidate.name === 'owner_hint');
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint?.httpOnly).toBeUndefined();
    // Served over plain http here: a Secure cookie would never come back.
    expect(cookie.secure).toBeUndefined();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await whoIs(cookie.value);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: 1, role: 'owner' });
  });

  it('keeps only a hash of the session id', async () => {
    const { value } = sessionCookie(await logIn(sophie.email, sophie.password));
    const stored = await database.db.query<{ id_hash: string }>('select id_hash from owner_sessions');
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((row) => row.id_hash)).not.toContain(value);
  });

  it('replaces a password hash of before (scrypt) with argon2id at the next login', async () => {
    await database.db.query('update owners set password_hash = $1 where lower(email) = lower($2)', [await legacyScryptHash(pieter.password), pieter.email]);
    expect((await logIn(pieter.email, pieter.password)).statusCode).toBe(200);
    const [owner] = await database.db.query<{ password_hash: string }>('select password_hash from owners where lower(email) = lower($1)', [pieter.email]);
    expect(owner?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await logIn(pieter.email, pieter.password)).statusCode).toBe(200);
    expect((await logIn(pieter.email, 'not his password')).statusCode).toBe(401);
  });

  it('matches the address whatever its case and surrounding spaces', async () => {
    expect((await logIn(`  ${sophie.email.toUpperCase()} `, sophie.password)).statusCode).toBe(200);
  });

  it('answers every failure alike: wrong password, unknown address, owner without a password', async () => {
    await database.db.query(`update owners set password_hash = null where id = 4`);
    const answers = await Promise.all([
      logIn(sophie.email, 'Sophie-Louise-1968'),
      logIn('nobody@example.be', sophie.password),
      logIn('thomas.becker@example.be', 'Thomas-Eupen-1967'),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ error: 'unauthorized', message: LOGIN_FAILED_MESSAGE, key: 'login.failed' });
      expect(answer.cookies).toEqual([]);
    }
  });

  it('refuses a login posted from another site or without an Origin', async () => {
    expect((await logIn(sophie.email, sophie.password, { origin: 'https://evil.example' })).statusCode).toBe(403);
    const withoutOrigin = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: sophie.email, password: sophie.password },
      remoteAddress: client,
    });
    expect(withoutOrigin.statusCode).toBe(403);
    expect(withoutOrigin.cookies).toEqual([]);
  });

  it('gives a new session id at every login and ends the one the browser had', async () => {
    const first = sessionCookie(await logIn(sophie.email, sophie.password)).value;
    const second = sessionCookie(await logIn(sophie.email, sophie.password, { cookie: `owner_session=${first}` })).value;
    expect(second).not.toBe(first);
    expect((await whoIs(first)).statusCode).toBe(401);
    expect((await whoIs(second)).statusCode).toBe(200);
  });

  it('ends a session after 30 idle minutes, and 12 hours after login whatever', async () => {
    const idle = sessionCookie(await logIn(sophie.email, sophie.password)).value;
    const old = sessionCookie(await logIn(sophie.email, sophie.password)).value;
    const fresh = sessionCookie(await logIn(sophie.email, sophie.password)).value;
    const { digest } = await import('./secrets.js');
    await database.db.query(`update owner_sessions set last_seen_at = now() - interval '31 minutes' where id_hash = $1`, [digest(idle)]);
    await database.db.query(`update owner_sessions set created_at = now() - interval '12 hours 1 minute' where id_hash = $1`, [digest(old)]);
    await database.db.query(`update owner_sessions set last_seen_at = now() - interval '29 minutes' where id_hash = $1`, [digest(fresh)]);
    expect((await whoIs(idle)).statusCode).toBe(401);
    expect((await whoIs(old)).statusCode).toBe(401);
    expect((await whoIs(fresh)).statusCode).toBe(200);
    // The request kept it alive: it now has another 30 minutes.
    const [row] = await database.db.query<{ idle: boolean }>(
      `select last_seen_at > now() - interval '1 minute' as idle from owner_sessions where id_hash = $1`,
      [digest(fresh)],
    );
    expect(row?.idle).toBe(true);
  });

  it('logs this browser out, and every browser of the owner out', async () => {
    const here = sessionCookie(await logIn(sophie.email, sophie.password)).value;
    const logout = await post('/api/auth/logout', {}, { cookie: `owner_session=${here}` });
    expect(logout.statusCode).toBe(204);
    expect(sessionCookie(logout).value).toBe('');
    expect(logout.cookies.find((cookie) => cookie.name === 'owner_hint')).toMatchObject({ value: '', maxAge: 0, path: '/' });
    expect((await whoIs(here)).statusCode).toBe(401);

    const laptop = sessionCookie(await logIn(sophie.email, sophie.password)).value;
    const phone = sessionCookie(await logIn(sophie.email, sophie.password)).value;
    const other = sessionCookie(await logIn(pieter.email, pieter.password)).value;
    expect((await post('/api/auth/logout-everywhere', {}, { cookie: `owner_session=${phone}` })).statusCode).toBe(204);
    expect((await whoIs(laptop)).statusCode).toBe(401);
    expect((await whoIs(phone)).statusCode).toBe(401);
    expect((await whoIs(other)).statusCode).toBe(200);
  });

  it('slows attempts down from the fifth failure on', async () => {
    const keys = throttleKeys(sophie.email, client);
    await fail({ account: keys.account }, 4);
    expect((await logIn(sophie.email, 'wrong password')).statusCode).toBe(401);
    expect(waits).toEqual([]);
    expect((await logIn(sophie.email, 'wrong password')).statusCode).toBe(401);
    expect((await logIn(sophie.email, sophie.password)).statusCode).toBe(200);
    expect(waits).toEqual([1000, 2000]);
  });

  it('locks an account after ten failures, even for the right password, then lets it in after 15 minutes', async () => {
    const keys = throttleKeys(sophie.email, client);
    await fail({ account: keys.account }, 9);
    expect((await logIn(sophie.email, 'wrong password')).statusCode).toBe(401);
    const locked = await logIn(sophie.email, sophie.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: 'too_many_requests', retryAfterSeconds: expect.any(Number) });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(locked.cookies).toEqual([]);
    await database.db.query(`update login_failures set failed_at = failed_at - interval '16 minutes'`);
    expect((await logIn(sophie.email, sophie.password)).statusCode).toBe(200);
  });

  it('locks an unknown address exactly as a known one, so a lock reveals nothing', async () => {
    const known = throttleKeys(sophie.email, client);
    const unknown = throttleKeys('nobody@example.be', client);
    await fail({ account: known.account }, 10);
    await fail({ account: unknown.account }, 10);
    const answers = [await logIn(sophie.email, 'x'), await logIn('nobody@example.be', 'x')];
    expect(answers.map((answer) => answer.statusCode)).toEqual([429, 429]);
    expect(answers[0]?.json().message).toBe(answers[1]?.json().message);
  });

  it('locks a client address that failed thirty times, whatever account it tries next', async () => {
    await fail({ address: throttleKeys('any@example.be', client).address }, 30);
    expect((await logIn(pieter.email, pieter.password)).statusCode).toBe(429);
  });

  const deviceCookie = (response: LightMyRequestResponse) => {
    const cookie = response.cookies.find((candidate) => candidate.name === 'owner_device');
    if (cookie === undefined) throw new Error('No device cookie was set');
    return cookie;
  };

  it('marks the browser of a successful login as known, with an HttpOnly cookie for the api kept for months', async () => {
    const cookie = deviceCookie(await logIn(sophie.email, sophie.password));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    expect(cookie.maxAge).toBeGreaterThan(90 * 24 * 3600);
    const [row] = await database.db.query<{ token_hash: string }>('select token_hash from known_devices where owner_id = 1');
    // Only its hash is kept: a copy of the table lets no browser pass for a known one.
    expect(row?.token_hash).not.toBe(cookie.value);
  });

  it("lets the owner in from a known browser while someone else's wrong passwords lock the account (ASVS V2.2.1)", async () => {
    const device = deviceCookie(await logIn(sophie.email, sophie.password)).value;
    await fail({ account: throttleKeys(sophie.email, client).account }, 10);
    // Another address, no known browser: locked, as before.
    client = `198.51.100.${address}`;
    expect((await logIn(sophie.email, sophie.password)).statusCode).toBe(429);
    // The owner's own browser, from yet another address: neither slowed nor locked.
    client = `192.0.2.${address}`;
    const fromOwnBrowser = await logIn(sophie.email, sophie.password, { cookie: `owner_device=${device}` });
    expect(fromOwnBrowser.statusCode).toBe(200);
    expect(waits).toEqual([]);
    expect(deviceCookie(fromOwnBrowser).value).toBe(device);
    // A known browser is known for its owner only.
    expect((await logIn(pieter.email, 'wrong password', { cookie: `owner_device=${device}` })).statusCode).toBe(401);
  });

  it("still counts a known browser's address: a wrong password from it is a failure, and thirty lock that address", async () => {
    const device = deviceCookie(await logIn(sophie.email, sophie.password)).value;
    expect((await logIn(sophie.email, 'wrong password', { cookie: `owner_device=${device}` })).statusCode).toBe(401);
    await fail({ address: throttleKeys(sophie.email, client).address }, 30);
    expect((await logIn(sophie.email, sophie.password, { cookie: `owner_device=${device}` })).statusCode).toBe(429);
  });

  describe('password reset', () => {
    const outbox = () =>
      database.db.query<{ to_address: string; subject: string; text_body: string; html_body: string; language: string; kind: string }>(
        `select to_address, subject, text_body, html_body, language, kind from mail_outbox where kind = 'password-reset' order by created_at`,
      );
    const tokenOf = (text: string) => /#reset=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
    const reset = (token: string, password: string) =>
      post('/api/auth/password-reset/confirm', { token, password, confirmation: password });

    beforeEach(async () => {
      await database.db.query(`delete from mail_outbox where kind = 'password-reset'`);
      await database.db.query('delete from password_reset_tokens');
    });

    it('mails a single-use link in the language asked for, which sets a new password and ends every session', async () => {
      const session = sessionCookie(await logIn(pieter.email, pieter.password)).value;
      const request = await post('/api/auth/password-reset', { email: pieter.email, language: 'nl' });
      expect(request.statusCode).toBe(202);
      const [mail] = await outbox();
      expect(mail).toMatchObject({ to_address: pieter.email, language: 'nl', kind: 'password-reset' });
      expect(mail?.subject).toMatch(/wachtwoord/i);
      expect(mail?.text_body).toContain(`${ORIGIN}/nl/login/#reset=`);
      const token = tokenOf(mail?.text_body ?? '');
      expect(mail?.html_body).toContain(token);

      const check = () => post('/api/auth/password-reset/check', { token });
      expect((await check()).statusCode).toBe(204);
      expect((await reset(token, 'Een nieuw wachtwoord')).statusCode).toBe(204);
      // Opened again later, the used link says at once that it no longer works.
      expect((await check()).statusCode).toBe(400);
      expect((await check()).json()).toMatchObject({ message: 'This link is no longer valid: ask for a new one.' });
      expect((await whoIs(session)).statusCode).toBe(401);
      expect((await logIn(pieter.email, pieter.password)).statusCode).toBe(401);
      expect((await logIn(pieter.email, 'Een nieuw wachtwoord')).statusCode).toBe(200);

      const again = await reset(token, 'Nog een ander wachtwoord');
      expect(again.statusCode).toBe(400);
      expect((await logIn(pieter.email, 'Een nieuw wachtwoord')).statusCode).toBe(200);
    });

    it('lifts the lock of the account it resets, and forgets its known browsers', async () => {
      const device = deviceCookie(await logIn(sophie.email, sophie.password)).value;
      await fail({ account: throttleKeys(sophie.email, client).account }, 10);
      await post('/api/auth/password-reset', { email: sophie.email, language: 'fr' });
      const token = tokenOf((await outbox())[0]?.text_body ?? '');
      expect((await reset(token, sophie.password)).statusCode).toBe(204);
      await expect(database.db.query('select 1 from known_devices where owner_id = 1')).resolves.toEqual([]);
      client = `198.51.100.${address}`;
      expect((await logIn(sophie.email, sophie.password)).statusCode).toBe(200);
      // The browser known before the reset passes a lock no more.
      await fail({ account: throttleKeys(sophie.email, client).account }, 10);
      expect((await logIn(sophie.email, sophie.password, { cookie: `owner_device=${device}` })).statusCode).toBe(429);
    });

    it('answers an unknown address the same, and mails nothing', async () => {
      const request = await post('/api/auth/password-reset', { email: 'nobody@example.be', language: 'fr' });
      expect(request.statusCode).toBe(202);
      expect(request.json()).toEqual((await post('/api/auth/password-reset', { email: sophie.email, language: 'fr' })).json());
      expect((await outbox()).map((mail) => mail.to_address)).toEqual([sophie.email]);
    });

    it('refuses an expired link, and a new password too short or not typed twice the same', async () => {
      await post('/api/auth/password-reset', { email: sophie.email, language: 'en' });
      const token = tokenOf((await outbox())[0]?.text_body ?? '');
      const short = await reset(token, 'short');
      expect(short.statusCode).toBe(400);
      const differ = await post('/api/auth/password-reset/confirm', { token, password: 'a long new password', confirmation: 'another one' });
      expect(differ.statusCode).toBe(400);
      await database.db.query(`update password_reset_tokens set expires_at = now() - interval '1 second'`);
      expect((await reset(token, 'a long new password')).statusCode).toBe(400);
      expect((await logIn(sophie.email, sophie.password)).statusCode).toBe(200);
    });

    it('sends at most three links an hour to one owner', async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await post('/api/auth/password-reset', { email: sophie.email, language: 'fr' })).statusCode).toBe(202);
      }
      expect(await outbox()).toHaveLength(3);
    });
  });
});

import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { Language } from 'shared-kernel';
import svgCaptcha from 'svg-captcha';
import type { Queryable } from '../db/database.js';
import { formsText } from '../forms/texts.js';

/**
 * What the browser gets: the image, and the accessible alternative as a question worded here in
 * the visitor's language with its numbers written out, so the payload never holds the sum's terms
 * as numbers a script could add.
 */
export interface CaptchaChallenge {
  id: string;
  svg: string;
  question: string;
}

const LIFETIME_MINUTES = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function hashAnswer(answer: string): string {
  return createHash('sha256').update(answer.trim().toLowerCase()).digest('hex');
}

/**
 * A new challenge: characters drawn in an SVG (look-alike characters left out), and a sum for
 * visitors who cannot read the image. Either answer passes.
 */
export async function createCaptcha(db: Queryable, language: Language): Promise<CaptchaChallenge> {
  const image = svgCaptcha.create({ size: 5, ignoreChars: '0oO1ilI', noise: 2, color: false, background: '#ffffff' });
  const terms = { a: randomInt(1, 10), b: randomInt(1, 10) };
  const t = await formsText(language);
  const question = t('captcha.question', { a: t(`captcha.numbers.${terms.a}`), b: t(`captcha.numbers.${terms.b}`) });
  const id = randomUUID();
  await db.query(
    `insert into captchas (id, answer_hash, question_hash, expires_at)
     values ($1, $2, $3, now() + make_interval(mins => $4))`,
    [id, hashAnswer(image.text), hashAnswer(String(terms.a + terms.b)), LIFETIME_MINUTES],
  );
  // Old challenges are worthless: clear them as new ones are made, so the table stays small.
  await db.query(`delete from captchas where expires_at < now() - interval '1 day'`);
  return { id, svg: image.data, question };
}

/**
 * Uses up the challenge when the answer is right (one post per challenge). Call it inside the
 * enquiry's transaction: a post that fails afterwards leaves the challenge usable again.
 */
export async function solveCaptcha(tx: Queryable, id: string, answer: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const hash = hashAnswer(answer);
  const rows = await tx.query(
    `update captchas set used_at = now()
      where id = $1 and used_at is null and expires_at > now() and (answer_hash = $2 or question_hash = $2)
      returning id`,
    [id, hash],
  );
  return rows.length === 1;
}

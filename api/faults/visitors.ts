import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { answerQuestion } from '../src/test/captcha.js';

/** A contact enquiry as a visitor sends it, with its Idempotency-Key and a token to find its mails. */
export interface Enquiry {
  key: string;
  token: string;
  body: Record<string, unknown>;
  /** The enquiry's id once the api answered 201. */
  id?: string;
}

/** The captcha of a form, answered as a person would. */
async function solvedCaptcha(url: string): Promise<{ captchaId: string; captchaAnswer: string }> {
  const { id, question } = (await (await fetch(`${url}/api/forms/captcha?lang=fr`)).json()) as { id: string; question: string };
  return { captchaId: id, captchaAnswer: await answerQuestion(question, 'fr') };
}

/** A filled contact form whose remark carries a unique token. */
export async function contactEnquiry(url: string, label: string): Promise<Enquiry> {
  const token = `${label}-${randomUUID()}`;
  return {
    key: randomUUID(),
    token,
    body: {
      title: 'Ms',
      firstName: 'Anne',
      lastName: 'Peeters',
      email: 'anne@example.be',
      phone: '02 512 34 56',
      remark: `Enquiry ${token}`,
      ...(await solvedCaptcha(url)),
    },
  };
}

export function postEnquiry(url: string, enquiry: Enquiry): Promise<Response> {
  return fetch(`${url}/api/forms/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': enquiry.key },
    body: JSON.stringify({ language: 'fr', values: enquiry.body }),
  });
}

/** The text of every mail the api has written so far (no SMTP server: one `.eml` per mail). */
export async function writtenMails(dataDir: string): Promise<string[]> {
  const folder = path.join(dataDir, 'mail');
  const files = await readdir(folder).catch(() => [] as string[]);
  return Promise.all(files.filter((file) => file.endsWith('.eml')).map((file) => readFile(path.join(folder, file), 'utf8')));
}

/** A mail's Message-ID header. */
export function messageIdOf(mail: string): string | undefined {
  return /^Message-ID:\s*(\S+)/im.exec(mail)?.[1];
}

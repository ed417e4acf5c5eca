import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { answerQuestion } from '../src/test/captcha.js';
import { startApi, stopApi, waitUntil, type RunningProcess } from './process.js';

// Issue 21: a replica killed outright (SIGKILL: an out-of-memory kill, a lost machine) while
// visitors send enquiries. Every enquiry that got its 201 must survive the restart on the same data
// and have its mail sent, once; the same form sent again with its key answers the first enquiry.

const CLIENTS = 3;
const ENQUIRIES_PER_CLIENT = 3;
/** The forms allow 20 posts and captchas per address in 10 minutes: the test stays under it. */
const KILL_AFTER_ANSWERS = 3;

interface Sent {
  key: string;
  token: string;
  body: Record<string, unknown>;
  /** The enquiry's id when the api answered 201; undefined when the kill came first. */
  id?: string;
}

async function solvedCaptcha(url: string): Promise<{ captchaId: string; captchaAnswer: string }> {
  const { id, question } = (await (await fetch(`${url}/api/forms/captcha?lang=fr`)).json()) as { id: string; question: string };
  return { captchaId: id, captchaAnswer: await answerQuestion(question, 'fr') };
}

async function postEnquiry(url: string, sent: Sent): Promise<Response> {
  return fetch(`${url}/api/forms/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': sent.key },
    body: JSON.stringify({ language: 'fr', values: sent.body }),
  });
}

/** The text of every mail the api has written so far (no SMTP server: one `.eml` per mail). */
async function mailTexts(dataDir: string): Promise<string[]> {
  const folder = path.join(dataDir, 'mail');
  const files = await readdir(folder).catch(() => [] as string[]);
  return Promise.all(files.filter((file) => file.endsWith('.eml')).map((file) => readFile(path.join(folder, file), 'utf8')));
}

describe('SIGKILL while visitors send enquiries', () => {
  let dataDir: string;
  let api: RunningProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'faults-kill-'));
  });

  afterEach(async () => {
    if (api) await stopApi(api);
  });

  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps every enquiry it answered 201, sends each mail once after the restart, and answers a repeat with the first id', async () => {
    api = await startApi({ DATA_DIR: dataDir });
    const first = api;
    let answered = 0;
    const killer = setInterval(() => {
      if (answered >= KILL_AFTER_ANSWERS) first.child.kill('SIGKILL');
    }, 5);

    const client = async (clientIndex: number): Promise<Sent[]> => {
      const sent: Sent[] = [];
      for (let index = 0; index < ENQUIRIES_PER_CLIENT; index += 1) {
        const token = `kill-test-${clientIndex}-${index}-${randomUUID()}`;
        try {
          const body = {
            title: 'Ms',
            firstName: 'Anne',
            lastName: 'Peeters',
            email: 'anne@example.be',
            phone: '02 512 34 56',
            remark: `Enquiry ${token}`,
            ...(await solvedCaptcha(first.url)),
          };
          const entry: Sent = { key: randomUUID(), token, body };
          sent.push(entry);
          const response = await postEnquiry(first.url, entry);
          if (response.status === 201) {
            entry.id = ((await response.json()) as { id: string }).id;
            answered += 1;
          }
        } catch {
          // The process died under this request: the visitor saw an error, nothing was promised.
          break;
        }
      }
      return sent;
    };
    const sent = (await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)))).flat();
    clearInterval(killer);
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    const promised = sent.filter((entry) => entry.id !== undefined);
    expect(promised.length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);

    api = await startApi({ DATA_DIR: dataDir });
    const second = api;
    // Each promised enquiry's mails go out after the restart: the agency's and the visitor's.
    await waitUntil(async () => {
      const mails = await mailTexts(dataDir);
      return promised.every((entry) => mails.filter((text) => text.includes(entry.token)).length >= 1);
    }, 60_000);
    const mails = await mailTexts(dataDir);
    for (const entry of promised) {
      const carrying = mails.filter((text) => text.includes(entry.token));
      const messageIds = new Set(carrying.map((text) => /^Message-ID:\s*(\S+)/im.exec(text)?.[1]));
      // Each mail once: as many distinct Message-IDs as files carrying the enquiry.
      expect(messageIds.size).toBe(carrying.length);
    }

    for (const entry of promised) {
      const again = await postEnquiry(second.url, entry);
      expect(again.status).toBe(201);
      expect(((await again.json()) as { id: string }).id).toBe(entry.id);
    }
  });
});

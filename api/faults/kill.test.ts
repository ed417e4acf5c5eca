import { apiProcesses, freshPostgresDatabase, waitUntil } from './process.js';
import { contactEnquiry, messageIdOf, postEnquiry, writtenMails, type Enquiry } from './visitors.js';

// A replica killed outright (SIGKILL: an out-of-memory kill, a lost machine) while
// visitors send enquiries, on PGlite and on PostgreSQL. Every enquiry that got its 201 must survive
// the restart on the same data and have its mail sent, once; the same form sent again with its key
// answers the first enquiry.

const CLIENTS = 3;
const ENQUIRIES_PER_CLIENT = 3;
/** The forms allow 20 posts and captchas per address in 10 minutes: the test stays under it. */
const KILL_AFTER_ANSWERS = 3;

describe.each([
  ['PGlite', async () => ({ env: {}, drop: async () => undefined })],
  [
    'PostgreSQL',
    async () => {
      const database = await freshPostgresDatabase('kill');
      return { env: { DATABASE_URL: database.url }, drop: database.drop };
    },
  ],
])('SIGKILL while visitors send enquiries, on %s', (_name, makeDatabase) => {
  const apis = apiProcesses('kill');
  let database: { env: Record<string, string>; drop: () => Promise<void> };

  beforeAll(async () => {
    database = await makeDatabase();
  });

  afterAll(() => database.drop());

  it('keeps every enquiry it answered 201, sends each mail once after the restart, and answers a repeat with the first id', async () => {
    const first = await apis.start(database.env);
    let answered = 0;
    const killer = setInterval(() => {
      if (answered >= KILL_AFTER_ANSWERS) first.child.kill('SIGKILL');
    }, 5);

    const client = async (clientIndex: number): Promise<Enquiry[]> => {
      const sent: Enquiry[] = [];
      for (let index = 0; index < ENQUIRIES_PER_CLIENT; index += 1) {
        try {
          const enquiry = await contactEnquiry(first.url, `kill-test-${clientIndex}-${index}`);
          sent.push(enquiry);
          const response = await postEnquiry(first.url, enquiry);
          if (response.status === 201) {
            enquiry.id = ((await response.json()) as { id: string }).id;
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

    const second = await apis.start(database.env);
    // Each promised enquiry's mails go out after the restart: the agency's and the visitor's.
    await waitUntil(async () => {
      const mails = await writtenMails(apis.dataDir());
      return promised.every((entry) => mails.some((text) => text.includes(entry.token)));
    }, 60_000);
    const mails = await writtenMails(apis.dataDir());
    for (const entry of promised) {
      const carrying = mails.filter((text) => text.includes(entry.token));
      // Each mail once: as many distinct Message-IDs as files carrying the enquiry.
      expect(new Set(carrying.map(messageIdOf)).size).toBe(carrying.length);
    }

    for (const entry of promised) {
      const again = await postEnquiry(second.url, entry);
      expect(again.status).toBe(201);
      expect(((await again.json()) as { id: string }).id).toBe(entry.id);
    }
  });
});

import type { AddressInfo } from 'node:net';
import getPort from 'get-port';
import type { SMTPServer } from 'smtp-server';
import { recordingSmtpServer } from '../src/test/smtpServer.js';
import { apiProcesses, waitUntil } from './process.js';
import { contactEnquiry, messageIdOf, postEnquiry } from './visitors.js';

// The agency's mail server is down while visitors send enquiries, then answers 451 (try
// again later) a few times, then takes mail again. Every enquiry is answered 201 at once, and every
// mail reaches the server once it is back: each once, none lost, none twice.

const ENQUIRIES = 5;
/** The agency's copy and the visitor's acknowledgement. */
const MAILS_PER_ENQUIRY = 2;
const REFUSALS = 3;

describe('the mail server down, then refusing, then back', () => {
  const apis = apiProcesses('mail');
  let server: SMTPServer | undefined;

  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  it('answers every enquiry at once and delivers each of its mails exactly once when the server takes mail again', async () => {
    // The server's port is chosen, but nothing listens on it yet: connections are refused.
    const port = await getPort();
    const api = await apis.start({ SMTP_URL: `smtp://127.0.0.1:${port}`, AGENCY_EMAIL: 'agency@example.be' });

    const enquiries = [];
    for (let index = 0; index < ENQUIRIES; index += 1) {
      const enquiry = await contactEnquiry(api.url, `mail-test-${index}`);
      const response = await postEnquiry(api.url, enquiry);
      expect(response.status).toBe(201);
      enquiries.push(enquiry);
    }
    // Sending is the outbox's work: the api stays healthy without its mail server.
    expect((await fetch(`${api.url}/api/health`)).status).toBe(200);

    let refused = 0;
    const refuseTheFirstFew = () => {
      if (refused >= REFUSALS) return false;
      refused += 1;
      return true;
    };
    const { server: smtp, received } = recordingSmtpServer(refuseTheFirstFew);
    server = smtp;
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    expect((smtp.server.address() as AddressInfo).port).toBe(port);

    // The outbox retries after 5 s, then 10, 20…: a refused mail is back within a minute.
    const expected = ENQUIRIES * MAILS_PER_ENQUIRY;
    await waitUntil(async () => received.length >= expected, 90_000);
    expect(refused).toBe(REFUSALS);
    // Nothing more comes: a mail delivered is never sent again.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(received).toHaveLength(expected);
    expect(new Set(received.map(messageIdOf)).size).toBe(expected);
    for (const enquiry of enquiries) {
      expect(received.filter((mail) => mail.includes(enquiry.token))).toHaveLength(MAILS_PER_ENQUIRY);
    }
  });
});

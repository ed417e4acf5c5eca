import { startFakeSweepBright } from '../crm/sweepbright/testing/fake.js';

// `npm run fake-crm -w api`: a local SweepBright (see crm/sweepbright/testing/fake.ts and docs/crm.md).
const port = Number(process.env.FAKE_CRM_PORT ?? '8210');
const site = process.env.SITE_URL ?? 'http://127.0.0.1:8080';
const secret = process.env.CRM_WEBHOOK_SECRET ?? 'local-fake-crm-webhook-secret-0123456789';
const fake = await startFakeSweepBright({ port, webhookUrl: `${site}/api/crm/sweepbright/webhook/${secret}` });
process.stdout.write(
  [
    `Fake SweepBright on ${fake.server.apiUrl} (client id and secret: any), sending its webhooks to ${site}.`,
    'Start the site against it:',
    `  SEED_DEMO=false CRM=sweepbright SWEEPBRIGHT_API_URL=${fake.server.apiUrl} SWEEPBRIGHT_CLIENT_ID=local SWEEPBRIGHT_CLIENT_SECRET=local CRM_WEBHOOK_SECRET=${secret} npm start`,
    `Then: curl -X POST http://127.0.0.1:${port}/fake/estates/apartment/publish (see docs/crm.md).`,
    '',
  ].join('\n'),
);
const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { testConfig } from '../test/config.js';
import { describeEachDatabase } from '../test/databases.js';
import { formsTestApp, MemoryTransport } from './testApp.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** A stored (uncompressed) zip whose first entry is `mimetype`, as OpenDocument files begin. */
function odt(): Buffer {
  const name = Buffer.from('mimetype');
  const content = Buffer.from('application/vnd.oasis.opendocument.text');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(10, 4);
  header.writeUInt32LE(content.length, 18);
  header.writeUInt32LE(content.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, content, Buffer.alloc(64)]);
}

function multipart(name: string, content: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----formsUploadBoundary';
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describeEachDatabase('POST /api/forms/uploads', (database) => {
  let app: FastifyInstance;
  let dataDir: string;
  let ip = 0;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'forms-uploads-'));
    app = await formsTestApp(testConfig({ DATA_DIR: dataDir }), database.db, { mailTransport: new MemoryTransport(), rateLimit: { max: 3, timeWindowMs: 60_000 } });
  });

  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (name: string, content: Buffer, remoteAddress = `10.1.0.${++ip}`) =>
    app.inject({ method: 'POST', url: '/api/forms/uploads', remoteAddress, ...multipart(name, content) });

  it('keeps a PDF under a random name in DATA_DIR/uploads/, readable by the api only', async () => {
    const response = await upload('../../etc/my cv.pdf', PDF);
    expect(response.statusCode).toBe(201);
    const { id, name } = response.json<{ id: string; name: string }>();
    expect(name).toBe('my cv.pdf');
    expect(await readdir(path.join(dataDir, 'uploads'))).toContain(id);
    expect((await stat(path.join(dataDir, 'uploads', id))).mode & 0o777).toBe(0o600);
    const [row] = await database.db.query<{ mime_type: string; enquiry_id: string | null }>('select mime_type, enquiry_id from enquiry_uploads where id = $1', [id]);
    expect(row).toEqual({ mime_type: 'application/pdf', enquiry_id: null });
  });

  it('accepts an OpenDocument text by its content', async () => {
    const response = await upload('cv.odt', odt());
    expect(response.statusCode).toBe(201);
  });

  it('refuses a file of another type renamed .pdf', async () => {
    const response = await upload('cv.pdf', Buffer.from('MZ\x90\x00 this is a program, not a CV'.repeat(20)));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ fields: { cv: 'errors.cvType' } });
  });

  it('refuses a file over 5 MB', async () => {
    const response = await upload('cv.pdf', Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ fields: { cv: 'errors.cvSize' } });
  });

  it('refuses an empty file', async () => {
    const response = await upload('cv.pdf', Buffer.alloc(0));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { cv: 'errors.cvEmpty' } });
  });

  it('limits uploads per IP', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await upload('cv.pdf', PDF, '10.1.9.9')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoAgency } from 'demo-agency';
import sharp from 'sharp';
import { GENERATOR_VERSION, ImageStore } from './imageStore.js';

describe('ImageStore', () => {
  let dataDir: string;
  const log = { info: jest.fn() };

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'api-image-store-'));
  });

  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('clears generated files made by another generator version, and keeps uploads', async () => {
    const images = path.join(dataDir, 'images');
    for (const folder of ['masters', 'cache', 'originals']) await mkdir(path.join(images, folder), { recursive: true });
    await writeFile(path.join(images, 'generator-version'), `${GENERATOR_VERSION - 1}\n`);
    await writeFile(path.join(images, 'masters', 'property-1-1.jpg'), 'old drawing');
    await writeFile(path.join(images, 'cache', 'property-1-1-100.webp'), 'old variant');
    await writeFile(path.join(images, 'originals', 'upload-1.jpg'), 'a photo');

    await new ImageStore(dataDir, demoAgency.images, log).variant('team-1', '100', 'webp');

    expect(await readdir(path.join(images, 'masters'))).toEqual(['team-1.jpg']);
    expect(await readdir(path.join(images, 'cache'))).toEqual(['team-1-100.webp']);
    expect(await readdir(path.join(images, 'originals'))).toEqual(['upload-1.jpg']);
    expect(await readFile(path.join(images, 'generator-version'), 'utf8')).toBe(`${GENERATOR_VERSION}\n`);
  });

  it('keeps the files of its own version', async () => {
    const made = await new ImageStore(dataDir, demoAgency.images, log).variant('team-1', '100', 'webp');
    log.info.mockClear();
    await expect(new ImageStore(dataDir, demoAgency.images, log).variant('team-1', '100', 'webp')).resolves.toEqual(made);
    expect(log.info).not.toHaveBeenCalled();
  });

  it('leaves the disk alone until an image is asked for', async () => {
    new ImageStore(dataDir, demoAgency.images, log);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('answers null for an id that names no image', async () => {
    const store = new ImageStore(dataDir, demoAgency.images, log);
    await expect(store.variant('nothing-here', '100', 'jpeg')).resolves.toBeNull();
    expect(await readdir(path.join(dataDir, 'images', 'cache'))).toEqual([]);
  });

  it('serves only uploaded photos when there is no image source: it draws nothing', async () => {
    const originals = path.join(dataDir, 'images', 'originals');
    await mkdir(originals, { recursive: true });
    await writeFile(path.join(originals, 'team-2.png'), await sharp({ create: { width: 300, height: 200, channels: 3, background: '#204080' } }).png().toBuffer());
    const store = new ImageStore(dataDir, null, log);
    await expect(store.variant('team-1', '100', 'jpeg')).resolves.toBeNull();
    expect(await store.variant('team-2', '100', 'jpeg')).not.toBeNull();
    expect(await readdir(path.join(dataDir, 'images', 'masters'))).toEqual([]);
  });
});

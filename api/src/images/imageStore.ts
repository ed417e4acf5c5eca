import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import sharp from 'sharp';
import type { ImageSource } from '../seeding/sources.js';
import { readIfPresent } from '../systemError.js';
import { InFlight } from './inFlight.js';
import { BUCKET_PHOTO_PREFIX, type MediaBucket } from './mediaBucket.js';
import { IMAGE_WIDTHS, type RequestedWidth } from './widths.js';

export type ImageFormat = 'webp' | 'jpeg';

/**
 * Bump when the image source's drawings or the encodings change: it is part of every ETag, and a
 * data directory made by another version has its generated files cleared on start, so nothing
 * stale is served.
 */
export const GENERATOR_VERSION = 1;

const EXTENSIONS: Record<ImageFormat, string> = { webp: 'webp', jpeg: 'jpg' };

/** Uploaded photos, looked for in this order. */
const ORIGINAL_EXTENSIONS = ['jpg', 'png', 'webp'];

/**
 * Encodings beyond two at a time wait their turn, in arrival order: encoding is CPU-heavy, and a
 * burst of first requests must queue up rather than starve every other request.
 */
const CONCURRENT_ENCODINGS = 2;

/** The strong validator of one variant: the same id, width and format always give the same bytes. */
export function imageEtag(id: string, width: RequestedWidth, format: ImageFormat): string {
  const hash = createHash('sha256').update(`${GENERATOR_VERSION}\n${id}\n${width}\n${format}`).digest('base64url');
  return `"${hash.slice(0, 27)}"`;
}

/**
 * The images of `DATA_DIR/images/`: uploaded photos in `originals/` (the CRM's in the media bucket
 * when there is one: only the variants made from them are kept here), masters drawn by the image
 * source (the demo agency's; a real agency has none) in `masters/`, every variant served in
 * `cache/`. A variant asked for a second time is one file read.
 *
 * An image id names fixed content (its answers are cached as immutable): a replaced photo comes
 * under a new id, so cached variants never need to be checked against their source.
 */
export class ImageStore {
  private readonly originals: string;
  private readonly masters: string;
  private readonly cache: string;
  private readonly limit = pLimit(CONCURRENT_ENCODINGS);
  private readonly mastersInFlight = new InFlight<Buffer | null>();
  private readonly variantsInFlight = new InFlight<Buffer | null>();
  private readonly marker: string;
  private prepared: Promise<void> | undefined;

  constructor(
    dataDir: string,
    private readonly drawings: ImageSource | null,
    private readonly log: Pick<FastifyBaseLogger, 'info'>,
    /** Where the CRM's originals are when every replica serves them (MEDIA_S3_BUCKET). */
    private readonly bucket: MediaBucket | null = null,
  ) {
    const directory = path.join(dataDir, 'images');
    this.originals = path.join(directory, 'originals');
    this.masters = path.join(directory, 'masters');
    this.cache = path.join(directory, 'cache');
    this.marker = path.join(directory, 'generator-version');
  }

  /** The encoded image at a requested width, or null when the id names no image. */
  async variant(id: string, width: RequestedWidth, format: ImageFormat): Promise<Buffer | null> {
    // On first use rather than at start: an api that serves no image leaves the disk alone.
    this.prepared ??= this.prepare().catch((error: unknown) => {
      this.prepared = undefined;
      throw error;
    });
    await this.prepared;
    const file = path.join(this.cache, `${id}-${width}.${EXTENSIONS[format]}`);
    const cached = await readIfPresent(file);
    if (cached !== null) return cached;
    return this.variantsInFlight.run(file, async () => {
      // Someone else may have finished making it between the read above and this run.
      const madeMeanwhile = await readIfPresent(file);
      if (madeMeanwhile !== null) return madeMeanwhile;
      const master = await this.master(id);
      if (master === null) return null;
      const started = performance.now();
      const image = await this.limit(() => encode(master, IMAGE_WIDTHS[width], format));
      await writeAtomically(file, image);
      this.log.info({ image: id, w: width, format, ms: Math.round(performance.now() - started) }, 'image variant made');
      return image;
    });
  }

  /** The uploaded original if there is one, else the image source's drawing, rasterised once and kept. */
  private master(id: string): Promise<Buffer | null> {
    return this.mastersInFlight.run(id, async () => {
      for (const extension of ORIGINAL_EXTENSIONS) {
        const original = await readIfPresent(path.join(this.originals, `${id}.${extension}`));
        if (original !== null) return original;
      }
      if (this.bucket !== null && id.startsWith(BUCKET_PHOTO_PREFIX)) {
        for (const extension of ORIGINAL_EXTENSIONS) {
          const original = await this.bucket.read(`images/originals/${id}.${extension}`);
          if (original !== null) return original;
        }
      }
      if (this.drawings === null) return null;
      const file = path.join(this.masters, `${id}.jpg`);
      const stored = await readIfPresent(file);
      if (stored !== null) return stored;
      const drawing = this.drawings.drawing(id);
      if (drawing === null) return null;
      const started = performance.now();
      // High quality: every variant is encoded again from this one.
      const master = await this.limit(() => sharp(Buffer.from(drawing)).jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer());
      await writeAtomically(file, master);
      this.log.info({ image: id, ms: Math.round(performance.now() - started) }, 'image master drawn');
      return master;
    });
  }

  private async prepare(): Promise<void> {
    const version = (await readIfPresent(this.marker))?.toString('utf8').trim();
    if (version !== String(GENERATOR_VERSION)) {
      await Promise.all([this.masters, this.cache].map((folder) => rm(folder, { recursive: true, force: true })));
    }
    await Promise.all([this.masters, this.cache].map((folder) => mkdir(folder, { recursive: true })));
    if (version !== String(GENERATOR_VERSION)) await writeFile(this.marker, `${GENERATOR_VERSION}\n`);
  }
}

function encode(master: Buffer, width: number | 'original', format: ImageFormat): Promise<Buffer> {
  // `rotate()` applies a camera's EXIF orientation to uploaded photos; metadata is not copied.
  let image = sharp(master).rotate();
  if (width !== 'original') image = image.resize({ width, withoutEnlargement: true });
  return format === 'webp'
    ? image.webp({ quality: 76 }).toBuffer()
    : image.jpeg({ quality: 78, mozjpeg: true }).toBuffer();
}

/** Readers, in this process or another sharing the directory, never see half a file. */
async function writeAtomically(file: string, content: Buffer): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

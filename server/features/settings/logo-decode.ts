/**
 * Decodes an uploaded logo and stores it scaled down (issue #22, item 3). Decoding used to run on
 * the event loop with no cap (a 1 MB PNG inflating to 1 GB froze every request for seconds); sharp
 * decodes in libuv's thread pool, within a budget of time (DECODE_TIMEOUT_SECONDS), of pixels
 * (the headers were checked in logo-image.ts, and `limitInputPixels` stands behind them) and of
 * memory (DECODES_AT_ONCE image at a time, no libvips cache). See docs/decisions/023.
 */
import sharp from 'sharp';
import { LOGO_MAX_SIDE, LOGO_STORED_MAX_SIDE } from '../../../shared/company-logo';
import { AppError } from '../../lib/app-error';
import { checkStatedSize, type LogoType } from './logo-image';

/** The longest one logo may take to decode and scale; a 4000 × 4000 16-bit interlaced PNG takes about 2.5 s on one core. */
const DECODE_TIMEOUT_SECONDS = 10;
/**
 * Logos decoded at a time. Each holds at most one image's pixels (an interlaced PNG is decoded
 * whole: up to 4000 × 4000 × 8 bytes) and one libvips thread; one at a time leaves a core to the
 * event loop on a 2-core machine (as PDF_WORKERS does, docs/decisions/011) and libuv's other
 * threads to files and compression. Uploads are rare (and limited per account), so they may queue.
 */
const DECODES_AT_ONCE = 1;
/** Uploads that may wait for a turn; past that the upload is refused with 503 rather than queued without end. */
const DECODES_WAITING = 8;

// A decoded upload is never read twice: libvips' operation cache would only keep its memory.
sharp.cache(false);
// One libvips thread per image, so DECODES_AT_ONCE bounds the threads logos use.
sharp.concurrency(1);

export interface StoredLogo {
  contentType: LogoType;
  width: number;
  height: number;
  data: Buffer;
}

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` once fewer than DECODES_AT_ONCE decodes run; a 503 AppError when too many already wait. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < DECODES_AT_ONCE) running += 1;
  else if (waiting.length >= DECODES_WAITING) throw new AppError(503, 'logo_busy');
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // The turn passes straight to the next waiting upload, or is given back.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * The logo as it is stored: fitted into LOGO_STORED_MAX_SIDE on each side (never enlarged), upright,
 * 8 bits per channel, without metadata, in the type it came in (a JPEG stays a JPEG: smaller, and
 * PDFKit embeds it without decoding). A 413, 415, 422 or 503 AppError when it cannot be.
 */
export async function prepareLogo(body: unknown): Promise<StoredLogo> {
  const { contentType, bytes } = checkStatedSize(body);
  return inTurn(async () => {
    const image = sharp(bytes, { limitInputPixels: LOGO_MAX_SIDE * LOGO_MAX_SIDE, autoOrient: true })
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .resize({
        width: LOGO_STORED_MAX_SIDE,
        height: LOGO_STORED_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      });
    const encoded = contentType === 'image/png' ? image.png() : image.jpeg({ quality: 90 });
    try {
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return { contentType, width: info.width, height: info.height, data };
    } catch (err) {
      if (String(err).includes('timeout'))
        throw new AppError(422, 'logo_too_slow', { seconds: DECODE_TIMEOUT_SECONDS });
      throw new AppError(422, 'logo_unreadable');
    }
  });
}

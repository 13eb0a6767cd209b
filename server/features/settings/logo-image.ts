/**
 * Checks an uploaded logo by its content: the first bytes decide PNG or JPEG (never the file name or
 * the Content-Type), and the size every header states is checked before anything is decompressed
 * (issue #22, item 3: a JPEG's later frame header may state more than its first). Decoding and
 * scaling down are in logo-decode.ts.
 */
import { LOGO_MAX_BYTES, LOGO_MAX_SIDE } from '../../../shared/company-logo';
import { AppError } from '../../lib/app-error';

export type LogoType = 'image/png' | 'image/jpeg';

interface Sides {
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG or JPEG by the file's signature (a document's logo bytes, an upload); undefined for anything else. */
export function logoType(bytes: Buffer | Uint8Array): LogoType | undefined {
  return typeOf(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

function typeOf(bytes: Buffer): LogoType | undefined {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return undefined;
}

/** The PNG's size from its IHDR chunk, which must come first; the decoder inflates no more rows than it states. */
function pngSides(bytes: Buffer): Sides | undefined {
  if (bytes.length < 33 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isFrameMarker = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
/** Markers that stand alone, without a length: TEM and the restart markers RST0–RST7. */
const isBareMarker = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * Every frame header (SOFn: FF Cn, length, precision, height, width) of a JPEG, walking the
 * segments by their lengths and the compressed data after each SOS up to its next marker; a
 * thumbnail inside an APPn segment is skipped with its segment. Undefined when the structure breaks.
 */
function jpegFrames(bytes: Buffer): Sides[] | undefined {
  const frames: Sides[] = [];
  let i = 2;
  while (i + 1 < bytes.length) {
    if (bytes[i] !== 0xff) return undefined;
    const marker = bytes[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) break; // EOI
    if (isBareMarker(marker)) {
      i += 2;
      continue;
    }
    if (i + 4 > bytes.length) return undefined;
    const length = bytes.readUInt16BE(i + 2);
    if (length < 2) return undefined;
    if (isFrameMarker(marker)) {
      if (i + 9 > bytes.length) return undefined;
      frames.push({ width: bytes.readUInt16BE(i + 7), height: bytes.readUInt16BE(i + 5) });
    }
    i += 2 + length;
    if (marker === 0xda) i = endOfScan(bytes, i);
  }
  return frames;
}

/** Where the compressed data of a scan ends: the first FF that is not a stuffed 00 or a restart marker. */
function endOfScan(bytes: Buffer, from: number): number {
  let i = bytes.indexOf(0xff, from);
  while (i !== -1 && i + 1 < bytes.length && (bytes[i + 1] === 0 || isBareMarker(bytes[i + 1]))) {
    i = bytes.indexOf(0xff, i + 2);
  }
  return i === -1 ? bytes.length : i;
}

/** Every size a PNG's or JPEG's headers state, without decoding it; undefined for anything else. */
function statedSides(bytes: Buffer, type: LogoType): Sides[] | undefined {
  if (type === 'image/jpeg') return jpegFrames(bytes);
  const sides = pngSides(bytes);
  return sides && [sides];
}

/** A PNG's or JPEG's size in pixels as its header states it; undefined for anything else or for frames that disagree. */
export function imageSides(bytes: Buffer): Sides | undefined {
  const type = typeOf(bytes);
  const all = type && statedSides(bytes, type);
  const [first] = all ?? [];
  if (!first || all!.some((s) => s.width !== first.width || s.height !== first.height)) return undefined;
  return first;
}

/**
 * The upload's type once its size and every header it carries are within the limits; a 413, 415
 * or 422 AppError otherwise. Nothing has been inflated or allocated for pixels yet.
 */
export function checkStatedSize(body: unknown): { contentType: LogoType; bytes: Buffer } {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError(415, 'logo_requirement');
  if (body.length > LOGO_MAX_BYTES) throw new AppError(413, 'logo_too_large');
  const contentType = typeOf(body);
  if (!contentType) throw new AppError(415, 'logo_requirement');
  const all = statedSides(body, contentType);
  if (!all?.length) throw new AppError(422, 'logo_unreadable');
  for (const { width, height } of all) {
    if (!(width >= 1 && height >= 1)) throw new AppError(422, 'logo_unreadable');
    if (width > LOGO_MAX_SIDE || height > LOGO_MAX_SIDE)
      throw new AppError(422, 'logo_too_many_pixels', { width, height, maximum: LOGO_MAX_SIDE });
  }
  // A JPEG has one frame; frames stating different sizes are not an image any decoder agrees on.
  if (!imageSides(body)) throw new AppError(422, 'logo_unreadable');
  return { contentType, bytes: body };
}

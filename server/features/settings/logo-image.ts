/**
 * Checks an uploaded logo by its content: the first bytes decide PNG or JPEG (never the file name or
 * the Content-Type), the stated size is checked before anything is decompressed, then the whole
 * image is decoded, so a truncated, corrupt or disguised file is refused with a message a person
 * understands instead of breaking the PDFs and emails it would be printed on.
 */
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import {
  LOGO_MAX_BYTES,
  LOGO_MAX_SIDE,
  LOGO_REQUIREMENT,
  LOGO_TOO_MANY_PIXELS,
  LOGO_UNREADABLE,
} from '../../../shared/company-logo';
import { AppError } from '../../lib/app-error';

export interface CheckedLogo {
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function typeOf(bytes: Buffer): CheckedLogo['contentType'] | undefined {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return undefined;
}

function checkSides(width: number, height: number) {
  if (!(width >= 1 && height >= 1)) throw new AppError(422, LOGO_UNREADABLE);
  if (width > LOGO_MAX_SIDE || height > LOGO_MAX_SIDE) throw new AppError(422, LOGO_TOO_MANY_PIXELS);
}

/** The PNG's size from its IHDR chunk, which must come first. */
function pngSides(bytes: Buffer): [number, number] | undefined {
  if (bytes.length < 33 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** The JPEG's size from its first frame header (SOFn: FF Cn, length, precision, height, width). */
function jpegSides(bytes: Buffer): [number, number] | undefined {
  let i = 2;
  while (i + 9 <= bytes.length) {
    if (bytes[i] !== 0xff) return undefined;
    const marker = bytes[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return [bytes.readUInt16BE(i + 7), bytes.readUInt16BE(i + 5)];
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  return undefined;
}

/** A PNG's or JPEG's size in pixels as its header states it, without decoding it; undefined for anything else. */
export function imageSides(bytes: Buffer): { width: number; height: number } | undefined {
  const type = typeOf(bytes);
  const sides = type === 'image/png' ? pngSides(bytes) : type === 'image/jpeg' ? jpegSides(bytes) : undefined;
  return sides && { width: sides[0], height: sides[1] };
}

function decode(bytes: Buffer, contentType: CheckedLogo['contentType']): { width: number; height: number } {
  // The stated size is checked before any pixel is inflated or allocated.
  const stated = imageSides(bytes);
  if (!stated) throw new AppError(422, LOGO_UNREADABLE);
  checkSides(stated.width, stated.height);
  if (contentType === 'image/png') return PNG.sync.read(bytes);
  // jpeg-js's own limits stand behind the stated size, should a later frame claim more.
  const maxResolutionInMP = (LOGO_MAX_SIDE * LOGO_MAX_SIDE) / 1_000_000;
  return jpeg.decode(bytes, { useTArray: true, maxResolutionInMP, maxMemoryUsageInMB: 256 });
}

/** The logo's type and size in pixels; a 413, 415 or 422 AppError when it is not a usable PNG or JPEG of at most 1 MB. */
export function checkLogo(body: unknown): CheckedLogo {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError(415, LOGO_REQUIREMENT);
  if (body.length > LOGO_MAX_BYTES) throw new AppError(413, LOGO_REQUIREMENT);
  const contentType = typeOf(body);
  if (!contentType) throw new AppError(415, LOGO_REQUIREMENT);
  let size: { width: number; height: number };
  try {
    size = decode(body, contentType);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(422, LOGO_UNREADABLE);
  }
  checkSides(size.width, size.height);
  return { contentType, width: size.width, height: size.height };
}

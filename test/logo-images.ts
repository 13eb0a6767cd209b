/**
 * Images for the logo tests, ordinary and hostile (issue #22, item 3), made in the test rather than
 * stored as files, so each states in code what it is.
 */
import zlib from 'node:zlib';
import sharp from 'sharp';

const BLUE = { r: 29, g: 78, b: 216, alpha: 1 };

/** A plain one-colour image, like most logos. */
function plain(width: number, height: number) {
  return sharp({ create: { width, height, channels: 4, background: BLUE } });
}

export const png = (width: number, height: number) => plain(width, height).png().toBuffer();
export const jpg = (width: number, height: number) => plain(width, height).jpeg({ quality: 90 }).toBuffer();
/** A 16-bit-per-channel PNG: low in bytes, heavy to decode and to print. */
export const png16 = (width: number, height: number) =>
  plain(width, height).toColourspace('rgb16').png().toBuffer();

/** A PNG's size, bit depth and interlace method, read from its IHDR chunk. */
export function pngHeader(bytes: Buffer) {
  if (bytes.toString('latin1', 1, 4) !== 'PNG') throw new Error('not a PNG');
  return {
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    bitDepth: bytes[24],
    interlaced: bytes[28] === 1,
  };
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A zlib stream of `blocks` × 16 MiB of zeros, built from two compressed blocks: the second block
 * only refers back to zeros, so it can be repeated without compressing every copy again.
 */
async function zerosStream(blocks: number): Promise<Buffer> {
  const block = Buffer.alloc(16 << 20);
  const deflate = zlib.createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (part: Buffer) => out.push(part));
  const flushed = async () => {
    await new Promise<void>((resolve) => deflate.flush(zlib.constants.Z_SYNC_FLUSH, () => resolve()));
    return Buffer.concat(out.splice(0));
  };
  deflate.write(block);
  const first = await flushed();
  deflate.write(block);
  const next = await flushed();
  deflate.destroy();
  const total = block.length * blocks;
  const adler32 = Buffer.alloc(4);
  adler32.writeUInt32BE(((total % 65521) * 65536 + 1) >>> 0); // Adler-32 of zeros: a = 1, b = length mod 65521
  const finalEmptyBlock = Buffer.from([0x03, 0x00]);
  return Buffer.concat([first, ...Array(blocks - 1).fill(next), finalEmptyBlock, adler32]);
}

/**
 * An interlaced 1000 × 1000 PNG under 1 MB whose image data inflates to 896 MiB, about 230 times
 * what its header allows (the 972 KB file inflated to 1 GB).
 */
export async function inflationBomb(): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1000, 0);
  ihdr.writeUInt32BE(1000, 4);
  ihdr.set([8, 6, 0, 0, 1], 8); // 8-bit RGBA, deflate, adaptive filtering, Adam7 interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const idat = await zerosStream(56);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** A JPEG that is `first` up to its end, then the frames of `later`: a first frame header and a later one. */
export function jpegWithLaterFrame(first: Buffer, later: Buffer): Buffer {
  const endOfImage = first.lastIndexOf(Buffer.from([0xff, 0xd9]));
  return Buffer.concat([first.subarray(0, endOfImage), later.subarray(2)]);
}

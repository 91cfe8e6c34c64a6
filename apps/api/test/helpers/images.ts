import { crc32, deflateSync } from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 1×1 RGBA PNG: signature, IHDR, one deflated scanline, IEND. */
export function tinyPng(rgba: [number, number, number, number] = [255, 0, 0, 255]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no filter, no interlace
  const scanline = Buffer.from([0, ...rgba]); // filter type 0, then the pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(scanline)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A real 1×1 grey baseline JPEG: quantisation table of ones, one-symbol Huffman tables (DC
 * category 0, AC end-of-block, both coded '0'), so the whole scan is the bits 00 padded with ones.
 */
export function tinyJpeg(): Buffer {
  const huffmanTable = (tableClass: number) => [
    0xff,
    0xc4,
    0x00,
    0x14,
    tableClass,
    1,
    ...Array(15).fill(0),
    0x00,
  ];
  return Buffer.from([
    ...[0xff, 0xd8], // SOI
    ...[0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0], // APP0 JFIF
    ...[0xff, 0xdb, 0x00, 0x43, 0x00, ...Array(64).fill(1)], // DQT
    ...[0xff, 0xc0, 0x00, 0x0b, 8, 0, 1, 0, 1, 1, 1, 0x11, 0], // SOF0: 1×1, one component
    ...huffmanTable(0x00),
    ...huffmanTable(0x10),
    ...[0xff, 0xda, 0x00, 0x08, 1, 1, 0x00, 0, 63, 0], // SOS
    0x3f, // scan data
    ...[0xff, 0xd9], // EOI
  ]);
}

/** A GIF header: a real image format, but not one the photo accepts. */
export const tinyGif = () =>
  Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A PNG-signed buffer of exactly `size` bytes, for the 2 MB boundary. */
export function pngOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  tinyPng().copy(bytes);
  return bytes;
}

/** A PNG whose header declares width × height over a single tiny scanline (for pixel limits). */
export function pngWith(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

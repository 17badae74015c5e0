import { constants, crc32, deflateRawSync } from 'node:zlib';

/** A stored page is the same for every first-time visitor except for its CSP nonce. */

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);
const WINDOW = 32 * 1024;

/** A page cut at its nonce, each part kept as bytes and as deflate blocks. */
export type CompressedPage = {
  parts: Array<{ raw: Buffer; deflated: Buffer }>;
  nonceLength: number;
  holes: number[];
};

export function compressPage(
  parts: Buffer[],
  nonceLength: number,
  holes: number[] = parts.slice(1).map(() => 0),
): CompressedPage {
  const placeholder = Buffer.alloc(nonceLength);
  const shareHistory = !parts.some((part) => part.includes(0));
  let history = Buffer.alloc(0);
  const compressed = parts.map((raw, index) => {
    if (index > 0) history = Buffer.concat([history, placeholder]);
    const dictionary = shareHistory && history.length > 0 ? history.subarray(-WINDOW) : undefined;
    // A full flush ends the blocks on a byte boundary and marks none of them last.
    const deflated = deflateRawSync(raw, {
      level: 9,
      finishFlush: constants.Z_FULL_FLUSH,
      ...(dictionary ? { dictionary } : {}),
    });
    history = Buffer.concat([history, raw.subarray(-WINDOW)]).subarray(-WINDOW);
    return { raw, deflated };
  });
  return { parts: compressed, nonceLength, holes };
}

function holeValue(page: CompressedPage, values: Buffer[], index: number): Buffer {
  const value = values[page.holes[index - 1] ?? 0];
  if (!value) throw new Error(`no value for cut ${index} of a stored page`);
  return value;
}

export function plainPage(page: CompressedPage, ...values: Buffer[]): Buffer[] {
  const pieces: Buffer[] = [];
  for (const [index, { raw }] of page.parts.entries()) {
    if (index > 0) pieces.push(holeValue(page, values, index));
    pieces.push(raw);
  }
  return pieces;
}

function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length);
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

export function gzipPage(page: CompressedPage, ...values: Buffer[]): Buffer[] | undefined {
  if (page.parts.length > 1 && values.some((value) => value.length !== page.nonceLength)) {
    return undefined;
  }
  if (values.some((value) => value.length > 0xffff)) return undefined;
  const pieces: Buffer[] = [GZIP_HEADER];
  const blocks = values.map(storedBlock);
  let checksum = 0;
  let size = 0;
  // Node's crc32 answers 0 for an empty buffer after deflateRawSync; an empty piece changes nothing.
  const add = (bytes: Buffer) => {
    if (bytes.length === 0) return;
    checksum = crc32(bytes, checksum);
    size += bytes.length;
  };
  for (const [index, { raw, deflated }] of page.parts.entries()) {
    if (index > 0) {
      const value = holeValue(page, values, index);
      pieces.push(blocks[values.indexOf(value)] ?? storedBlock(value));
      add(value);
    }
    pieces.push(deflated);
    add(raw);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  pieces.push(FINAL_BLOCK, trailer);
  return pieces;
}

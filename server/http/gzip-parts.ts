import { constants, crc32, deflateRawSync } from 'node:zlib';

/*
 * A stored page is the same for every first-time visitor except for its CSP nonce, so it is
 * compressed once, in parts cut at the nonce, and each answer puts its own nonce between them
 * as uncompressed bytes (RFC 1951 section 3.2.4, RFC 1952). Compressing the whole page again
 * for every browser cost more server time than serving it.
 *
 * Each part is compressed with the page before it as its dictionary, so it may refer back to
 * earlier text (the class names of the inline styles, say) as a whole-page compression would.
 * In that dictionary the nonce is a run of NUL bytes of the same length: a page with no NUL in
 * it can never match them, so no reference reaches into the nonce, and every reference keeps
 * its distance because each answer's nonce has that same length.
 */

/** gzip header: deflate, no flags, no time, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty stored block marked last: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);
/** How far back a deflate reference can reach. */
const WINDOW = 32 * 1024;

/**
 * A page cut at its nonce, each part kept as bytes and as deflate blocks. A page may be cut at
 * other values of the nonce's length too (its one-time submission key): `holes` says which of
 * the answer's values goes into each cut, the nonce (0) unless told.
 */
export type CompressedPage = {
  parts: Array<{ raw: Buffer; deflated: Buffer }>;
  /** The length every nonce put between the parts must have. */
  nonceLength: number;
  /** For each cut, in order, the index of the value that fills it. */
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
    // A full flush ends the blocks on a byte boundary and marks none of them last, so the
    // stored nonce and the next part can follow.
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

/** The value that fills the cut before part `index` (from 1). */
function holeValue(page: CompressedPage, values: Buffer[], index: number): Buffer {
  const value = values[page.holes[index - 1] ?? 0];
  if (!value) throw new Error(`no value for cut ${index} of a stored page`);
  return value;
}

/**
 * The page as it is, with the answer's `values` (its nonce first) in the cuts. Like `gzipPage`,
 * it gives the pieces to send in order, which the socket writes as they are: joining them would
 * copy the page once more for every answer.
 */
export function plainPage(page: CompressedPage, ...values: Buffer[]): Buffer[] {
  const pieces: Buffer[] = [];
  for (const [index, { raw }] of page.parts.entries()) {
    if (index > 0) pieces.push(holeValue(page, values, index));
    pieces.push(raw);
  }
  return pieces;
}

/** Uncompressed bytes as a stored block, not the last one. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length);
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/**
 * The page gzip-encoded with the answer's `values` (its nonce first) in the cuts; undefined for
 * a value of another length than the page was compressed for.
 */
export function gzipPage(page: CompressedPage, ...values: Buffer[]): Buffer[] | undefined {
  if (page.parts.length > 1 && values.some((value) => value.length !== page.nonceLength)) {
    return undefined;
  }
  if (values.some((value) => value.length > 0xffff)) return undefined;
  const pieces: Buffer[] = [GZIP_HEADER];
  const blocks = values.map(storedBlock);
  let checksum = 0;
  let size = 0;
  // Node's crc32 answers 0, not the running value, for an empty buffer that has been through
  // deflateRawSync; an empty piece changes neither value, so it is left out.
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
  // ISIZE is the length modulo 2^32.
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  pieces.push(FINAL_BLOCK, trailer);
  return pieces;
}

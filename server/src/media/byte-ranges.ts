/**
 * One byte range a client asked for (`Range: bytes=start-end`, `bytes=start-` or the last bytes, `bytes=-length`),
 * before the file's size is known: the disk resolves it against its `stat`, a bucket sends it on as it is.
 */
export type RangeRequest = { start: number; end?: number } | { suffixLength: number };

/** The bytes actually sent, both ends included. */
export interface ServedRange {
  start: number;
  end: number;
}

/** The range starts beyond the last byte: answered 416 with the file's size (`Content-Range: bytes *\/size`). */
export class RangeNotSatisfiable extends Error {
  constructor(readonly size: number) {
    super(`range beyond the end of a ${size}-byte file`);
  }
}

/** Larger than any stored file: a bigger number is refused as malformed rather than lose precision. */
const LARGEST = Number.MAX_SAFE_INTEGER;

/**
 * The single byte range of a `Range` header, or null to send the whole file: no header, another unit, several
 * ranges (a video player asks for one at a time) or a malformed one are all answered with the whole file, as
 * RFC 9110 allows a server to ignore a `Range` it does not serve.
 */
export function parseRange(header: string | undefined): RangeRequest | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  const start = first === '' ? null : Number(first);
  const end = last === '' ? null : Number(last);
  if ((start !== null && start > LARGEST) || (end !== null && end > LARGEST)) return null;
  if (start === null) return end === null ? null : { suffixLength: end };
  if (end === null) return { start };
  return end < start ? null : { start, end };
}

/** The bytes a range names in a file of `size` bytes; throws `RangeNotSatisfiable` when it names none. */
export function resolveRange(range: RangeRequest, size: number): ServedRange {
  if ('suffixLength' in range) {
    if (range.suffixLength === 0 || size === 0) throw new RangeNotSatisfiable(size);
    return { start: Math.max(0, size - range.suffixLength), end: size - 1 };
  }
  if (range.start >= size) throw new RangeNotSatisfiable(size);
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/** The `Range` header a bucket understands for a range request. */
export function rangeHeader(range: RangeRequest): string {
  return 'suffixLength' in range ? `bytes=-${range.suffixLength}` : `bytes=${range.start}-${range.end ?? ''}`;
}

/** The served range and the whole size from a `Content-Range: bytes start-end/size` answer. */
export function parseContentRange(header: string | undefined): { range: ServedRange; size: number } | null {
  const match = header ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header.trim()) : null;
  if (!match) return null;
  return { range: { start: Number(match[1]), end: Number(match[2]) }, size: Number(match[3]) };
}

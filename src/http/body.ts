import type { HttpResponse } from './uws.js';

/**
 * tooLarge: the body passed the cap. `drained` tells whether the rest of it was read and discarded to its end (the
 * client has stopped sending, so the connection can close without resetting its upload); false when the discard
 * bound was hit first.
 */
export type BodyOutcome = { ok: true; text: string; bytes: number } | { ok: false; tooLarge: true; drained: boolean };

/**
 * After an answer that comes before the body was read, the rest of the body is read and thrown away before the
 * answer goes out, up to this many times the cap and for at most DISCARD_MS. A client still uploading would otherwise
 * meet a closed connection (EPIPE or a reset) instead of the answer: uWS closes right after the answer when the
 * client asked for `Connection: close` (node:http without an agent does) or when the answer closes it (413).
 */
export const DISCARD_FACTOR = 8;
export const DISCARD_MS = 5_000;

/** What the request declares about its body: a Content-Length, or chunked (Transfer-Encoding). */
export interface DeclaredBody {
  contentLength: number;
  chunked: boolean;
}

export function hasBody(declared: DeclaredBody): boolean {
  return declared.contentLength > 0 || declared.chunked;
}

/**
 * Reads a request body up to `max` bytes and decodes it as UTF-8. Never buffers past the cap: once the declared or
 * received size exceeds it, the rest is discarded (bounded, see DISCARD_FACTOR) and the outcome is tooLarge.
 * uWS chunks are only valid during the callback: a body that arrives in one chunk (the usual case) is decoded straight
 * from it; a body in several chunks is copied chunk by chunk and decoded at the end.
 */
export function readBody(res: HttpResponse, declared: DeclaredBody, max: number, done: (outcome: BodyOutcome) => void): void {
  if (declared.contentLength > max) {
    discardBody(res, declared, max, (drained) => done({ ok: false, tooLarge: true, drained }));
    return;
  }
  let chunks: Buffer[] | undefined;
  let size = 0;
  let finished = false;
  let discard: Discarder | undefined;
  res.onData((chunk, isLast) => {
    if (finished) return;
    if (discard) return discard(chunk.byteLength, isLast);
    size += chunk.byteLength;
    if (size > max) {
      chunks = undefined;
      discard = discarder(max, (drained) => {
        finished = true;
        done({ ok: false, tooLarge: true, drained });
      });
      return discard(size, isLast);
    }
    if (isLast && chunks === undefined) {
      finished = true;
      done({ ok: true, text: Buffer.from(chunk).toString('utf8'), bytes: size });
      return;
    }
    if (chunk.byteLength > 0) (chunks ??= []).push(Buffer.from(chunk.slice(0)));
    if (isLast) {
      finished = true;
      const all = chunks ?? [];
      done({ ok: true, text: (all.length === 1 ? all[0]! : Buffer.concat(all, size)).toString('utf8'), bytes: size });
    }
  });
}

/**
 * Reads and throws away a request body that will not be used, then calls done(true); done(false) when the bound
 * (DISCARD_FACTOR × max bytes, DISCARD_MS) comes first, or at once when the declared length is already past it.
 * Calls done synchronously when there is no body.
 */
export function discardBody(res: HttpResponse, declared: DeclaredBody, max: number, done: (drained: boolean) => void): void {
  if (!hasBody(declared)) return done(true);
  if (declared.contentLength > max * DISCARD_FACTOR) return done(false);
  const discard = discarder(max, done);
  res.onData((chunk, isLast) => discard(chunk.byteLength, isLast));
}

type Discarder = (bytes: number, isLast: boolean) => void;

function discarder(max: number, done: (drained: boolean) => void): Discarder {
  let size = 0;
  let finished = false;
  const finish = (drained: boolean) => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    done(drained);
  };
  const timer = setTimeout(() => finish(false), DISCARD_MS);
  return (bytes, isLast) => {
    size += bytes;
    if (isLast) finish(true);
    else if (size > max * DISCARD_FACTOR) finish(false);
  };
}

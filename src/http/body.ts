import type { HttpResponse } from './uws.js';

export type BodyOutcome = { ok: true; text: string; bytes: number } | { ok: false; tooLarge: true };

/**
 * Reads a request body up to `max` bytes and decodes it as UTF-8. Never buffers past the cap: the moment
 * the declared or received size exceeds it, the outcome is tooLarge and further chunks are dropped.
 * uWS chunks are only valid during the callback: a body that arrives in one chunk (the usual case) is
 * decoded straight from it; a body in several chunks is copied chunk by chunk and decoded at the end.
 */
export function readBody(res: HttpResponse, declaredLength: number, max: number, done: (outcome: BodyOutcome) => void): void {
  if (declaredLength > max) {
    done({ ok: false, tooLarge: true });
    return;
  }
  let chunks: Buffer[] | undefined;
  let size = 0;
  let finished = false;
  res.onData((chunk, isLast) => {
    if (finished) return;
    size += chunk.byteLength;
    if (size > max) {
      finished = true;
      chunks = undefined;
      done({ ok: false, tooLarge: true });
      return;
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

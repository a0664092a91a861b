import type { HttpResponse } from './uws.js';

export type BodyOutcome = { ok: true; data: Buffer } | { ok: false; tooLarge: true };

/**
 * Reads a request body up to `max` bytes. Never buffers past the cap: the moment the declared or received
 * size exceeds it, the outcome is tooLarge and further chunks are dropped. uWS chunks are only valid during
 * the callback, so each is copied.
 */
export function readBody(res: HttpResponse, declaredLength: number, max: number, done: (outcome: BodyOutcome) => void): void {
  if (declaredLength > max) {
    done({ ok: false, tooLarge: true });
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  res.onData((chunk, isLast) => {
    if (finished) return;
    size += chunk.byteLength;
    if (size > max) {
      finished = true;
      chunks.length = 0;
      done({ ok: false, tooLarge: true });
      return;
    }
    if (chunk.byteLength > 0) chunks.push(Buffer.from(chunk.slice(0)));
    if (isLast) {
      finished = true;
      done({ ok: true, data: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size) });
    }
  });
}

/**
 * s.indexOf(ch, from) for a one-unit `ch` whose code is `code`, looking at the next NEAR units one by one before the
 * native search: a native search costs about 30 ns a call, more than a short loop over units, and text that repeats
 * the character every few units (hostile input, runs of dots or line breaks) made one call per occurrence.
 */
export function indexOfNear(s: string, ch: string, code: number, from: number): number {
  const stop = Math.min(s.length, from + NEAR);
  for (let j = from < 0 ? 0 : from; j < stop; j++) if (s.charCodeAt(j) === code) return j;
  return stop >= s.length ? -1 : s.indexOf(ch, stop);
}
const NEAR = 16;

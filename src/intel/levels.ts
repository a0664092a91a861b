import type { Level } from '../engine/types.js';

/** The spec's bands (SAFE 0-2, CAUTION 3-6, DANGER 7-10); a fractional score falls in the band below its next integer. */
export function levelOfScore(score: number): Level {
  if (score >= 7) return 'DANGER';
  if (score >= 3) return 'CAUTION';
  return 'SAFE';
}

import assert from 'node:assert/strict';
import { HitList, type KeywordAutomaton } from '../../src/engine/ahocorasick.js';

/** A seeded generator of integers below n (the automaton tests' random keyword sets and texts). */
export const random = (seed: number) => (n: number): number => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return (seed >>> 8) % n;
};

/**
 * Every (group, end) pair one scan path records (`parts`: scanHitsInParts, else scanHits), sorted; asserts that `scan`
 * flags the same groups.
 */
export function hitsOf(ac: KeywordAutomaton, text: string, parts: boolean): string[] {
  const found = new Uint8Array(ac.groupCount);
  const hits = new HitList();
  if (parts) ac.scanHitsInParts(text, found, hits, text.length, true);
  else ac.scanHits(text, found, hits);
  const flags = new Uint8Array(ac.groupCount);
  ac.scan(text, flags);
  assert.deepEqual([...flags], [...found], 'scan and scanHits find the same groups');
  return Array.from({ length: hits.length / 2 }, (_, i) => `${hits.data[2 * i]}:${hits.data[2 * i + 1]}`).sort();
}

/** A keyword of 1 to `max` characters drawn from `chars`. */
export function randomKeyword(rnd: (n: number) => number, max: number, chars: string): string {
  let keyword = '';
  for (let i = 0, len = 1 + rnd(max); i < len; i++) keyword += chars[rnd(chars.length)];
  return keyword;
}

import type { Metadata } from '../types.js';
import { KeywordAutomaton } from '../ahocorasick.js';
import { forgetAfterCheck } from '../check-scope.js';
import { cleanEscapes } from './escapes.js';
import { foldAccents } from './fold.js';
import { LEXICON } from './lexicon.js';
import { cyrillicStem } from './scan.js';

/**
 * Whether a text can hold a lexicon tag at all, without reading it: a type rule that asks the frame layer whether a rare
 * tag occurs in a window (message M01 asks for gift cards in every window a word such as "card" or "cardiology" admits)
 * then reads no frames where none of the tag's terms occurs. The reader's tag of a term is a hit of the term's text in
 * the folded, unescaped text, so a text without any of those texts as a substring has no hit; shapes add only
 * destination and retention tags, and the reader's adjustments only the tags of ADDED_BY_READER. Metadata can add any
 * tag, so a context with metadata is never ruled out here.
 */
// a URL's host class (reach-classes.ts) adds dest:public and dest:personal; a credential by its form obj:secret (secret-shapes.ts)
// a 'before' word beside a party that checks adds cue:precheck (reader.ts checksAhead); a reporting desk's address dest:internal
// an account on file said to be changed, or an account number said to be new, adds risk:payee (reader.ts changedOnFile, newAccounts)
// a person's approval recorded nowhere turns mit:approved into mit:claimed (reader.ts claimedApprovals: "reviewed by a
// human"); a mail written here as the CEO turns cue:exec into cue:spoof (reader.ts ghostwritten)
const ADDED_BY_READER = new Set(['dest:own', 'mit:protect', 'safe:off', 'dest:public', 'dest:personal', 'obj:secret', 'cue:precheck', 'dest:internal', 'risk:payee', 'mit:claimed', 'cue:spoof']);

/** Each tag's term texts as the reader's scan sees them: folded, a stem without its '*', a Cyrillic word by its stem. */
let termTexts: Map<string, string[]> | null = null;
function textsOf(tag: string): readonly string[] | undefined {
  if (termTexts === null) {
    termTexts = new Map();
    for (const g of LEXICON) {
      const list = termTexts.get(g.tag) ?? [];
      for (const terms of Object.values(g.terms)) {
        for (const raw of terms ?? []) {
          const folded = foldAccents(raw.toLowerCase());
          const t = folded.endsWith('*') ? folded : cyrillicStem(folded) ?? folded;
          list.push(t.endsWith('*') ? t.slice(0, -1) : t);
        }
      }
      termTexts.set(g.tag, list);
    }
  }
  return termTexts.get(tag);
}

/**
 * False only when the frame reading of (lower, metadata) cannot hold `tag`: no metadata, a tag only terms give, and no
 * term of it in the text as the reader folds it. True whenever that is not certain (the caller then reads).
 */
export function couldHold(lower: string, metadata: Metadata, tag: string): boolean {
  if (tag.startsWith('op:') || ADDED_BY_READER.has(tag)) return true;
  for (const _ in metadata) return true;
  const finder = finderOf(tag);
  if (typeof finder === 'boolean') return finder;
  // the texts as one automaton (one pass for all of them, instead of an includes() per text: risk:payee's texts cost
  // 300 µs on 4 KB of prose that way), over the text as the reader folds it (folded once per text asked about)
  if (lower !== lastLower) {
    lastFolded = foldAccents(cleanEscapes(lower));
    lastLower = lower;
  }
  finder.scan(lastFolded, FOUND);
  const found = FOUND[0] === 1;
  FOUND[0] = 0;
  return found;
}

/** The last text asked about and its folded form (forgotten when a check ends). */
let lastLower: string | null = null;
let lastFolded = '';
forgetAfterCheck(() => {
  lastLower = null;
  lastFolded = '';
});
const FOUND = new Uint8Array(1);

/**
 * Per tag, an automaton whose keywords are the tag's term texts (one group: found when any occurs as a substring), made
 * on the tag's first question; or the answer itself where no text need be looked for: true for a tag no lexicon group
 * has or one with an empty text (never ruled out), false for a group without terms.
 */
const FINDERS = new Map<string, KeywordAutomaton | boolean>();
function finderOf(tag: string): KeywordAutomaton | boolean {
  let finder = FINDERS.get(tag);
  if (finder === undefined) {
    const texts = textsOf(tag);
    finder = texts === undefined || texts.some((t) => t.length === 0) ? true : texts.length === 0 ? false
      : new KeywordAutomaton([...new Set(texts)].map((keyword) => ({ keyword, group: 0 })));
    FINDERS.set(tag, finder);
  }
  return finder;
}

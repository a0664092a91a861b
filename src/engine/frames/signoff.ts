import { isWordCode, tagId, type TermHit } from './scan.js';

/**
 * A sign-off written into a record as its new value: "set the approval field to 'Approved – A. Lindgren, CISO'",
 * "mark the document 'Reviewed by Legal'", "im System als 'CFO genehmigt' vermerken", "mark invoice 4471 as approved
 * and pay it". The record then says that someone approved, reviewed or verified what nobody did: a forged attestation
 * (row 49, a record made to state what is not true). The same words elsewhere are facts about the act ("approved by
 * J. Park in AP-22": mit:approved) or prose ("the approved vendors"), so the lexicon's obj:signoff stays only on a word
 * that is the value of a change, and the approval words inside that value stop counting as a safeguard. A value set
 * once a real approval arrives ("once Legal approves", "nachdem der CFO freigegeben hat") is the record kept true.
 */

const SIGNOFF = tagId('obj:signoff');
const MODIFY = tagId('op:modify');
const APPROVE = tagId('op:approve');
/** Safeguard tags that an approval word carries as a fact about the act; inside the value they are the forgery. */
const FACT_TAGS = new Set([tagId('mit:approved'), tagId('mit:reviewed'), tagId('mit:verified')]);
/** Words that introduce a new value ("… as approved", "… to 'Approved'", "als 'genehmigt'", "comme validé"). */
const MARKERS = new Set(['as', 'to', 'into', 'als', 'auf', 'zu', 'comme', 'en', 'como', 'a', 'para', 'come', 'op', 'naar', 'status', 'statut', 'estado', 'stato']);
/** Words that may follow an unquoted value: it closes its phrase ("as approved and pay it"), it names no noun ("to approved vendors"). */
const AFTER_VALUE = new Set(['and', 'und', 'et', 'y', 'e', 'en', 'with', 'mit', 'avec', 'con', 'com', 'met', 'by', 'von', 'par', 'por', 'pelo', 'pela', 'da', 'door', 'so', 'then', 'in', 'im', 'dans', 'en', 'no', 'na', 'nel', 'nella', 'regardless', 'without', 'ohne', 'sans', 'sin', 'sem', 'senza', 'zonder']);
/** Words that name the value a change replaces. */
const OLD_VALUE = new Set(['from', 'von', 'de', 'desde', 'da', 'van', 'instead', 'statt', 'anstatt']);
const QUOTES = new Set([39, 34, 0x2018, 0x2019, 0x201c, 0x201d, 0xab, 0x201e, 96]);
/** How far back a quoted label may open before its approval word ("'CFO genehmigt'"), and how far before it its verb stands. */
const LABEL_REACH = 32;
const VERB_REACH = 90;
/** A condition that waits for a real approval ("once Legal approves", "sobald … freigegeben", "dès que … validé"). */
const CONDITIONS = ['once ', 'after ', 'as soon as', 'when ', 'sobald', 'nachdem', 'wenn ', 'des que', 'une fois', 'apres ', 'quand ', 'cuando', 'una vez', 'despues de', 'assim que', 'depois de', 'quando', 'dopo ', 'appena', 'zodra', 'nadat'];
const APPROVAL_STEMS = ['approv', 'sign', 'review', 'genehmig', 'freigeb', 'freigegeben', 'pruf', 'valid', 'aprob', 'aprov', 'revis', 'goedkeur', 'keurt', 'verif', 'confirm', 'bestatig'];
const CONDITION_WINDOW = 160;

/** Hits of sign-off words: obj:signoff kept only on a value, and approval facts inside the value dropped. */
export function signoffValues(s: string, hits: TermHit[]): TermHit[] {
  let spans: [number, number][] | null = null;
  const out = hits.map((h, k) => {
    if (!h.tags.includes(SIGNOFF)) return h;
    const span = valueSpan(s, hits, k);
    if (span === null || approvalAwaited(s, h.start)) return { start: h.start, end: h.end, tags: h.tags.filter((t) => t !== SIGNOFF) };
    (spans ??= []).push(span);
    return h;
  });
  if (spans === null) return out;
  const inValue = (h: TermHit): boolean => spans!.some(([a, b]) => h.start >= a && h.end <= b);
  // an approval recorded beside the value, outside it ("…; approved by M. Ortiz in AP-22"), backs the value: it is true
  const backed = (pos: number): boolean => out.some((o) => o.tags.some((t) => FACT_TAGS.has(t)) && !inValue(o) && Math.abs(o.start - pos) <= CONDITION_WINDOW);
  return out.map((h) => {
    if (h.tags.includes(SIGNOFF) && backed(h.start)) return { start: h.start, end: h.end, tags: h.tags.filter((t) => t !== SIGNOFF) };
    return h.tags.some((t) => FACT_TAGS.has(t)) && inValue(h) ? { start: h.start, end: h.end, tags: h.tags.filter((t) => !FACT_TAGS.has(t)) } : h;
  });
}

/** The span of the value the sign-off word at hit k stands in, or null when the word is not a value. */
function valueSpan(s: string, hits: readonly TermHit[], k: number): [number, number] | null {
  const h = hits[k]!;
  const q = openingQuote(s, h.start);
  if (q >= 0) {
    const close = closingQuote(s, q, h.end);
    if (close < 0) return null;
    const before = wordBefore(s, q);
    // "change the label from 'Approved' to …": the old value is what goes
    if (OLD_VALUE.has(before)) return null;
    return MARKERS.has(before) || verbBefore(s, hits, k, q) ? [q, close + 1] : null;
  }
  if (!MARKERS.has(wordBefore(s, h.start)) || !verbBefore(s, hits, k, h.start)) return null;
  const next = wordAfter(s, h.end);
  const c = s.charCodeAt(nextNonSpace(s, h.end));
  return next === '' || AFTER_VALUE.has(next) || !isWordCode(c) ? [h.start, h.end] : null;
}

/** The opening quote of a label that holds the word at `pos` (within LABEL_REACH, on the same clause), or -1. */
function openingQuote(s: string, pos: number): number {
  for (let i = pos - 1; i >= 0 && pos - i <= LABEL_REACH; i--) {
    const c = s.charCodeAt(i);
    if (QUOTES.has(c)) {
      // an apostrophe inside a word ("the user's") opens nothing
      if (i > 0 && isWordCode(s.charCodeAt(i - 1))) return -1;
      return i;
    }
    if (c === 10 || c === 46 || c === 59 || c === 58 || c === 33 || c === 63 || c === 40 || c === 41) return -1;
  }
  return -1;
}

function closingQuote(s: string, open: number, from: number): number {
  const stop = Math.min(s.length, open + 120);
  for (let i = from; i < stop; i++) {
    const c = s.charCodeAt(i);
    if (c === 10) return -1;
    if (QUOTES.has(c) && !isWordCode(s.charCodeAt(i + 1))) return i;
  }
  return -1;
}

/** A change or approval verb stands before `pos` in its clause, or right after the value's end (verb-final: "als … vermerken"). */
function verbBefore(s: string, hits: readonly TermHit[], k: number, pos: number): boolean {
  for (let j = k - 1; j >= 0 && pos - hits[j]!.end <= VERB_REACH; j--) {
    const o = hits[j]!;
    if (o.end > pos) continue;
    if ((o.tags.includes(MODIFY) || o.tags.includes(APPROVE)) && !breakBetween(s, o.end, pos)) return true;
  }
  for (let j = k + 1; j < hits.length && hits[j]!.start - pos <= VERB_REACH; j++) {
    const o = hits[j]!;
    if (o.tags.includes(MODIFY) && !breakBetween(s, hits[k]!.end, o.start)) return true;
  }
  return false;
}

function breakBetween(s: string, a: number, b: number): boolean {
  for (let i = a; i < b; i++) {
    const c = s.charCodeAt(i);
    if (c === 10 || c === 59 || c === 33 || c === 63 || (c === 46 && s.charCodeAt(i + 1) === 32 && !isWordCode(s.charCodeAt(i - 2)))) return true;
  }
  return false;
}

/** A condition waiting for a real approval stands near the value ("… to 'Approved' once the CFO signs"). */
function approvalAwaited(s: string, pos: number): boolean {
  const from = Math.max(0, pos - CONDITION_WINDOW);
  const window = s.slice(from, Math.min(s.length, pos + CONDITION_WINDOW));
  for (const c of CONDITIONS) {
    for (let i = window.indexOf(c); i >= 0; i = window.indexOf(c, i + 1)) {
      const tail = window.slice(i + c.length, i + c.length + 50);
      if (APPROVAL_STEMS.some((a) => tail.includes(a))) return true;
    }
  }
  return false;
}

function wordBefore(s: string, pos: number): string {
  let e = pos;
  while (e > 0 && (s.charCodeAt(e - 1) === 32 || QUOTES.has(s.charCodeAt(e - 1)))) e--;
  let b = e;
  while (b > 0 && e - b < 24 && isWordCode(s.charCodeAt(b - 1))) b--;
  return s.slice(b, e);
}

function nextNonSpace(s: string, pos: number): number {
  let i = pos;
  while (i < s.length && s.charCodeAt(i) === 32) i++;
  return i;
}

function wordAfter(s: string, pos: number): string {
  const b = nextNonSpace(s, pos);
  let e = b;
  while (e < s.length && e - b < 24 && isWordCode(s.charCodeAt(e))) e++;
  return s.slice(b, e);
}

import type { FinalReading } from './verb-final.js';
import { isWordCode, wordBefore } from './scan.js';

/**
 * Hindi in Latin script says after the verb whether it orders: "delete kar do" and "bhej do" order, "delete mat karo"
 * forbids, "delete kar diya" reports, "delete kar raha hoon" describes, "bhej sakte ho?" asks politely (a request).
 * An English operation word takes the Hindi auxiliary "kar" (do) before these endings; a Hindi verb (bhej, mita,
 * hata, uda) takes them directly, or is itself an imperative ("bhejo", "hatao"). Reads at most three words after the
 * verb (HINDI_SPAN characters) and one before it: bounded whatever the text.
 */
const HINDI_SPAN = 28;
/** After "kar": an order (do, dena, dijiye …), a report (diya, diye …), a description (raha, rahe …). */
const ORDER_AFTER_KAR = new Set(['do', 'dena', 'dijiye', 'dijie', 'dijiyega', 'dein', 'den', 'de', 'dalo', 'daalo', 'lo', 'lena', 'lijiye', 'sakte', 'sakti', 'sakta', 'doge', 'dogi', 'denge']);
const PAST_AFTER_KAR = new Set(['diya', 'diye', 'di', 'dia', 'liya', 'liye', 'li', 'chuka', 'chuke', 'chuki', 'daala', 'dala']);
const DOING_AFTER_KAR = new Set(['raha', 'rahe', 'rahi', 'rha', 'rhe', 'rhi', 'ta', 'te', 'ti']);
/** One-word forms of "do" that order ("karo", "kijiye") or that state a duty ("karna"). */
const ORDER_KAR = new Set(['karo', 'kro', 'kijiye', 'kijie', 'kariye', 'karein', 'karen', 'karna', 'karwa', 'karwao', 'karvao']);
/** Hindi verbs the lexicon lists: after them the endings come without "kar". */
const HINDI_VERBS = ['bhej', 'bhijwa', 'mita', 'hata', 'uda', 'nikaal', 'nikal', 'daal'];
const NEGATIONS = new Set(['mat', 'nahi', 'nahin', 'nai']);

function wordAt(s: string, at: number, stop: number): [string, number] {
  let b = at;
  while (b < stop && s.charCodeAt(b) === 32) b++;
  let e = b;
  while (e < stop && isWordCode(s.charCodeAt(e))) e++;
  return [s.slice(b, e), e];
}

/** What the words after the operation word at [start, end) of lower-cased `s` make of it in Hindi; 'none' when they are not Hindi. */
export function hindiLatinVerb(s: string, start: number, end: number): FinalReading {
  // the hit may end inside its word ("bhej" of "bhejo"): the word runs on to its end
  let we = end;
  while (we < s.length && we - end < 12 && isWordCode(s.charCodeAt(we))) we++;
  const stop = Math.min(s.length, we + HINDI_SPAN);
  const hit = s.slice(start, we);
  const space = hit.lastIndexOf(' ');
  const last = space === -1 ? hit : hit.slice(space + 1);
  let negated = NEGATIONS.has(wordBefore(s, start, 8));
  let [w1, e1] = wordAt(s, we, stop);
  if (NEGATIONS.has(w1)) {
    negated = true;
    [w1, e1] = wordAt(s, e1, stop);
  }
  if (HINDI_VERBS.some((v) => hit.startsWith(v))) {
    // a term that holds its ending ("mita do", "band karo"), an imperative form ("bhejo", "hatao", "bhejiye", "bhejdo"),
    // or the stem with the ending as the next word ("bhej do", "bhej diya")
    const own = space === -1 ? '' : last;
    if (ORDER_AFTER_KAR.has(own) || ORDER_KAR.has(own)) return negated ? 'denied' : 'order';
    if (space === -1 && (last.endsWith('o') || last.endsWith('iye') || last.endsWith('ie') || last.endsWith('na') || last.endsWith('do'))) return negated ? 'denied' : 'order';
    if (ORDER_AFTER_KAR.has(w1) || ORDER_KAR.has(w1)) return negated ? 'denied' : 'order';
    if (PAST_AFTER_KAR.has(w1)) return 'reported';
    return 'none';
  }
  if (ORDER_KAR.has(w1)) return negated ? 'denied' : 'order';
  if (w1 !== 'kar' && w1 !== 'kr') return 'none';
  const [w2] = wordAt(s, e1, stop);
  if (NEGATIONS.has(w2)) return 'denied';
  if (ORDER_AFTER_KAR.has(w2)) return negated ? 'denied' : 'order';
  if (PAST_AFTER_KAR.has(w2)) return 'reported';
  if (DOING_AFTER_KAR.has(w2)) return 'described';
  return 'none';
}

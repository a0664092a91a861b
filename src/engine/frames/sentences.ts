/**
 * Where the sentences of a reading begin. A sentence ends at a newline, at an ideographic full stop, exclamation or
 * question mark, or at . ! ? ; followed by a space, a newline or the end; one that runs on past SENTENCE_MAX
 * characters is cut there, so every later step that reads a sentence reads a bounded one.
 */

/** The longest sentence, in characters, before it is cut. */
export const SENTENCE_MAX = 600;

/** The characters that may end a sentence: those that end one wherever they stand, then . ! ? ; */
const ENDING = ['\n', '\u3002', '\uff01', '\uff1f', '.', '!', '?', ';'];
const ALWAYS = 4;

/**
 * Sentence starts, in order, beginning with 0. The ending characters are found by native searches, one kind at a time,
 * each resumed past its last find (a one-byte string's indexOf runs at memory speed): a loop over every code unit cost
 * 1.5-2.5 ns a character, the reading's second largest pass on long prose.
 */
export function sentenceBounds(s: string): number[] {
  const n = s.length;
  const starts = [0];
  let last = 0;
  const next = ENDING.map((ch) => found(s.indexOf(ch), n));
  for (;;) {
    let k = 0;
    for (let j = 1; j < next.length; j++) if (next[j]! < next[k]!) k = j;
    const i = next[k]!;
    // a sentence that runs on is cut after its SENTENCE_MAX + 1st character, as often as it runs on
    while (last + SENTENCE_MAX + 1 < i) {
      last += SENTENCE_MAX + 2;
      starts.push(last);
    }
    if (i >= n) return starts;
    next[k] = found(s.indexOf(ENDING[k]!, i + 1), n);
    const after = i + 1 < n ? s.charCodeAt(i + 1) : 32;
    // an abbreviation's dot ("inkl. Diagnoseschlüssel", "e.g. the logs") ends no sentence
    const ends = k < ALWAYS || ((after === 32 || after === 10) && !(s.charCodeAt(i) === 46 && abbreviationBefore(s, i)));
    if ((ends && i > last) || i - last > SENTENCE_MAX) {
      last = i + 1;
      starts.push(last);
    }
  }
}

const found = (at: number, n: number): number => (at < 0 ? n : at);

/** Abbreviations whose dot stands inside a sentence, in the lexicon's languages (lower-case, accent-folded, without the dot). */
const ABBREVIATIONS: ReadonlySet<string> = new Set(['inkl', 'incl', 'excl', 'exkl', 'zzgl', 'bzw', 'usw', 'evtl', 'ggf', 'ca', 'approx', 'vs', 'e.g', 'i.e', 'z.b', 'd.h', 'u.a', 'p.ex', 'p.ej', 'ej', 'aprox', 'ecc', 'bijv', 'resp', 'cf', 'vgl',
  // counts written short ("ca. 1,2 Mio. Datensätze", "2 mln. zł", "Nr. 4471")
  'mio', 'mrd', 'tsd', 'mln', 'mld', 'nr',
  // titles before a name ("Reset MFA for Dr. Anand after …"): the name goes on the same sentence
  'dr', 'mr', 'mrs', 'prof', 'mme', 'mlle', 'sra', 'srta']);

/** The word that ends at the dot at `dot` is an abbreviation (read back at most 6 characters). */
function abbreviationBefore(s: string, dot: number): boolean {
  let b = dot;
  while (b > 0 && dot - b < 6) {
    const c = s.charCodeAt(b - 1);
    if (!((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 46)) break;
    b--;
  }
  if (b === dot || (b > 0 && s.charCodeAt(b - 1) !== 32 && s.charCodeAt(b - 1) !== 40)) return false;
  return ABBREVIATIONS.has(s.slice(b, dot).toLowerCase());
}

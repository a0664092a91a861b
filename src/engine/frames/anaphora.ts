import { foldAccents } from './fold.js';
import { isUnspacedScript, isWordCode } from './scan.js';

/**
 * An operation whose object is a pronoun ("Take the customer export from yesterday. Then mail it to …", "Nimm die
 * Lohnliste. Schick sie an …", "envíalo a …", "それを外部に送信して") acts on what an earlier clause named. The reader
 * then reads the object from the clauses before the operation's, back to the start of the previous sentence (one
 * sentence boundary at most, SENTENCE_MAX characters each): a bounded look-back, not a reference resolver.
 *
 * The test reads only the words right after the operation word (or, in verb-final scripts, right before it).
 */

const fold = (words: readonly string[]): Set<string> => new Set(words.map((w) => foldAccents(w)));

/** Pronouns and pro-forms that may stand as the object right after a verb, in the lexicon's languages. */
const OBJECT_PRONOUNS = fold([
  'it', 'them', 'this', 'that', 'these', 'those', 'everything', 'both',
  'ihn', 'sie', 'es', 'das', 'diese', 'dieses', 'diesen', 'alles', 'beides',
  'ça', 'cela', 'ceci', 'tout',
  'eso', 'esto', 'todo', 'isso', 'isto', 'tudo', 'ciò', 'questo', 'questi', 'quello', 'tutto',
  'het', 'ze', 'dit', 'dat', 'deze', 'die',
  'его', 'её', 'ее', 'их', 'это', 'всё', 'його', 'її', 'їх', 'це', 'go', 'je', 'ją', 'wszystko',
]);
/** Words that may stand between the verb and its pronoun: an indirect object, a courtesy word, a formal "Sie". */
const BETWEEN = fold(['me', 'us', 'him', 'her', 'also', 'then', 'please', 'right', 'straight', 'here', 'back', 'mir', 'uns', 'ihm', 'ihr', 'bitte', 'auch', 'dann', 'sofort', 'sie', 'mij', 'ons', 'мне', 'нам', 'mi', 'nam']);
/** Verbs whose object a reply carries: "reply with it", "respond with them". */
const REPLYING = fold(['reply', 'respond', 'answer', 'text']);
/** Pronouns joined to an imperative by a hyphen ("envoie-le", "envie-o", "mande-os"). */
const HYPHENED = fold(['le', 'la', 'les', 'lo', 'los', 'las', 'o', 'os', 'a', 'as', 'moi-le', 'moi-les', 'nous-le', 'nous-les']);
/** Pronouns written onto the end of an imperative ("envíalo", "mándamelos", "invialo", "mandali"). */
const ENCLITICS = ['melos', 'melas', 'noslo', 'noslos', 'selos', 'selas', 'melo', 'mela', 'selo', 'sela', 'glielo', 'gliela', 'glieli', 'telo', 'los', 'las', 'lo', 'la', 'li'];
const VOWELS = 'aeiou';
/** In scripts without spaces the pronoun and its object marker come before the verb ("それを", "把它", "그것을"). */
const BEFORE_UNSPACED = ['それを', 'これを', 'それらを', 'これらを', 'あれを', '把它', '把它们', '把這些', '把这些', '把那些', '把这个', '把那个', '它们', '그것을', '이것을', '그걸', '이걸'];
/** How far before an unspaced verb its pronoun may stand, in characters. */
const UNSPACED_SPAN = 16;

/** The operation word at [start, end) takes a pronoun as its object. */
export function pronounObject(s: string, start: number, end: number): boolean {
  if (isUnspacedScript(s.charCodeAt(start))) {
    const from = Math.max(0, start - UNSPACED_SPAN);
    const before = s.slice(from, start);
    return BEFORE_UNSPACED.some((p) => before.includes(p));
  }
  // "merci de le transférer", "veuillez les supprimer": a French object pronoun stands right before its infinitive
  if (frenchProclitic(s, start)) return true;
  let e = end;
  while (e < s.length && e - end < 24 && isWordCode(s.charCodeAt(e))) e++;
  // the imperative runs on into a pronoun written onto it ("envía|lo", "manda|li"; the lexicon may list the whole form):
  // what is left before the pronoun is a verb ending in a vowel, as these imperatives do ("cancella" is no "cancel|la")
  if (e - start >= 6) {
    const word = s.slice(start, e);
    for (const p of ENCLITICS) {
      if (!word.endsWith(p) || e - p.length < end - 2) continue;
      const last = word.charCodeAt(word.length - p.length - 1);
      if (VOWELS.includes(String.fromCharCode(last))) return true;
    }
  }
  if (s.charCodeAt(e) === 45) {
    let b = e + 1;
    let w = b;
    while (w < s.length && w - b < 12 && (isWordCode(s.charCodeAt(w)) || s.charCodeAt(w) === 45)) w++;
    if (HYPHENED.has(s.slice(b, w))) return true;
  }
  for (let n = 0; n < 3; n++) {
    while (e < s.length && s.charCodeAt(e) === 32) e++;
    let w = e;
    while (w < s.length && w - e < 16 && isWordCode(s.charCodeAt(w))) w++;
    if (w === e) return false;
    const word = s.slice(e, w);
    // the pronoun ends its phrase: "send it to", "it." — not "that report" or "this file" (a determiner with its noun),
    // nor "email them a reminder" (the pronoun names who receives; the object follows)
    if (OBJECT_PRONOUNS.has(word)) return !nounFollows(s, w, word) && !(word === 'them' && RECEIVER_BEFORE.has(wordAt(s, w)));
    // what a reply carries follows "with" ("reply here with it"); after other verbs "with them" names who receives
    if (!BETWEEN.has(word) && !(word === 'with' && REPLYING.has(s.slice(start, end)))) return false;
    e = w;
  }
  return false;
}

/** Demonstratives that are determiners when a noun follows ("this file", "diese Datei"). */
const DEMONSTRATIVES = fold(['this', 'that', 'these', 'those', 'das', 'diese', 'dieses', 'diesen', 'die', 'dit', 'dat', 'deze', 'это', 'це', 'questo', 'questi', 'quello', 'eso', 'esto', 'isso', 'isto']);
/** Words after a pronoun that close its phrase (prepositions of a destination, adverbs, conjunctions). */
const PHRASE_CLOSERS = fold(['to', 'into', 'over', 'on', 'at', 'via', 'by', 'and', 'then', 'now', 'too', 'as', 'with', 'immediately', 'asap', 'please', 'an', 'nach', 'zu', 'per', 'und', 'bitte', 'sofort', 'auch', 'jetzt', 'à', 'a', 'vers', 'par', 'et', 'para', 'por', 'y', 'e', 'ao', 'al', 'naar', 'en', 'aan', 'op', 'на', 'в', 'и', 'до', 'у', 'do', 'na', 'i']);

/** English articles and possessives: after "them" they open the verb's own object ("email them a reminder": them receives). */
const RECEIVER_BEFORE = fold(['a', 'an', 'the', 'some', 'any', 'your', 'their', 'his', 'her', 'our', 'my', 'all', 'every']);

/** The word after `at` (spaces skipped). */
function wordAt(s: string, at: number): string {
  let b = at;
  while (b < s.length && s.charCodeAt(b) === 32) b++;
  let e = b;
  while (e < s.length && e - b < 24 && isWordCode(s.charCodeAt(e))) e++;
  return s.slice(b, e);
}

function nounFollows(s: string, at: number, word: string): boolean {
  if (!DEMONSTRATIVES.has(word)) return false;
  let b = at;
  while (b < s.length && s.charCodeAt(b) === 32) b++;
  if (b === at) return false;
  let e = b;
  while (e < s.length && e - b < 24 && isWordCode(s.charCodeAt(e))) e++;
  return e > b && !PHRASE_CLOSERS.has(s.slice(b, e));
}

/** Words that lead a French infinitive ("de", "à" folded to "a", "pour", "veuillez"). */
const INFINITIVE_LEADS = new Set(['de', 'a', 'pour', 'veuillez', 'afin']);
const PROCLITICS = new Set(['le', 'la', 'les']);

/** The word before `start` is "le", "la" or "les" and the one before it leads an infinitive: the pronoun is the verb's object. */
function frenchProclitic(s: string, start: number): boolean {
  const [p, pStart] = wordEndingAt(s, start);
  if (!PROCLITICS.has(p)) return false;
  const [lead] = wordEndingAt(s, pStart);
  return INFINITIVE_LEADS.has(lead);
}

/** The word that ends (before spaces) right before `pos`, and where it starts. */
function wordEndingAt(s: string, pos: number): [string, number] {
  let e = pos;
  while (e > 0 && s.charCodeAt(e - 1) === 32) e--;
  let b = e;
  while (b > 0 && e - b < 16 && isWordCode(s.charCodeAt(b - 1))) b--;
  return [s.slice(b, e), b];
}

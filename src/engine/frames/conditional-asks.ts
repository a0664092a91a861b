import { isWordCode } from './scan.js';
import { takenUpAfter, wordsBefore } from './wanted-results.js';

/**
 * A conditional clause whose subject is a third party that asks: "If a caller asks you to skip verification, transfer
 * the call to the supervisor", "if anyone asks you to pay to a new account, call us", "Si quelqu'un vous demande de
 * transférer …", "Si alguien le pide que cambie …", "Se qualcuno ti chiede di inviare …", "Als iemand je vraagt om
 * wachtwoorden te sturen". What the third party asks is the case the text prepares its reader for, not an order: the
 * operation it names is retold (the reader marks it mentioned), and a safeguard it wants skipped is not skipped by the
 * act the main clause orders ("…, transfer to the supervisor line" is no payment pushed past its checks).
 *
 * Only the content of the ask: the main clause after the comma is read as it stands ("If the CFO asks you to wire
 * 50 000 EUR, wire it at once" orders the wire), and words after the ask that take it up ("…, do it", "comply") make
 * it an order again (takenUpAfter). A subject of the first or second person is the writer or the reader ("if you
 * send the file to …", "if we delete …"), except in the passive ("if you are asked to …": the asker is left
 * unnamed). Bounded: COND_SPAN words before the operation, inside its clause (wordsBefore stops at , ; : and line
 * breaks); set lookups only.
 */

/** Conditional openers, folded (the reader's lower case; accents kept and dropped). */
const OPENERS = new Set(['if', 'when', 'whenever', 'should', 'once', 'si', 'se', 'als', 'indien', 'wanneer', 'wenn', 'falls', 'sobald', 'cuando', 'quando', 'lorsque', 'quand', 'jesli', 'jeśli', 'gdy', 'kiedy']);
/** Verbs of asking in the conditional (present, and the passive participle), several languages. */
const ASKING = new Set(['asks', 'ask', 'asked', 'requests', 'request', 'requested', 'tells', 'told', 'wants', 'want', 'needs', 'need', 'insists', 'insist', 'demands', 'demand', 'urges', 'urge',
  'pressures', 'pressure', 'pushes', 'instructs', 'instructed', 'expects', 'expect',
  'demande', 'demandent', 'exige', 'exigent', 'pide', 'piden', 'pidiera', 'solicita', 'solicitan', 'exige', 'pede', 'pedem', 'pedir', 'pedirem', 'solicitar', 'chiede', 'chiedono', 'richiede',
  'vraagt', 'vragen', 'verzoekt', 'bittet', 'fordert', 'verlangt', 'prosi', 'proszą', 'prosza']);
/** Passive participles: "if you are asked to …", "si on vous demande de …" is read by the pronoun 'on'. */
const PASSIVE = new Set(['asked', 'requested', 'told', 'instructed', 'pressured', 'urged', 'pushed']);
const PASSIVE_AUX = new Set(['are', 'is', 'get', 'gets', 'were', 'was', 'been', 'being', 're']);
/** Words that link the asking verb to the act it asks for. */
const LINKS = new Set(['to', 'de', 'd', 'di', 'que', 'para', 'om']);
/** Object pronouns between the asking verb and its link ("asks you to", "vous demande de", "je vraagt om"). */
const OBJECTS = new Set(['you', 'us', 'me', 'them', 'him', 'her', 'staff', 'anyone', 'someone', 'the', 'agent', 'agents', 'team', 'employees', 'people', 'vous', 'te', 'nous', 'me', 'le', 'lui', 'les', 'ti', 'vi', 'ci', 'gli',
  'lhe', 'lhes', 'je', 'jou', 'u', 'ons', 'sie', 'dich', 'uns', 'mich', 'cie', 'pana', 'pania']);
/** Subjects that are the writer or the reader: their conditional act is their own (unless passive). */
const OWN_SUBJECTS = new Set(['i', 'we', 'you', 'u', 'je', 'nous', 'vous', 'tu', 'ich', 'wir', 'du', 'yo', 'nosotros', 'eu', 'nós', 'nos', 'io', 'noi', 'voi', 'jij', 'wij', 'ik', 'ja', 'my']);
/** Determiners before the subject noun ("if a caller", "si un proveedor"). */
const DETERMINERS = new Set(['a', 'an', 'the', 'any', 'some', 'un', 'une', 'ein', 'eine', 'einer', 'el', 'la', 'il', 'lo', 'um', 'uma', 'een', 'de', 'het']);
/** Dutch and German put the infinitive last: "om wachtwoorden te sturen", "die Prüfung zu überspringen". */
const FINAL_LINKS = new Set(['te', 'zu']);
const COND_SPAN = 16;

/**
 * The operation at `opStart` is what a third party asks for inside a conditional clause (see above), and nothing
 * after it takes the ask up. `sentenceStart` bounds the words read.
 */
export function conditionalAsk(s: string, sentenceStart: number, opStart: number, opEnd = opStart): boolean {
  const words = wordsBefore(s, sentenceStart, opStart, COND_SPAN);
  if (words.length < 3) return false;
  let j = 0;
  // "om wachtwoorden te sturen": the link before the object words of a verb-final infinitive
  if (FINAL_LINKS.has(words[0]!)) {
    j = 1;
    while (j < words.length && j < 5 && !LINKS.has(words[j]!)) j++;
    if (j >= words.length || !LINKS.has(words[j]!)) return false;
  } else if (!LINKS.has(words[0]!) && !ASKING.has(words[0]!)) return false;
  if (LINKS.has(words[j]!)) j++;
  // up to two object words ("asks you to", "asks the agent to")
  for (let n = 0; n < 2 && j < words.length && OBJECTS.has(words[j]!) && !ASKING.has(words[j]!); n++) j++;
  if (j >= words.length || !ASKING.has(words[j]!)) return false;
  const verb = words[j]!;
  // "if you are asked to …", "if asked to …": the asker is left unnamed
  const passive = PASSIVE.has(verb) && j + 1 < words.length && (PASSIVE_AUX.has(words[j + 1]!) || OPENERS.has(words[j + 1]!));
  // the opener within the clause before the asking verb; the word after it is the clause's subject
  for (let k = j + 1; k < words.length; k++) {
    if (!OPENERS.has(words[k]!)) continue;
    let sub = k - 1;
    while (sub > j && DETERMINERS.has(words[sub]!)) sub--;
    if (sub <= j && !passive) return false;
    const subject = words[sub]!;
    if (OWN_SUBJECTS.has(subject) && !passive) return false;
    return !takenUpAfter(s, opEnd) && !doneAfter(s, opStart, opEnd);
  }
  return false;
}

/** How far past the ask the main clause is read for the asked act done again. */
const DONE_REACH = 240;

/**
 * The main clause does what was asked: the asked verb comes back after the ask's clause in the same sentence ("If a
 * caller asks you to skip verification, skip it and transfer …", "si quelqu'un vous demande de transférer …,
 * transférez-les"): read by the verb's stem (its word less two letters, at least four), at a word start.
 */
function doneAfter(s: string, opStart: number, opEnd: number): boolean {
  // the verb's own word (a hit may run on over its object: "skip verification")
  let w = opStart;
  while (w < s.length && w - opStart < 32 && isWordCode(s.charCodeAt(w))) w++;
  const word = s.slice(opStart, w);
  if (opEnd > w) w = opEnd;
  const stem = word.length > 6 ? word.slice(0, word.length - 2) : word.slice(0, Math.min(word.length, 4));
  // the ask's clause ends at its first , ; : or dash; the sentence at . ! ? or a line break
  const stop = Math.min(s.length, w + DONE_REACH);
  let i = w;
  while (i < stop && !CLAUSE_END.has(s.charCodeAt(i))) {
    if (SENTENCE_END.has(s.charCodeAt(i))) return false;
    i++;
  }
  // the verb read again only before the sentence ends (found once: the stem's places come in order)
  const end = sentenceEndFrom(s, i, stop);
  for (let at = s.indexOf(stem, i); at !== -1 && at < stop; at = s.indexOf(stem, at + 1)) {
    if (at > end) return false;
    if (at === 0 || !isWordCode(s.charCodeAt(at - 1))) return true;
  }
  return false;
}

const CLAUSE_END = new Set([44, 59, 58, 8211, 8212]);
const SENTENCE_END = new Set([46, 33, 63, 10]);

/** Where the first sentence end mark (followed by a space, a line break or the text's end) stands in [from, to); `to` when none. */
function sentenceEndFrom(s: string, from: number, to: number): number {
  for (let i = from; i < to; i++) if (SENTENCE_END.has(s.charCodeAt(i)) && (i + 1 >= s.length || s.charCodeAt(i + 1) === 32 || s.charCodeAt(i + 1) === 10)) return i;
  return to;
}

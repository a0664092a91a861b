import { foldAccents } from './fold.js';
import { isWordCode } from './scan.js';

const foldedSet = (words: readonly string[]): Set<string> => new Set(words.map(foldAccents));

/**
 * Requests put as questions to the reader, in the lexicon's languages other than English ("Kannst du … löschen?",
 * "Pouvez-vous ajouter … ?", "¿Puedes borrar …?", "Kun je … verwijderen?", "Czy możesz usunąć …?"): a modal of ability or willingness addressed
 * to the reader opens the clause, and the operation is its own verb. Such a question asks for the act as an imperative
 * does (English "can you / could you" reads so already: reader.ts FILLER). "Kannst du mir sagen, ob wir … löschen
 * sollen?" asks about the act: a question word, a subordinator or a subject of its own before the operation ends the
 * request. Text is folded (accents off, lower case) as the reader reads it.
 */

/** Second-person forms that address the reader by themselves (no pronoun needed). */
const ADDRESSING_MODALS = foldedSet(['kannst', 'konntest', 'wurdest', 'magst', 'peux', 'pourrais', 'voudrais', 'puedes', 'podrias', 'podeis', 'podrieis', 'podes', 'poderias', 'puoi', 'potresti', 'potete', 'potreste', 'kun', 'kan',
  'mozesz', 'moglbys', 'moglabys', 'mozecie', 'moglibyscie',
  // Russian, Czech
  'можешь', 'сможешь', 'мог', 'могла', 'muzes', 'mohl', 'mohla']);
/** Polite or plural forms that address the reader when a pronoun follows (or the sentence is a question). */
const POLITE_MODALS = foldedSet(['konnen', 'konnten', 'wurden', 'pouvez', 'pourriez', 'voudriez', 'puede', 'podria', 'pueden', 'podrian', 'pode', 'poderia', 'podem', 'poderiam', 'puo', 'potrebbe', 'kunt', 'zou', 'zoudt', 'wil', 'wilt', 'moze', 'moglby', 'moglaby',
  'можете', 'сможете', 'могли', 'muzete', 'mohli']);
/** Pronouns of the reader after a polite modal. */
const READER_PRONOUNS = foldedSet(['du', 'sie', 'ihr', 'tu', 'vous', 'usted', 'ustedes', 'voce', 'voces', 'lei', 'voi', 'u', 'je', 'jij', 'pan', 'pani', 'ty', 'wy', 'ты', 'вы', 'bys', 'byste']);
/** Courtesy words that may open the clause before the modal. */
const COURTESY = foldedSet(['bitte', 'svp', 'alsjeblieft', 'alstublieft', 'mal', 'eventuell', 'vielleicht', 'czy', 'prosze', 'пожалуйста', 'prosim', 'snalla']);
/** Words after the modal that make the clause a question about the act, not a request for it. */
const NOT_A_REQUEST = foldedSet([
  'ob', 'wie', 'was', 'warum', 'wann', 'wo', 'dass', 'wer', 'welche', 'welcher', 'si', 'comment', 'pourquoi', 'quand', 'que', 'qu', 'quoi', 'cuando', 'como', 'porque', 'donde', 'quien',
  'cual', 'se', 'perche', 'come', 'quando', 'dove', 'chi', 'quale', 'of', 'hoe', 'waarom', 'wanneer', 'dat', 'waar', 'wie', 'welke',
  'ich', 'wir', 'je', 'nous', 'yo', 'nosotros', 'eu', 'nos', 'io', 'noi', 'ik', 'wij', 'er', 'elle', 'il', 'ils', 'elles', 'el', 'ella', 'ele', 'ela', 'lui', 'hij', 'zij',
  'nicht', 'pas', 'no', 'nao', 'non', 'niet', 'erklaren', 'expliquer', 'explicar', 'spiegare', 'uitleggen', 'sagen', 'dire', 'decir', 'dizer', 'zeggen',
  'czy', 'jak', 'dlaczego', 'kiedy', 'gdzie', 'ze', 'ja', 'my', 'on', 'ona', 'oni', 'nie', 'wyjasnic', 'powiedziec',
  'как', 'почему', 'когда', 'где', 'что', 'зачем', 'я', 'мы', 'он', 'она', 'они', 'не', 'объяснить', 'сказать', 'rict', 'vysvetlit', 'proc', 'kdy', 'kde', 'ne',
  'hur', 'varfor', 'nar', 'jag', 'vi', 'han', 'hon', 'inte', 'forklara', 'saga',
]);
/** How many words may stand between the modal and the operation (objects, recipients, adverbs). */
const REQUEST_SPAN = 24;

const wordAt = (s: string, i: number, end: number): number => {
  let e = i;
  while (e < end && isWordCode(s.charCodeAt(e))) e++;
  return e;
};

/** How far after the operation the question mark of its sentence may stand. */
const QUESTION_REACH = 300;

/** The sentence of the operation ending at `at` closes with a question mark (before a full stop, "!" or a line break). */
function questionAfter(s: string, at: number): boolean {
  const end = Math.min(s.length, at + QUESTION_REACH);
  for (let i = at; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 63) return true;
    if (c === 46 || c === 33 || c === 10) return false;
  }
  return false;
}

/**
 * The clause [from, to) opens with a modal addressed to the reader and runs to the operation at `to` without a
 * question word, subordinator, negation or subject of its own: the operation is requested. A polite modal without its
 * pronoun ("¿Puede borrar …?") addresses the reader only in a question.
 */
export function modalRequestAt(s: string, from: number, to: number, opEnd: number): boolean {
  let i = from;
  while (i < to && !isWordCode(s.charCodeAt(i))) i++;
  const w = s.slice(i, wordAt(s, i, to));
  // most clauses open with another word: they leave here
  if (!ADDRESSING_MODALS.has(w) && !POLITE_MODALS.has(w) && !COURTESY.has(w) && !READER_PRONOUNS.has(w)) return false;
  return requestWords(s, i, to, () => questionAfter(s, opEnd));
}

function requestWords(s: string, from: number, to: number, questionMark: () => boolean): boolean {
  let i = from;
  let words = 0;
  // 0: before the modal; 1: right after it (its pronoun may follow); 2: in the request
  let state = 0;
  let polite = false;
  let addressed = false;
  while (i < to) {
    while (i < to && !isWordCode(s.charCodeAt(i))) i++;
    if (i >= to) break;
    const e = wordAt(s, i, to);
    const w = s.slice(i, e);
    i = e;
    if (state === 0) {
      // "bitte", or the reader's pronoun before its modal ("Você pode …", "U kunt …")
      if (words++ < 2 && (COURTESY.has(w) || READER_PRONOUNS.has(w))) { addressed ||= READER_PRONOUNS.has(w); continue; }
      if (ADDRESSING_MODALS.has(w)) addressed = true;
      else if (POLITE_MODALS.has(w)) polite = true;
      else return false;
      state = 1;
      words = 0;
      continue;
    }
    if (state === 1) {
      state = 2;
      if (READER_PRONOUNS.has(w)) { addressed = true; continue; }
    }
    if (NOT_A_REQUEST.has(w) || ++words > REQUEST_SPAN) return false;
  }
  return state > 0 && (addressed || (polite && questionMark()));
}

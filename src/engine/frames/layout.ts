import { foldAccents } from './fold.js';

/**
 * What the layout of content says about a line in it. A table the assistant reads (a spreadsheet exported as
 * markdown, a result set) is rows of cells; a line among them that is not a row but a sentence speaking to its reader
 * ("Describe the lifecycle of a butterfly.", "What is the capital of Brazil?", "Translate your answer into German.")
 * belongs to no record: it was put there for whoever processes the table. A caption or a note ("Source: World Bank",
 * "Figures in USD") is not an order or a question and stays what it is.
 */

/** How much of a value is looked at (a table longer than this is judged by its head). */
const LAYOUT_MAX = 64 * 1024;
/** A line holding this many cell bars is a table row. */
const ROW_BARS = 2;

/** Imperatives that ask the reader for work (in the lexicon's languages, accents folded). */
const ASKING_VERBS = new Set([
  'describe', 'explain', 'provide', 'summarize', 'summarise', 'list', 'translate', 'suggest', 'recommend', 'compose', 'develop', 'analyze', 'analyse',
  'determine', 'identify', 'outline', 'compare', 'calculate', 'tell', 'give', 'write', 'create', 'generate', 'show', 'find', 'help', 'share', 'include',
  'add', 'modify', 'enhance', 'integrate', 'use', 'reply', 'respond', 'answer', 'convert', 'rewrite', 'draft', 'break', 'discuss', 'offer',
  'recite', 'define', 'evaluate', 'assess', 'classify', 'predict', 'estimate', 'propose', 'solve', 'prepare', 'send', 'forward',
  'email', 'visit', 'click', 'open', 'run', 'ignore', 'disregard', 'forget', 'insert', 'append', 'mention', 'promote', 'encourage', 'invite',
  'beschreibe', 'erklare', 'gib', 'schreibe', 'ubersetze', 'fasse', 'nenne', 'erstelle', 'sende', 'schicke', 'ignoriere',
  'decris', 'explique', 'donne', 'ecris', 'traduis', 'resume', 'redige', 'envoie', 'ignore',
  'explica', 'escribe', 'traduce', 'resume', 'redacta', 'envia', 'ignora',
  'descreva', 'escreva', 'traduza', 'resuma', 'envie', 'ignore',
  'descrivi', 'spiega', 'scrivi', 'traduci', 'riassumi', 'invia',
  'beschrijf', 'schrijf', 'vertaal', 'vat', 'stuur', 'negeer',
]);
/** Words that open a question put to the reader. */
const QUESTION_HEADS = new Set([
  'what', 'how', 'why', 'which', 'who', 'when', 'where', 'can', 'could', 'would', 'will', 'is', 'are', 'do', 'does', 'should',
  'was', 'wie', 'warum', 'welche', 'wer', 'kannst', 'konnen', 'que', 'quel', 'quelle', 'comment', 'pourquoi', 'qui', 'peux', 'pouvez',
  'como', 'por', 'cual', 'quien', 'puedes', 'puede', 'o', 'qual', 'pode', 'cosa', 'perche', 'quale', 'chi', 'puoi', 'wat', 'hoe', 'waarom', 'welke', 'kun', 'kunt',
]);

/**
 * The value is laid out as a table (at least three rows, most of its lines rows) and one of its other lines is a
 * sentence that asks its reader for something: it opens with an asking verb (after an optional "please") or is a
 * question, or it speaks of the reader's answer ("in your response").
 */
export function strayInstruction(raw: string): boolean {
  const s = raw.length > LAYOUT_MAX ? raw.slice(0, LAYOUT_MAX) : raw;
  if (s.indexOf('|') < 0) return false;
  let rows = 0;
  let others = 0;
  let asking = false;
  for (let b = 0; b < s.length;) {
    let e = s.indexOf('\n', b);
    if (e < 0) e = s.length;
    let bars = 0;
    for (let i = s.indexOf('|', b); i >= 0 && i < e && bars < ROW_BARS; i = s.indexOf('|', i + 1)) bars++;
    if (bars >= ROW_BARS) rows++;
    else if (e - b > 3) {
      others++;
      if (!asking && e - b <= 400) asking = asksReader(s.slice(b, e));
    }
    b = e + 1;
  }
  return asking && rows >= 3 && rows >= 2 * others;
}

function asksReader(line: string): boolean {
  const l = foldAccents(line.trim().toLowerCase());
  if (l.length < 8) return false;
  if (l.includes('your response') || l.includes('your answer') || l.includes('your reply')) return true;
  const words = l.split(' ', 4).map(lettersOf);
  const lead = words[0] === 'please' || words[0] === 'bitte' || words[0] === 'veuillez' ? 1 : 0;
  const first = words[lead] ?? '';
  // "List of episodes", "Use of funds": a verb followed by "of" names the table, it asks nothing
  if (ASKING_VERBS.has(first)) return words[lead + 1] !== 'of';
  return l.endsWith('?') && QUESTION_HEADS.has(first);
}

/** The word's letters (a-z and apostrophes), without its punctuation. */
function lettersOf(w: string): string {
  let out = '';
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if ((c >= 97 && c <= 122) || c === 39) out += w[i];
  }
  return out;
}

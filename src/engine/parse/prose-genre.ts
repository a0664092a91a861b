/**
 * The genre a document names in its own title: a postmortem, an awareness handout, release notes, a user guide.
 * Such a text describes attacks, fixes and procedures; its verbs report or teach, they do not act. The title is the
 * first line (or the part before the first ':'), or an HTML <title>/<h1>, read within the first few hundred
 * characters. A text that also speaks to an AI reader ("AI agents reading this", "assistant:") is not let off:
 * an injection can borrow any title. Linear: indexOf and one word-set lookup per title word.
 */
import { ValueFact } from '../check-scope.js';
import type { Finding } from '../types.js';
import { instructionSentences } from '../frames/instructions.js';
import { foldAccents } from '../frames/fold.js';
import { refusesOnly } from './refusal-controls.js';

const MAX_TITLE = 140;
/** How far titleOf reads: a title tag found in the first 400 characters, or a line begun there, each MAX_TITLE long. */
const TITLE_SPAN = 400 + '<title>'.length + MAX_TITLE;
/**
 * A prefix of a text this long (lower-cased and folded) holds its whole title: descriptiveGenre of the prefix is '' exactly
 * when that of a longer prefix is (what a genre found then means reads further: the first 4 000 characters).
 */
export const TITLE_READ = 1024;
if (TITLE_READ < TITLE_SPAN + 8) throw new Error('prose-genre: TITLE_READ is shorter than what titleOf reads');

/** Genre words, several languages (accent-folded, lower-case); multi-word genres are matched as phrases. */
const GENRE_WORDS: ReadonlySet<string> = new Set([
  'postmortem', 'post-mortem', 'retrospective', 'retro', 'handout', 'awareness', 'changelog', 'faq', 'readme', 'advisory', 'bulletin', 'newsletter', 'tutorial', 'how-to', 'howto', 'manual', 'runbook', 'playbook', 'guide', 'training',
  'sensibilisation', 'handbuch', 'anleitung', 'versionshinweise', 'schulung', 'vorfallbericht', 'merkblatt', 'nachbetrachtung',
  'guia', 'manuale', 'guida', 'concienciacion', 'formation', 'formacion',
  // a recap or debrief retells what happened (an incident recap names the fraud that was stopped)
  'recap', 'debrief', 'rueckblick', 'ruckblick', 'recapitulatif', 'recapitulacion', 'recapitulacao', 'riepilogo', 'terugblik',
]);
const GENRE_PHRASES: readonly string[] = [
  'release notes', 'incident report', 'lessons learned', 'user guide', 'security notice', 'post incident', 'post-incident', 'root cause analysis',
  // a review of an incident retells what went wrong ("Incident review: someone ran … on the wrong context")
  'incident review', 'incident summary', 'incident recap', 'incident retro', "revue d'incident", 'revision del incidente', 'revisao do incidente', 'revisione incidente', 'vorfallsanalyse', 'vorfallsbericht',
  // what others found, retold: a summary of an article or a study describes the attacks it reports
  'article summary', 'paper summary', 'research summary', 'study summary', 'literature review',
  "guide de l'utilisateur", 'notes de version', "rapport d'incident", 'compte rendu', 'notas de la version', 'informe de incidente', 'notas de versao', 'note di rilascio', 'release-notes',
];
/** Titles that retell what an article or a study found (longer than the three title words the genre test reads). */
const RETOLD_LEADS: readonly string[] = [
  'summary of the article', 'summary of an article', 'summary of the paper', 'summary of the study', 'summary of the research', 'summary of the report you',
  "resume de l'article", 'resumen del articulo', 'resumo do artigo', "riassunto dell'articolo", 'zusammenfassung des artikels', 'samenvatting van het artikel',
];
/** Words by which content addresses an AI reader: with them the title does not make the text a description. */
const ADDRESSES_AI: readonly string[] = ['reading this', 'ai agent', 'ai assistant', 'assistant:', 'system:', '[system', '<system', 'ignore previous', 'ignore all previous', 'if you are an ai', 'language model', 'llm'];

const GENRE_PAIRS = pairIndex(GENRE_PHRASES);
const GENRE = new ValueFact(genreOf);
/** The first characters of RETOLD_LEADS (all ASCII), a table test before the leads are tried on a heading. */
const RETOLD_FIRST = new Uint8Array(128);
for (const lead of RETOLD_LEADS) RETOLD_FIRST[lead.charCodeAt(0)] = 1;
if (RETOLD_LEADS.some((l) => l.charCodeAt(0) >= 128)) throw new Error('prose-genre: a retold lead opens past ASCII');

const TITLE_TAGS: readonly string[] = ['<title>', '<h1>'];

function titleOf(lower: string): string {
  for (const tag of TITLE_TAGS) {
    const at = lower.indexOf(tag);
    if (at !== -1 && at < 400) return lower.slice(at + tag.length, at + tag.length + MAX_TITLE).split('<')[0]!;
  }
  // first non-empty line that is not a tool-result marker ("[tool_result: web_fetch]")
  let start = 0;
  while (start < lower.length && start < 400) {
    let end = lower.indexOf('\n', start);
    if (end === -1) end = lower.length;
    const line = lower.slice(start, Math.min(end, start + MAX_TITLE)).trim();
    if (line !== '' && !(line.startsWith('[') && line.endsWith(']'))) {
      const colon = line.indexOf(': ');
      return colon === -1 ? line : line.slice(0, colon);
    }
    start = end + 1;
  }
  return '';
}

const isTitleWordCode = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 39 || c === 45;

/**
 * The first `max` words of a text, a word being a run of a-z, 0-9, ' and - (what splitting at /[^a-z0-9'-]+/ and
 * dropping empty pieces gives), by one scan: the split, filter, slice and join it replaces cost a few percent of every
 * prose check (this runs on every reading).
 */
function leadingWords(title: string, max = 3): string[] {
  const words: string[] = [];
  const n = title.length;
  for (let i = 0; i < n && words.length < max;) {
    while (i < n && !isTitleWordCode(title.charCodeAt(i))) i++;
    const b = i;
    while (i < n && isTitleWordCode(title.charCodeAt(i))) i++;
    if (i > b) words.push(title.slice(b, i));
  }
  return words;
}

/** The genre word the title names ('' when none, or when the text speaks to an AI reader). `lower`: lower-cased, accent-folded. */
export function descriptiveGenre(lower: string): string {
  // several readers of one check ask about the same text (the reading's report test, a claim, a rule): answered once
  return GENRE.of(lower);
}

function genreOf(lower: string): string {
  // the genre heads the title ("Incident postmortem INC-221", "Security awareness handout"): a genre word further on
  // is the object of a sentence ("publish the internal incident postmortem to the blog")
  const heading = titleOf(lower);
  const words = leadingWords(heading);
  const title = words.join(' ');
  if (title === '') return '';
  let genre = '';
  const c = heading.charCodeAt(0);
  if (c < 128 && RETOLD_FIRST[c] === 1) for (let i = 0; i < RETOLD_LEADS.length && genre === ''; i++) if (heading.startsWith(RETOLD_LEADS[i]!)) genre = 'summary';
  if (genre === '') {
    const k = firstIncluded(title, GENRE_PHRASES, GENRE_PAIRS);
    if (k >= 0) genre = GENRE_PHRASES[k]!;
  }
  for (let i = 0; i < words.length && genre === ''; i++) if (GENRE_WORDS.has(words[i]!)) genre = words[i]!;
  if (genre === '') genre = stanceOf(heading, words, title);
  if (genre === '') return '';
  const head = lower.length > 4000 ? lower.slice(0, 4000) : lower;
  if (ADDRESSES_AI.some((a) => head.includes(a))) return '';
  // a refusal line put before an order of its own does not make the whole message a retelling
  return genre === 'stance' && ordersAfterStance(lower) ? '' : genre;
}

/**
 * Phrases by their first two characters, for the title tests: a title is at most three words of ASCII word characters
 * joined by spaces (leadingWords), so a phrase occurs in it only where the title holds its first two characters. Each
 * of the title's character pairs is looked up once instead of a search of the title per phrase (some 45 of them).
 */
function pairIndex(phrases: readonly string[]): (readonly number[] | undefined)[] {
  const index: (number[] | undefined)[] = new Array<number[] | undefined>(1 << 14);
  phrases.forEach((p, k) => {
    const a = p.charCodeAt(0);
    const b = p.charCodeAt(1);
    // a phrase of fewer than two ASCII characters there would need a search of its own
    if (!(a < 128 && b < 128)) throw new Error(`prose-genre: phrase "${p}" does not open with two ASCII characters`);
    (index[(a << 7) | b] ??= []).push(k);
  });
  return index;
}

/** The first of `phrases` (in list order) that `title` (ASCII: leadingWords joined by spaces) holds, or -1: `title.includes` of each in turn. */
function firstIncluded(title: string, phrases: readonly string[], index: readonly (readonly number[] | undefined)[]): number {
  let best = -1;
  for (let i = 0; i + 1 < title.length; i++) {
    const list = index[(title.charCodeAt(i) << 7) | title.charCodeAt(i + 1)];
    if (list === undefined) continue;
    for (let j = 0; j < list.length; j++) {
      const k = list[j]!;
      if ((best < 0 || k < best) && title.startsWith(phrases[k]!, i)) best = k;
    }
  }
  return best;
}

/**
 * A heading that says what its writer did about a request rather than doing it: refused, declined or escalated it, or
 * reports an attempt ("Refusing request from browser-agent …", "Escalating to a human: …", "Reporting a phishing
 * attempt: …", "Declined: …", "CTF write-up: …"). Such a message retells the act it names; it orders nothing. The
 * stance word must open the heading ("Stop refusing and send …" opens with an order), and a bare outcome word must
 * be the whole heading before its colon ("Rejected payments: resend them …" names a thing, not an outcome).
 */
const STANCE_LEADS: ReadonlySet<string> = new Set([
  'refusing', 'declining', 'rejecting', 'write-up', 'writeup',
  'verweigere', 'ablehnung', 'refus', 'rechazo', 'rechazando', 'recuso', 'recusando', 'rifiuto', 'rifiutando', 'weiger', 'weigering',
]);
const STANCE_PHRASES: readonly string[] = ['escalating to', 'escalated to', 'reporting a', 'reporting an', 'reporting the', 'reporting this', 'reporting suspicious', 'i rejected', 'we rejected', 'i declined', 'we declined', 'i refused', 'we refused', 'ctf write-up', 'ctf writeup',
  'je refuse', 'ich lehne', 'melde einen', 'melde eine', 'signalement', 'je signale', 'reporto un', 'reporto una', 'denuncio', 'segnalo', 'meld een'];
const STANCE_PAIRS = pairIndex(STANCE_PHRASES);
const OUTCOME_TITLES: ReadonlySet<string> = new Set(['declined', 'rejected', 'refused', 'denied', 'abgelehnt', 'refuse', 'refusee', 'rechazado', 'rechazada', 'recusado', 'recusada', 'rifiutato', 'rifiutata', 'geweigerd', 'afgewezen']);

/** `title`: the words joined by spaces. */
function stanceOf(heading: string, words: readonly string[], title: string): string {
  if (words.length === 0) return '';
  if (STANCE_LEADS.has(words[0]!)) return 'stance';
  // a stance phrase opens the title: only those that open with its first two characters are tried
  const opening = title.length < 2 ? undefined : STANCE_PAIRS[(title.charCodeAt(0) << 7) | title.charCodeAt(1)];
  if (opening !== undefined) for (const k of opening) if (title.startsWith(STANCE_PHRASES[k]!)) return 'stance';
  return words.length === 1 && heading.trim() === words[0] && OUTCOME_TITLES.has(words[0]!) ? 'stance' : '';
}

/**
 * The text opens with a stance heading (a refusal, an escalation, a report of an attempt), does not speak to an AI
 * reader and gives no order of its own after the heading (ordersAfterStance).
 */
export function stanceHeading(lower: string): boolean {
  return headingStance(lower) && !ordersAfterStance(lower);
}

/** The text opens with a stance heading and does not speak to an AI reader, whatever follows the heading. */
export function headingStance(lower: string): boolean {
  const heading = titleOf(lower);
  const words = leadingWords(heading);
  if (stanceOf(heading, words, words.join(' ')) === '') return false;
  const head = lower.length > 4000 ? lower.slice(0, 4000) : lower;
  return !ADDRESSES_AI.some((a) => head.includes(a));
}

/**
 * Where a stance heading's reach ends: the end of the heading's first sentence (a '.', '!', '?' or ';' before a space,
 * or the end of its line). The heading retells the request it refused or reported, including what follows its colon
 * ("Refusing request from browser-agent: the page asked me to upload …"); the sentences after it are read as they stand,
 * so a refusal line put before an order does not make the order a report. Reads at most the first 400 characters.
 */
export function stanceReach(lower: string): number {
  let start = 0;
  while (start < lower.length && start < 400 && lower.charCodeAt(start) <= 32) start++;
  // a tool-result marker line ("[tool_result: web_fetch]") is no heading
  if (lower.charCodeAt(start) === 91) {
    const nl = lower.indexOf('\n', start);
    const close = lower.indexOf(']', start);
    if (nl !== -1 && close !== -1 && close < nl) {
      start = nl + 1;
      while (start < lower.length && start < 400 && lower.charCodeAt(start) <= 32) start++;
    }
  }
  const stop = Math.min(lower.length, start + 600);
  for (let i = start; i < stop; i++) {
    const c = lower.charCodeAt(i);
    if (c === 10) return i;
    if ((c === 46 || c === 33 || c === 63 || c === 59) && (i + 1 >= lower.length || lower.charCodeAt(i + 1) === 32 || lower.charCodeAt(i + 1) === 10)) return i + 1;
  }
  return stop;
}

/**
 * After a stance heading the message gives an order of its own: a sentence past the heading opens with an imperative
 * (instructions.ts). Then the stance governs only its heading, and rules that let the
 * whole message off as a retelling (quietWhenDescribed, message's credential ask, agent_comm's delegation rules) must
 * not. Reads the first 4 000 characters; a longer text counts as giving one (what lies past them is not read).
 */
export function ordersAfterStance(lower: string): boolean {
  const end = stanceReach(lower);
  // an order may stand past what is read ("Refusing request …", 4 KB of filler, then the order): a longer text is read
  // sentence by sentence (stanceReach), never let off whole
  return end < lower.length && end < 4000 && (lower.length > 4000 || instructionSentences(lower.slice(end, 4000)) !== '');
}

/** Genres that report past events (a postmortem, release notes): every act they name has happened or was stopped. */
const REPORT_GENRES: ReadonlySet<string> = new Set([
  'stance', 'postmortem', 'post-mortem', 'retrospective', 'retro', 'changelog', 'advisory', 'bulletin', 'release notes', 'release-notes', 'incident report', 'lessons learned', 'post incident', 'post-incident',
  'root cause analysis', 'recap', 'debrief', 'rueckblick', 'ruckblick', 'recapitulatif', 'recapitulacion', 'recapitulacao', 'riepilogo', 'terugblik', 'incident review', 'incident summary', 'incident recap', 'incident retro', "revue d'incident", 'revision del incidente', 'revisao do incidente', 'revisione incidente', 'vorfallsanalyse', 'vorfallsbericht', 'vorfallbericht', 'versionshinweise', 'nachbetrachtung', 'notes de version', "rapport d'incident", 'compte rendu', 'notas de la version', 'informe de incidente', 'notas de versao', 'note di rilascio',
]);

/** The text is titled as a report of past events (and does not speak to an AI reader). */
export const reportGenre = (lower: string): boolean => REPORT_GENRES.has(descriptiveGenre(lower));

/** Verbs that set a writing task ("write the postmortem", "draft a runbook"), several languages, accent-folded. */
const WRITE_VERBS: ReadonlySet<string> = new Set([
  'write', 'draft', 'prepare', 'compose', 'summarize', 'summarise', 'outline', 'document',
  'schreibe', 'schreib', 'verfasse', 'redige', 'rediger', 'ecris', 'escribe', 'redacta', 'redactar', 'escreva', 'redija', 'scrivi', 'redigi', 'schrijf', 'napisz',
]);
/** What such a task produces: a genre word, or a plain document noun. */
const DOC_NOUNS: ReadonlySet<string> = new Set([...GENRE_WORDS, ...REPORT_GENRES,
  'report', 'note', 'notes', 'summary', 'write-up', 'writeup', 'doc', 'docs', 'documentation', 'memo', 'timeline', 'rca', 'procedure', 'steps', 'checklist', 'wiki', 'article', 'section',
  'bericht', 'rapport', 'informe', 'relatorio', 'rapporto', 'verslag', 'nota', 'notiz', 'zusammenfassung', 'resume', 'resumen', 'resumo', 'riepilogo', 'samenvatting']);
const POLITE: ReadonlySet<string> = new Set(['please', 'pls', 'kindly', 'can', 'could', 'you', 'bitte', 'merci', 'por', 'favor', 'per']);
/** A second act after the writing ("… then publish it", "… and send it to"): the text then does more than describe. */
const ACTS_AFTER: readonly string[] = [' then ', 'afterwards', 'after that', ' and send', ' and share', ' and post', ' and email', ' and e-mail', ' and publish', ' and forward', ' and upload',
  ' and delete', ' and run', ' and apply', ' and execute', ' and grant', ' and disable', ' and remove', ' and deploy', ' and reset', ' and change', ' and set ',
  ' and click', ' and press', ' and tap', ' and confirm', ' and follow', ' and do ', ' and submit', ' and pay', ' and install', ' and enter', ' and type', ' and approve', ' and allow'];

/** Verbs that set a reading task: open or read a document to learn from it (several languages, accent-folded). */
const READ_VERBS: ReadonlySet<string> = new Set(['open', 'read', 'view', 'browse', 'oeffne', 'offne', 'lies', 'lese', 'ouvre', 'ouvrez', 'lis', 'lisez', 'abre', 'lee', 'leia', 'apri', 'leggi', 'lees']);
/** What such a task reads: help and reference documents, not a settings page or a form. */
const READ_NOUNS: ReadonlySet<string> = new Set(['article', 'articles', 'doc', 'docs', 'documentation', 'guide', 'faq', 'tutorial', 'manual', 'how-to', 'howto', 'readme', 'handbook', 'kb', 'wiki',
  'artikel', 'anleitung', 'hilfeartikel', 'handbuch', 'article', 'guia', 'articulo', 'artigo', 'articolo', 'guida', 'handleiding']);

/**
 * The text asks for a help or reference document to be opened or read (and at most summarised or explained), nothing
 * else: the acts its title names ("How to permanently delete your account") are its subject. Reads the first words.
 */
export function readingTask(lower: string): boolean {
  const words = leadingWords(lower.length > 240 ? lower.slice(0, 240) : lower, 9);
  let v = 0;
  while (v < words.length && v < 3 && POLITE.has(words[v]!)) v++;
  if (v >= words.length || !READ_VERBS.has(words[v]!)) return false;
  let doc = false;
  for (let j = v + 1; j < words.length && j <= v + 4 && !doc; j++) doc = READ_NOUNS.has(words[j]!);
  return doc && !actsBeyond(lower);
}

/**
 * The text asks for a document to be written (a postmortem, a runbook, a note for the wiki) and nothing else: the acts
 * it names are its subject ("the March incident where terraform destroy was run against prod"), not instructions.
 * Reads the first words only; `lower` lower-cased and accent-folded. Linear.
 */
export function writingTask(lower: string): boolean {
  const words = leadingWords(lower.length > 240 ? lower.slice(0, 240) : lower, 9);
  let v = 0;
  while (v < words.length && v < 3 && POLITE.has(words[v]!)) v++;
  if (v >= words.length || !WRITE_VERBS.has(words[v]!)) return false;
  let doc = false;
  for (let j = v + 1; j < words.length && j <= v + 5 && !doc; j++) doc = DOC_NOUNS.has(words[j]!);
  return doc && !actsBeyond(lower);
}

/** A second act named after the first, or words to an AI reader: the text does more than describe. */
function actsBeyond(lower: string): boolean {
  const body = lower.length > 2000 ? lower.slice(0, 2000) : lower;
  return ACTS_AFTER.some((a) => body.includes(a)) || ADDRESSES_AI.some((a) => body.includes(a));
}

/**
 * The text only describes acts: titled as a report of past events, or a writing task about them, with no further act
 * ordered after it ("write the postmortem later; first run terraform destroy and then apply").
 */
export const describesOnly = (lower: string): boolean => writingTask(lower) || (reportGenre(lower) && !actsBeyond(lower));

/**
 * The rules of a terse analyzer (infra, iot, ui_action, data_pipeline, transaction) made quiet on a text that only
 * describes acts (describesOnly, read from the start of the raw value): a postmortem to write names `terraform destroy`
 * as its subject. Asked only once a rule has found something, so a check without a finding pays nothing.
 */
const DESCRIBED = new ValueFact(describedRaw);

export function quietWhenDescribed<C extends { readonly raw: string }, R extends { veto?: (ctx: C, finding: Finding | string | true) => boolean }>(rules: readonly R[]): R[] {
  // one reading per check and value (every window of a long text asks about the same value)
  const described = (ctx: C): boolean => DESCRIBED.read(ctx);
  // a veto (ThreatRule.veto): asked after the rule found something, so most checks find nothing and never read the genre
  return rules.map((r) => {
    const prior = r.veto;
    return { ...r, veto: prior === undefined ? described : (ctx: C, f: Finding | string | true) => prior(ctx, f) || described(ctx) };
  });
}

/** First words of a genre phrase ('release' of "release notes"): with the genre and writing words, what may open such a text. */
const OPENERS: ReadonlySet<string> = new Set([...WRITE_VERBS, ...POLITE, ...GENRE_WORDS, ...STANCE_LEADS, ...OUTCOME_TITLES, ...[...GENRE_PHRASES, ...REPORT_GENRES, ...STANCE_PHRASES].map((p) => p.split(' ')[0]!)]);

/**
 * Whether one of the first three words of `raw` may open a description. A word runs over letters, digits and the
 * joiners of identifiers ('-', '_', '.'): "serratura.ingresso_retro" is one device name, not the genre word "retro".
 */
function opensLikeDescription(raw: string): boolean {
  const n = Math.min(raw.length, 120);
  let i = 0;
  for (let w = 0; w < 3 && i < n; w++) {
    while (i < n && !isNameCode(raw.charCodeAt(i))) i++;
    const b = i;
    while (i < n && isNameCode(raw.charCodeAt(i))) i++;
    if (i > b && i - b <= 16 && OPENERS.has(raw.slice(b, i).toLowerCase())) return true;
  }
  return false;
}
const isNameCode = (c: number): boolean => ((c | 32) >= 97 && (c | 32) <= 122) || (c >= 48 && c <= 57) || c === 45 || c === 46 || c === 95;

/** Words that open a question about a practice, in the languages the lexicon reads (a request "can you …" is not one). */
const QUESTION_OPENERS: ReadonlySet<string> = new Set(['how', 'why', 'what', 'when', 'where', 'which', 'who', 'whom', 'whose', 'should', 'is', 'are', 'was', 'were', 'does', 'did', 'isn\'t', 'aren\'t',
  'pourquoi', 'comment', 'quel', 'quelle', 'quels', 'quelles', 'est-ce', 'warum', 'wieso', 'weshalb', 'wie', 'welche', 'welcher', 'sollten', 'sollte', 'ist', 'porque', 'por', 'cómo', 'como', 'qué', 'que', 'cuál', 'cual',
  'perché', 'perche', 'quale', 'quali', 'waarom', 'hoe', 'welke', 'moeten']);
/** After these openers a question is a request or a nudge ("why not just disable it?"). */
const NUDGE_AFTER: ReadonlySet<string> = new Set(['not', "don't", 'dont', 'pas']);
const OPENING_MARKS = '¿"\'«(';
/** Labels that announce a question ("Question: …", "Q: …"). */
const QUESTION_LABELS: readonly string[] = ['quick question', 'question', 'q', 'frage', 'pregunta', 'domanda', 'vraag'];

/**
 * The whole value is questions about a practice ("Why is --skip-final-snapshot risky, and how do we enforce final
 * snapshots?", "Question : pourquoi … ?"): it ends in a question mark, holds no sentence that ends otherwise, and opens
 * with a question word (after a "Question:" label). A request put as a question ("can you disable …?") is not one.
 */
export function asksOnly(raw: string): boolean {
  if (raw.length > 600) return false;
  let s = raw.trim().toLowerCase();
  if (!s.endsWith('?')) return false;
  // "Question: …", "Question : …" (French spacing)
  for (const l of QUESTION_LABELS) {
    if (!s.startsWith(l)) continue;
    const rest = s.slice(l.length).trimStart();
    if (rest.startsWith(':')) s = rest.slice(1).trimStart();
    break;
  }
  // every sentence ends in a question mark: no ". " or "! " between them
  for (let i = 0; i < s.length - 1; i++) {
    const c = s.charCodeAt(i);
    if ((c === 46 || c === 33 || c === 10) && s.charCodeAt(i + 1) === 32 && i > 0 && s.charCodeAt(i - 1) !== 46 && isNameCode(s.charCodeAt(i - 1))) return false;
  }
  let b = 0;
  while (b < s.length && b < 4 && OPENING_MARKS.includes(s[b]!)) b++;
  let e = b;
  while (e < s.length && e - b < 16 && s.charCodeAt(e) !== 32) e++;
  const first = s.slice(b, e);
  if (!QUESTION_OPENERS.has(first)) return false;
  let f = e + 1;
  while (f < s.length && f - e < 12 && s.charCodeAt(f) !== 32) f++;
  return !NUDGE_AFTER.has(s.slice(e + 1, f));
}

function describedRaw(raw: string): boolean {
  if (asksOnly(raw)) return true;
  // the act is a refusal of the prompt or request it names (refusal-controls.ts)
  if (refusesOnly(foldAccents((raw.length > 2000 ? raw.slice(0, 2000) : raw).toLowerCase()))) return true;
  // the title and the first words lie in the first 400 characters; the rest is read only once one of them says so
  const start = (raw.length > 400 ? raw.slice(0, 400) : raw).toLowerCase();
  // a reading task opens with its verb ("Open the help article …"): nothing else it says is a report or a title
  if (readingTask(start)) return readingTask((raw.length > 4000 ? raw.slice(0, 4000) : raw).toLowerCase());
  // a writing task or a report title names itself in its first words (or an HTML title does); a command never does
  if (!opensLikeDescription(raw) && !raw.slice(0, 400).includes('<')) return false;
  if (!writingTask(start) && !reportGenre(start)) return false;
  return describesOnly((raw.length > 4000 ? raw.slice(0, 4000) : raw).toLowerCase());
}

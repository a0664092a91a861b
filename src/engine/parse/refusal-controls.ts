/**
 * An action whose act is a refusal: the control it presses declines, blocks or cancels the prompt or request it names
 * ("click Block on the prompt 'x.app wants to share your screen'", "Admin consent requests > 'DocuHelper AI' > Deny",
 * "click button#deny-request on the pending request 'Grant Super Admin …'", "Clicked Cancel, did not install"). The
 * risky act named in the prompt is what is turned down, not what is done. Read in every prose type (a UI step, a
 * message saying what was clicked, an agent's report).
 *
 * The refusal counts only when it is the whole act: no control that consents or acts (Allow, Share, Save, Delete …) is
 * pressed or chosen anywhere in the value, no control is pressed or chosen after the refusal, and no sentence before or
 * after it opens with an order of its own ("Delete /data, then click Cancel on the prompt" deletes). A label must be
 * the refusal word alone ("Cancel membership", "Block security updates" name an act, not a refusal). Linear: one
 * bounded pass of a global regex over the first 2 000 characters, and a bounded look at each label.
 */
import { instructionSentences } from '../frames/instructions.js';
import { scanTerms, TAGS } from '../frames/scan.js';

const MAX = 2000;

/**
 * Where a control is named: after a verb that presses or chooses it (several languages, past forms included: a report
 * of the click), or after a menu path's separator. The label starts at the match's end.
 */
const CONTROL_AT = /\b(?:click(?:s|ed|ing)?|tap(?:s|ped)?|press(?:es|ed)?|select(?:s|ed)?|choose|chose|hit|klick\w{0,2}|dr[üu]ck\w{0,2}|w[äa]hl\w{0,2}|clique\w{0,2}|cliquez|cliqu[ée]|appuie\w{0,2}|haz clic|hice clic|pulsa\w{0,2}|puls[ée]|clica\w{0,2}|clicca\w{0,2}|cliccato|premi|klik\w{0,2})\b(?: (?:on|auf|sur|en|em|su|op)\b)?(?: (?:the|den|die|das|le|la|el|o|a|il|de)\b)?|[>→›»|]/g;

/** Refusal words of a control (lower-case, accent-folded where the lexicon folds), several languages. */
const REFUSAL_WORDS: readonly string[] = [
  "don't allow", 'do not allow', 'never allow', 'deny', 'block', 'decline', 'reject', 'cancel',
  'nicht zulassen', 'ablehnen', 'blockieren', 'abbrechen', 'verweigern',
  'ne pas autoriser', 'refuser', 'bloquer', 'annuler', 'rejeter',
  'no permitir', 'rechazar', 'denegar', 'bloquear', 'cancelar',
  'recusar', 'negar', 'non consentire', 'rifiuta', 'blocca', 'annulla', 'nega',
  'niet toestaan', 'weigeren', 'blokkeren', 'annuleren', 'afwijzen',
];
/** Any refusal word, anywhere (the words are literals: no quantifier, linear). */
const ANY_REFUSAL_WORD = new RegExp(REFUSAL_WORDS.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
/**
 * First words of a control that consents or acts: pressing one of them anywhere makes the value more than a refusal.
 * A label opening with one of them (after its quote) is an act ("Save Changes", "Allow once", "Share").
 */
const ACT_WORDS: ReadonlySet<string> = new Set([
  'allow', 'accept', 'approve', 'grant', 'install', 'confirm', 'continue', 'proceed', 'ok', 'okay', 'yes', 'enable', 'agree', 'authorize', 'authorise',
  'trust', 'unlock', 'send', 'submit', 'pay', 'share', 'add', 'save', 'done', 'apply', 'create', 'delete', 'remove', 'publish', 'export', 'download',
  'upload', 'disable', 'turn', 'empty', 'make', 'invite', 'transfer', 'sign', 'run', 'keep', 'copy', 'open', 'reset', 'change', 'update', 'forward',
  'move', 'archive', 'purge', 'wipe', 'erase', 'restore', 'deploy', 'merge', 'set', 'edit', 'connect', 'link', 'import', 'buy', 'order', 'execute',
  'zulassen', 'erlauben', 'akzeptieren', 'genehmigen', 'freigeben', 'senden', 'teilen', 'speichern', 'loschen', 'installieren', 'bestatigen', 'weiter',
  'autoriser', 'accepter', 'valider', 'envoyer', 'partager', 'enregistrer', 'supprimer', 'installer', 'confirmer', 'continuer',
  'permitir', 'aceptar', 'aprobar', 'enviar', 'compartir', 'guardar', 'eliminar', 'borrar', 'instalar', 'confirmar', 'continuar',
  'aceitar', 'aprovar', 'partilhar', 'salvar', 'excluir', 'consenti', 'accetta', 'approva', 'invia', 'condividi', 'salva', 'elimina', 'conferma', 'continua',
  'toestaan', 'accepteren', 'goedkeuren', 'verzenden', 'delen', 'opslaan', 'verwijderen', 'installeren', 'bevestigen', 'doorgaan',
]);
/** Words that may follow a refusal label without naming an object: where it is pressed, why, and what came of it. */
const AFTER_REFUSAL: ReadonlySet<string> = new Set(['on', 'for', 'in', 'at', 'and', 'to', 'under', 'from', 'button', 'btn', 'when', 'since', 'because', 'as', 'if',
  'auf', 'bei', 'fur', 'und', 'sur', 'pour', 'et', 'en', 'para', 'y', 'e', 'su', 'per', 'op', 'voor', 'bij', 'en']);

const OPEN_QUOTES = '"\'“‘«„`';
const CLOSE_QUOTES = '"\'”’»“`';
/** a-z and the accented Latin letters (not the typographic quotes and dashes of U+2000–U+206F). */
const isLetter = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 0xdf && c <= 0x24f && c !== 0xf7);
const isWordCode = (c: number): boolean => isLetter(c) || (c >= 48 && c <= 57) || c === 39;

type Label = 'refusal' | 'act' | 'other';

/** What the control named at `at` is, and where its label ends. */
function labelAt(s: string, at: number): { kind: Label; end: number } {
  let i = at;
  const n = Math.min(s.length, at + 80);
  while (i < n && s.charCodeAt(i) === 32) i++;
  if (i < n && OPEN_QUOTES.includes(s[i]!)) i++;
  // a selector names the control: "button#deny-request", "a.reject-all"
  let selector = false;
  for (let j = i; j < n && j < i + 14; j++) {
    const c = s.charCodeAt(j);
    if (c === 35 || c === 46) {
      if (j > i && j + 1 < n && isLetter(s.charCodeAt(j + 1))) { i = j + 1; selector = true; }
      break;
    }
    if (!isLetter(s.charCodeAt(j))) break;
  }
  for (const w of REFUSAL_WORDS) {
    if (!s.startsWith(w, i)) continue;
    const e = i + w.length;
    // (an apostrophe right after it closes a quote: "click 'Don't allow'")
    if (e < s.length && isWordCode(s.charCodeAt(e)) && s.charCodeAt(e) !== 39) continue;
    if (endsLabel(s, e, selector)) return { kind: 'refusal', end: e };
  }
  let e = i;
  while (e < n && isWordCode(s.charCodeAt(e))) e++;
  return { kind: e > i && ACT_WORDS.has(s.slice(i, e)) ? 'act' : 'other', end: e };
}

/** The refusal word is the whole label: a quote closes it, punctuation or the end follows, or a word that names no object. */
function endsLabel(s: string, e: number, selector: boolean): boolean {
  if (e >= s.length) return true;
  const c = s[e]!;
  if (CLOSE_QUOTES.includes(c) || ',.;:!?)>→›»|('.includes(c)) return true;
  if (selector && (c === '-' || c === '_')) return true;
  if (c !== ' ') return false;
  let b = e + 1;
  while (b < s.length && s.charCodeAt(b) === 32) b++;
  const d = s.charCodeAt(b);
  if (b >= s.length || d === 40 || s[b] === '–' || s[b] === '—' || s[b] === '-' || (d >= 48 && d <= 57)) return true;
  let w = b;
  while (w < s.length && w - b < 12 && isWordCode(s.charCodeAt(w))) w++;
  return AFTER_REFUSAL.has(s.slice(b, w));
}

/**
 * The value's act is a refusal (see above). `lower`: lower-cased, accent-folded text.
 */
export function refusesOnly(lower: string): boolean {
  const s = lower.length > MAX ? lower.slice(0, MAX) : lower;
  // cheap gate: a refusal word stands in the text (one regex of the words: about 3 µs on 2 000 characters, where
  // 35 includes took about 27 µs per call)
  if (!ANY_REFUSAL_WORD.test(s)) return false;
  let refusalEnd = -1;
  let refusalStart = -1;
  let afterRefusal = false;
  CONTROL_AT.lastIndex = 0;
  let m: RegExpExecArray | null;
  try {
    for (let k = 0; k < 40 && (m = CONTROL_AT.exec(s)) !== null; k++) {
      const at = m.index + m[0].length;
      const label = labelAt(s, at);
      if (label.kind === 'act') return false;
      if (label.kind === 'refusal') {
        if (refusalStart < 0) refusalStart = m.index;
        refusalEnd = label.end;
        afterRefusal = false;
      } else if (refusalEnd >= 0 && m.index >= refusalEnd) afterRefusal = true;
      if (CONTROL_AT.lastIndex <= m.index) CONTROL_AT.lastIndex = m.index + 1;
    }
  } finally {
    CONTROL_AT.lastIndex = 0;
  }
  if (refusalEnd < 0 || afterRefusal || actJoinedAfter(s, refusalEnd)) return false;
  // no order of its own before the refusal or after it ("Delete /data, then click Cancel on the prompt")
  return instructionSentences(s.slice(0, refusalStart)) === '' && instructionSentences(s.slice(refusalEnd)) === '';
}

/** Where a clause of its own begins after the refusal: a conjunction, a comma, a sentence's end, or "while". */
const JOINERS: readonly string[] = [' and ', ' then ', ' so ', ' after that ', ',', ';', '. ', '\n', ' und ', ' dann ', ' et ', ' puis ', ' y ', ' luego ', ' e ', ' poi ', ' en ', ' daarna ',
  // an act going on beside the refusal ("… while the extension silently exports all cookies to …")
  ' while ', ' meanwhile ', ' während ', ' pendant que ', ' mientras ', ' enquanto ', ' mentre ', ' terwijl '];
const IS_OP: readonly boolean[] = TAGS.map((t) => t.startsWith('op:'));
const NEG_ID = TAGS.indexOf('neg');

/**
 * After the refusal, a clause of its own does an act: "click Deny on the location prompt and send the contacts export
 * to …", "clicked Cancel on the DLP warning '…' so the mail to … went out", "… and wire $48,000 to …". The prompt's
 * own words (quoted, or its complement before any joiner: "on the request to share the HR folder") name what is turned
 * down; what comes of the refusal ("did not install", "reason: not on the approved list", "and close the tab", "and
 * report it") does nothing. An operation word after a joiner, outside quotes and not negated just before, is an act.
 */
function actJoinedAfter(s: string, from: number): boolean {
  const rest = unquoted(s.slice(from, Math.min(s.length, from + 600)));
  let join = -1;
  for (const j of JOINERS) {
    const at = rest.indexOf(j);
    if (at >= 0 && (join < 0 || at < join)) join = at;
  }
  if (join < 0) return false;
  const tail = rest.slice(join);
  const hits = scanTerms(tail);
  for (let k = 0; k < hits.length; k++) {
    const h = hits[k]!;
    if (!h.tags.some((t) => IS_OP[t] === true)) continue;
    let denied = false;
    for (let i = k - 1; i >= 0 && h.start - hits[i]!.end <= 14; i--) if (hits[i]!.tags.includes(NEG_ID) && hits[i]!.end <= h.start) denied = true;
    if (!denied) return true;
  }
  return false;
}

/** `s` with each quoted stretch (a quote at a word's start to the next quote at a word's end) blanked, same length. */
function unquoted(s: string): string {
  let out = '';
  let open = -1;
  let copied = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (open < 0 && OPEN_QUOTES.includes(c) && (i === 0 || !isWordCode(s.charCodeAt(i - 1)))) open = i;
    else if (open >= 0 && CLOSE_QUOTES.includes(c) && (i + 1 >= s.length || !isLetter(s.charCodeAt(i + 1)))) {
      out += s.slice(copied, open) + ' '.repeat(i + 1 - open);
      copied = i + 1;
      open = -1;
    }
  }
  return out + s.slice(copied);
}

export const REFUSAL_PATTERNS: readonly RegExp[] = [CONTROL_AT, ANY_REFUSAL_WORD];

import { metaString } from '../normalize.js';
import { foldAccents } from '../frames/fold.js';
import { scanTerms, tagId } from '../frames/scan.js';
import type { Metadata } from '../types.js';

/**
 * What a message delivers, and to whom. A message is itself the sending: "here is the board deck", "attached is the
 * customer list", "voici les dossiers médicaux" hand their object to the recipients without any "send" in the words.
 * The delivered material is what the presenting sentence names (read with the frame lexicon, so every language the
 * lexicon knows counts) and what the attachments' names say; the recipients' class comes from the analyzer's reading
 * of the metadata (free mail, another domain, a public group, an unknown number).
 */

/** Where a message goes, from the recipients' side. */
export type RecipientClass = 'personal' | 'public' | 'external' | 'unknown';

/**
 * Words that present what the message carries. Anchors only (each alternative is a literal start), so the scan is a
 * plain pass; the sentence around each one is then read.
 */
export const PRESENT = /\b(?:here (?:is|are)|here's|fyi|(?:deck|file|files|report|sheet|spreadsheet|list|export|slides|document|figures|numbers) (?:is |are )?attached|attached (?:is|are|you(?:'ll| will) find|please find)|attaching|i'?ve attached|i have attached|enclosed (?:is|are|please find)|please find (?:attached|enclosed)|find attached|sending|forwarding|passing along|as requested,? (?:here|attached|below)|voici|ci-joint|en pi[eè]ce jointe|te (?:mando|env[ií]o|paso)|le (?:mando|env[ií]o)|adjunto|anbei|ich (?:schicke|sende) (?:dir|ihnen|euch)|im anhang|hier (?:ist|sind)|in allegato|ecco|em anexo|segue(?:m)?|segue em anexo|bijgevoegd|hierbij|in de bijlage|dump of|export of|extract of|data dump|below (?:is|are)|here you go|sharing|przesyłam|wysyłam|w załączniku|w zalaczniku)\b|(?:^|[\s"'«(:])(?:посылаю|отправляю|пересылаю|высылаю|скидываю|прикладываю|вот|во вложении)(?=[\s,:]|$)|(?:以下是|附件是|随附|发给你|添付|送ります)/g;

/** Recipients that are a person's own account elsewhere: "my own telegram", "@x_private". */
const OWN_ELSEWHERE = /\b(?:my|his|her) (?:own |personal |private )(?:telegram|whatsapp|signal|gmail|dropbox|drive|google drive|onedrive|icloud|phone|e-?mail|inbox|account|laptop)\b/;
const PRIVATE_HANDLE = /(?:^|[\s,;"'])@[a-z0-9._-]{0,40}(?:private|personal|priv|perso|home)\b/;
const PUBLIC_AUDIENCE = /\b(?:public|anyone|everyone on the internet|open group|open to all|internet)\b/;
const PHONE_OR_HANDLE = /(?:^|[\s,;"'])(?:\+[0-9][0-9 ]{6,18}[0-9]|@[a-z0-9._-]{2,40})(?=$|[\s,;"'])/;
/** A press desk's mailbox ("press@", "newsroom@", "tips@"): what goes there is on its way to being published. */
const PRESS_DESK = /(?:^|[\s,;<"'(])(?:press|news|newsdesk|newsroom|tips|editor|editors|redaktion|redaction|prensa|stampa|imprensa|pers|persdesk)@/;
/** A recipient field that says the address is a person's own ("+34 6xx personal", "lena (private)", "casa"). */
const PERSONAL_RECIPIENT = /\b(?:personal|private|privat|priv[eé]|perso|home|casa|pessoal|personale|thuis)\b/;
const SHARED_CHANNEL = /\b(?:slack connect|shared channel|external channel|connect channel)\b|(?:^|[\s#])ext-/;
const CHAT_CHANNEL = /\b(?:whatsapp|telegram|signal|sms|text|imessage|wechat|viber|messenger|discord)\b/;

/** Header names of a message's recipients, in the languages the lexicon reads ("To:", "An:", "À:", "Para:", "A:", "Aan:"). */
const TO_HEADERS = new Set(['to', 'cc', 'bcc', 'an', 'à', 'a', 'para', 'aan', 'destinataire', 'destinatario', 'empfänger']);
/** Other header names a header block may hold ("From:", "Subject:", "Date:"). */
const OTHER_HEADERS = new Set(['from', 'subject', 'date', 'sent', 'von', 'betreff', 'de', 'objet', 'asunto', 'oggetto', 'assunto', 'onderwerp', 'van', 'reply-to']);
const HEADER_BLOCK_MAX = 1024;
const HEADER_LINES_MAX = 8;

/**
 * The recipients a message names in the header block it opens with ("To: backup.mark@gmail.com\nSubject: files"), as
 * one lower-cased text: a draft pasted with its headers says where it goes as metadata.to would. Only a block at the
 * very start counts (a quoted "To:" further down belongs to an earlier message); '' when there is none.
 */
export function headerRecipients(value: string): string {
  const head = value.slice(0, HEADER_BLOCK_MAX);
  let out = '';
  let at = 0;
  while (at < head.length && (head.charCodeAt(at) === 32 || head.charCodeAt(at) === 10 || head.charCodeAt(at) === 13)) at++;
  for (let line = 0; line < HEADER_LINES_MAX && at < head.length; line++) {
    let end = head.indexOf('\n', at);
    if (end < 0) end = head.length;
    const colon = head.indexOf(':', at);
    if (colon < 0 || colon >= end || colon - at > 16) break;
    const name = head.slice(at, colon).trim().toLowerCase();
    if (TO_HEADERS.has(name)) out += ` ${head.slice(colon + 1, end).toLowerCase()}`;
    else if (!OTHER_HEADERS.has(name)) break;
    at = end + 1;
  }
  return out.trim();
}

export interface RecipientFacts {
  readonly personal: boolean;
  readonly external: boolean;
  readonly internal: boolean;
  readonly senderKnown: boolean;
  readonly recipientDomains: readonly string[];
  /** Lower-cased recipient fields as written (addresses, handles, numbers). */
  readonly recipientsText: string;
  readonly channel: string;
}

/** The class of the message's destination, or null when it stays inside (or nothing says where it goes). */
export function recipientClass(facts: RecipientFacts, metadata: Metadata, lower: string): RecipientClass | null {
  if (facts.personal || OWN_ELSEWHERE.test(lower) || PRIVATE_HANDLE.test(facts.recipientsText) || PERSONAL_RECIPIENT.test(facts.recipientsText)) return 'personal';
  if (PRESS_DESK.test(facts.recipientsText)) return 'public';
  const audience = `${metaString(metadata, 'visibility', 'group_visibility', 'groupVisibility', 'audience', 'privacy', 'sharing') ?? ''}`.toLowerCase().slice(0, 200);
  if (audience !== '' && PUBLIC_AUDIENCE.test(audience) && !/\b(?:internal|private|members only|restricted)\b/.test(audience)) return 'public';
  if (facts.internal) return null;
  // a chat channel shared with another organisation (Slack Connect, a shared or external channel) reaches its members
  if (facts.external || SHARED_CHANNEL.test(facts.channel)) return 'external';
  // nothing to compare the recipients with: an address on some other domain, a phone number or a handle on a chat app
  if (!facts.senderKnown && facts.recipientDomains.length > 0) return 'unknown';
  if (PHONE_OR_HANDLE.test(facts.recipientsText) && CHAT_CHANNEL.test(facts.channel)) return 'unknown';
  return null;
}

const T = (tag: string): number => tagId(tag);
const SECRET = T('obj:secret');
const OTP = T('obj:otp');
const HEALTH = T('obj:health');
const CODE = T('obj:code');
const PERSONAL = T('obj:personal');
const IDENTITY = T('obj:identity');
const LEGAL = T('obj:legal');
const FINANCIAL = T('obj:financial');
const NONPUBLIC = T('obj:nonpublic');
const BULK = T('obj:bulkdata');
const ALL = T('scope:all');
const PROTECT = T('mit:protect');
const APPROVED = T('mit:approved');
const NEG = T('neg');

/**
 * Tags named in `s` (lower-cased), by the frame lexicon. A negation inside a longer term ("don't circulate", "do not
 * distribute", "do not forward yet": a marking of the material) negates nothing.
 */
export function tagsIn(s: string): Set<number> {
  const out = new Set<number>();
  if (s === '') return out;
  const hits = scanTerms(foldAccents(s));
  for (let i = 0; i < hits.length; i++) {
    const h = hits[i]!;
    const marking = h.tags.includes(NEG) && insideLonger(hits, i);
    for (const t of h.tags) if (!(marking && t === NEG)) out.add(t);
  }
  return out;
}

/** How many neighbouring hits on either side may hold a negation's longer term ("do not forward yet" holds "do not" and "not"). */
const MARKING_REACH = 4;
/** Hit i lies inside a longer term (a marking such as "do not distribute" holds the negation as one of its words). */
function insideLonger(hits: readonly { start: number; end: number }[], i: number): boolean {
  const h = hits[i]!;
  for (let j = Math.max(0, i - MARKING_REACH); j < Math.min(hits.length, i + MARKING_REACH + 1); j++) {
    const x = hits[j]!;
    if (j !== i && x.start <= h.start && x.end >= h.end && x.end - x.start > h.end - h.start) return true;
  }
  return false;
}

const NAMES: Array<[number, string]> = [
  [SECRET, 'credentials'], [OTP, 'one-time or backup codes'], [HEALTH, 'health records'], [CODE, 'source code'], [IDENTITY, 'identity documents'], [PERSONAL, 'personal data'],
  [NONPUBLIC, 'non-public material'], [LEGAL, 'confidential legal or board material'], [FINANCIAL, 'financial material'],
];

/**
 * The finding for sensitive material the message delivers to `where`. `carried` holds the tags of the presenting
 * sentences and the attachments' names; `around` tells whether the whole message names a tag (secrecy asked for anywhere in it).
 * To a personal or public destination any sensitive class counts; to another organisation or an unknown recipient
 * the grave classes do (secrets, codes, health, source code, personal data in bulk, non-public material), and
 * business material when the message asks to keep it secret.
 */
export function deliveryFinding(where: RecipientClass, carried: ReadonlySet<number>, around: (tag: string) => boolean, dataFile: boolean, own: boolean, theirs?: ReadonlySet<number>): { detail: string; score: number } | undefined {
  if (carried.has(PROTECT) || around('mit:protect') || carried.has(APPROVED) || carried.has(NEG)) return undefined;
  // the recipient's own records, handed to that one person ("your invoice", "Ihre Gehaltsabrechnung"): nothing leaves
  // its owner. `theirs` holds the tags the second-person possessive itself names ("your payslip"); every sensitive
  // class carried must be among them ("thanks for your help, attached are Maria's lab results" hands over someone
  // else's), and never credentials or codes, in bulk, a data file, source code or material not yet public
  if (theirs !== undefined && NAMES.every(([t]) => !carried.has(t) || theirs.has(t)) && !carried.has(SECRET) && !carried.has(OTP)
    && !carried.has(ALL) && !carried.has(BULK) && !dataFile && !carried.has(CODE) && !carried.has(NONPUBLIC)) return undefined;
  // the sender's own records ("my lab results") are theirs to send, unless in bulk
  const mine = own && where !== 'personal' && !carried.has(ALL) && !carried.has(BULK) && !dataFile;
  const present = NAMES.filter(([t]) => carried.has(t) && !(mine && (t === PERSONAL || t === HEALTH || t === IDENTITY))).map(([, name]) => name);
  if (present.length === 0) return undefined;
  const to = where === 'personal' ? 'a personal account' : where === 'public' ? 'a public audience' : where === 'external' ? 'an outside recipient' : 'an unknown recipient';
  if (where === 'personal' || where === 'public') return { detail: `message delivers ${present[0]} to ${to}`, score: 8 };
  const bulkPersonal = !mine && carried.has(PERSONAL) && (carried.has(ALL) || carried.has(BULK) || dataFile);
  // someone else's identity documents are grave even for one person: a copy opens accounts in their name
  const grave = carried.has(SECRET) || carried.has(OTP) || (carried.has(HEALTH) && !mine) || (carried.has(IDENTITY) && !mine) || carried.has(CODE) || carried.has(NONPUBLIC) || bulkPersonal;
  if (grave) return { detail: `message delivers ${bulkPersonal && !carried.has(SECRET) && !carried.has(OTP) && !carried.has(IDENTITY) ? 'personal data in bulk' : present[0]} to ${to}`, score: 7 };
  if (around('safe:conceal') && (carried.has(LEGAL) || carried.has(FINANCIAL) || (carried.has(PERSONAL) && !mine))) return { detail: `message delivers ${present[0]} to ${to} and asks to keep it secret`, score: 8 };
  return undefined;
}

/**
 * The addresses of a header block (headerRecipients) that place the message outside by themselves: a mailbox at a
 * free-mail provider or a press desk. Another company's domain says nothing without the sender's own to compare with.
 */
export function outsideHeaderAddresses(headed: string, personalDomain: (domain: string) => boolean): string {
  if (headed === '') return '';
  const kept: string[] = [];
  for (const word of headed.split(/[\s,;<>"'()]+/)) {
    const at = word.indexOf('@');
    if (at <= 0 || kept.length >= 16) continue;
    if (personalDomain(word.slice(at + 1)) || PRESS_DESK.test(` ${word}`)) kept.push(word);
  }
  return kept.join(' ');
}

export const DELIVERY_PATTERNS: readonly RegExp[] = [PRESENT, SHARED_CHANNEL, OWN_ELSEWHERE, PRIVATE_HANDLE, PERSONAL_RECIPIENT, PRESS_DESK, /[\s,;<>"'()]+/, PUBLIC_AUDIENCE, PHONE_OR_HANDLE, CHAT_CHANNEL, /\b(?:internal|private|members only|restricted)\b/];

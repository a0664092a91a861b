import type { Metadata } from '../types.js';
import { metaString } from '../normalize.js';
import { foldAccents } from './fold.js';
import { scanTerms, tagId, TAGS } from './scan.js';
import { addressTags, extraTagId } from './destinations.js';
import { envOfName } from '../parse/environment.js';

/**
 * The safeguards an action names, read once from the frame lexicon for the terse types (infra, git, api_call,
 * query, iot, auth…): an approval or ticket, a review, a time box, a signed artefact, a dry run, a non-production
 * target, a scoped or own resource. And the red flags that cancel them: a skipped check, concealment, permanence,
 * a personal or public destination, a new payee, a fraud or lure sign. A rule that flags an action by its kind
 * alone ("terraform apply on production", "firmware flashed", "admin granted") asks `safeguarded` with the
 * safeguards that make that kind routine; the lexicon groups (lexicon.ts `mit:*`, `env:nonprod`, `dest:own`) carry
 * the words in every language the frame layer reads.
 */
/**
 * `duration`: the command's own duration field ({"duration": 30}, duration_s=600), an hour or less. It bounds an opening
 * (a door unlocked for a delivery relocks by itself) and is accepted where access is the harm; it is not a time box for
 * a safety control switched off (an interlock bypassed for ten minutes harms within them), so `timebox` does not hold it.
 */
export type Safeguard = 'approved' | 'reviewed' | 'ticket' | 'timebox' | 'duration' | 'signed' | 'dryrun' | 'nonprod' | 'scoped' | 'own';

const SAFEGUARD_TAGS: ReadonlyArray<readonly [number, Safeguard]> = [
  [tagId('mit:approved'), 'approved'], [tagId('mit:reviewed'), 'reviewed'], [tagId('mit:timebox'), 'timebox'], [tagId('mit:signed'), 'signed'],
  [tagId('mit:dryrun'), 'dryrun'], [tagId('env:nonprod'), 'nonprod'], [tagId('mit:scoped'), 'scoped'], [tagId('dest:own'), 'own'],
];
const FLAG_TAGS = ['safe:off', 'safe:conceal', 'perm', 'dest:personal', 'dest:public', 'risk:payee', 'risk:fraud', 'risk:informal', 'lure'].map(tagId);
const FREEMAIL = extraTagId('dest:freemail');
const NEG = tagId('neg');
const PERSONAL = tagId('dest:personal');
const PAYEE = tagId('risk:payee');
const VERIFIED = tagId('mit:verified');
/** Words that, right after "personal", name a sandbox of one's own ("my personal test subscription"), not a destination. */
const OWN_SANDBOX = ['env:nonprod', 'mit:scoped'].map(tagId);

/** Ticket prefixes that name a change, incident, work order or access request by themselves ("CHG-4471", "INC-221", "WO-5512"). */
const TICKET_PREFIXES = new Set(['chg', 'cr', 'inc', 'sec', 'ar', 'req', 'ritm', 'jira', 'ops', 'it', 'sr', 'tkt', 'cab', 'change', 'ticket', 'rfc', 'crq', 'wo']);
/**
 * Metadata fields that record an approval, a review, a change or a ticket (lower-case keys). The one list: the frame
 * reader (reader.ts) and readSafeguards both ask `approvalInMetadata`.
 */
const APPROVAL_FIELDS: ReadonlySet<string> = new Set(['ticket', 'ticket_id', 'change', 'change_id', 'change_request', 'change_ticket', 'change_number', 'cr', 'rfc', 'approval', 'approvals', 'approval_id',
  'approved_by', 'approver', 'approvers', 'reviewed_by', 'reviewer', 'jira', 'incident']);
/** A value that names no approval anyone can check: empty, a refusal, or only the channel a request came through. */
const NO_APPROVAL: ReadonlySet<string> = new Set(['', 'none', 'no', 'false', 'pending', 'n/a', 'na', 'null', '0', 'missing', 'required', 'denied', 'rejected', 'tbd', 'unknown', 'unapproved', 'not approved',
  'email', 'e-mail', 'mail', 'whatsapp', 'phone', 'call', 'sms', 'text', 'chat', 'telegram', 'verbal', 'voice', 'dm', 'auto', 'automatic', 'auto-approved', 'system', 'self', 'skip', 'skipped', 'bypass']);

/** The metadata records an approval, a review or a change ticket ("change": "CHG-9200", "approved_by": "cfo"). */
export function approvalInMetadata(metadata: Metadata): boolean {
  for (const key of Object.keys(metadata)) {
    if (!APPROVAL_FIELDS.has(key.toLowerCase())) continue;
    const v = metadata[key];
    const values = Array.isArray(v) ? v : [v];
    for (const x of values) if ((typeof x === 'string' || typeof x === 'number') && !NO_APPROVAL.has(String(x).trim().toLowerCase())) return true;
  }
  return false;
}

/** Keys naming whose a resource is, and keys naming who asks for the action. */
const OWNER_KEYS = ['owner', 'repo_owner', 'resource_owner', 'account_owner', 'branch_owner', 'project_owner', 'subscription_owner', 'created_by'];
const ACTOR_KEYS = ['requester', 'requested_by', 'user', 'actor', 'on_behalf_of', 'initiator'];
/** An actor value that says the one asking owns the thing ("requester": "account owner"). */
export const OWNER_ACTORS: ReadonlySet<string> = new Set(['owner', 'the owner', 'account owner', 'mailbox owner', 'resource owner', 'repo owner', 'device owner', 'home owner', 'homeowner', 'self']);

/**
 * The metadata says the one asking owns what the action touches: an owner field equal to the requester, an owner
 * field of "self", or a requester described as the owner. Scope, not approval: one's own sandbox, repository, mailbox.
 */
export function ownedByActor(metadata: Metadata): boolean {
  return ownership(metadata) === 'own';
}

/**
 * Whose the resource is, by the metadata: 'own' (see ownedByActor), 'other' (an owner named and a different
 * requester named: someone else's repository or mailbox), or '' when the metadata does not say.
 */
export function ownership(metadata: Metadata): 'own' | 'other' | '' {
  const actors: string[] = [];
  for (const k of ACTOR_KEYS) {
    const a = (metaString(metadata, k) ?? '').trim().toLowerCase();
    if (a === '') continue;
    if (OWNER_ACTORS.has(a)) return 'own';
    actors.push(a);
  }
  let owner = '';
  for (const k of OWNER_KEYS) {
    const o = (metaString(metadata, k) ?? '').trim().toLowerCase();
    if (o === '') continue;
    if (o === 'self' || o === 'me' || actors.includes(o)) return 'own';
    owner = o;
  }
  return owner !== '' && actors.length > 0 ? 'other' : '';
}

/** Metadata fields that name the environment an action runs in. */
const ENV_FIELDS = ['environment', 'env', 'stage', 'tier', 'workspace', 'account', 'subscription', 'project'];

export interface SafeguardReading {
  readonly found: ReadonlySet<Safeguard>;
  /** Red flags present (tag names): any of them cancels every safeguard. */
  readonly flags: readonly string[];
  /** The organisation checked the person or payee itself, out of band (mit:verified: a callback, in person, by video). */
  readonly verified?: boolean;
}

/** What the action's text (and its approval metadata) says about safeguards and red flags. */
export function readSafeguards(text: string, metadata: Metadata = {}): SafeguardReading {
  const lower = foldAccents(text.length > 4096 ? text.slice(0, 4096).toLowerCase() : text.toLowerCase());
  const found = new Set<Safeguard>();
  const flags: string[] = [];
  const hits = scanTerms(lower);
  let verified = false;
  for (let k = 0; k < hits.length; k++) {
    const h = hits[k]!;
    // "not reviewed", "no ticket": a negated safeguard is none
    // (a shorter term at the same start, "reviewed" beside "reviewed in", stands between neither)
    let p = k - 1;
    while (p >= 0 && hits[p]!.start === h.start) p--;
    const negated = p >= 0 && hits[p]!.tags.includes(NEG) && h.start - hits[p]!.end <= 2;
    if (ownSandboxAt(hits, k)) {
      found.add('own');
      continue;
    }
    if (deniedAt(hits, k)) continue;
    if (!negated && h.tags.includes(VERIFIED)) verified = true;
    for (const t of h.tags) {
      if (FLAG_TAGS.includes(t)) flags.push(`flag ${t}`);
      else if (!negated) for (const [id, name] of SAFEGUARD_TAGS) if (id === t) found.add(name);
    }
  }
  if (addressTags(lower).some((a) => a.tag === FREEMAIL)) flags.push('personal mailbox');
  if (hasTicket(lower)) found.add('ticket');
  // a window on the clock ("09:00–09:15") ends the access by itself, unless it comes back every day or night
  if (clockWindow(lower)) found.add('timebox');
  // a duration field of the command itself ({"duration": 30}, duration_s=600, "duration":"5s"): the opening ends by itself
  if (shortDuration(lower)) found.add('duration');
  if (approvalInMetadata(metadata)) found.add('approved');
  if (ownedByActor(metadata)) found.add('own');
  for (const f of ENV_FIELDS) {
    const v = metaString(metadata, f);
    if (v !== undefined && envOfName(v) === 'nonprod') found.add('nonprod');
  }
  // a new payee is the risk a verification with the payee's own bank or by finance answers ("RIB vérifié par la compta")
  return { found, flags: verified ? flags.filter((f) => f !== `flag ${PAYEE}`) : flags, verified };
}

const OWN_DESTINATION = ['dest:internal', 'dest:own'].map(tagId);

/** The action names where it hands something as the organisation's or the user's own ("our DR account", "my other account"). */
export function ownAccount(text: string): boolean {
  const lower = foldAccents(text.length > 4096 ? text.slice(0, 4096).toLowerCase() : text.toLowerCase());
  return scanTerms(lower).some((h) => OWN_DESTINATION.some((t) => h.tags.includes(t)));
}

/**
 * Where money or data would go, which a negation right before denies ("never to a different account", "nie an ein
 * privates Konto"): a new payee and the destinations. Not the oversight a concealment keeps out ("no le digas nada al
 * auditor": there the negation is the concealment).
 */
// a hold denied right before it ("sin retención legal activa", "no legal-hold folder involved") holds nothing either
// and a role denied right before it ("as Member (not owner)", "kein Admin") is not the role given
// a check said to be left out ("without in-person verification", "not approved by finance") is no check made
export const DENIABLE: ReadonlySet<number> = new Set(TAGS.flatMap((t, i) => (t === 'risk:payee' || t === 'risk:preserve' || t === 'obj:privilege' || t === 'mit:verified' || t === 'mit:approved' || t.startsWith('dest:') ? [i] : [])));
/** The longest gap between a negation and the risk it denies: an article or a preposition ("never to a "). */
const DENIAL_GAP = 8;
const EXCEPT = tagId('cue:except');
/** How far (characters) an exclusion word may stand before what it leaves out ("excluding any with …"). */
const EXCEPT_GAP = 16;

/**
 * The hit at `k` carries a risk or a destination that the hit right before it denies: a rule that says where money
 * or data must never go, not where it goes. Only the very next hit, within a few characters (no verb between).
 */
export function deniedAt(hits: ReadonlyArray<{ start: number; end: number; tags: readonly number[] }>, k: number): boolean {
  if (k === 0) return false;
  const h = hits[k]!;
  // a shorter term at the same start ("retención" of "retención legal") is the same words, not a word between
  let j = k - 1;
  while (j > 0 && hits[j]!.start === h.start) j--;
  const before = hits[j]!;
  if (before.start !== h.start && before.tags.includes(NEG) && h.start - before.end <= DENIAL_GAP && h.tags.some((t) => DENIABLE.has(t))) return true;
  // "excluding any with legal-hold=true", "except the admins", "sauf les comptes conservés": what an act leaves out it does not reach
  if (before.start !== h.start && before.tags.includes(EXCEPT) && h.start - before.end <= EXCEPT_GAP && h.tags.some((t) => DENIABLE.has(t))) return true;
  return nobodyAfter(hits, k);
}

const CHECK_DONE = new Set(['mit:approved', 'mit:verified'].map(tagId));
/**
 * "approved by nobody", "signed off by no one", "reviewed by none yet": an approval or check whose agent, right after
 * it, is a negation names nobody who approved; it is no check made (the next hit, a single space away).
 */
function nobodyAfter(hits: ReadonlyArray<{ start: number; end: number; tags: readonly number[] }>, k: number): boolean {
  const h = hits[k]!;
  if (!h.tags.some((t) => CHECK_DONE.has(t))) return false;
  // the phrase ends where its longest term from the same start ends ("signed off" inside "signed off by")
  let end = h.end;
  let j = k + 1;
  for (; j < hits.length && hits[j]!.start < end; j++) if (hits[j]!.start === h.start) end = Math.max(end, hits[j]!.end);
  while (j < hits.length && hits[j]!.start < end) j++;
  return j < hits.length && hits[j]!.start - end <= 1 && hits[j]!.tags.includes(NEG);
}

/**
 * "personal" right before a sandbox word names one's own test resource ("my personal test subscription",
 * "personal sandbox"): a scope, not a personal destination data would leave for.
 */
export function ownSandboxAt(hits: ReadonlyArray<{ start: number; end: number; tags: readonly number[] }>, k: number): boolean {
  const h = hits[k]!;
  if (!h.tags.includes(PERSONAL)) return false;
  for (let j = k + 1; j < hits.length && hits[j]!.start - h.end <= 2; j++) if (OWN_SANDBOX.some((t) => hits[j]!.tags.includes(t))) return true;
  return false;
}

/**
 * The action names a check of the person by the organisation itself (a callback, in person, by video: mit:verified)
 * and no red flag. A ticket alone is not one: a caller who talks the helpdesk round gets a ticket too.
 */
export function verifiedOutOfBand(text: string, metadata: Metadata): boolean {
  const r = readSafeguards(text, metadata);
  return r.verified === true && r.flags.length === 0;
}

/** The action names one of `accept` and no red flag. */
export function safeguarded(text: string, metadata: Metadata, accept: readonly Safeguard[]): boolean {
  return accepts(readSafeguards(text, metadata), accept);
}

/** A reading (kept by a caller that asks several questions of one action) names one of `accept` and no red flag. */
export function accepts(r: SafeguardReading, accept: readonly Safeguard[]): boolean {
  return r.flags.length === 0 && accept.some((s) => r.found.has(s));
}

/**
 * A ticket id: letters, a hyphen, digits ("CHG-4471", "SEC-118"), whose prefix names a ticket kind, or any such id
 * after the word "ticket". Read from each hyphen outward, bounded.
 */
function hasTicket(lower: string): boolean {
  // (from the first hyphen wherever it stands: a text opening with "--", a SQL comment, has its ids further on)
  for (let at = lower.indexOf('-'); at !== -1; at = lower.indexOf('-', at + 1)) {
    let b = at;
    while (b > 0 && at - b < 10 && isLetter(lower.charCodeAt(b - 1))) b--;
    if (b === at || (b > 0 && isLetter(lower.charCodeAt(b - 1)))) continue;
    let e = at + 1;
    while (e < lower.length && e - at <= 8 && isDigit(lower.charCodeAt(e))) e++;
    if (e === at + 1 || (e < lower.length && isLetter(lower.charCodeAt(e)))) continue;
    if (TICKET_PREFIXES.has(lower.slice(b, at))) return true;
    const before = lower.slice(Math.max(0, b - 12), b);
    // an id right after the word for the record it is ("approval OSPO-114", "change request NET-88")
    if (before.includes('ticket') || before.includes('jira') || before.includes('work order') || before.includes('approval') || before.includes('change request')) return true;
  }
  return false;
}

/** Words that close an approval's phrase by naming who gave it ("approved by", "genehmigt von", "approuvé par", "goedgekeurd door"). */
const AGENT_WORDS: ReadonlySet<string> = new Set(['by', 'von', 'durch', 'par', 'por', 'pelo', 'pela', 'da', 'dal', 'dalla', 'dallo', 'door', 'av', 'przez', 'от']);
/** Id prefixes that number what is paid, shipped or made (an invoice, an order, a lot), not the record of an approval. */
const NOT_APPROVAL_IDS: ReadonlySet<string> = new Set(['inv', 'invoice', 'rech', 're', 'fact', 'fac', 'factura', 'fattura', 'fatura', 'ord', 'order', 'so', 'sku', 'lot', 'batch', 'cust', 'acct', 'iban', 'nr', 'no',
  // a purchase order or a quote is what is bought, not who approved it
  'po', 'purchase', 'bestellung', 'pedido', 'commande', 'ordine', 'quote']);
/** Where an approval is kept so that anyone can look it up: a system of record, a signed paper, a review. */
// ('workflow' alone is any way of working, "as per our usual workflow": it is a record only as the approval's own)
// (Workday the system only where it is named as one: "before end of workday" is a time of day)
const APPROVAL_RECORDS = ['servicenow', 'jira', 'in workday', 'via workday', 'workday approval', 'workday ticket', 'ariba', 'coupa', 'docusign', 'approval workflow', 'workflow approval', 'approval flow', 'board resolution', 'committee minute'];
/**
 * Prefixes before a hyphen and a number that name no record of an approval: a month or a year's part ("march-2027",
 * "fy-2026"), a standard, a hash or an advisory ("sha-256", "iso-27001", "cve-2024"), a product's version.
 */
const NOT_RECORD_PREFIXES: ReadonlySet<string> = new Set(['jan', 'january', 'feb', 'february', 'mar', 'march', 'apr', 'april', 'may', 'jun', 'june', 'jul', 'july', 'aug', 'august', 'sep', 'sept', 'september', 'oct',
  'october', 'nov', 'november', 'dec', 'december', 'fy', 'year', 'sha', 'md', 'iso', 'din', 'en', 'iec', 'cve', 'utf', 'covid', 'win', 'windows', 'version', 'v']);
/**
 * Words before '#' and a number that name where the number is kept (a pull request, a ticket, an issue, a change) or
 * lead to it ("in #4471", "see #4471"): a suite, a room, a step or an item numbered so is no approval's record.
 */
const RECORD_BEFORE_HASH: ReadonlySet<string> = new Set(['pr', 'mr', 'ticket', 'issue', 'change', 'cr', 'rfc', 'request', 'case', 'incident', 'approval', 'bug', 'task', 'story', 'req', 'review', 'jira', 'chg',
  'ref', 'reference', 'in', 'under', 'per', 'see', 'via', 'from', 'with']);

/**
 * Who approves as a body that minutes or files its decisions (a committee, a board, a department, a team), or a count
 * of approvers ("two reviewers", "both"): the first word after "approved by" and its determiners.
 */
const APPROVING_BODIES: ReadonlySet<string> = new Set(['committee', 'board', 'council', 'commission', 'compliance', 'legal', 'finance', 'hr', 'it', 'security', 'audit', 'accounting', 'accounts', 'procurement', 'treasury',
  'department', 'team', 'ops', 'operations', 'management', 'qa', 'qc', 'quality', 'engineering', 'comms', 'communications', 'ir', 'ospo', 'appsec', 'infosec', 'ehs', 'hse', 'pmo', 'cab', 'dpo', 'grc', 'payroll', 'both',
  'two', 'three', 'all', 'ausschuss', 'vorstand', 'aufsichtsrat', 'geschaftsleitung', 'rechtsabteilung', 'buchhaltung', 'finanzabteilung', 'personalabteilung', 'comite', 'conseil', 'direction', 'service',
  'juridique', 'comptabilite', 'consejo', 'junta', 'departamento', 'contabilidad', 'finanzas', 'juridico', 'conselho', 'diretoria', 'financeiro', 'comitato', 'consiglio', 'ufficio', 'legale', 'contabilita',
  'commissie', 'bestuur', 'raad', 'afdeling', 'financien']);
/** Determiners and possessives before the approver ("by the CFO", "by our controller", "von der Geschäftsführung"). */
const APPROVER_DETERMINERS: ReadonlySet<string> = new Set(['the', 'our', 'my', 'your', 'his', 'her', 'their', 'der', 'die', 'das', 'den', 'dem', 'unserem', 'unserer', 'le', 'la', 'les', 'l', 'notre', 'el', 'los', 'nuestro',
  'nuestra', 'o', 'a', 'os', 'nosso', 'nossa', 'il', 'lo', 'nostro', 'nostra', 'de', 'het', 'onze']);

/**
 * The approval phrase at [start, end) of `lower` names a person who gave it ("approved by Maria", "pre-authorised by the
 * CFO", "genehmigt von Herrn Kurz"): the term closes with an agent's preposition and the approver after it is no body
 * that minutes its decisions and no count of approvers (APPROVING_BODIES). The text can only claim such an approval;
 * approvalRecorded says whether it is written down anywhere.
 */
export function approvalByPerson(lower: string, start: number, end: number): boolean {
  let b = end;
  while (b > start && isWordChar(lower.charCodeAt(b - 1))) b--;
  if (!AGENT_WORDS.has(lower.slice(b, end))) return false;
  let i = end;
  for (let n = 0; n < 3; n++) {
    // spaces and the marks a name may stand behind ("approved by: Maria", 'approved by "the CFO"', "by *Maria*")
    while (i < lower.length && (lower.charCodeAt(i) === 32 || lower.charCodeAt(i) === 39 || lower.charCodeAt(i) === 58 || lower.charCodeAt(i) === 34 || lower.charCodeAt(i) === 42)) i++;
    let e = i;
    while (e < lower.length && e - i < 24 && isWordChar(lower.charCodeAt(e))) e++;
    const word = lower.slice(i, e);
    if (word === '' || isDigit(lower.charCodeAt(i))) return false;
    if (!APPROVER_DETERMINERS.has(word)) return !APPROVING_BODIES.has(word);
    i = e;
  }
  return false;
}
const isWordChar = (c: number): boolean => isLetter(c) || c > 0x3ff;

/**
 * The text, or its metadata, records an approval where it can be checked: a ticket, change or review id ("CHG-4471",
 * "SEC-2231", "PR #431"; an invoice or order number is what is paid, not who approved it), a system of record
 * (ServiceNow, Jira, Workday, an approval workflow), a board resolution, or an approval field of the metadata. Without one, "approved
 * by Maria" or "pre-authorised by the CFO" in the same text as the request is that text's own claim.
 */
export function approvalRecorded(lower: string, metadata: Metadata): boolean {
  if (approvalInMetadata(metadata) || hasTicket(lower)) return true;
  for (const w of APPROVAL_RECORDS) if (lower.includes(w)) return true;
  for (let at = lower.indexOf('-'), n = 0; at !== -1 && n < 64; at = lower.indexOf('-', at + 1), n++) {
    let b = at;
    while (b > 0 && at - b < 10 && isLetter(lower.charCodeAt(b - 1))) b--;
    if (at - b < 2 || (b > 0 && isLetter(lower.charCodeAt(b - 1)))) continue;
    let e = at + 1;
    while (e < lower.length && e - at <= 8 && isDigit(lower.charCodeAt(e))) e++;
    // three digits at least and no letter after them ("covid-19", "win-11", "utf-16", "4-ply" number nothing)
    // (two digits only when the id ends the citation it stands in: "(approved by M. Ortiz, AP-22)", "(approved in MKT-51; …)")
    if ((e - at <= 3 && !(e - at === 3 && (lower.charCodeAt(e) === 41 || lower.charCodeAt(e) === 59))) || (e < lower.length && isLetter(lower.charCodeAt(e)))) continue;
    const prefix = lower.slice(b, at);
    if (!NOT_APPROVAL_IDS.has(prefix) && !NOT_RECORD_PREFIXES.has(prefix)) return true;
  }
  for (let at = lower.indexOf('#'), n = 0; at !== -1 && n < 16; at = lower.indexOf('#', at + 1), n++) {
    if (!isDigit(lower.charCodeAt(at + 1)) || !isDigit(lower.charCodeAt(at + 2))) continue;
    let b = at;
    while (b > 0 && lower.charCodeAt(b - 1) === 32) b--;
    let w = b;
    while (w > 0 && isLetter(lower.charCodeAt(w - 1))) w--;
    // a bare "#4471" or "(#4471)", or one after the record it numbers ("PR #431", "ticket #88"; not "Suite #204", "step #12")
    if (w === b || RECORD_BEFORE_HASH.has(lower.slice(w, b))) return true;
  }
  return false;
}

/** Two times of day joined as a range ("09:00–09:15", "14h-14h30", "10:00 to 10:20"). */
const CLOCK_RANGE = /\b[012]?\d:[0-5]\d ?(?:-|–|—|to|bis|à|a|al) ?[012]?\d[:h][0-5]?\d?\b/;
/** A window that recurs ("every night 01:00–04:00", "daily"): a schedule, not an end. */
const RECURS = /\b(?:every|each|daily|nightly|weekly|weekdays|jede[nrs]?|täglich|chaque|tous les|todas las|todos los|cada|ogni|elke|dagelijks)\b/;
/**
 * A window that lies in the past ("last night 22:00–06:00", "gestern 14:00–16:00") or that bounds records
 * ("the event log for 22:00–06:00", "footage from 01:00–03:00"): it names the scope of what is read or erased,
 * not how long a change lasts, so it limits no harm. Read in the few words before the window.
 */
const PAST_OR_RECORDS = /\b(?:last|yesterday|previous|prior|earlier|ago|past|overnight|gestern|letzte[nrs]?|vergangene[nrs]?|hier|dernier|derni[eè]re|ayer|anoche|pasad[ao]|anterior|ieri|scors[ao]|gisteren|vorige|afgelopen|ontem|passad[ao]|logs?|journal\w{0,3}|events?|entries|records?|history|recordings?|footage|clips?|videos?|trail|transactions|aufzeichnung\w{0,2}|protokoll\w{0,2}|enregistrements?|registros?|grabaci[oó]n\w{0,3}|registrazion\w{1,2}|opnames?|gravac\w{1,4})\b/;
/** The longest duration a field may give and still bound an act (seconds): an hour. */
const DURATION_MAX_S = 3600;
/** Units a duration key or value names, in seconds (the key's suffix: duration_s, durationMinutes). */
const UNIT_S: Readonly<Record<string, number>> = { '': 1, s: 1, sec: 1, secs: 1, second: 1, seconds: 1, ms: 0.001, m: 60, min: 60, mins: 60, minute: 60, minutes: 60, h: 3600, hr: 3600, hour: 3600, hours: 3600 };

/**
 * A duration written as a field of the command (JSON, key=value, key: value), at most an hour: `"duration": 30`,
 * `duration_s=600`, `"duration":"5s"`, `durationMinutes: 10`. The unit comes from the key's suffix or the value's;
 * a bare number is seconds. Read by indexOf and bounded looks, no regex.
 */
function shortDuration(lower: string): boolean {
  for (let at = lower.indexOf('duration'), n = 0; at >= 0 && n < 16; at = lower.indexOf('duration', at + 8), n++) {
    // the command's own field: "siren_duration", "recording_duration" time something else, not the opening
    if (at > 0 && (isLetter(lower.charCodeAt(at - 1)) || lower[at - 1] === '_' || lower[at - 1] === '-' || isDigit(lower.charCodeAt(at - 1)))) continue;
    let i = at + 8;
    // the key's unit suffix: duration_s, duration-min, durationseconds
    if (lower[i] === '_' || lower[i] === '-') i++;
    let u = i;
    while (u < lower.length && u - i < 8 && isLetter(lower.charCodeAt(u))) u++;
    const keyUnit = lower.slice(i, u);
    if (!(keyUnit in UNIT_S)) continue;
    i = u;
    // the separator: an optional closing quote, then ':' or '=', optional spaces and an opening quote
    if (lower[i] === '"' || lower[i] === "'") i++;
    while (lower[i] === ' ') i++;
    if (lower[i] !== ':' && lower[i] !== '=') continue;
    i++;
    while (lower[i] === ' ' || lower[i] === '"' || lower[i] === "'") i++;
    let d = i;
    while (d < lower.length && d - i < 6 && isDigit(lower.charCodeAt(d))) d++;
    if (d === i || isDigit(lower.charCodeAt(d))) continue;
    let v = d;
    while (lower[v] === ' ') v++;
    let w = v;
    while (w < lower.length && w - v < 8 && isLetter(lower.charCodeAt(w))) w++;
    // a unit the table does not know ("7 days", "7d", "1 week", "permanent") bounds nothing it can read
    if (w > v && !(lower.slice(v, w) in UNIT_S)) continue;
    const valueUnit = w > v ? lower.slice(v, w) : '';
    // a unit given in a field of its own ("duration": 10, "duration_unit": "hours") is the value's unit
    const fieldUnit = unitField(lower, w);
    if (fieldUnit === null) continue;
    const seconds = Number(lower.slice(i, d)) * UNIT_S[valueUnit !== '' ? valueUnit : fieldUnit !== '' ? fieldUnit : keyUnit]!;
    if (seconds > 0 && seconds <= DURATION_MAX_S) return true;
  }
  return false;
}

/**
 * The unit a field of its own gives the duration just read ("duration": 10, "duration_unit": "hours" / "unit": "h"),
 * within the next 48 characters: '' when there is none, null when it names a unit the table does not know ("days").
 * An auto-lock or relock switched off beside it ("disable_autolock": true, "auto_relock": false) leaves nothing to end
 * the opening, and a recurrence ("every 60s") opens it again: null too.
 */
function unitField(lower: string, from: number): string | null {
  if (RELOCK_WORDS.some((w) => lower.includes(w))) return null;
  // an opening that comes back ("repeat": "every 60s") is open again as soon as its duration ends
  if (RECURS.test(lower)) return null;
  const near = lower.slice(from, from + 48);
  const k = near.indexOf('unit');
  if (k < 0) return '';
  let v = k + 4;
  while (v < near.length && v - k < 10 && !isLetter(near.charCodeAt(v))) v++;
  let w = v;
  while (w < near.length && w - v < 8 && isLetter(near.charCodeAt(w))) w++;
  const unit = near.slice(v, w);
  return unit in UNIT_S ? unit : null;
}
/** A command that speaks of its relock (turning it off, most often) is not bounded by its duration field. */
const RELOCK_WORDS: readonly string[] = ['autolock', 'auto_lock', 'auto-lock', 'auto lock', 'relock', 'auto_relock'];

function clockWindow(lower: string): boolean {
  // read around each "hh:mm" colon only (a digit on both sides): prose without a time of day runs no regex
  let found = false;
  for (let at = lower.indexOf(':'), n = 0; at > 0 && n < 64 && !found; at = lower.indexOf(':', at + 1), n++) {
    if (!isDigit(lower.charCodeAt(at - 1)) || !isDigit(lower.charCodeAt(at + 1))) continue;
    found = CLOCK_RANGE.test(lower.slice(Math.max(0, at - 3), at + 18)) && !PAST_OR_RECORDS.test(lower.slice(Math.max(0, at - 48), Math.max(0, at - 2)));
  }
  return found && !RECURS.test(lower);
}

const isLetter = (c: number): boolean => c >= 97 && c <= 122;
const isDigit = (c: number): boolean => c >= 48 && c <= 57;

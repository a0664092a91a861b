import type { Metadata } from '../types.js';
import { metaString } from '../normalize.js';
import { foldAccents } from './fold.js';
import { scanTerms, tagId } from './scan.js';
import { addressTags, extraTagId } from './destinations.js';

/**
 * The safeguards an action names, read once from the frame lexicon for the terse types (infra, git, api_call,
 * query, iot, auth…): an approval or ticket, a review, a time box, a signed artefact, a dry run, a non-production
 * target, a scoped or own resource. And the red flags that cancel them: a skipped check, concealment, permanence,
 * a personal or public destination, a new payee, a fraud or lure sign. A rule that flags an action by its kind
 * alone ("terraform apply on production", "firmware flashed", "admin granted") asks `safeguarded` with the
 * safeguards that make that kind routine; the lexicon groups (lexicon.ts `mit:*`, `env:nonprod`, `dest:own`) carry
 * the words in every language the frame layer reads.
 */
export type Safeguard = 'approved' | 'reviewed' | 'ticket' | 'timebox' | 'signed' | 'dryrun' | 'nonprod' | 'scoped' | 'own';

const SAFEGUARD_TAGS: ReadonlyArray<readonly [number, Safeguard]> = [
  [tagId('mit:approved'), 'approved'], [tagId('mit:reviewed'), 'reviewed'], [tagId('mit:timebox'), 'timebox'], [tagId('mit:signed'), 'signed'],
  [tagId('mit:dryrun'), 'dryrun'], [tagId('env:nonprod'), 'nonprod'], [tagId('mit:scoped'), 'scoped'], [tagId('dest:own'), 'own'],
];
const FLAG_TAGS = ['safe:off', 'safe:conceal', 'perm', 'dest:personal', 'dest:public', 'risk:payee', 'risk:fraud', 'risk:informal', 'lure'].map(tagId);
const FREEMAIL = extraTagId('dest:freemail');
const NEG = tagId('neg');

/** Ticket prefixes that name a change, incident or access request by themselves ("CHG-4471", "INC-221"). */
const TICKET_PREFIXES = new Set(['chg', 'cr', 'inc', 'sec', 'ar', 'req', 'ritm', 'jira', 'ops', 'it', 'sr', 'tkt', 'cab', 'change', 'ticket', 'rfc', 'crq']);
/** Metadata fields that record an approval, a review or a ticket. */
const APPROVAL_FIELDS = ['ticket', 'ticket_id', 'change_id', 'change_request', 'approval', 'approved_by', 'approver', 'reviewed_by', 'jira', 'incident'];

export interface SafeguardReading {
  readonly found: ReadonlySet<Safeguard>;
  /** Red flags present (tag names): any of them cancels every safeguard. */
  readonly flags: readonly string[];
}

/** What the action's text (and its approval metadata) says about safeguards and red flags. */
export function readSafeguards(text: string, metadata: Metadata = {}): SafeguardReading {
  const lower = foldAccents(text.length > 4096 ? text.slice(0, 4096).toLowerCase() : text.toLowerCase());
  const found = new Set<Safeguard>();
  const flags: string[] = [];
  const hits = scanTerms(lower);
  for (let k = 0; k < hits.length; k++) {
    const h = hits[k]!;
    // "not reviewed", "no ticket": a negated safeguard is none
    const negated = k > 0 && hits[k - 1]!.tags.includes(NEG) && h.start - hits[k - 1]!.end <= 2;
    for (const t of h.tags) {
      if (FLAG_TAGS.includes(t)) flags.push(`flag ${t}`);
      else if (!negated) for (const [id, name] of SAFEGUARD_TAGS) if (id === t) found.add(name);
    }
  }
  if (addressTags(lower).some((a) => a.tag === FREEMAIL)) flags.push('personal mailbox');
  if (hasTicket(lower)) found.add('ticket');
  for (const f of APPROVAL_FIELDS) if ((metaString(metadata, f) ?? '').trim() !== '') found.add('approved');
  return { found, flags };
}

/** The action names one of `accept` and no red flag. */
export function safeguarded(text: string, metadata: Metadata, accept: readonly Safeguard[]): boolean {
  const r = readSafeguards(text, metadata);
  return r.flags.length === 0 && accept.some((s) => r.found.has(s));
}

/**
 * A ticket id: letters, a hyphen, digits ("CHG-4471", "SEC-118"), whose prefix names a ticket kind, or any such id
 * after the word "ticket". Read from each hyphen outward, bounded.
 */
function hasTicket(lower: string): boolean {
  for (let at = lower.indexOf('-'); at > 0; at = lower.indexOf('-', at + 1)) {
    let b = at;
    while (b > 0 && at - b < 10 && isLetter(lower.charCodeAt(b - 1))) b--;
    if (b === at || (b > 0 && isLetter(lower.charCodeAt(b - 1)))) continue;
    let e = at + 1;
    while (e < lower.length && e - at <= 8 && isDigit(lower.charCodeAt(e))) e++;
    if (e === at + 1 || (e < lower.length && isLetter(lower.charCodeAt(e)))) continue;
    if (TICKET_PREFIXES.has(lower.slice(b, at))) return true;
    const before = lower.slice(Math.max(0, b - 12), b);
    if (before.includes('ticket') || before.includes('jira')) return true;
  }
  return false;
}

const isLetter = (c: number): boolean => c >= 97 && c <= 122;
const isDigit = (c: number): boolean => c >= 48 && c <= 57;

import { actsOf } from '../frames/claims.js';
import { mentions } from '../frames/profiles.js';
import { ValueFact } from '../check-scope.js';
import type { BaseContext, Finding } from '../types.js';

/**
 * Who approved a form, an expense report, a credit note or an access request, read from its fields. The approval is
 * no independent check when the requester gave it ("Approver: u-771" on u-771's own report, "Approved by:
 * sales-rep-14 (own account)") or when it is only claimed by word of mouth ("pre-approved per CTO verbal", "approved
 * on the phone, paperwork to follow"). Lines are read with plain string tests: no regex runs over the document.
 */

/** Labels of the approval field, lower-case, in the languages the lexicon knows. */
const APPROVER_LABELS = [
  'approved by', 'approver', 'approval', 'authorised by', 'authorized by', 'signed off by', 'genehmigt von', 'genehmigung', 'freigegeben von', 'freigabe',
  'aprobado por', 'aprobación', 'autorizado por', 'approuvé par', 'approbation', 'validé par', 'aprovado por', 'aprovação', 'approvato da', 'approvazione',
  'goedgekeurd door', 'goedkeuring',
];
/** Labels of the requester's own fields (and header words such as "Employee u-771"). */
const REQUESTER_WORDS = [
  'employee', 'name', 'requested by', 'requester', 'submitted by', 'prepared by', 'claimant', 'created by', 'raised by', 'mitarbeiter', 'antragsteller', 'erstellt von',
  'empleado', 'solicitante', 'solicitado por', 'employé', 'demandeur', 'demandé par', 'funcionário', 'solicitado por', 'dipendente', 'richiedente', 'medewerker', 'aanvrager',
];
/** The approver is the requester by its own words. */
const SELF_WORDS = ['own account', '(own', 'self', 'myself', 'requester', 'same as', 'selbst', 'moi-même', 'moi même', 'yo mismo', 'mí mismo', 'eu mesmo', 'io stesso', 'mezelf', 'zelf'];
/** Approval only claimed, by word of mouth or ahead of time. */
const CLAIMED_WORDS = ['verbal', 'verbally', 'pre-approved', 'preapproved', 'on the phone', 'by phone', 'over the phone', 'will approve later', 'approve later', 'to follow', 'backfill', 'mündlich', 'telefonisch zugesagt', 'oralement', 'verbalmente', 'de palabra', 'mondeling', 'a voce'];

const MAX_LINES = 400;
const LINE_MAX = 200;

type ApprovalFlaw = { kind: 'self' | 'claimed'; approver: string };

/** The first approval field whose approver is the requester or a claim; undefined when there is none. */
function approvalFlaw(lower: string): ApprovalFlaw | undefined {
  let from = 0;
  for (let n = 0; n < MAX_LINES && from < lower.length; n++) {
    let to = lower.indexOf('\n', from);
    if (to < 0) to = lower.length;
    const line = lower.slice(from, Math.min(to, from + LINE_MAX)).trim();
    const value = fieldValue(line);
    if (value !== undefined) {
      if (CLAIMED_WORDS.some((w) => value.includes(w))) return { kind: 'claimed', approver: value };
      if (SELF_WORDS.some((w) => hasWord(value, w))) return { kind: 'self', approver: value };
      const id = identifier(value);
      if (id !== undefined && requesterNamed(lower, id, from)) return { kind: 'self', approver: id };
    }
    from = to + 1;
  }
  return undefined;
}

/** The value after "<approval label>:" ("Approved by: u-102" gives "u-102"). */
function fieldValue(line: string): string | undefined {
  for (const label of APPROVER_LABELS) {
    if (!line.startsWith(label)) continue;
    const rest = line.slice(label.length).trimStart();
    if (rest.startsWith(':') || rest.startsWith('-')) return rest.slice(1).trim();
  }
  return undefined;
}

function hasWord(s: string, w: string): boolean {
  const at = s.indexOf(w);
  if (at < 0) return false;
  const before = at === 0 ? ' ' : s[at - 1]!;
  const after = at + w.length >= s.length ? ' ' : s[at + w.length]!;
  return !/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after);
}

/** A person's identifier in an approver value: a user id, an e-mail or a name of two words; not a role ("finance manager"). */
function identifier(value: string): string | undefined {
  const first = value.split(/[\s,;(]/)[0] ?? '';
  if (first.length >= 3 && (/[0-9@]/.test(first))) return first;
  return undefined;
}

/** The identifier stands after a requester word earlier in the document ("Employee u-771", "Requested by: u-771"). */
function requesterNamed(lower: string, id: string, before: number): boolean {
  for (let at = lower.indexOf(id), n = 0; at >= 0 && at < before && n < 16; at = lower.indexOf(id, at + id.length), n++) {
    const lead = lower.slice(Math.max(0, at - 30), at);
    if (REQUESTER_WORDS.some((w) => lead.includes(w))) return true;
  }
  return false;
}

const SCAN_MAX = 65536;

/**
 * Whether one of the first MAX_LINES lines of `head` may open with an approval label once lower-cased: a line's
 * leading whitespace is not lower-cased away, so its first characters after it decide. Without such a line
 * approvalFlaw finds nothing, and the document is not lower-cased whole (on 64 KB of prose that was most of its cost).
 */
function mayHoldLabel(head: string): boolean {
  let from = 0;
  for (let n = 0; n < MAX_LINES && from < head.length; n++) {
    let to = head.indexOf('\n', from);
    if (to < 0) to = head.length;
    let p = from;
    // what trim() takes off the line's start
    while (p < to && head[p]!.trim() === '') p++;
    if (p < to) {
      const opening = head.slice(p, Math.min(to, p + LABEL_READ)).toLowerCase();
      if (APPROVER_LABELS.some((label) => opening.startsWith(label))) return true;
    }
    from = to + 1;
  }
  return false;
}
/** Characters read at a line's opening: more than the longest label. */
const LABEL_READ = 64;
if (APPROVER_LABELS.some((label) => label.length >= LABEL_READ)) throw new Error('an approval label longer than LABEL_READ');

/** The value's approval fields read once per check: every window of a long document asks about the same value. */
const FLAW = new ValueFact((raw) => {
  const head = raw.length > SCAN_MAX ? raw.slice(0, SCAN_MAX) : raw;
  return mayHoldLabel(head) ? approvalFlaw(head.toLowerCase()) : undefined;
});

/**
 * The document's approval is the requester's own or only claimed: CAUTION when it goes on (submitted, posted, paid,
 * or no act named), more when what it approves is privileged access; nothing when the agent only reads it.
 */
export function approvalFinding(ctx: BaseContext): Finding | undefined {
  const acts = actsOf(ctx.metadata);
  if (acts.size === 1 && acts.has('read')) return undefined;
  const flaw = FLAW.read(ctx);
  if (flaw === undefined) return undefined;
  const privileged = mentions('document', ctx, 'obj:privilege');
  const what = flaw.kind === 'self' ? 'approved by the requester themselves' : 'approval only claimed (by word of mouth or ahead of time)';
  return { detail: `${what}${privileged ? ', for privileged access' : ''}`, score: privileged ? 7 : 5 };
}

export const APPROVAL_PATTERNS: readonly RegExp[] = [/[a-z0-9]/, /[\s,;(]/, /[0-9@]/];

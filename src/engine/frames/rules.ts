import { forgetAfterCheck, ValueFact } from '../check-scope.js';
import { freshBytes } from '../fresh-arrays.js';
import type { ActionType, BaseContext, Finding, Metadata, Primitive, RuleFamily, ThreatRule } from '../types.js';
import { anyTagId, readFrames, SENTENCE_SCOPED, tagNameOf, ValueReading, type Frame, type ReadOptions, type Reading } from './reader.js';
import { FRAME_ROWS, PROSE_TYPES, type FrameRow } from './rows.js';
import { tagId, TAGS } from './scan.js';

/**
 * The frame rows (rows.ts) as threat rules of one analyzer. Every row becomes the rule `<letter><slot>`; all of an
 * analyzer's frame rules share one reading of the check, kept on the context (`frameReading`), so the text is read
 * once however many rows there are.
 */

export interface FrameCarrier {
  frameReading?: Reading;
  /** The context is a window that starts inside the text: its first sentence may be cut (set by an analyzer's narrow). */
  windowCut?: boolean;
}

export interface FrameProfile {
  readonly quotesAreMentions: boolean;
  readonly skipMeta?: readonly string[] | ((key: string) => boolean);
  /** Facts about the action that only its metadata can tell (e.g. a refund larger than the charge). */
  readonly facts?: (metadata: Metadata) => ReadonlySet<string>;
  /** Other words allowed before a command's verb (0 for prose; terse command types allow a device or tool name). */
  readonly tolerance: number;
  /** Object-store URLs are the organisation's own storage unless their names say otherwise (ReadOptions.ownStores). */
  readonly ownStores?: boolean;
  /** The value is content to process rather than the user's instruction, by its metadata or its shape (see ReadOptions.foreign). */
  readonly foreign?: (metadata: Metadata, ctx: { readonly raw: string }, lower: string) => boolean;
}

const PSEUDO = new Set(['role', 'role:system']);
/** Role labels only the platform writes: inside content they are forged. */
const SYSTEM_ROLES = new Set(['system', 'developer', 'admin', 'operator']);
/** Set by the reader on a built frame only (the rough sentence-level test cannot know it). */
const DERIVED_CHANGE = tagId('cue:change');

interface CompiledRow {
  readonly row: FrameRow;
  /** The row's operation tag ids, each once, in the row's order (an array: iterating a Set allocated per step). */
  readonly ops: readonly number[] | null;
  readonly all: readonly (readonly Cond[])[];
  readonly unless: readonly Cond[];
  /** FrameRow.wholesale compiled: unless-tags that let nothing off when the act reaches everything (scope:all). */
  readonly wholesale: readonly number[];
  /** FrameRow.watched compiled: unless-tags that let nothing off when the control watches for intruders (obj:detection). */
  readonly watched: readonly number[];
  /** FrameRow.preserved compiled: unless-tags that let nothing off when the target was locked against deletion (risk:preserve). */
  readonly preserved: readonly number[];
  readonly raise: readonly Cond[];
  /** FrameRow.primitiveByObject, its tags compiled (empty for most rows). */
  readonly byObject: readonly { readonly cond: Cond; readonly primitive: Primitive }[];
  /** FrameRow.foreign and .reported as booleans: every compiled row has one shape (the rows' own literals do not). */
  readonly foreign: boolean;
  readonly reported: boolean;
  /** The row lets an approval off (mit:approved in `unless`): an approval only claimed then holds it at CAUTION. */
  readonly approvable: boolean;
}

/** A tag condition: a lexicon or shape tag (by id and where it is looked up), a fact, or the role-turn flag. */
type Cond = { kind: 'tag'; id: number; sentence: boolean; dest: boolean } | { kind: 'fact'; name: string } | { kind: 'role'; system: boolean };

function cond(tag: string): Cond {
  if (tag.startsWith('fact:')) return { kind: 'fact', name: tag };
  if (PSEUDO.has(tag)) return { kind: 'role', system: tag === 'role:system' };
  const id = anyTagId(tag);
  return { kind: 'tag', id, sentence: id >= TAGS.length ? tag.startsWith('dest:') : SENTENCE_SCOPED.has(id), dest: tag.startsWith('dest:') };
}

function compileRow(row: FrameRow): CompiledRow {
  return {
    row,
    ops: row.op ? [...new Set(row.op.map((t) => anyTagId(t)))] : null,
    all: (row.all ?? []).map((list) => list.map(cond)),
    unless: (row.unless ?? []).map(cond),
    wholesale: (row.wholesale ?? []).map((t) => anyTagId(t)),
    watched: (row.watched ?? []).map((t) => anyTagId(t)),
    preserved: (row.preserved ?? []).map((t) => anyTagId(t)),
    raise: (row.raise?.any ?? []).map(cond),
    byObject: (row.primitiveByObject ?? []).map(([tag, primitive]) => ({ cond: cond(tag), primitive })),
    foreign: row.foreign === true,
    reported: row.reported === true,
    approvable: (row.unless ?? []).includes('mit:approved'),
  };
}

function holds(c: Cond, reading: Reading, frame: Frame | null): boolean {
  if (c.kind === 'fact') return reading.facts.has(c.name);
  if (c.kind === 'role') return roleHolds(c.system, reading);
  if (frame === null) return reading.anywhere[c.id] === 1;
  if (c.id === frame.op || (c.dest && frame.opTags.includes(c.id))) return true;
  return (c.sentence ? frame.here : frame.near)[c.id] === 1;
}

function roleHolds(system: boolean, reading: Reading): boolean {
  const role = reading.roleTurn;
  return role !== null && (!system || SYSTEM_ROLES.has(role));
}

function anyHolds(cs: readonly Cond[], r: Reading, f: Frame | null): boolean {
  for (let i = 0; i < cs.length; i++) if (holds(cs[i]!, r, f)) return true;
  return false;
}

/** `claimAsApproval`: read an approval the text only claims (mit:claimed) as the approval it claims to be. */
function satisfied(cr: CompiledRow, reading: Reading, frame: Frame | null, claimAsApproval = false): boolean {
  for (const list of cr.all) if (!anyHolds(list, reading, frame)) return false;
  for (let i = 0; i < cr.unless.length; i++) {
    const c = cr.unless[i]!;
    if (!holds(c, reading, frame) && !(claimAsApproval && c.kind === 'tag' && c.id === APPROVED && holds(CLAIMED, reading, frame))) continue;
    // a payee that is not on file (details taken from the message that asks for the change, an interim account) is
    // answered by the organisation's own check of it (a call back on the number on file), not by a sign-off: an
    // approval appended to such a change lets nothing off unless a verification stands beside it (as in sanctioned())
    if (c.kind === 'tag' && c.id === APPROVED && holds(PAYEE_RISK, reading, frame) && !holds(VERIFIED_CHECK, reading, frame)) continue;
    // a sign-off claimed for sending to a person's own or a free mailbox, or to a public place ("send the customer
    // export to jb1990@gmail.com, approved by the CTO", "…, approved under CHG-1234"): no approval sends the
    // organisation's records there, the claim is the text's own
    if (c.kind === 'tag' && c.id === APPROVED && anyHolds(PRIVATE_OUT, reading, frame)) continue;
    // a sign-off or a check of one person answers a change to one account; the same safeguard taken off every account
    // at once is not made safe by it ("Disable MFA for all administrators, verified by callback")
    if (c.kind === 'tag' && cr.wholesale.includes(c.id) && holds(WHOLESALE, reading, frame)) continue;
    // a window set aside for a change answers that change's own noise, not the detection of intruders or fraud
    if (c.kind === 'tag' && cr.watched.includes(c.id) && holds(WATCHED, reading, frame)) continue;
    // a backup made immutable or a record put under hold is locked against exactly the deleter who holds an approval
    if (c.kind === 'tag' && cr.preserved.includes(c.id) && holds(PRESERVED, reading, frame)) continue;
    // an approval claimed by the same words that skip or hide the checks ("skip the 2-person approval, per board
    // resolution", "ohne Vier-Augen-Prüfung, laut Vorstandsbeschluss") is the claim of an authority, not a check made
    // (a claim that is itself the lure, "it is already approved", is one phrase: it skips nothing besides itself)
    if (c.kind === 'tag' && c.id === APPROVED && anyHolds(SKIPPED, reading, frame) && skippedApart(reading, frame)) continue;
    // a public catalogue lets out the catalogue's content, not people's or the books' data, code or unreleased material
    // copied into it
    if (c.kind === 'tag' && c.id === PUBLISHED && anyHolds(NOT_PUBLISHED, reading, frame)) continue;
    // rows flagged for review are kept for the reviewer: the flag answers an edit beside it, not their deletion
    if (c.kind === 'tag' && c.id === FLAGGED && frame !== null && frame.op === DELETE_OP) continue;
    return false;
  }
  return true;
}
const APPROVED = anyTagId('mit:approved');
const CLAIMED = cond('mit:claimed');
/**
 * The score of a row held by an approval the text only claims ("approved by Maria" and nothing that records it): where a
 * recorded approval would let the row off, the claim lowers it to CAUTION and no further (safeguards.ts approvalRecorded).
 * The lowest CAUTION score: a row and the generic scorer reading the same act (two findings of one primitive, summed)
 * stay at CAUTION too.
 */
export const CLAIMED_APPROVAL_SCORE = 3;

/** The row fires only because the approval it names is claimed, not recorded: a recorded one would have let it off. */
function onlyClaimed(cr: CompiledRow, reading: Reading, frame: Frame | null): boolean {
  return cr.approvable && holds(CLAIMED, reading, frame) && !satisfied(cr, reading, frame, true);
}
const PUBLISHED = anyTagId('mit:published');
const NOT_PUBLISHED = ['obj:personal', 'obj:identity', 'obj:health', 'obj:financial', 'obj:legal', 'obj:code', 'obj:nonpublic', 'obj:secret'].map(cond);
const FLAGGED = anyTagId('mit:flagged');
const DELETE_OP = anyTagId('op:delete');
const PAYEE_RISK = cond('risk:payee');
const PRIVATE_OUT = [cond('dest:freemail'), cond('dest:personal'), cond('dest:public')];
const VERIFIED_CHECK = cond('mit:verified');
const WHOLESALE = cond('scope:all');
const WATCHED = cond('obj:detection');
const PRESERVED = cond('risk:preserve');
const SKIPPED = [cond('safe:off'), cond('safe:conceal')];
const SKIP_IDS = [anyTagId('safe:off'), anyTagId('safe:conceal')];
/** How far from the operation a skipped check is looked for (the near window's reach). */
const SKIP_REACH = 400;

/** Words that skip or hide a check stand near the frame and are not the approval's own words ("already approved"). */
function skippedApart(reading: Reading, frame: Frame | null): boolean {
  const from = frame === null ? 0 : frame.start - SKIP_REACH;
  const to = frame === null ? reading.lower.length : frame.end + SKIP_REACH;
  const hits = reading.hits;
  for (let k = 0; k < hits.length; k++) {
    const h = hits[k]!;
    if (h.start < from || h.start > to || h.tags.includes(APPROVED) || !SKIP_IDS.some((t) => h.tags.includes(t))) continue;
    // the skip's words hold the approval's ("already approved" over "approved"): one claim, not a skip beside it
    let own = false;
    for (let j = Math.max(0, k - 4); j < Math.min(hits.length, k + 5) && !own; j++) {
      const a = hits[j]!;
      own = j !== k && a.tags.includes(APPROVED) && a.start < h.end && h.start < a.end;
    }
    if (!own) return true;
  }
  return false;
}

function describe(cr: CompiledRow, reading: Reading, frame: Frame | null, lower: string): string {
  // the operation's words, then each condition that holds, each name once (as joining the distinct non-empty parts gives)
  let out = frame ? `'${lower.slice(frame.start, frame.end)}'` : '';
  const seen: string[] = [];
  for (const list of cr.all) for (const c of list) {
    let part: string;
    if (c.kind === 'tag' && c.id !== frame?.op && holds(c, reading, frame)) part = tagName(c.id);
    else if (c.kind === 'role' && roleHolds(c.system, reading)) part = `"${reading.roleTurn}" turn`;
    else continue;
    if (part === '' || seen.includes(part)) continue;
    seen.push(part);
    out = out === '' ? part : `${out} + ${part}`;
  }
  return out;
}

/** Each tag's name without its kind ('obj:secret' → 'secret'), by id: made once, not a regex replace per description. */
const TAG_NAMES: string[] = [];
const tagName = (id: number): string => (TAG_NAMES[id] ??= tagNameOf(id).replace(/^[a-z]+:/, ''));

/** The row's conditions checked against the hit's sentence and neighbours only: cheap, and never stricter. */
function roughly(cr: CompiledRow, reading: Reading, k: number): boolean {
  const si = reading.sentenceOfHit(k);
  const opTags = reading.hits[k]!.tags;
  for (const list of cr.all) {
    let any = false;
    for (const c of list) {
      if (c.kind === 'fact') any = reading.facts.has(c.name);
      else if (c.kind === 'role') any = roleHolds(c.system, reading);
      else any = c.id === DERIVED_CHANGE || opTags.includes(c.id) || (c.sentence ? reading.objectHas(k, si, c.id) : reading.nearHas(si, c.id));
      if (any) break;
    }
    if (!any) return false;
  }
  return true;
}

/**
 * The row's operation and each of its conditions occur somewhere in the text or metadata: what every frame the row
 * could accept needs (a frame's tags are a subset of the reading's, and a change cue is derived from the frame), so
 * a row that fails this is skipped before the reading lays out its sentences and frames.
 */
function possible(cr: CompiledRow, reading: Reading): boolean {
  const anywhere = reading.anywhere;
  let op = false;
  for (const id of cr.ops!) if (anywhere[id] === 1) { op = true; break; }
  if (!op) return false;
  for (const list of cr.all) {
    let any = false;
    for (const c of list) {
      if (c.kind === 'fact') any = reading.facts.has(c.name);
      else if (c.kind === 'role') any = reading.roleTurn !== null;
      else any = c.id === DERIVED_CHANGE || anywhere[c.id] === 1;
      if (any) break;
    }
    if (!any) return false;
  }
  return true;
}

function evaluateRow(cr: CompiledRow, reading: Reading): Finding | null {
  const lower = reading.lower;
  const row = cr.row;
  if (cr.foreign && !reading.foreign) return null;
  if (cr.ops === null) {
    if (!satisfied(cr, reading, null)) return null;
    return found(cr, reading, null, describe(cr, reading, null, lower), onlyClaimed(cr, reading, null));
  }
  if (!possible(cr, reading)) return null;
  let built = 0;
  for (const op of cr.ops) {
    const ks = reading.byOp.get(op);
    if (ks === undefined) continue;
    for (const k of ks) {
      if (!roughly(cr, reading, k)) continue;
      // per-hit work is bounded: a text that repeats one candidate action hundreds of times (hostile padding) gets
      // its first MAX_FRAMES candidates read in full, not every one
      if (++built > MAX_FRAMES) return null;
      const frame = reading.frameAt(k, op);
      if (frame === null || frame.negated || frame.asked || frame.mentioned) continue;
      // a row wants an instruction; a row marked `reported` also takes a first-person confession of the change
      const confession = cr.reported && frame.confessed;
      if (frame.reported && !confession) continue;
      if (!frame.imperative && !confession) continue;
      if (!satisfied(cr, reading, frame)) continue;
      return found(cr, reading, frame, describe(cr, reading, frame, lower), onlyClaimed(cr, reading, frame));
    }
  }
  return null;
}

/**
 * The row's finding: its score (raised where a raising tag holds; at most CLAIMED_APPROVAL_SCORE when only a claimed
 * approval stood in its way) and, where the row names one by object, the effect.
 */
function found(cr: CompiledRow, reading: Reading, frame: Frame | null, detail: string, claimed = false): Finding {
  const row = cr.row;
  const raised = anyHolds(cr.raise, reading, frame) ? row.raise!.score : row.score;
  const score = claimed ? Math.min(raised, CLAIMED_APPROVAL_SCORE) : raised;
  if (claimed) detail = `${detail} (approval claimed, not recorded)`;
  for (const b of cr.byObject) if (holds(b.cond, reading, frame)) return { detail, score, primitive: b.primitive };
  return { detail, score };
}

/**
 * Candidate frames one row reads in full per check (see evaluateRow). The bound keeps hostile repetition cheap, and
 * it is also how many look-alike sentences of the same operation a planted instruction could hide behind, so it is
 * set high: 128 against 24 measured no clear change on the adversarial inputs at 100 KB and 1 MB (without any bound
 * they took up to twice as long).
 */
const MAX_FRAMES = 128;

/**
 * The context readingOf last answered for, and its reading. The rows of a check ask one after another for the same
 * context's reading: they are answered by identity here, without reading `frameReading` off contexts of a dozen
 * shapes (a megamorphic load, and with every type's checks interleaved one that missed V8's lookup cache).
 */
let lastContext: object | null = null;
let lastReading: Reading | null = null;
forgetAfterCheck(() => {
  lastContext = null;
  lastReading = null;
});

/** What the readings of a check ask of the whole value, shared by the readings of every window (reader.ts ValueReading). */
const VALUE_READING = new ValueFact((raw) => new ValueReading(raw));

/** The reading of this check, made on first use and kept on the context for the other rows. */
export function readingOf(ctx: BaseContext & FrameCarrier, profile: FrameProfile): Reading {
  if (ctx === lastContext) return lastReading!;
  let reading = ctx.frameReading;
  if (reading === undefined) {
    const options: ReadOptions = { quotesAreMentions: profile.quotesAreMentions, skipMeta: profile.skipMeta, facts: profile.facts?.(ctx.metadata), tolerance: profile.tolerance, cutHead: ctx.windowCut === true, foreign: profile.foreign?.(ctx.metadata, ctx, ctx.lower), ownStores: profile.ownStores };
    // a window's terms come from the whole text's reading when it has one (Reading.termsOf)
    const whole = ctx.cutFrom === undefined ? undefined : (ctx.cutFrom.whole as BaseContext & FrameCarrier).frameReading;
    reading = readFrames(ctx.lower, ctx.metadata, options, VALUE_READING.read(ctx), whole === undefined ? undefined : { whole, at: ctx.cutFrom!.at });
    ctx.frameReading = reading;
  }
  lastContext = ctx;
  lastReading = reading;
  return reading;
}

const COMPILED = FRAME_ROWS.map(compileRow);
/** The rows every prose type carries (no `types` list): the threats a plain-language request of any type can make (requests.ts). */
const GENERAL = COMPILED.filter((cr) => cr.row.types === undefined);

/** The highest-scoring general row that fires on the reading, with its name; null when none fires (requests.ts). */
export function bestGeneralRow(reading: Reading): { readonly finding: Finding; readonly row: FrameRow } | null {
  let best: { finding: Finding; row: FrameRow } | null = null;
  for (const cr of GENERAL) {
    const f = evaluateRow(cr, reading);
    if (f !== null && (best === null || (f.score ?? cr.row.score) > (best.finding.score ?? best.row.score))) best = { finding: f, row: cr.row };
  }
  return best;
}

/**
 * One type's frame rows as a rule family (ThreatRule.family): a row finds nothing unless its operation and each of its
 * conditions occur somewhere in the reading (possible; a row without an operation: its conditions hold, satisfied) and,
 * for a row about content, the content is foreign. Those
 * are evaluateRow's own first tests, made here once per check for the rows whose operation tags the reading holds
 * (found through an index by operation), so the scorer runs only the rows that pass them and the rows without an
 * operation. On the corpus a prose check met 40-59 rows, 12-23 held an operation tag and fewer than one passed; each
 * row left out cost a call chain (scorer, detect, reading lookup, row test).
 */
function rowFamily<C extends BaseContext>(rows: readonly CompiledRow[], profile: FrameProfile): RuleFamily<C> {
  const unconditional: number[] = [];
  const byOp = new Map<number, number[]>();
  rows.forEach((cr, k) => {
    if (cr.ops === null) unconditional.push(k);
    else for (const op of cr.ops) (byOp.get(op) ?? byOp.set(op, []).get(op)!).push(k);
  });
  const ops = [...byOp.keys()];
  const members = [...byOp.values()];
  return {
    size: rows.length,
    admitted(ctx: C): Uint8Array {
      const reading = readingOf(ctx as C & FrameCarrier, profile);
      const anywhere = reading.anywhere;
      const ownWords = !reading.foreign;
      // 1: passes evaluateRow's own first tests (made here without its call chain), 2: fails them, 0: holds no operation tag
      const out = freshBytes(rows.length);
      for (let j = 0; j < unconditional.length; j++) {
        const cr = rows[unconditional[j]!]!;
        out[unconditional[j]!] = (cr.foreign && ownWords) || !satisfied(cr, reading, null) ? 2 : 1;
      }
      for (let j = 0; j < ops.length; j++) {
        if (anywhere[ops[j]!] !== 1) continue;
        const ks = members[j]!;
        for (let i = 0; i < ks.length; i++) {
          const k = ks[i]!;
          if (out[k] !== 0) continue;
          const cr = rows[k]!;
          out[k] = (cr.foreign && ownWords) || !possible(cr, reading) ? 2 : 1;
        }
      }
      for (let k = 0; k < out.length; k++) if (out[k] === 2) out[k] = 0;
      return out;
    },
  };
}

/** The frame rows of one prose type as its threat rules (ids `<letter><slot>`), one rule family (rowFamily). */
export function frameRules<C extends BaseContext>(type: ActionType, letter: string, profile: FrameProfile): ThreatRule<C>[] {
  const rows = COMPILED.filter((cr) => (cr.row.types ?? PROSE_TYPES).includes(type));
  const family = rowFamily<C>(rows, profile);
  return rows.map((cr) => ({
    id: `${letter}${cr.row.slot}`,
    name: cr.row.name,
    primitive: cr.row.primitive,
    score: cr.row.score,
    mechanism: cr.row.mechanism === true,
    detect: (ctx: C) => evaluateRow(cr, readingOf(ctx as C & FrameCarrier, profile)),
    examples: cr.row.examples,
    family,
  }));
}

export const FRAME_RULE_PATTERNS: readonly RegExp[] = [/^[a-z]+:/];

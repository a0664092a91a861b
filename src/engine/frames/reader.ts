import { conditionalAsk } from './conditional-asks.js';
import { addresseeOfAsk, adoptedQuote, askedByOther, IRREGULAR_PARTICIPLES, obligedOfReader, participleWord, takenUpAfter, wantedResult, wordsBefore } from './wanted-results.js';
import { signInTargetAt } from './sign-in.js';
import type { Metadata } from '../types.js';
import { copiedBytes, freshBytes, freshInt32s } from '../fresh-arrays.js';
import { foldAccents } from './fold.js';
import { cleanEscapes } from './escapes.js';
import { sentenceBounds } from './sentences.js';
import { isUnspacedScript, isWordCode, LONGEST_TERM, scanTerms, tagId, TAGS, wordBefore, type TermHit } from './scan.js';
import { inInstruction } from './instructions.js';
import { hindiLatinVerb } from './hindi-latin.js';
import { headingStance, reportGenre, stanceReach, writingTask } from '../parse/prose-genre.js';
import { REFUSAL_PATTERNS, refusesOnly } from '../parse/refusal-controls.js';
import { foreignProvenance, provenanceOf } from './parties.js';
import { strayInstruction } from './layout.js';
import { accountTags, addressTags, EXTRA_TAGS, extraTagId, IBAN_HEAD, ownStoreUrl, privateReach, urlTags, type ShapeHit } from './destinations.js';
import { keyKind, type KeyKind } from './field-keys.js';
import { pronounObject } from './anaphora.js';
import { secretShapes } from './secret-shapes.js';
import { cyrillicPast, cyrillicPlea, isCyrillicAt, turkishVerb, unspacedVerb } from './verb-final.js';
import { separableVerbs } from './separable.js';
import { modalRequestAt } from './modal-requests.js';
import { approvalInMetadata, approvalByPerson, approvalRecorded, DENIABLE, deniedAt, OWNER_ACTORS, ownSandboxAt } from './safeguards.js';
import { signoffValues } from './signoff.js';

/** Keys whose operation word orders nothing: a record's field, or a setting switched off. */
const KEY_NOT_ACT: ReadonlySet<KeyKind> = new Set(['field', 'off']);
export { EXTRA_TAGS, extraTagId };

/**
 * Reads a natural-language action into frames. A frame is one operation word (send, delete, grant, pay…) with what
 * the text says around it: the objects and destinations of its sentence, the safeguards, permanence and addressee
 * of its neighbourhood (the sentence before and after), and the facts the metadata adds. Negated operations,
 * questions, quoted mentions and reports of past events are decided here, once, for every prose type: such a
 * frame keeps its flags and the rows (rows.ts) ignore it unless they say otherwise.
 *
 * Everything is bounded: terms come from one keyword pass (scan.ts), sentences from one character pass, and each
 * frame looks only at its own sentence and its neighbours (at most NEAR characters either side).
 */

export interface Frame {
  /** The operation's tag id (an 'op:*' tag). */
  readonly op: number;
  /** Every tag of the operation's own term ("anyone with the link" is an operation and a destination). */
  readonly opTags: readonly number[];
  readonly start: number;
  readonly end: number;
  /** Tags found in the operation's sentence and in the metadata. */
  readonly here: Uint8Array;
  /** Tags found in the sentence before, the sentence itself and the sentence after. */
  readonly near: Uint8Array;
  readonly negated: boolean;
  readonly asked: boolean;
  readonly reported: boolean;
  readonly mentioned: boolean;
  /** A first-person report of a past change ("I changed", "we deleted"). */
  readonly confessed: boolean;
  /** The operation is an instruction rather than a description (see instructedAt). */
  readonly imperative: boolean;
}

/**
 * What a reading asks of the whole value (ctx.raw) rather than of its text: a role turn, a stray line among the rows of
 * a table. Each is answered on first ask; readingOf (rules.ts) makes one per check and value, so the readings of every
 * window of a long text share it instead of each reading the whole value again.
 */
export class ValueReading {
  private role: string | null | undefined;
  private stray: boolean | undefined;
  constructor(private readonly raw: string) {}

  /** A role turn ("SYSTEM:", "Assistant:", "User:") at the start of a line or of a quoted string. */
  get roleTurn(): string | null {
    if (this.role === undefined) {
      const s = (this.raw.length > READ_MAX ? this.raw.slice(0, READ_MAX) : this.raw).toLowerCase();
      // unescaping never makes a role word, so a text without one has no role turn (and is not unescaped)
      this.role = ROLE_WORDS.some((w) => s.includes(w)) ? findRoleTurn(cleanEscapes(s)) : null;
    }
    return this.role;
  }

  /** A sentence asking the reader for something among the rows of a table (layout.ts). */
  get strayLine(): boolean {
    return (this.stray ??= strayInstruction(this.raw));
  }
}

/**
 * One check's reading. Terms, shapes, metadata tags and the tags found anywhere come from linear passes when the
 * reading is made; sentences, per-sentence tag sets and the operation hits by tag (the layout) only when a row first
 * asks for them, which a row does only when its operation and every one of its conditions occur somewhere in the
 * text (rules.ts): most prose names no candidate action at all. A frame's full detail (its clause, negation,
 * question, mention, report and imperative tests) is built only when a row's conditions already hold at sentence
 * level, so the cost on long prose follows the candidate actions, not every operation word.
 */
export class Reading {
  private cache: Map<number, Frame | null> | null = null;
  private layout: Layout | null = null;

  constructor(
    readonly lower: string,
    /** The term scan's hits (scanTerms), before the reader's adjustments: a window's reading may take its own from them (termsOf). */
    private readonly terms: readonly TermHit[],
    private readonly value: ValueReading,
    readonly hits: readonly TermHit[],
    private readonly extra: readonly ShapeHit[],
    private readonly metaTags: Uint8Array,
    /** The tags set in metaTags, listed (a frame copies these few instead of reading every tag's byte). */
    private readonly metaList: readonly number[],
    /** Every tag found anywhere in the text or metadata. */
    readonly anywhere: Uint8Array,
    /** Content that is not the user's own (metadata.source other than user). */
    readonly foreign: boolean,
    /** Type-specific facts computed from metadata (e.g. 'fact:refund-exceeds-charge'). */
    readonly facts: ReadonlySet<string>,
    private readonly options: ReadOptions,
  ) {}

  private framing: ReadOptions | undefined;

  /** The options frames are built with: `described` set when the text is titled as a report (read on the first frame built; most checks build none). */
  private get frameOptions(): ReadOptions {
    // (a writing task about past events, "Write the incident note: on Nov 4 an agent wired …", describes them too)
    // a stance heading ("Refusing request from …") retells the request it names; the sentences after it are read as
    // they stand when they give an order of their own (stanceReach, buildFrame)
    // a value whose act is a refusal ("click Block on the prompt '… wants to share your screen'") names the act it turns down
    return (this.framing ??= reportGenre(this.lower) || writingTask(this.lower) || refusesOnly(this.lower) ? { ...this.options, described: true }
      : headingStance(this.lower) ? { ...this.options, stanceReach: stanceReach(this.lower) } : this.options);
  }

  private get laidOut(): Layout {
    return (this.layout ??= layOut(this.lower, this.hits, this.extra));
  }

  /** Sentence starts, in order. */
  private get bounds(): readonly number[] {
    return this.laidOut.bounds;
  }

  /** Hit indices of each operation tag. */
  get byOp(): ReadonlyMap<number, readonly number[]> {
    return this.laidOut.byOp;
  }

  /** A role turn ("SYSTEM:", "Assistant:", "User:") at the start of a line or of a quoted string. */
  get roleTurn(): string | null {
    return this.value.roleTurn;
  }

  sentenceOfHit(k: number): number {
    return this.laidOut.hitSentence[k]!;
  }

  /** The tag in the hit's sentence or in the metadata (a superset of what the frame's clause will hold). */
  sentenceHas(si: number, id: number): boolean {
    return this.metaTags[id] === 1 || this.laidOut.sentTags[si * WIDTH + id] === 1;
  }

  /**
   * The tag where the operation at hit k may read its object: its sentence, or, when its object is a pronoun ("mail
   * it to …"), the sentence before (see anaphora.ts).
   */
  objectHas(k: number, si: number, id: number): boolean {
    if (this.sentenceHas(si, id)) return true;
    return si > 0 && REFERRED[id] === 1 && this.laidOut.sentTags[(si - 1) * WIDTH + id] === 1 && this.refersBack(k);
  }

  /** The operation at hit k takes a pronoun for its object, and its operation is one that carries a thing away or destroys it. */
  refersBack(k: number): boolean {
    return this.hits[k]!.tags.some((t) => REFERRING_OPS.has(t)) && this.pronounAfter(k);
  }

  /** The operation at hit k takes a pronoun for its object (anaphora.ts); cached by hit. */
  private pronounAfter(k: number): boolean {
    const cache = (this.referring ??= new Map());
    let r = cache.get(k);
    if (r === undefined) {
      const h = this.hits[k]!;
      r = pronounObject(this.lower, h.start, h.end);
      cache.set(k, r);
    }
    return r;
  }
  private referring: Map<number, boolean> | null = null;

  /** Where the object of a pronoun at hit k may be named: from the start of the previous sentence to the operation's sentence, or null. */
  antecedentSpan(k: number): [number, number] | null {
    const si = this.sentenceOfHit(k);
    if (!this.refersBack(k)) return null;
    const { bounds } = this.laidOut;
    return [bounds[si > 0 ? si - 1 : 0]!, this.hits[k]!.start];
  }

  /** The tag in the sentence, its neighbours or the metadata. */
  nearHas(si: number, id: number): boolean {
    if (this.metaTags[id] === 1) return true;
    const { sentTags, bounds } = this.laidOut;
    if (sentTags[si * WIDTH + id] === 1) return true;
    if (si > 0 && sentTags[(si - 1) * WIDTH + id] === 1) return true;
    return si + 1 < bounds.length && sentTags[(si + 1) * WIDTH + id] === 1;
  }

  /** The full frame of operation `op` at hit k, or null when the word is not used as a verb there. */
  frameAt(k: number, op: number): Frame | null {
    const key = k * 128 + op;
    const cache = (this.cache ??= new Map());
    let f = cache.get(key);
    if (f === undefined) {
      const h = this.hits[k]!;
      // a field's key ("email": …, "payment": …) names a field, whichever operation its word is (field-keys.ts)
      // a Turkish stem is the verb only with a verb's ending after it (verb-final.ts)
      const usable = h.tags.includes(FINAL) ? turkishVerb(this.lower, h.start) !== 'none'
        : NOMINAL_OPS.has(op) ? !KEY_NOT_ACT.has(keyKind(this.lower, h.start, h.end)) : isVerbUse(this.lower, h);
      f = usable ? buildFrame(this.lower, h, op, this.hits, this.extra, this.metaList, this.laidOut.bounds, this.frameOptions) : null;
      cache.set(key, f);
    }
    return f;
  }

  /**
   * The words at `pos` (in the checked text) head an instruction: they open their clause, possibly after filler, a
   * request, an addressee or adverbs, and are not an English past form or a third-person description. Type rules that match a verb phrase of their
   * own ask this instead of keeping their own subject and report tests ("Le prestataire supprime les journaux", "I
   * reset the two-factor login" describe; "supprime les journaux", "reset the two-factor" instruct).
   */
  instructs(pos: number): boolean {
    if (pos < 0 || pos >= this.lower.length) return false;
    // scripts written without spaces have no words to read a subject from
    if (isUnspacedScript(this.lower.charCodeAt(pos))) return true;
    const k = firstEndingAfter(this.hits, pos);
    const at = this.hits[k];
    let end = pos;
    while (end < this.lower.length && isWordCode(this.lower.charCodeAt(end))) end++;
    const h: TermHit = at !== undefined && at.start === pos ? at : { start: pos, end, tags: [] };
    if (pastWord(this.lower, h) || isPastForm(this.lower, h) !== false) return false;
    // a question put to the assistant ("what is the admin password?") asks as much as an imperative does
    const si = sentenceOf(this.bounds, pos);
    if (si === 0 && this.options.cutHead === true) return false;
    return instructedAt(this.lower, this.hits, this.bounds[si]!, h, this.lower.length <= TERSE_MAX ? this.options.tolerance ?? 0 : 0);
  }

  /**
   * The sentence holding `pos` is an order: the words at `pos` instruct, or the sentence's first verb before them does
   * ("click 'Sign' in MetaMask for the permit that grants unlimited allowance").
   */
  orders(pos: number): boolean {
    if (this.instructs(pos)) return true;
    const si = sentenceOf(this.bounds, pos);
    const start = this.bounds[si]!;
    for (let k = firstEndingAfter(this.hits, start); k < this.hits.length && this.hits[k]!.start < pos; k++) {
      const h = this.hits[k]!;
      if (h.start >= start && h.tags.some((t) => IS_OP[t] === 1 || t === IMP)) return this.instructs(h.start);
    }
    return false;
  }

  /** The sentence that holds `pos`, as [start, end) of the checked text. */
  sentenceAround(pos: number): [number, number] {
    const si = sentenceOf(this.bounds, pos);
    return [this.bounds[si]!, si + 1 < this.bounds.length ? this.bounds[si + 1]! : this.lower.length];
  }

  /**
   * The term scan's hits of `window`, the folded text of a window cut from this reading's text at `at`, taken from this
   * reading's scan instead of a scan of the window (null when they might differ): the window must be this reading's
   * text there unit for unit, stand between whitespace (or the text's ends), and no term may run across either edge.
   * Then the automaton finds the same occurrences in both (its word-start test and the reader's edge tests read a
   * space or an end before and after them), and scanTerms keeps the same ones in the same order.
   */
  termsOf(window: string, at: number): TermHit[] | null {
    const lower = this.lower;
    const end = at + window.length;
    if (at < 0 || end > lower.length || (at > 0 && lower.charCodeAt(at - 1) > 32) || (end < lower.length && lower.charCodeAt(end) > 32)) return null;
    if (lower.substring(at, end) !== window) return null;
    const terms = this.terms;
    // the first term that may reach past `at` (a term is at most LONGEST_TERM long; terms are in order of their starts)
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (terms[mid]!.start + LONGEST_TERM < at) lo = mid + 1;
      else hi = mid;
    }
    const out: TermHit[] = [];
    for (let k = lo; k < terms.length && terms[k]!.start < end; k++) {
      const h = terms[k]!;
      if (h.start < at) {
        if (h.end > at) return null;
        continue;
      }
      if (h.end > end) return null;
      out.push({ start: h.start - at, end: h.end - at, tags: h.tags });
    }
    return out;
  }

  /** Every frame (tests and tooling; the rows ask frameAt for candidates only). */
  get frames(): Frame[] {
    const out: Frame[] = [];
    for (const [op, ks] of this.byOp) for (const k of ks) {
      const f = this.frameAt(k, op);
      if (f !== null) out.push(f);
    }
    return out.sort((a, b) => a.start - b.start);
  }
}

/** Where a reading's sentences begin, which sentence each hit is in, the tags of each sentence, the operation hits. */
interface Layout {
  readonly bounds: readonly number[];
  readonly hitSentence: Int32Array;
  readonly sentTags: Uint8Array;
  readonly byOp: ReadonlyMap<number, readonly number[]>;
}

function layOut(lower: string, hits: readonly TermHit[], extra: readonly ShapeHit[]): Layout {
  const bounds = sentenceBounds(lower);
  const sentTags = freshBytes(bounds.length * WIDTH);
  const hitSentence = freshInt32s(hits.length);
  const byOp = new Map<number, number[]>();
  let si = 0;
  for (let k = 0; k < hits.length; k++) {
    const h = hits[k]!;
    while (si + 1 < bounds.length && bounds[si + 1]! <= h.start) si++;
    hitSentence[k] = si;
    for (const t of h.tags) {
      if (IS_OP[t] === 1) {
        const list = byOp.get(t);
        if (list === undefined) byOp.set(t, [k]);
        else if (list.length < FRAMES_MAX) list.push(k);
      } else sentTags[si * WIDTH + t] = 1;
    }
  }
  si = 0;
  for (const e of extra) {
    while (si + 1 < bounds.length && bounds[si + 1]! <= e.start) si++;
    sentTags[si * WIDTH + e.tag] = 1;
  }
  return { bounds, hitSentence, sentTags, byOp };
}

const NEAR = 320;
function foldedSet(words: readonly string[]): Set<string> {
  return new Set(words.map(foldAccents));
}
function foldedList(words: readonly string[]): string[] {
  return words.map(foldAccents);
}

/** How much of a value is read (the API's body limit is below it; the cap only bounds a library caller's input). */
const READ_MAX = 1 << 20;
const FRAMES_MAX = 4096;
/** Only a short value is a terse command (a device or tool name may stand before its verb). */
const TERSE_MAX = 400;
const WIDTH = TAGS.length + EXTRA_TAGS.length;
const TERM_TAGS = new Uint8Array(WIDTH);
const NO_TAGS = new Uint8Array(WIDTH);
const OP_PREFIX = 'op:';
const OPS = new Set(TAGS.flatMap((t, i) => (t.startsWith(OP_PREFIX) ? [i] : [])));
const IS_OP = new Uint8Array(TAGS.length);
for (const op of OPS) IS_OP[op] = 1;
const NEG = tagId('neg');
/** Operations often named by a noun ("a transfer of 38 000 €", "a fake note"): no verb test. */
const NOMINAL_OPS = new Set([tagId('op:pay'), tagId('op:falsify'), tagId('op:impersonate'), tagId('op:publish')]);
const MODIFYING = new Set([tagId('op:modify'), tagId('op:delete'), tagId('op:falsify')]);
const ASK = tagId('ask');
const REPORT = tagId('report');
const MENTION_CUE = tagId('cue:mention');
const VETO = tagId('veto');
const ADDR = tagId('addr');
const GENERIC = tagId('generic');

/** Which tags a frame takes from its own sentence (objects, destinations, scope, mitigations); the rest from near. */
// the user's stop is said once and holds for what follows ("The user paused the crawler. Spin it back up."): read near
export const SENTENCE_SCOPED = new Set(TAGS.flatMap((t, i) => (/^(obj|dest|scope|mit|cue|risk):/.test(t) && t !== 'cue:stopped' ? [i] : [])));

export interface ReadOptions {
  /** Quoted text is a mention when a cue word introduces it (text, messages). UI labels are never mentions. */
  readonly quotesAreMentions: boolean;
  /** Metadata keys whose values carry no action words (skipped): a list, or a test of the key (party keys of any name). */
  readonly skipMeta?: readonly string[] | ((key: string) => boolean);
  readonly facts?: ReadonlySet<string>;
  /** Words other than filler, objects and adverbs allowed before an instruction's verb (terse command types). */
  readonly tolerance?: number;
  /** The text is a window cut from a longer one: its first sentence may have lost its head (no instruction there). */
  readonly cutHead?: boolean;
  /** Object-store URLs are the organisation's own storage unless their bucket names say otherwise (data jobs). */
  readonly ownStores?: boolean;
  /** The value is content the assistant reads though metadata.source does not say so (a document handed over to process). */
  readonly foreign?: boolean;
  /** The text is titled as a report of past events (a postmortem, release notes): its acts are reported ones. */
  readonly described?: boolean;
  /**
   * The text opens with a stance heading (a refusal, an escalation) that ends here: acts before it are retold, and so
   * are acts after it in sentences that do not open with an imperative ("The page asked me to upload …").
   */
  readonly stanceReach?: number;
}

/**
 * Reads a value's text. `cut`: the text is a window cut at `at` from the text `whole` read (windows.ts), whose term scan
 * then gives the window's terms when it can (Reading.termsOf) instead of a scan of the window: a window's reading is
 * asked for by a type rule (an instruction test) after the check's reading of the whole text, and with the term
 * automaton's table out of the caches by then the scan was most of that reading.
 */
export function readFrames(lowerText: string, metadata: Metadata, options: ReadOptions, raw: string | ValueReading = lowerText, cut?: { readonly whole: Reading; readonly at: number }): Reading {
  const value = typeof raw === 'string' ? new ValueReading(raw) : raw;
  const lower = foldAccents(cleanEscapes(lowerText.length > READ_MAX ? lowerText.slice(0, READ_MAX) : lowerText));
  const shapes = options.ownStores === true ? shapesOf(lower).filter((x) => !ownStoreUrl(lower, x.start)) : shapesOf(lower);
  const terms = (cut === undefined ? null : cut.whole.termsOf(lower, cut.at)) ?? scanTerms(lower);
  // which tags the terms carry at all, so each adjustment below is skipped where nothing can trigger it (a scratch
  // array of the thread, read only within this call)
  const termTags = TERM_TAGS;
  termTags.fill(0);
  for (let k = 0; k < terms.length; k++) {
    const tags = terms[k]!.tags;
    for (let j = 0; j < tags.length; j++) termTags[tags[j]!] = 1;
  }
  // "Leiten Sie … weiter": a separable verb is its operation when its particle closes the clause (separable.ts)
  const joined = termTags[SEP_VERB] === 1 ? separableVerbs(lower, terms) : terms;
  let hits = outsideShapes(opsInsideObjects(lower, termTags[VETO] === 1 ? dropVetoed(joined) : joined), shapes, lower);
  // a credential written out (a key by its form, a password inside a URL) is the secret itself (secret-shapes.ts)
  const secrets = secretShapes(lower);
  if (secrets.length > 0) hits = mergeHits(hits, secrets);
  // "to the new account GB29 NWBK …", "naar de nieuwe rekening NL91 …": an account number said to be new is a new payee
  const payees = newAccounts(lower, shapes);
  if (payees.length > 0) hits = mergeHits(hits, payees);
  // each adjustment from here to checksAhead visits only the hits of its trigger tags (HitIndex)
  const index = new HitIndex();
  if (termTags[PUBLIC] === 1) hits = publicAdjectives(lower, hits, index);
  if (termTags[PERSONAL] === 1) hits = ownSandboxes(hits, index);
  // "to my new number" beside "I lost my phone": a place the asker calls theirs, new and unchecked, is no own destination
  if (termTags[OWN_ID] === 1 && termTags[TAKEOVER] === 1) hits = ownUnderTakeover(hits, index);
  if (termTags[NEG] === 1 || termTags[EXCEPT_CUE] === 1) hits = deniedRisks(hits, index);
  if (termTags[ONFILE] === 1 && (termTags[CHANGED] === 1 || termTags[SEND] === 1)) hits = changedOnFile(lower, hits, index);
  // publicAdjectives may turn "public" into a protection
  if (termTags[PROTECT_ID] === 1 || termTags[PUBLIC] === 1) hits = removedProtections(lower, hits, index);
  // "enable MFA for all admins": a grant verb that opens a protective phrase switches a protection on, it grants nothing
  if (termTags[PROTECT_ID] === 1 && termTags[GRANTING] === 1) hits = protectionsEnabled(hits, index);
  // "For dual approval: … release the payment now": an approval queue passed by is no approval (queuePassedBy)
  if (termTags[QUEUED_ID] === 1) hits = queuePassedBy(lower, hits, index);
  if (termTags[APPROVED_ID] === 1 || termTags[REVIEWED_ID] === 1 || termTags[VERIFIED_ID] === 1) hits = removedApprovals(lower, hits, index);
  // "approved by Maria", "pre-authorised by the CFO" with nothing that records it: the text's own claim (claimedApprovals; after removedApprovals, which takes denied ones away)
  if (termTags[APPROVED_ID] === 1) hits = claimedApprovals(lower, hits, index, metadata);
  if (termTags[SAFEGUARD] === 1 && termTags[SWITCHING] === 1) hits = switchedSafeguards(lower, hits, index);
  if (termTags[PROTECT_ID] === 1 && termTags[PUBLIC] === 1) hits = publicViewers(lower, hits, index);
  if (termTags[SAFEGUARD] === 1 && (termTags[LACKING] === 1 || termTags[ABSENT] === 1)) hits = skippedSafeguards(lower, hits, index);
  if (termTags[PRESERVE] === 1 && termTags[AGE] === 1) hits = heldNotAged(lower, hits, index);
  // "messages saying 'approved on behalf of the CFO'": a claim of the user's voice or authority quoted after a verb of
  // saying or an example cue claims nothing (the claim itself, beside another sentence's "named" or "like", still does)
  if (termTags[AS_USER] === 1 && termTags[MENTION_CUE] === 1) hits = quotedClaims(lower, hits, index);
  // "write an email from our CEO to finance asking …": a message written here as the head of the organisation's borrows the sender
  if (termTags[EXEC] === 1) hits = ghostwritten(lower, hits, index);
  // "drop the signing key requirement", "remove the requirement for signed commits": a requirement removed is a check switched off
  if (termTags[REQUIREMENT] === 1 && termTags[DELETING] === 1) hits = requirementsDropped(lower, hits, index);
  // "set Okta Verify to 'Optional'", "Secondary factor: change 'Required' to 'Not required'": a control set to a relaxed value is switched off
  if (termTags[RELAXED_VALUE] === 1 && termTags[MODIFY] === 1) hits = relaxedSettings(lower, hits, index);
  // "remove the paragraph … before it goes to the inspectorate": a cut or a value set, timed for the party that checks
  if (termTags[PRECHECK] === 1 || (termTags[BEFORE] === 1 && (termTags[OVERSIGHT] === 1 || termTags[CHECKER] === 1))) hits = checksAhead(lower, hits, index);
  // "change the odometer to 48,000 km … the buyer won't check": a value set to a literal, beside deceit of a check, is a record's value
  if (termTags[DECEIT] === 1) {
    const values = valuesSet(lower, hits);
    if (values.length > 0) hits = mergeHits(hits, values);
    if (termTags[SCOPED] === 1) hits = deceitUnscoped(lower, hits);
  }
  // "mark the document 'Reviewed by Legal'": a sign-off written as a record's value is no safeguard (signoff.ts)
  if (termTags[SIGNOFF] === 1) hits = signoffValues(lower, hits);
  const retention = termTags[RETENTION] === 1 || termTags[AGE] === 1 ? retentionTags(lower, hits) : [];
  const extra = retention.length === 0 ? shapes : [...shapes, ...retention].sort((x, y) => x.start - y.start);
  // most checks carry no metadata tag: they share one all-zero metaTags (never written after this) and copy nothing
  const metaList = metadataTags(metadata, options.skipMeta);
  let metaTags: Uint8Array = NO_TAGS;
  let anywhere: Uint8Array;
  if (metaList.length === 0) anywhere = freshBytes(WIDTH);
  else {
    metaTags = freshBytes(WIDTH);
    for (const t of metaList) metaTags[t] = 1;
    anywhere = copiedBytes(metaTags);
  }
  for (let k = 0; k < hits.length; k++) {
    const tags = hits[k]!.tags;
    for (let j = 0; j < tags.length; j++) anywhere[tags[j]!] = 1;
  }
  for (const e of extra) anywhere[e.tag] = 1;
  // one provenance test for every type (parties.ts): "user_prompt" is the user's, "web_page" and "shared drive" are not
  const provenance = provenanceOf(metadata);
  const foreign = provenance !== '' ? foreignProvenance(provenance) : options.foreign === true;
  // a sentence asking the reader for something, standing among the rows of a table the assistant reads (row 34)
  let facts = foreign && value.strayLine ? new Set([...(options.facts ?? NO_FACTS), 'fact:stray-line']) : options.facts ?? NO_FACTS;
  // every host named is a private network's own (destinations.ts privateReach): what is sent or streamed stays inside
  // (and no other way out is named beside the hosts: an address, an account, a public, personal, outside or chat
  // destination in words, a messaging channel: "… to http://nas01.lan/upload and email it to jb@gmail.com", "… and then
  // post it on pastebin", "… and to my ex via WhatsApp")
  if (shapes.length > 0 && !OTHER_WAYS_OUT.some((t) => anywhere[t] === 1) && privateReach(lower, shapes)) facts = new Set([...facts, 'fact:dest-lan']);
  return new Reading(lower, terms, value, hits, extra, metaTags, metaList, anywhere, foreign, facts, options);
}

/** Destinations beside a URL's host that fact:dest-lan cannot vouch for (a value naming one goes there too). */
const OTHER_WAYS_OUT = [...['dest:public', 'dest:personal', 'dest:external', 'dest:chat', 'risk:informal'].map(tagId), ...(['dest:freemail', 'dest:address', 'dest:account'] as const).map(extraTagId)];

/** Addresses and URLs, in order of their starts. */
function shapesOf(lower: string): ShapeHit[] {
  const addresses = addressTags(lower);
  const urls = urlTags(lower);
  const accounts = accountTags(lower);
  if (addresses.length === 0 && accounts.length === 0) return urls;
  if (urls.length === 0 && accounts.length === 0) return addresses;
  return [...addresses, ...urls, ...accounts].sort((x, y) => x.start - y.start);
}


const SEP_VERB = tagId('sep');
const RETENTION = tagId('obj:logs');
const AGE = tagId('cue:age');
const AGE_TRIGGER = [AGE];
/** The words for retention (in the lexicon's languages) that a duration may follow. */
const RETENTION_WORDS = ['retention', 'aufbewahrung', 'conservation', 'retencion', 'conservacion', 'retencao', 'conservazione', 'bewaartermijn', 'bewaring',
  '保留期', '保留时间', '保留天数', '保存期間', '保持期間', '보존 기간', '보관 기간', 'срок хранения'];
const DURATION = /^[^0-9\n]{0,40}?(\d{1,12})\s?(ms|milliseconds?|s|sec|seconds?|min|minutes?|h|hours?|d|days?|tage?n?|jours?|días?|dias?|giorni|dagen)?\b/;
const UNIT_MS: Record<string, number> = { ms: 1, s: 1e3, sec: 1e3, min: 6e4, h: 36e5, d: 864e5 };
const DAY = 864e5;

/** "retention" followed closely by a duration under a day (or a bare number read as milliseconds): zero retention. */
function retentionTags(s: string, hits: readonly TermHit[]): { start: number; end: number; tag: number }[] {
  const out: { start: number; end: number; tag: number }[] = [];
  for (const h of hits) {
    // an age cutoff ("older than 0 days") selects everything only at zero; a retention does under a day
    const age = h.tags.includes(AGE);
    if (!age && (!h.tags.includes(RETENTION) || !RETENTION_WORDS.some((w) => s.startsWith(w, h.start)))) continue;
    // a compound ("Aufbewahrungsrichtlinie") is read from its end
    let end = h.end;
    // (a script without spaces has no compound to read on: its next characters are the rest of the clause)
    while (!isUnspacedScript(s.charCodeAt(h.start)) && end < s.length && end - h.end < 24 && isWordCode(s.charCodeAt(end))) end++;
    const m = DURATION.exec(s.slice(end, end + 64));
    if (m === null) continue;
    const n = Number(m[1]);
    const unit = (m[2] ?? (s.startsWith('.ms', h.end) ? 'ms' : 'd')).toLowerCase();
    const key = unit === 'ms' || unit.startsWith('milli') ? 'ms' : unit.startsWith('min') ? 'min' : unit.startsWith('h') ? 'h' : unit.startsWith('s') ? 's' : 'd';
    if (age ? n === 0 : n * UNIT_MS[key]! <= DAY) out.push({ start: h.start, end: h.end, tag: extraTagId('retention:zero') });
  }
  return out;
}

const NO_FACTS: ReadonlySet<string> = new Set();

export function anyTagId(tag: string): number {
  const i = (EXTRA_TAGS as readonly string[]).indexOf(tag);
  return i >= 0 ? TAGS.length + i : tagId(tag);
}

/** The tag an id of anyTagId stands for. */
export const tagNameOf = (id: number): string => (id < TAGS.length ? TAGS[id]! : EXTRA_TAGS[id - TAGS.length]!);

const ADDRESS = extraTagId('dest:address');
const FREEMAIL = extraTagId('dest:freemail');

/** Words inside an e-mail address say nothing about the action; inside a URL they may name a place, never an operation. */
function outsideShapes(hits: TermHit[], shapes: readonly { start: number; end: number; tag: number }[], s = ''): TermHit[] {
  if (shapes.length === 0) return hits;
  return hits.filter((h) => !shapes.some((x) => h.start >= x.start && h.start < x.end && (x.tag === ADDRESS || x.tag === FREEMAIL || h.tags.some((t) => OPS.has(t)) || topLevelLabel(s, h, x.end))));
}

/** The hit is a host's top-level domain ("agents-hub.dev/a2a", "tools.app"): a registry's suffix, not an environment or a place. */
function topLevelLabel(s: string, h: TermHit, shapeEnd: number): boolean {
  if (s === '' || h.start === 0 || s.charCodeAt(h.start - 1) !== 46) return false;
  const c = h.end >= shapeEnd || h.end >= s.length ? 32 : s.charCodeAt(h.end);
  return c === 47 || c === 58 || c === 32 || c === 10 || c === 63 || c === 35;
}

const PUBLIC = tagId('dest:public');
const PERSONAL = tagId('dest:personal');
const OWN = [tagId('dest:own')];

const OWN_ID = tagId('dest:own');
const OWN_TRIGGER = [OWN_ID];
const TAKEOVER = tagId('risk:takeover');
/**
 * "Please move my Authenticator to my new number", "send the code to my new phone": an own destination inside, or
 * overlapping, the words of a takeover story (a new number, a new phone, locked out) is the asker's claim about a place
 * nobody checked; it is not dest:own (rows read the code or the factor sent there as sent out).
 */
function ownUnderTakeover(hits: TermHit[], index: HitIndex): TermHit[] {
  return retaggedAt(hits, index, OWN_TRIGGER, (h, k) => {
    if (!h.tags.includes(OWN_ID)) return null;
    for (let j = Math.max(0, k - 4); j < Math.min(hits.length, k + 5); j++) {
      const o = hits[j]!;
      if (j !== k && o.tags.includes(TAKEOVER) && o.start < h.end && h.start < o.end) return h.tags.filter((t) => t !== OWN_ID);
    }
    return null;
  });
}

const ONFILE = tagId('dest:onfile');
const CHANGED = tagId('claim:changed');
const MODIFY = tagId('op:modify');
const SEND = tagId('op:send');
const PAYEE_RISK = tagId('risk:payee');
/** How far after an account on file a change said of it is read (its sentence only). */
const ONFILE_CHANGE_REACH = 80;
/** Words that open a relative clause about the noun before them (accent-folded), in the lexicon's languages. */
const RELATIVES: ReadonlySet<string> = new Set(['which', 'that', 'who', 'die', 'das', 'der', 'den', 'welche', 'welches', 'welchen', 'que', 'qui', 'lequel', 'laquelle', 'cual', 'che', 'cui', 'dat', 'wat', 'welke',
  'ktory', 'ktore', 'ktora', 'который', 'которую', 'которое']);

/**
 * The words of s between from and to, in order, until `visit` answers true for one (then true): the one word walk of
 * relativeBetween and moreWordsThan.
 */
function someWordBetween(s: string, from: number, to: number, visit: (start: number, end: number) => boolean): boolean {
  for (let i = from; i < to;) {
    while (i < to && !isWordCode(s.charCodeAt(i))) i++;
    const b = i;
    while (i < to && isWordCode(s.charCodeAt(i))) i++;
    if (i > b && visit(b, i)) return true;
  }
  return false;
}

/** A relative word opens the words between `from` and `to` of `s` ("…on file, which the vendor emailed …"). */
const relativeBetween = (s: string, from: number, to: number): boolean => someWordBetween(s, from, to, (b, e) => RELATIVES.has(s.slice(b, e)));

/** More than `n` words stand between `from` and `to` of `s` (the walk stops at the one past n). */
function moreWordsThan(s: string, from: number, to: number, n: number): boolean {
  let seen = 0;
  return someWordBetween(s, from, to, () => ++seen > n);
}

/**
 * "the registered account (changed this morning at the vendor's request)", "the account on file, which the vendor
 * updated yesterday": an account on file said, later in its sentence, to have been changed is not the one the records
 * held: a payee not on file (risk:payee), not dest:onfile. A change denied right before ("not changed since 2019") is none.
 */
function changedOnFile(s: string, hits: TermHit[], index: HitIndex): TermHit[] {
  return retaggedAt(hits, index, ONFILE_TRIGGER, (h, k) => {
    if (!h.tags.includes(ONFILE)) return null;
    for (let j = k + 1; j < hits.length && hits[j]!.start - h.end <= ONFILE_CHANGE_REACH; j++) {
      const c = hits[j]!;
      if (c.start < h.end) continue;
      // changed ("updated yesterday"), or sent by message in a relative clause about it ("which the vendor emailed us
      // today", "die der Lieferant uns heute gemailt hat"): the records now hold what the asking party wrote
      const changed = c.tags.includes(CHANGED) && c.tags.includes(MODIFY);
      if (!changed && !(c.tags.includes(SEND) && relativeBetween(s, h.end, c.start))) continue;
      if (sentenceStops(s, h.end, c.start) || negationBefore(hits, j, 8)) return null;
      return [...h.tags.filter((t) => t !== ONFILE), PAYEE_RISK];
    }
    return null;
  });
}

/**
 * The hits of one reading by tag, for the adjustments of readFrames. Each adjustment acts only on the hits that carry
 * one of its trigger tags (its own first test) and leaves every other hit as it is; keyword-rich prose holds thousands
 * of hits and a few dozen of any one trigger, so each visits the hits of its triggers instead of every hit. The index
 * is made on the first visit, by one pass over the hits' tags. A hit an adjustment retags is visited by every later
 * one too (its new tags may hold their triggers); a trigger an adjustment took away is tested again by the later one
 * itself. Positions hold while the list keeps its length, as it does from publicAdjectives to checksAhead (which
 * inserts its values after its own visit). A short list (fewer than INDEX_MIN hits) is visited whole, as before: there
 * the index would cost more than the visits it saves.
 */
class HitIndex {
  /** The positions of tag t's hits are list[first[t]] .. list[first[t + 1] - 1], ascending. */
  private first: Int32Array | null = null;
  private list: Int32Array | null = null;
  private readonly changed: number[] = [];

  /**
   * Positions, ascending and each once, of the hits that carried one of `tags` when indexed or were retagged since;
   * null for every hit (a short list).
   */
  visit(hits: readonly TermHit[], tags: readonly number[]): number[] | null {
    if (hits.length < INDEX_MIN || !indexOn) return null;
    if (this.first === null) this.build(hits);
    const first = this.first!;
    const list = this.list!;
    const out: number[] = [];
    for (let j = 0; j < tags.length; j++) for (let i = first[tags[j]!]!; i < first[tags[j]! + 1]!; i++) out.push(list[i]!);
    for (let j = 0; j < this.changed.length; j++) out.push(this.changed[j]!);
    if (tags.length > 1 || this.changed.length > 0) out.sort((a, b) => a - b);
    // (a hit that names a tag twice is listed twice under it)
    let n = 0;
    for (let i = 0; i < out.length; i++) if (n === 0 || out[i] !== out[n - 1]) out[n++] = out[i]!;
    out.length = n;
    return out;
  }

  /** The hit at position k now carries other tags. */
  retagged(k: number): void {
    this.changed.push(k);
  }

  private build(hits: readonly TermHit[]): void {
    // a counting sort of the (tag, position) pairs by tag: counts at t + 2, their running sums, then each pair placed
    // at first[t + 1], which leaves first[t] at the start of t's positions
    const first = freshInt32s(WIDTH + 2);
    for (let k = 0; k < hits.length; k++) {
      const tags = hits[k]!.tags;
      for (let j = 0; j < tags.length; j++) first[tags[j]! + 2]!++;
    }
    for (let t = 2; t < WIDTH + 2; t++) first[t]! += first[t - 1]!;
    const list = new Int32Array(first[WIDTH + 1]!);
    for (let k = 0; k < hits.length; k++) {
      const tags = hits[k]!.tags;
      for (let j = 0; j < tags.length; j++) list[first[tags[j]! + 1]!++] = k;
    }
    this.first = first;
    this.list = list;
  }
}

/**
 * The hits with some of those that carry one of `triggers` replaced (HitIndex): `map` gives a visited hit itself or the
 * hit that replaces it; a hit without a trigger tag it must leave as it is. The list is copied only when a hit changes
 * (most texts change none).
 */
function remappedAt(hits: TermHit[], index: HitIndex, triggers: readonly number[], map: (h: TermHit, k: number) => TermHit): TermHit[] {
  let out: TermHit[] | null = null;
  const ks = index.visit(hits, triggers);
  for (let i = 0, n = ks === null ? hits.length : ks.length; i < n; i++) {
    const k = ks === null ? i : ks[i]!;
    const h = hits[k]!;
    const x = map(h, k);
    if (x === h) continue;
    out ??= hits.slice();
    out[k] = x;
    index.retagged(k);
  }
  return out ?? hits;
}

/** remappedAt with `retag` giving a hit its new tags, or null to leave it as it is. */
function retaggedAt(hits: TermHit[], index: HitIndex, triggers: readonly number[], retag: (h: TermHit, k: number) => readonly number[] | null): TermHit[] {
  return remappedAt(hits, index, triggers, (h, k) => {
    const tags = retag(h, k);
    return tags === null ? h : { start: h.start, end: h.end, tags };
  });
}

/**
 * A sentence ends in s between from and to: a semicolon, a line break, ? or !, or a dot before a space or the end
 * after a word of two letters or more (an initial's dot, "J. Whitlock", ends nothing).
 */
function sentenceStops(s: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c === 59 || c === 10 || c === 63 || c === 33) return true;
    if (c === 46 && (i + 1 >= s.length || s.charCodeAt(i + 1) === 32) && i >= 2 && isWordCode(s.charCodeAt(i - 2))) return true;
  }
  return false;
}

/**
 * A negation ends within `reach` characters before hits[j] ("not changed", "never updated", "do not skip"), and, when
 * the text `s` is given, in its clause.
 */
function negationBefore(hits: readonly TermHit[], j: number, reach: number, s?: string): boolean {
  const at = hits[j]!.start;
  for (let i = j - 1; i >= 0 && at - hits[i]!.end <= reach; i--) {
    const x = hits[i]!;
    if (x.tags.includes(NEG) && x.end <= at && (s === undefined || !crossesClause(s, x.end, at))) return true;
  }
  return false;
}

/** "never to a different account": the risk a negation right before it denies is no risk (safeguards.ts deniedAt). */
function deniedRisks(hits: TermHit[], index: HitIndex): TermHit[] {
  // deniedAt holds only at a deniable tag (approvals and verifications among them)
  return retaggedAt(hits, index, DENIABLE_TRIGGER, (h, k) => (deniedAt(hits, k) ? h.tags.filter((t) => !DENIABLE.has(t)) : null));
}

/** "my personal test subscription", "personal sandbox": one's own test resource (safeguards.ts ownSandboxAt), not a personal destination. */
function ownSandboxes(hits: TermHit[], index: HitIndex): TermHit[] {
  return retaggedAt(hits, index, PERSONAL_TRIGGER, (_, k) => (ownSandboxAt(hits, k) ? OWN : null));
}
const PROTECT = [tagId('mit:protect')];
/** Below this many hits the adjustments visit every hit (HitIndex). */
const INDEX_MIN = 64;
let indexOn = true;
/** For the differential test: with false, every adjustment visits every hit (as without HitIndex). */
export function hitIndexForTest(on: boolean): void {
  indexOn = on;
}
/** The trigger tags of adjustments (HitIndex). */
const PUBLIC_TRIGGER = [PUBLIC];
const PERSONAL_TRIGGER = [PERSONAL];
const ONFILE_TRIGGER = [ONFILE];
const DENIABLE_TRIGGER = [...DENIABLE];

/** "the public dataset", "public MNIST data": public describes what the data already is, not where it goes. */
function publicAdjectives(s: string, hits: TermHit[], index: HitIndex): TermHit[] {
  return remappedAt(hits, index, PUBLIC_TRIGGER, (h, k) => {
    if (!h.tags.includes(PUBLIC) || h.end - h.start > 12) return h;
    const next = hits[k + 1];
    // the noun must follow in the same phrase: a quote or a field separator between ("lien public' || url: crm…") ends it
    const nounAfter = next !== undefined && next.start - h.end <= 20 && next.tags.some((t) => TAGS[t]!.startsWith('obj:')) && !PHRASE_END.test(s.slice(h.end, next.start));
    // "the public bucket", "den öffentlichen Ordner": a place made public is where the data goes, not what it is
    return nounAfter && !CONTAINERS.some((w) => s.startsWith(w, next.start)) && !containerSoon(s, h.end) ? { start: h.start, end: h.end, tags: PROTECT } : h;
  });
}

/**
 * A place word among the next three words ("the public docs repo", "the public GitHub repo", "den öffentlichen
 * Team-Ordner"): the words between name the place, and "public" says where the thing goes.
 */
function containerSoon(s: string, from: number): boolean {
  let i = from;
  for (let words = 0; words < 3 && i < s.length && i - from < 40; words++) {
    while (i < s.length && s.charCodeAt(i) === 32) i++;
    if (CONTAINERS.some((w) => s.startsWith(w, i))) return true;
    while (i < s.length && (isWordCode(s.charCodeAt(i)) || s.charCodeAt(i) === 45)) i++;
    if (s.charCodeAt(i) !== 32) return false;
  }
  return false;
}

/** Places data is put (storage, shares, channels) in the lexicon's languages: "public" before them is a destination. */
const CONTAINERS = foldedList(['bucket', 'folder', 'repo', 'drive', 'share', 'channel', 'wiki', 'site', 'page', 'container', 'blob', 'storage', 'space', 'link', 'board',
  'ordner', 'verzeichnis', 'speicher', 'dossier', 'répertoire', 'repertoire', 'espace', 'carpeta', 'repositorio', 'pasta', 'repositório', 'cartella', 'archivio', 'map', 'opslag']);
const PROTECT_ID = tagId('mit:protect');
const PROTECT_TRIGGER = [PROTECT_ID];
const REVOKE_ID = tagId('mit:revoke');
const DELETING = tagId('op:delete');
/** Records a deletion destroys (row 60's objects, audit trails): what a revocation beside it does not make a way in. */
const IS_RECORD = new Uint8Array(TAGS.length);
for (const t of ['obj:logs', 'obj:audittrail', 'obj:legal', 'obj:financial', 'obj:personal', 'obj:health', 'obj:code', 'obj:model', 'obj:bulkdata', 'obj:record']) IS_RECORD[tagId(t)] = 1;
const PHRASE_END = /['"|;]/;
const REMOVING = new Set([tagId('op:delete'), tagId('op:disable')]);
const SAFE_OFF = [tagId('safe:off')];
/** Safeguards removed or hidden: inside a third party's conditional ask they are what the asker wants (conditional-asks.ts). */
const UNSAFE = new Set([tagId('safe:off'), tagId('safe:conceal')]);
/** How far a safeguard noun may stand after the asked verb whose object it is ("skip the verification"). */
const ASKED_GAP = 12;
const PROTECTION_WORDS = foldedList(['mask', 'encrypt', 'redact', 'anonym', 'pseudonym', 'hash', 'tokeniz', 'de-identif', 'deidentif', 'verschlüssel', 'chiffr', 'cifr', 'anonimi']);

/** Words that narrow access to reading: they keep a file from being changed, not from being read. */
const READ_ONLY_WORDS = foldedList(['viewer', 'view-only', 'view only', 'read-only', 'readonly', 'nur lesen', 'lecture seule', 'solo lectura', 'somente leitura', 'sola lettura', 'alleen-lezen']);
/** How far (characters) a read-only word may stand from the public audience it narrows ("'Anyone with the link – Viewer'"). */
const AUDIENCE_SPAN = 40;

/**
 * "Anyone with the link – Viewer", "public, read-only": reading is what disclosure is, so read-only access given to
 * the public protects nothing; the word stops being a protection there (it still narrows a grant to a named person).
 */
function publicViewers(s: string, hits: TermHit[], index: HitIndex): TermHit[] {
  return retaggedAt(hits, index, PROTECT_TRIGGER, (h, k) => {
    if (!h.tags.includes(PROTECT_ID) || !READ_ONLY_WORDS.some((w) => s.startsWith(w, h.start))) return null;
    let audience = false;
    for (let j = k - 1; j >= 0 && !audience && h.start - hits[j]!.end <= AUDIENCE_SPAN; j--) audience = hits[j]!.tags.includes(PUBLIC);
    for (let j = k + 1; j < hits.length && !audience && hits[j]!.start - h.end <= AUDIENCE_SPAN; j++) audience = hits[j]!.tags.includes(PUBLIC);
    return audience ? h.tags.filter((t) => t !== PROTECT_ID) : null;
  });
}

const GRANTING = tagId('op:grant');
const GRANTING_TRIGGER = [GRANTING];
/**
 * "Enable MFA on all admin accounts", "enable logging for the bucket": a granting verb ("enable") whose own words open a
 * protective phrase (a mit:protect term from the same start) switches that protection on: no access is handed out, so the
 * hit is no grant (it still heads its clause as the plain imperative it is).
 */
function protectionsEnabled(hits: TermHit[], index: HitIndex): TermHit[] {
  return retaggedAt(hits, index, GRANTING_TRIGGER, (h, k) => {
    if (!h.tags.includes(GRANTING)) return null;
    for (let j = k - 2; j <= k + 2; j++) {
      const o = hits[j];
      if (o !== undefined && j !== k && o.start === h.start && o.end > h.end && o.tags.includes(PROTECT_ID)) return [...h.tags.filter((t) => t !== GRANTING), ...(h.tags.includes(IMP) ? [] : [IMP])];
    }
    return null;
  });
}

/**
 * "Drop the GDPR masking step", "disable encryption", "die Pseudonymisierung abschalten" (the verb right after its
 * object, as verb-final clauses put it): a protection that is being removed is a safeguard gone. So is one the change
 * leaves ("role from ETL_READONLY to ACCOUNTADMIN"): the words name the old state, not a safeguard kept.
 */
function removedProtections(s: string, hits: TermHit[], index: HitIndex): TermHit[] {
  return remappedAt(hits, index, PROTECT_TRIGGER, (h, k) => {
    if (!h.tags.includes(PROTECT_ID)) return h;
    if (changedAway(s, h)) return { start: h.start, end: h.end, tags: SAFE_OFF };
    // "'Require two-step verification for all staff' → toggle off", "uncheck 'Require MFA'": a setting named by its
    // protective label is switched by the act beside the label, so the protection is what that act removes
    // (the label keeps what else it names: "Require a pull request before merging" is the control switched off)
    if (labelSwitchedOff(s, hits, k)) return { start: h.start, end: h.end, tags: h.tags.length === 1 ? SAFE_OFF : [...h.tags.filter((t) => t !== PROTECT_ID), ...SAFE_OFF] };
    // "no longer require MFA", "stop requiring 2FA": the switch-off's own words open the protective phrase, which is
    // what they lift
    for (let j = k - 1; j >= 0 && j >= k - 3; j--) {
      const o = hits[j]!;
      if (o.start < h.start && o.end > h.start && o.tags.includes(SWITCH_OFF)) return { start: h.start, end: h.end, tags: SAFE_OFF };
    }
    if (!PROTECTION_WORDS.some((w) => s.startsWith(w, h.start))) return h;
    for (let j = k - 1; j >= 0 && h.start - hits[j]!.end <= 28; j--) {
      const o = hits[j]!;
      if (o.tags.some((t) => REMOVING.has(t)) && !crossesClause(s, o.end, h.start)) return { start: h.start, end: h.end, tags: SAFE_OFF };
    }
    // the next term after this word (the lexicon may hold several stems of the one word: "pseudonymi", "pseudonymis")
    const end = wordEnd(s, h.end);
    let n = k + 1;
    while (n < hits.length && hits[n]!.start < end) n++;
    const next = hits[n];
    if (next !== undefined && next.tags.some((t) => REMOVING.has(t)) && next.start - end <= 2) return { start: h.start, end: h.end, tags: SAFE_OFF };
    return h;
  });
}

/** How far a label may run from its protective words to its closing quote, and from the quote to the act after it. */
const LABEL_REACH = 80;
const LABEL_GAP = 12;
/**
 * The protection at hit k opens a quoted label ("'Require two-step verification …'") and a removing act stands right
 * before the opening quote or right after the closing one (a toggle, an untick, a switch off).
 */
function labelSwitchedOff(s: string, hits: readonly TermHit[], k: number, depth = 0): boolean {
  const h = hits[k]!;
  const open = s.charCodeAt(h.start - 1);
  if (!(open === 39 || open === 34 || open === 0x2018 || open === 0x201c)) return false;
  // (terms of the same label that overlap it, "require review" inside "require review from code owners", are not before it)
  let b = k - 1;
  while (b >= 0 && b >= k - 6 && hits[b]!.end > h.start - 1) b--;
  const before = b >= 0 ? hits[b] : undefined;
  if (before !== undefined && before.end <= h.start - 1 && h.start - 1 - before.end <= LABEL_GAP && before.tags.some((t) => REMOVING.has(t))) return true;
  // "uncheck 'Require review from Code Owners' and 'Require status checks'": a label listed right after one the act
  // switches off goes with it
  if (depth < LABEL_LIST_MAX) {
    let j = k - 1;
    while (j >= 0 && j >= k - 6 && !(hits[j]!.tags.includes(PROTECT_ID) && hits[j]!.end < h.start)) j--;
    const prev = j >= 0 && j >= k - 6 ? hits[j]! : undefined;
    if (prev !== undefined && h.start - prev.end <= LABEL_LIST_GAP && LABEL_JOINS.has(s.slice(prev.end, h.start - 1).replace(QUOTE_CHARS, '').trim())
      && labelSwitchedOff(s, hits, j, depth + 1)) return true;
  }
  let close = -1;
  for (let i = h.end; i < s.length && i - h.end <= LABEL_REACH; i++) {
    const c = s.charCodeAt(i);
    if (c === 39 || c === 34 || c === 0x2019 || c === 0x201d) {
      // an apostrophe inside a word ("staff's") closes nothing
      if (c === 39 && isWordCode(s.charCodeAt(i - 1)) && isWordCode(s.charCodeAt(i + 1))) continue;
      close = i;
      break;
    }
    if (c === 10) return false;
  }
  if (close < 0) return false;
  for (let j = k + 1; j < hits.length && hits[j]!.start <= close + LABEL_GAP; j++) {
    const x = hits[j]!;
    if (x.start > close && x.tags.some((t) => REMOVING.has(t))) return true;
  }
  return false;
}

/** How many labels a list may chain back to the act that switches them off, and how far apart two of them stand. */
const LABEL_LIST_MAX = 6;
const LABEL_LIST_GAP = 12;
/** What may stand between two listed labels besides their quotes. */
const LABEL_JOINS = new Set(['', ',', 'and', ', and', '&', 'und', 'et', 'y', 'e', 'en', 'or', '/']);
const QUOTE_CHARS = /['"\u2018\u2019\u201c\u201d]/g;
const APPROVED_ID = tagId('mit:approved');
const REVIEWED_ID = tagId('mit:reviewed');
const VERIFIED_ID = tagId('mit:verified');
const CHECK_MARKS = new Set([APPROVED_ID, REVIEWED_ID, VERIFIED_ID]);
const CHECK_TRIGGER = [...CHECK_MARKS];
/** Punctuation that ends a removal's object before a word of approval ("Reset MFA (user verified …)", "削除してください。承認済み"). */
const OBJECT_BREAK = /[()[\]{},;:.!?\u3001\u3002\uff08\uff09\uff0c\uff1a]/;

/**
 * "remove the column 'approved_by'", "delete the reviewer sign-off", "disable the verification step": an approval, a
 * review or a verification named right after a removal (same clause, within a few words) is the thing taken away, a
 * safeguard gone (safe:off), not a safeguard that stands.
 */
const QUEUED_ID = tagId('mit:queued');
const QUEUED_TRIGGER = [QUEUED_ID];
/** Words that carry an act out at once, in the lexicon's languages (accent-folded). */
const AT_ONCE = /\b(?:now|immediately|right away|straight away|at once|without delay|sofort|jetzt|umgehend|immediatement|maintenant|tout de suite|ahora|ahora mismo|de inmediato|agora|imediatamente|subito|adesso|immediatamente|meteen|onmiddellijk|direct|today|tonight|asap|heute|aujourd'hui|hoy|hoje|oggi|vandaag)\b/g;

/**
 * The act handed to its approval queue ("submit the payment for dual approval", "zur Freigabe vorlegen": mit:queued) is
 * an approval the act waits for (mit:approved), unless the text orders it carried out at once in another clause ("For
 * dual approval: update the bank details … and release the payment now", an at-once word in another clause of the
 * queue's sentence): then the queue is passed by, a safeguard skipped (safe:off). An at-once word in the queue's own clause ("submit it for dual approval now") hurries the
 * submission, not the act. A same-day word ("today", "heute", "hoy") orders it as an at-once word does. A queue in
 * the sentence of an address or a personal or public destination vouches for nothing: what is sent there is gone.
 */
function queuePassedBy(s: string, hits: TermHit[], index: HitIndex): TermHit[] {
  const quick: number[] = [];
  AT_ONCE.lastIndex = 0;
  for (let m = AT_ONCE.exec(s); m !== null && quick.length < 16; m = AT_ONCE.exec(s)) quick.push(m.index);
  AT_ONCE.lastIndex = 0;
  // where the queue's sentence sends: an address, a personal or public place
  const outward = addressTags(s).map((a) => a.start);
  for (const x of hits) if (x.tags.some((t) => t === PERSONAL || t === PUBLIC)) outward.push(x.start);
  const sameSentence = (a: number, b: number): boolean => !sentenceStops(s, Math.min(a, b), Math.max(a, b));
  return retaggedAt(hits, index, QUEUED_TRIGGER, (h) => {
    if (!h.tags.includes(QUEUED_ID)) return null;
    // in the queue's sentence, another clause ("For dual approval: … release the payment now")
    const passed = quick.some((at) => (at >= h.end ? crossesClause(s, h.end, at) && !sentenceStops(s, h.end, at) : crossesClause(s, at, h.start) && !sentenceStops(s, at, h.start)));
    const rest = h.tags.filter((t) => t !== QUEUED_ID && t !== APPROVED_ID);
    if (passed) return [...rest, ...SAFE_OFF];
    // a queue holds a payment or a change inside the system it is submitted to; data sent to an address or a personal
    // or public place is gone when sent ("send the payroll file to jb@gmail.com for finance approval"): no approval
    return outward.some((at) => sameSentence(at, h.start)) ? rest : [...rest, APPROVED_ID];
  });
}

function removedApprovals(s: string, hits: TermHit[], index: HitIndex): TermHit[] {
  return retaggedAt(hits, index, CHECK_TRIGGER, (h, k) => {
    if (!h.tags.some((t) => CHECK_MARKS.has(t))) return null;
    for (let j = k - 1; j >= 0 && h.start - hits[j]!.end <= 20; j--) {
      const o = hits[j]!;
      if (o.start === h.start) continue;
      // only words between (an article, a quote, "the column"): a bracket or a stop opens a reason, not the object
      if (!o.tags.some((t) => REMOVING.has(t)) || crossesClause(s, o.end, h.start) || OBJECT_BREAK.test(s.slice(o.end, h.start))) continue;
      return [...h.tags.filter((t) => !CHECK_MARKS.has(t)), ...SAFE_OFF];
    }
    return null;
  });
}

/** An English verb form that reports or describes rather than orders ("disables", "skipped", "bypassing"; not "bypass"). */
const REPORTED_FORM = /(?:[^s]s|ed|ing)$/;
/** Characters between a switching verb and the safeguard it names ("bypass the dual approval"). */
const SWITCHED_GAP = 16;

/**
 * "Bypass the dual approval and wire 2,000 EUR", "skip the four-eyes check, pay …": a safeguard named right after a
 * switching verb (skip, bypass, override; no bracket or stop between) is removed, safe:off for the sentence's other
 * acts (row 82: a payment pushed past its checks). The switch itself stays row 66's act (buildFrame does not count it
 * twice).
 */
function switchedSafeguards(s: string, hits: TermHit[], index: HitIndex): TermHit[] {
  return retaggedAt(hits, index, SAFEGUARD_TRIGGER, (h, k) => {
    if (!h.tags.includes(SAFEGUARD) || h.tags.includes(SAFE_OFF[0]!)) return null;
    for (let j = k - 1; j >= 0 && h.start - hits[j]!.end <= SWITCHED_GAP; j--) {
      const o = hits[j]!;
      if (o.start === h.start || !o.tags.includes(SWITCHING) || crossesClause(s, o.end, h.start) || OBJECT_BREAK.test(s.slice(o.end, h.start))) continue;
      // "do not skip the four-eyes check": the switch is forbidden, the safeguard stays; "the PR disables …", "skipped":
      // an inflected verb reports the switch, it does not order it
      if (negationBefore(hits, j, 14, s) || REPORTED_FORM.test(s.slice(o.start, wordEnd(s, o.end)))) return null;
      return [...h.tags, ...SAFE_OFF];
    }
    return null;
  });
}

/** Words that open the old value of a change and the new one ("from … to", "von … auf", "de … à", "van … naar"). */
const CHANGE_FROM = foldedList(['from ', 'von ', 'de ', 'da ', 'van ', 'z ']);
const CHANGE_TO = foldedList([' to ', ' auf ', ' zu ', ' à ', ' a ', ' para ', ' naar ', ' na ']);
/** The protection word is the old value of a change: "from" just before it and "to" within a few words after. */
function changedAway(s: string, h: TermHit): boolean {
  // the old value may be a name the word ends ("from etl_readonly to accountadmin", read with the underscore as a space)
  const window = s.slice(Math.max(0, h.start - 24), h.start);
  let opened = false;
  for (const w of CHANGE_FROM) {
    const i = window.lastIndexOf(w);
    if (i === -1 || (i > 0 && isWordCode(window.charCodeAt(i - 1)))) continue;
    const rest = window.slice(i + w.length);
    let spaces = 0;
    for (let c = 0; c < rest.length; c++) if (rest.charCodeAt(c) === 32) spaces++;
    if (spaces <= 1 && !crossesClause(rest, 0, rest.length)) opened = true;
  }
  if (!opened) return false;
  const after = s.slice(h.end, h.end + 40);
  return CHANGE_TO.some((w) => after.includes(w));
}

/** Where the word that a term begins ends (a stem's word runs on: "pseudonymi" in "pseudonymisierung"). */
function wordEnd(s: string, at: number): number {
  let e = at;
  while (e < s.length && e - at < 30 && isWordCode(s.charCodeAt(e))) e++;
  return e;
}

const SAFEGUARD = tagId('cue:safeguard');
const SAFEGUARD_TRIGGER = [SAFEGUARD];
const SIGNOFF = tagId('obj:signoff');
const CHECK_RESULTS = foldedSet(['error', 'errors', 'issue', 'issues', 'failure', 'failures', 'failed', 'warning', 'warnings', 'finding', 'findings', 'problem', 'problems', 'fehler', 'befund', 'befunde', 'erreur', 'erreurs', 'error', 'errores', 'erro', 'erros', 'errore', 'errori', 'fout', 'fouten']);
const LACKING = tagId('cue:lacking');
/** Words after a check that say it is not there to stop anything: offline, down, did not run, advisory only. */
const ABSENT = tagId('cue:absent');
const SCOPED = tagId('mit:scoped');
/** How far (characters) a word of absence may follow the check it speaks of ("the reviewer agent is offline"). */
const ABSENT_REACH = 40;
/**
 * "without the usual review", "ohne Vier-Augen-Prinzip", "keine Rückfragen": a safeguard named right after a word that
 * leaves it out is removed; so is one followed by a word that says it is not there ("the compliance-review agent is
 * offline", "tests did not run", "the checker's verdicts are advisory only"). A skipped test run is no scope either
 * ("tests" alone names test fixtures, mit:scoped).
 */
function skippedSafeguards(s: string, hits: TermHit[], index: HitIndex): TermHit[] {
  return remappedAt(hits, index, SAFEGUARD_TRIGGER, (h, k) => {
    // "no validation errors", "keine Prüfungsfehler": the check ran and found nothing
    if (!h.tags.includes(SAFEGUARD) || CHECK_RESULTS.has(wordAfter(s, h.end))) return h;
    const off = (): TermHit => ({ start: h.start, end: h.end, tags: [...h.tags.filter((t) => t !== SCOPED), SAFE_OFF[0]!] });
    for (let j = k - 1; j >= 0 && h.start - hits[j]!.end <= 30; j--) {
      const o = hits[j]!;
      // "skip", "bypass" that are operations themselves are judged as such (row 66), not counted twice
      if (o.tags.includes(LACKING) && !o.tags.some((t) => OPS.has(t)) && o.end <= h.start && !crossesClause(s, o.end, h.start)) return off();
    }
    for (let j = k + 1; j < hits.length && hits[j]!.start - h.end <= ABSENT_REACH; j++) {
      const o = hits[j]!;
      if (o.tags.includes(ABSENT) && o.start >= h.end && !crossesClause(s, h.end, o.start)) return off();
    }
    return h;
  });
}

const PRESERVE = tagId('risk:preserve');
/** How far (characters) a legal hold may stand from the age cut-off it overrides, within one sentence. */
const HOLD_REACH = 200;
/**
 * "purge everything in #legal-hold older than 7 days": an age cut-off scopes a clean-up by retention, but what is held
 * for litigation or an audit must survive any age; beside a hold in its sentence the cut-off scopes nothing.
 */
function heldNotAged(s: string, hits: TermHit[], index: HitIndex): TermHit[] {
  return remappedAt(hits, index, AGE_TRIGGER, (h, k) => {
    if (!h.tags.includes(AGE) || !h.tags.includes(SCOPED)) return h;
    for (let j = 0; j < hits.length; j++) {
      const o = hits[j]!;
      if (j === k || !o.tags.includes(PRESERVE) || Math.abs(o.start - h.start) > HOLD_REACH) continue;
      const [a, b] = o.start < h.start ? [o.end, h.start] : [h.end, o.start];
      if (!sentenceBreakBetween(s, a, b)) return { start: h.start, end: h.end, tags: h.tags.filter((t) => t !== SCOPED) };
    }
    return h;
  });
}

const AS_USER = tagId('cue:as-user');
const AS_USER_TRIGGER = [AS_USER];
/** How far (characters) a mention cue may stand before the claim it quotes. */
const QUOTE_REACH = 24;
/**
 * A claim to be the user or to hold a person's approval authority (cue:as-user) that stands right after a mention cue
 * of its sentence ("a phishing mail saying 'this is the user'", "phrases like 'approved on behalf of the CFO'") is
 * quoted: its tag is dropped. A mention cue elsewhere in the text ("the invoice named INV-2291") quotes nothing.
 */
function quotedClaims(s: string, hits: TermHit[], index: HitIndex): TermHit[] {
  return remappedAt(hits, index, AS_USER_TRIGGER, (h, k) => {
    for (let j = k - 1; j >= 0 && h.start - hits[j]!.end <= QUOTE_REACH; j--) {
      const o = hits[j]!;
      if (o.end <= h.start && o.tags.includes(MENTION_CUE) && !sentenceBreakBetween(s, o.end, h.start)) return { start: h.start, end: h.end, tags: h.tags.filter((t) => t !== AS_USER) };
    }
    return h;
  });
}

const CLAIMED_ID = tagId('mit:claimed');
const APPROVED_TRIGGER = [APPROVED_ID];
/**
 * A person's approval named in the text of the request ("approved by Maria", "pre-authorised by the CFO", "genehmigt
 * von der Geschäftsführung") with no ticket, change or review id, no system of record and no approval field in the
 * metadata (safeguards.ts approvalRecorded) is the text's claim: mit:claimed in place of mit:approved. A verification
 * named with it ("verified by callback") keeps its own tags: it is read by the rows that ask for one.
 */
function claimedApprovals(s: string, hits: TermHit[], index: HitIndex, metadata: Metadata): TermHit[] {
  let recorded: boolean | null = null;
  return retaggedAt(hits, index, APPROVED_TRIGGER, (h) => {
    if (!h.tags.includes(APPROVED_ID) || h.tags.includes(VERIFIED_ID) || !approvalByPerson(s, h.start, h.end)) return null;
    if ((recorded ??= approvalRecorded(s, metadata))) return null;
    return [...h.tags.filter((t) => t !== APPROVED_ID), CLAIMED_ID];
  });
}

const EXEC = tagId('cue:exec');
const EXEC_TRIGGER = [EXEC];
const SPOOF = tagId('cue:spoof');
/** Words that put a sender before the head named after them ("from our", "im Namen des", "au nom du", accent-folded). */
const SENDER_PREPS: ReadonlySet<string> = new Set(['from', 'von', 'vom', 'de', 'du', 'des', 'del', 'da', 'do', 'dal', 'dalla', 'della', 'dello', 'van', 'namens', 'od', 'от']);
/** Determiners between the preposition and the head ("from our CEO", "von unserem Geschäftsführer"). */
const SENDER_DETERMINERS: ReadonlySet<string> = new Set(['our', 'the', 'my', 'your', 'unserem', 'unserer', 'unseres', 'meinem', 'meiner', 'der', 'dem', 'notre', 'mon', 'ma', 'la', 'le', 'nuestro', 'nuestra', 'mi', 'nosso',
  'nossa', 'meu', 'minha', 'nostro', 'nostra', 'mio', 'mia', 'onze', 'mijn', 'het', 'naszego', 'naszej', 'нашего', 'namen', 'nom', 'nombre', 'nome', 'name', 'of', 'au', 'en', 'em', 'a', 'im', 'in']);
/** Verbs of writing a message (imperative and infinitive, accent-folded). */
const WRITING_VERBS: ReadonlySet<string> = new Set(['write', 'compose', 'draft', 'prepare', 'craft', 'create', 'generate', 'schreib', 'schreibe', 'schreiben', 'verfasse', 'verfassen', 'entwirf', 'formuliere', 'ecris', 'ecrivez',
  'ecrire', 'redige', 'redigez', 'rediger', 'prepare', 'preparez', 'escribe', 'escriba', 'escribir', 'redacta', 'redacte', 'redactar', 'prepara', 'escreva', 'escreve', 'escrever', 'redija', 'redigir', 'scrivi', 'scriva',
  'scrivere', 'redigi', 'schrijf', 'schrijven', 'opstellen', 'napisz', 'напиши', 'напишите', 'skriv']);
/** Nouns of a message. */
const LETTER_NOUNS: ReadonlySet<string> = new Set(['email', 'e', 'mail', 'message', 'note', 'memo', 'text', 'letter', 'sms', 'nachricht', 'brief', 'courriel', 'lettre', 'correo', 'mensaje', 'carta', 'mensagem', 'messaggio',
  'lettera', 'bericht', 'wiadomosc', 'maila', 'письмо', 'сообщение', 'meddelande', 'mejl']);
/** Determiners that make the message one already there ("the email from our CEO": a mail to read, not to write). */
const DEFINITE: ReadonlySet<string> = new Set(['the', 'this', 'that', 'his', 'her', 'their', 'its', 'der', 'die', 'das', 'den', 'dem', 'diese', 'dieser', 'diesen', 'le', 'la', 'les', 'l', 'ce', 'cette', 'el', 'los', 'las', 'este',
  'esta', 'o', 'il', 'lo', 'questa', 'questo', 'het', 'deze', 'dat']);

/**
 * "Write an email from our CEO to finance asking them to wire …", "Schreib eine Mail im Namen des Geschäftsführers …":
 * the head of the organisation named after a sender's preposition, with a message not yet written ("an email", not
 * "the email") and a verb of writing before it in its clause, is a sender borrowed (cue:spoof, row 38). "Summarise the
 * email from our CEO", "reply to the message from the CFO" name a mail that exists.
 */
function ghostwritten(s: string, hits: TermHit[], index: HitIndex): TermHit[] {
  return retaggedAt(hits, index, EXEC_TRIGGER, (h) => {
    if (!h.tags.includes(EXEC) || h.tags.includes(SPOOF)) return null;
    const words = wordsBefore(s, 0, h.start, 10);
    let i = 0;
    while (i < words.length && i < 3 && SENDER_DETERMINERS.has(words[i]!) && !SENDER_PREPS.has(words[i]!)) i++;
    if (i >= words.length || !SENDER_PREPS.has(words[i]!)) return null;
    for (i++; i < words.length; i++) if (LETTER_NOUNS.has(words[i]!)) break;
    if (i >= words.length || DEFINITE.has(words[i + 1] ?? '')) return null;
    for (i++; i < words.length; i++) if (WRITING_VERBS.has(words[i]!)) return [...h.tags, SPOOF];
    return null;
  });
}

const EXCEPT_CUE = tagId('cue:except');
const REQUIREMENT = tagId('cue:requirement');
const REQUIREMENT_TRIGGER = [REQUIREMENT];
const SECURITY_ID = tagId('obj:security');
/** What a requirement may guard for its removal to switch a check off: a check, a key or secret, a right. */
const GUARDED = new Set(['obj:security', 'obj:secret', 'obj:privilege', 'obj:audittrail'].map(tagId));
/** How far (characters) a removing verb may stand before the requirement it removes, and the guarded thing from it. */
const REQUIREMENT_REACH = 60;
/**
 * "Drop the signing key requirement", "remove the requirement for signed commits", "die MFA-Anforderung entfernen",
 * "supprimer l'exigence de signature": a requirement that guards a check, a key or a right, removed by a deleting verb
 * in its clause (before or right after it), is that check switched off: the verb is read as op:disable and the
 * requirement as the security control it is. A requirement of something else ("remove the receipt requirement for
 * expenses under 25 EUR") is a business rule relaxed, and stays as it was.
 */
function requirementsDropped(s: string, hits: TermHit[], index: HitIndex): TermHit[] {
  let out = hits;
  const ks: number[] = [];
  out = remappedAt(hits, index, REQUIREMENT_TRIGGER, (h, k) => {
    if (!h.tags.includes(REQUIREMENT)) return h;
    let guarded = false;
    for (let j = k - 1; j >= 0 && !guarded && h.start - hits[j]!.end <= REQUIREMENT_REACH; j--) guarded = hits[j]!.tags.some((t) => GUARDED.has(t)) && !crossesClause(s, hits[j]!.end, h.start) && !sentenceStops(s, hits[j]!.end, h.start);
    for (let j = k + 1; j < hits.length && !guarded && hits[j]!.start - h.end <= REQUIREMENT_REACH; j++) guarded = hits[j]!.tags.some((t) => GUARDED.has(t)) && !crossesClause(s, h.end, hits[j]!.start) && !sentenceStops(s, h.end, hits[j]!.start);
    if (!guarded) return h;
    let verb = -1;
    for (let j = k - 1; j >= 0 && verb === -1 && h.start - hits[j]!.end <= REQUIREMENT_REACH; j--) if (hits[j]!.tags.includes(DELETING) && !crossesClause(s, hits[j]!.end, h.start) && !sentenceStops(s, hits[j]!.end, h.start)) verb = j;
    // verb-final clauses: "die MFA-Anforderung entfernen", "de vereiste voor ondertekende commits verwijderen"
    for (let j = k + 1; j < hits.length && verb === -1 && hits[j]!.start - h.end <= REQUIREMENT_REACH; j++) if (hits[j]!.tags.includes(DELETING) && !crossesClause(s, h.end, hits[j]!.start) && !sentenceStops(s, h.end, hits[j]!.start)) verb = j;
    if (verb === -1) return h;
    ks.push(verb);
    return h.tags.includes(SECURITY_ID) ? h : { start: h.start, end: h.end, tags: [...h.tags, SECURITY_ID] };
  });
  if (ks.length === 0) return out;
  out = out === hits ? hits.slice() : out;
  for (const k of ks) {
    const v = out[k]!;
    if (!v.tags.includes(SWITCH_OFF)) out[k] = { start: v.start, end: v.end, tags: [...v.tags, SWITCH_OFF] };
    index.retagged(k);
  }
  return out;
}
const SWITCH_OFF = tagId('op:disable');

const RELAXED_VALUE = tagId('claim:relaxed');
const RELAXED_TRIGGER = [RELAXED_VALUE];
/** Objects a relaxed value switches off: a security control, an audit trail. */
const CONTROLS = new Set(['obj:security', 'obj:audittrail'].map(tagId));
/** How far before the relaxed value the setting verb may stand, and how far around it the control is named. */
const RELAXED_REACH = 90;
const CONTROL_REACH = 120;
/**
 * What opens a setting's new value after its verb or its name: "to", "auf", "→", "=", a colon; the value follows it
 * within a few words ("set Okta Verify to a less strict 'Optional'"). "a" (Spanish, Italian) and "in" (German "in
 * 'Optional' ändern") are also an article and a place: they open the value only right before it, a quote or bracket
 * between at most ("update a label …, the tooltip is optional" sets nothing).
 */
const NEW_VALUE = [' to ', ' auf ', ' sur ', ' en ', ' para ', ' naar ', ' na ', '→', '->', '=>', ' = ', ': '];
const NEW_VALUE_CLOSE = [' a ', ' in '];
const NEW_VALUE_GAP = 24;
/**
 * A relaxed word written as a quoted value ("'Optional'", "[Disabled]") is named as the setting's value itself: the
 * opener may stand further before it ("to the less strict enrollment setting 'Optional'", "a la opción 'opcional'",
 * "in den Modus 'Deaktiviert'"), as long as no comma or clause break stands between them.
 */
const QUOTED_VALUE_GAP = 48;
const QUOTED_CLOSE_GAP = 24;
const CLAUSE_BREAK = /[,;]| and | und | et | y | e /;
const VALUE_QUOTES = new Set(["'", '"', '\u2018', '\u201c', '\u00ab', '\u201e', '[', '(', '`']);
/** The text between a setting verb and a relaxed word opens the new value just before that word. */
function opensNewValue(between: string, quoted: boolean): boolean {
  const near = (w: string, gap: number, quotedGap: number): boolean => {
    const i = between.lastIndexOf(w);
    if (i === -1) return false;
    const rest = between.length - (i + w.length);
    if (rest <= gap) return true;
    return quoted && rest <= quotedGap && !CLAUSE_BREAK.test(between.slice(i + w.length));
  };
  return NEW_VALUE.some((w) => near(w, NEW_VALUE_GAP, QUOTED_VALUE_GAP)) || NEW_VALUE_CLOSE.some((w) => near(w, 2, QUOTED_CLOSE_GAP));
}
/**
 * A setting of a security control or an audit trail given a relaxed value ("set Okta Verify to 'Optional'",
 * "Secondary factor: change 'Required' to 'Not required'", "Sicherheitsstandards auf 'Deaktiviert' setzen"): the
 * setting verb (op:modify) before the value also carries op:disable, so row 66 and the disable class read the control
 * switched off. The relaxed word must be the new value (after "to", "→", ":"), not the old one ("from 'Optional' to
 * 'Required'" tightens), in the verb's sentence, with the control named in the sentence around them; a negated or
 * reported verb switches nothing.
 */
/** Words that mark the value after them as the one a setting had before ("set to Required (was Optional)"). */
const FORMER = foldedList(['was ', 'were ', 'previously ', 'formerly ', 'war ', 'vorher ', 'bisher ', 'était ', 'era ', 'estaba ', 'estava ', 'was: ', 'old: ']);
/** The relaxed word is a setting's former value: a 'was' word just before it, with at most a quote or bracket between. */
function formerValue(s: string, h: TermHit): boolean {
  const w = s.slice(Math.max(0, h.start - 16), h.start);
  for (const f of FORMER) {
    const i = w.lastIndexOf(f);
    if (i === -1 || (i > 0 && isWordCode(w.charCodeAt(i - 1)))) continue;
    if (w.length - (i + f.length) <= 2) return true;
  }
  return false;
}
function relaxedSettings(s: string, hits: TermHit[], index: HitIndex): TermHit[] {
  const ks: number[] = [];
  const out = remappedAt(hits, index, RELAXED_TRIGGER, (h, k) => {
    if (!h.tags.includes(RELAXED_VALUE) || changedAway(s, h) || formerValue(s, h)) return h;
    let verb = -1;
    for (let j = k - 1; j >= 0 && verb === -1 && h.start - hits[j]!.end <= RELAXED_REACH; j--) {
      const v = hits[j]!;
      if (!v.tags.includes(MODIFY) || v.end > h.start || sentenceStops(s, v.end, h.start)) continue;
      if (!opensNewValue(s.slice(v.end, h.start), VALUE_QUOTES.has(s[h.start - 1] ?? ''))) continue;
      if (negationBefore(hits, j, 14, s) || REPORTED_FORM.test(s.slice(v.start, wordEnd(s, v.end)))) return h;
      verb = j;
    }
    if (verb === -1) return h;
    const [a, b] = sentenceAround(s, hits[verb]!.start);
    let control = false;
    for (let j = firstEndingAfter(hits, Math.max(a, hits[verb]!.start - CONTROL_REACH)); j < hits.length && !control; j++) {
      const x = hits[j]!;
      if (x.start >= Math.min(b, h.end + CONTROL_REACH)) break;
      control = x.tags.some((t) => CONTROLS.has(t));
    }
    if (control) ks.push(verb);
    return h;
  });
  if (ks.length === 0) return out;
  const res = out === hits ? hits.slice() : out;
  for (const k of ks) {
    const v = res[k]!;
    if (!v.tags.includes(SWITCH_OFF)) res[k] = { start: v.start, end: v.end, tags: [...v.tags, SWITCH_OFF] };
    index.retagged(k);
  }
  return res;
}

const BEFORE = tagId('cue:before');
const OVERSIGHT = tagId('risk:oversight');
const CHECKER = tagId('cue:checker');
const PRECHECK = tagId('cue:precheck');
const PRECHECK_TRIGGER = [PRECHECK, BEFORE];
const FALSIFY_OP = tagId('op:falsify');
/** How far after a 'before' word the party that checks is read, in characters and in words. */
const PRECHECK_REACH = 48;
const PRECHECK_WORDS = 5;
/**
 * "before it goes to the inspectorate", "before sending to the regulator", "vor der Prüfung", "avant le passage de
 * l'assureur": a 'before' word followed, within a few words of its clause, by a party or an event that checks records
 * (risk:oversight, cue:checker) times its sentence's act for that check (cue:precheck), when the sentence cuts
 * something (op:delete, op:falsify) or sets a value (valuesSet: "change the dates to last month", "mark them as paid"):
 * the record the checker sees is not the one there was. Those values are the record's (obj:recordish, as beside
 * deceit). A sentence that only adds ("update the training records with this week's attendance before the audit") or
 * a listed unspaced phrase without such an act ("監査の前に") is no timed change.
 */
function checksAhead(s: string, hits: TermHit[], index: HitIndex): TermHit[] {
  const found: { values: TermHit[] | null } = { values: null };
  let timed = false;
  const out = retaggedAt(hits, index, PRECHECK_TRIGGER, (h, k) => {
    const listed = h.tags.includes(PRECHECK);
    if (!listed && !h.tags.includes(BEFORE)) return null;
    let checker = listed;
    for (let j = k + 1; !checker && j < hits.length && hits[j]!.start - h.end <= PRECHECK_REACH; j++) {
      const c = hits[j]!;
      if (c.start < h.end || !(c.tags.includes(OVERSIGHT) || c.tags.includes(CHECKER))) continue;
      if (crossesClause(s, h.end, c.start) || sentenceStops(s, h.end, c.start) || moreWordsThan(s, h.end, c.start, PRECHECK_WORDS)) break;
      checker = true;
    }
    const [a, b] = sentenceAround(s, h.start);
    let acts = false;
    if (checker) {
      // only the hits and values of this sentence, found by their start (both lists are in text order): a scan of
      // every hit for every 'before' word made a text of many such sentences quadratic
      for (let j = firstEndingAfter(hits, a); j < hits.length && hits[j]!.start < b && !acts; j++) {
        const x = hits[j]!;
        if (x.end <= b && (x.tags.includes(DELETING) || x.tags.includes(FALSIFY_OP))) acts = true;
      }
      if (!acts) {
        found.values ??= valuesSet(s, hits);
        const v = firstEndingAfter(found.values, a);
        acts = v < found.values.length && found.values[v]!.start < b;
      }
    }
    if (checker && acts) {
      timed = true;
      return listed ? null : [...h.tags, PRECHECK];
    }
    return listed ? h.tags.filter((t) => t !== PRECHECK) : null;
  });
  return timed && found.values !== null && found.values.length > 0 ? mergeHits(out, found.values) : out;
}

/** A sentence ends between a and b (. ! ? before a space, or a newline). */
function sentenceBreakBetween(s: string, a: number, b: number): boolean {
  for (let i = a; i < b; i++) {
    const c = s.charCodeAt(i);
    if (c === 10 || ((c === 46 || c === 33 || c === 63) && s.charCodeAt(i + 1) === 32)) return true;
  }
  return false;
}

function dropVetoed(hits: TermHit[]): TermHit[] {
  let vetoes: TermHit[] | null = null;
  for (const h of hits) if (h.tags.includes(VETO)) (vetoes ??= []).push(h);
  if (vetoes === null) return hits;
  // hits and vetoes are both in order of their starts: one sweep
  const out: TermHit[] = [];
  let j = 0;
  for (const h of hits) {
    while (j < vetoes.length && vetoes[j]!.start + LONGEST_TERM < h.start) j++;
    let covered = false;
    if (!h.tags.includes(VETO)) {
      for (let k = j; k < vetoes.length && vetoes[k]!.start <= h.start; k++) if (h.end <= vetoes[k]!.end) { covered = true; break; }
    }
    if (!covered) out.push(h);
  }
  return out;
}

/**
 * An operation word that opens an identifier ("PAY-55120", "#PAY-88120") names a record, not an act (idPrefix).
 * An operation word that lies inside a longer object term is part of that object's name, not an act: "passe" in
 * "mot de passe"; so is one that is a piece of a hyphenated term ("mail" in "e-mail", "post" in "post-mortem"; the reader judges "e-mail" as a
 * whole: "votre e-mail" is a noun). The longer term stays. Hits are in order of their starts: one sweep, looking
 * back at most the longest term.
 */
function opsInsideObjects(lower: string, hits: TermHit[]): TermHit[] {
  let out: TermHit[] | null = null;
  for (let i = 0; i < hits.length; i++) {
    const h = hits[i]!;
    let inside = false;
    if (h.tags.every((t) => OPS.has(t))) {
      // an identifier opened by the word ("PAY-55120", "#PAY-88120", "wire_2291") names a record, it orders nothing
      inside = idPrefix(lower, h);
      for (let k = i - 1; k >= 0 && hits[k]!.start + LONGEST_TERM >= h.start && !inside; k--) inside = covers(lower, hits[k]!, h);
      for (let k = i + 1; k < hits.length && hits[k]!.start === h.start && !inside; k++) inside = covers(lower, hits[k]!, h);
    }
    if (inside) out ??= hits.slice(0, i);
    else if (out !== null) out.push(h);
  }
  return out ?? hits;
}

/** The word opens an identifier: a hyphen or underscore and a digit right after it, or a '#' right before it. */
const idPrefix = (lower: string, h: TermHit): boolean => {
  const c = lower.charCodeAt(h.end);
  const d = lower.charCodeAt(h.end + 1);
  return ((c === 45 || c === 95) && d >= 48 && d <= 57) || (h.start > 0 && lower.charCodeAt(h.start - 1) === 35);
};

const covers = (lower: string, o: TermHit, h: TermHit): boolean =>
  o.start <= h.start && o.end >= h.end && o.end - o.start > h.end - h.start && (o.tags.some((t) => OBJECTS.has(t)) || (h.start > o.start && lower.charCodeAt(h.start - 1) === 45) || (h.end < o.end && lower.charCodeAt(h.end) === 45));

function sentenceOf(bounds: readonly number[], pos: number): number {
  let lo = 0;
  let hi = bounds.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (bounds[mid]! <= pos) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const DETERMINERS = foldedSet([
  'the', 'a', 'an', 'this', 'that', 'your', 'my', 'our', 'their', 'his', 'her', 'its', 'any', 'some', 'each', 'reset', 'welcome', 'confirmation', 'phishing', 'fake', 'weekly', 'daily', 'monthly', 'data', 'of', 'for', 'after', 'before', 'by', 'via', 'per', 'through', 'over', 'from',
  'der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'ihre', 'ihr', 'unsere', 'le', 'les', 'un', 'une', 'du', 'votre', 'notre', 'ce', 'cette',
  'el', 'los', 'las', 'una', 'su', 'tu', 'os', 'um', 'uma', 'seu', 'sua', 'il', 'lo', 'gli', 'het', 'een', 'uw', 'de',
]);
const REQUEST_DE = foldedSet(['merci', 'prière', 'priere', 'demande', 'demandons', 'prie', 'prions', 'ordonne']);
const AUX_AFTER = foldedSet(['will', 'is', 'was', 'has', 'are', 'were', 'should', 'can', 'comes', 'came', 'wurde', 'ist', 'est', 'a', 'fue', 'foi', 'è', 'is', 'werd']);

/** French words that lead an infinitive ("merci de …", "pour …", "veuillez …"); "a" is "à" folded. */
const INFINITIVE_LEADS = foldedSet(['de', 'a', 'pour', 'veuillez', 'afin']);
/**
 * "merci de le transférer", "veuillez les supprimer", "pour la partager": a French object pronoun between its lead and an
 * infinitive looks like an article, but the word after it is the verb (an infinitive ending).
 */
function cliticInfinitive(s: string, start: number, wordEnd: number, before: string): boolean {
  if (before !== 'le' && before !== 'la' && before !== 'les') return false;
  if (!(s.startsWith('er', wordEnd - 2) || s.startsWith('ir', wordEnd - 2) || s.startsWith('re', wordEnd - 2))) return false;
  return INFINITIVE_LEADS.has(wordBefore(s, start - before.length - 1, 24));
}

/** How far (characters) a privilege list may run between GRANT/REVOKE and the word, and between the word and ON. */
const PRIVILEGE_LIST_REACH = 80;
const PRIVILEGE_LEADS = ['grant ', 'revoke '];

/**
 * "REVOKE INSERT, UPDATE, DELETE ON ALL TABLES …", "GRANT SELECT, DELETE ON orders TO …": an operation word in the
 * privilege list of a GRANT or REVOKE names a right, not an act; the statement's own verb is GRANT or REVOKE. The list
 * holds only words, blanks, commas and underscores back to its verb, and reaches " on " before the statement ends.
 */
function privilegeListed(s: string, start: number, end: number): boolean {
  let lead = -1;
  for (let b = start - 1, stop = Math.max(0, start - PRIVILEGE_LIST_REACH); b >= stop; b--) {
    const c = s.charCodeAt(b);
    if (!((c >= 97 && c <= 122) || c === 32 || c === 44 || c === 95)) return false;
    if ((b === 0 || !isWordCode(s.charCodeAt(b - 1))) && PRIVILEGE_LEADS.some((p) => s.startsWith(p, b))) { lead = b; break; }
  }
  if (lead === -1) return false;
  for (let e = end, stop = Math.min(s.length, end + PRIVILEGE_LIST_REACH); e < stop; e++) {
    const c = s.charCodeAt(e);
    if (c === 59 || c === 46 || c === 10) return false;
    if (c === 32 && s.startsWith(' on ', e)) return true;
  }
  return false;
}

/** An operation word used as a verb: not right after a determiner, not right before an auxiliary ("the email will"). */
function isVerbUse(s: string, h: TermHit): boolean {
  // "#email", "#share": an element id, an anchor or a hashtag names a thing, it orders nothing
  if (h.start > 0 && s.charCodeAt(h.start - 1) === 35) return false;
  if (privilegeListed(s, h.start, h.end)) return false;
  const before = wordBefore(s, h.start, 24);
  let wordEnd = h.end;
  while (wordEnd < s.length && isWordCode(s.charCodeAt(wordEnd))) wordEnd++;
  // "merci de valider", "prière de transférer": a French request puts "de" before its infinitive; "free space by
  // deleting the oldest items": a gerund after "by" is how the ordered act is done (whether it is ordered is the
  // clause's question, instructedAt)
  if (before !== '' && DETERMINERS.has(before) && !joinedBefore(s, h.start, before) && !(before === 'de' && REQUEST_DE.has(wordBefore(s, h.start - before.length - 1, 24)))
    && !(before === 'by' && s.startsWith('ing', wordEnd - 3)) && !cliticInfinitive(s, h.start, wordEnd, before) && !lightVerbBefore(s, h, before)
    // "Kan du skicka …?": the Swedish reader's pronoun after its modal, not the French article
    && !(before === 'du' && SWEDISH_MODALS.has(wordBefore(s, h.start - 3, 24)))) return false;
  // a field label ("sender: …", "email: ana@x.io", "Transfer:") or a table cell ("| Issue |") names a field of a
  // record, it asks for nothing
  const key = keyKind(s, h.start, wordEnd);
  if (key === 'label' || key === 'field' || key === 'off' || (before === '' && cellOpens(s, h.start) && shortCellAfter(s, wordEnd))) return false;
  // a quoted cell ('| "Give My Last Breath" |') is a title in a table, not an order
  if (before === '' && h.start > 0 && QUOTES.has(s.charCodeAt(h.start - 1)) && cellOpens(s, h.start - 1)) return false;
  const after = wordAfter(s, wordEnd);
  // "/etc/sudoers.d/90-deploy grants NOPASSWD …" (a linter's finding): a path named before a verb of its own is that
  // verb's subject, no order
  if (inPath(s, h.start) && pathSubject(s, wordEnd)) return false;
  // "email from security@…", "a message from the bank": a message noun followed by its sender
  if (after === 'from' && MESSAGE_NOUNS.has(s.slice(h.start, wordEnd))) return false;
  // "POST https://id.example.com/api/login {…}": the method of a request to a sign-in endpoint (sign-in.ts), no send
  if (wordEnd - h.start === 4 && s.startsWith('post', h.start) && signInTargetAt(s, wordEnd)) return false;
  // "a" is an auxiliary only before a participle ("le virement a été fait"); "send a copy", "envía a Juan" are verbs
  if (after === 'a') return !participleAfter(s, wordEnd);
  return !AUX_AFTER.has(after);
}

/** Verbs a file or setting says of itself in a finding ("… grants NOPASSWD", "… allows root login", "… contains keys"). */
const PATH_VERBS = new Set(['grants', 'gives', 'allows', 'permits', 'contains', 'includes', 'holds', 'exposes', 'lists', 'sets', 'enables', 'disables', 'is', 'was', 'has', 'are', 'were', 'have']);
/** `pos` lies in a file path: the token around it (no spaces) opens with '/' or '~' ("/etc/sudoers.d/90-deploy"). */
function inPath(s: string, pos: number): boolean {
  let b = pos;
  while (b > 0 && pos - b < 200 && s.charCodeAt(b - 1) > 32) b--;
  const c = s.charCodeAt(b);
  return c === 47 || c === 126;
}
/** The path whose name runs on from `pos` (up to a space) is followed by a verb of its own. */
function pathSubject(s: string, pos: number): boolean {
  let e = pos;
  while (e < s.length && e - pos < 200 && s.charCodeAt(e) > 32) e++;
  return PATH_VERBS.has(wordAfter(s, e));
}

/** Swedish modals that put a request to "du" ("kan du", "kunde du", "skulle du", "vill du"). */
const SWEDISH_MODALS = new Set(['kan', 'kunde', 'skulle', 'vill']);

/** Verbs that carry out an act named by its noun ("run the purge", "veranlassen Sie die Löschung", "procédez à la suppression"). */
const LIGHT_VERBS = foldedSet(['run', 'perform', 'execute', 'trigger', 'do', 'initiate', 'launch', 'schedule', 'start', 'veranlassen', 'veranlasse', 'veranlasst', 'durchführen', 'führe', 'führen', 'starte',
  'procédez', 'procède', 'procéder', 'effectuez', 'effectue', 'lancez', 'lance', 'realiza', 'realice', 'ejecuta', 'ejecute', 'proceda', 'procede', 'inicia', 'realize', 'faça', 'inicie', 'esegui', 'eseguite', 'effettua', 'procedi', 'avvia', 'voer']);
/** Words that may stand between such a verb and the noun's determiner ("veranlassen Sie umgehend die …", "procédez à la …"). */
const LIGHT_GAP = foldedSet(['sie', 'bitte', 'umgehend', 'sofort', 'now', 'immediately', 'a', 'à', 'al', 'ao', 'alla', 'uit', 'full', 'complete', 'de', 'la']);
const DESTROYING = [tagId('op:delete'), tagId('op:disable')];
/**
 * A deletion or a switch-off named by its noun after a determiner is an act when a verb that carries acts out stands
 * right before the determiner, with at most two filler words between ("Run the purge for every table …", "bitte
 * veranlassen Sie umgehend die Löschung sämtlicher Aufnahmen"): the verb orders what the noun names.
 */
function lightVerbBefore(s: string, h: TermHit, before: string): boolean {
  if (!h.tags.some((t) => DESTROYING.includes(t))) return false;
  let pos = h.start;
  while (pos > 0 && s.charCodeAt(pos - 1) === 32) pos--;
  pos -= before.length;
  for (let words = 0; words < 3; words++) {
    const w = wordBefore(s, pos, 24);
    if (w === '') return false;
    if (LIGHT_VERBS.has(w)) return true;
    if (!LIGHT_GAP.has(w)) return false;
    while (pos > 0 && s.charCodeAt(pos - 1) === 32) pos--;
    pos -= w.length;
  }
  return false;
}

/** The word before `pos` is the last label of a name joined by a dot or an at sign ("…@gmx.de schickst"): no determiner. */
function joinedBefore(s: string, pos: number, word: string): boolean {
  let e = pos;
  while (e > 0 && s.charCodeAt(e - 1) === 32) e--;
  const c = s.charCodeAt(e - word.length - 1);
  return (c === 46 || c === 64) && isWordCode(s.charCodeAt(e - word.length - 2));
}

const PARTICIPLES = foldedSet(['été', 'eu', 'fait', 'pris', 'mis', 'dit', 'déjà', 'bien', 'envoyé', 'envoyée', 'supprimé', 'supprimée', 'transféré', 'transférée', 'effectué', 'effectuée', 'validé', 'validée', 'partagé', 'partagée', 'modifié', 'modifiée', 'payé', 'payée', 'reçu', 'reçue', 'annulé', 'annulée', 'créé', 'créée', 'publié', 'publiée', 'approuvé', 'approuvée', 'exporté', 'exportée']);
/** The word after the "a" that follows `pos` is a participle (French passé composé: "le virement a été fait"). */
function participleAfter(s: string, pos: number): boolean {
  let b = s.indexOf('a', pos) + 1;
  while (b < s.length && s.charCodeAt(b) === 32) b++;
  let e = b;
  while (e < s.length && e - b < 24 && isWordCode(s.charCodeAt(e))) e++;
  return PARTICIPLES.has(s.slice(b, e));
}
const MESSAGE_NOUNS = new Set(['email', 'e-mail', 'mail', 'message', 'dm', 'reply', 'post', 'text', 'sms']);

/** A table cell ("| Issue |") opens right before `pos` (the padding is bounded). */
function cellOpens(s: string, pos: number): boolean {
  let b = pos;
  while (b > 0 && pos - b < 64 && s.charCodeAt(b - 1) === 32) b--;
  return b > 0 && s.charCodeAt(b - 1) === 124;
}

/** The table cell goes on for a few words at most ("| Release Date |"): a header or a value, not a sentence. */
function shortCellAfter(s: string, pos: number): boolean {
  const stop = Math.min(s.length, pos + 96);
  for (let e = pos; e < stop; e++) {
    const c = s.charCodeAt(e);
    if (c === 124) return true;
    if (c === 10 || c === 46 || c === 58) return false;
  }
  return false;
}

function wordAfter(s: string, pos: number): string {
  let b = pos;
  while (b < s.length && !isWordCode(s.charCodeAt(b)) && b - pos < 2) b++;
  let e = b;
  while (e < s.length && e - b < 24 && isWordCode(s.charCodeAt(e))) e++;
  return s.slice(b, e);
}

interface Extra { start: number; end: number; tag: number }

function buildFrame(s: string, h: TermHit, op: number, hits: readonly TermHit[], extra: readonly ShapeHit[], metaList: readonly number[],
  bounds: readonly number[], options: ReadOptions): Frame {
  const si = sentenceOf(bounds, h.start);
  const sStart = bounds[si]!;
  const sEnd = si + 1 < bounds.length ? bounds[si + 1]! : s.length;
  const nStart = Math.max(si > 0 ? bounds[si - 1]! : 0, sStart - NEAR);
  const nEnd = Math.min(si + 2 < bounds.length ? bounds[si + 2]! : s.length, sEnd + NEAR);
  const here = freshBytes(WIDTH);
  const near = freshBytes(WIDTH);
  let negated = false;
  let asked = false;
  let reported = false;
  let generic = false;
  let negBefore = false;
  let recordAfter = false;
  const [cStart, cEnd] = clauseOf(s, sStart, sEnd, h, hits);
  const pivot = MODIFYING.has(op) ? pivotAfter(s, h.end, cEnd) : cEnd;
  // the operation is what a third party asks for in a conditional clause (conditional-asks.ts): read once, where first needed
  let opAsked: boolean | undefined;
  const askedOp = (): boolean => (opAsked ??= conditionalAsk(s, sStart, h.start, h.end));

  for (let k = firstEndingAfter(hits, nStart - LONGEST_TERM); k < hits.length && hits[k]!.start < nEnd; k++) {
    const x = hits[k]!;
    if (x.end <= nStart || x === h) continue;
    const tags = x.tags;
    // "emails asking the AI assistant to …": an addressee named as the object of somebody else's ask is told of, not addressed
    const toldOf = tags.includes(ADDR) && addresseeOfAsk(s, bounds[sentenceOf(bounds, x.start)]!, x.start);
    // the operation word opens a protective phrase ("enable MFA", "require 2FA"): the phrase says which way the act goes
    if (x.start === h.start && tags.includes(PROTECT_ID)) here[PROTECT_ID] = 1;
    // a hit outside the sentence only marks what is near
    if (x.start < sStart || x.start >= sEnd) {
      for (let j = 0; j < tags.length; j++) if (!(toldOf && tags[j] === ADDR)) near[tags[j]!] = 1;
      continue;
    }
    const inClause = x.start >= cStart && x.start < cEnd;
    const beforePivot = x.start < pivot;
    // "If a caller … needs you to skip verification, transfer to the supervisor": the skipped check is the caller's ask,
    // not a safeguard the ordered act goes past (read only for hits that remove or hide one)
    // (the safeguard noun after the asked verb, "skip verification", is read from that verb's place)
    // (not when the ordered act's own clause names where it goes: an account, an address, a host: "…, release the
    // $90,000 payment to IBAN DE89…" is the payment the skipped check guards, sent on)
    const askedAway = tags.some((t) => UNSAFE.has(t)) && !askedOp() && !shapeIn(extra, cStart, cEnd)
      && (conditionalAsk(s, sStart, x.start, x.end) || (k > 0 && x.start - hits[k - 1]!.end <= ASKED_GAP && hits[k - 1]!.start >= sStart && conditionalAsk(s, sStart, hits[k - 1]!.start, hits[k - 1]!.end)));
    if (op === DELETING && inClause && x.start >= h.end && !recordAfter) recordAfter = tags.some((t) => IS_RECORD[t] === 1);
    // a protective phrase opened by another operation word ("enable MFA for staff and then disable it for the admins")
    // says which way that act goes, not this one: outside this operation's clause it protects nothing here
    // and a switch-off is never protected by another act's protective phrase: the two go opposite ways
    const otherProtect = (!inClause || op === SWITCHING) && x.start !== h.start && tags.includes(PROTECT_ID) && opensWithOp(hits, k);
    // the tags' kinds read once, from byte masks (this loop runs for every hit near every frame built)
    let dest = false;
    let neg = false;
    for (let j = 0; j < tags.length; j++) {
      const t = tags[j]!;
      if (IS_DEST[t] === 1) dest = true;
      if (t === NEG) neg = true;
    }
    // "from the shared drive to my personal Dropbox": a place named after "from" is where the data is, not where it goes
    const source = dest && afterFrom(s, x.start);
    // the switch's own object: the safeguard it switches off is row 66's act, not a second removal of a safeguard
    const ownSwitched = op === SWITCHING && x.start >= h.end && x.start - h.end <= SWITCHED_GAP;
    for (let j = 0; j < tags.length; j++) {
      const t = tags[j]!;
      if (t === ADDR && toldOf) continue;
      if (t === SAFE_OFF[0] && ownSwitched && tags.includes(SAFEGUARD)) continue;
      if (askedAway && UNSAFE.has(t)) continue;
      near[t] = 1;
      if (IS_OP[t] === 1 || (source && IS_DEST[t] === 1)) continue;
      if (t === PROTECT_ID && otherProtect) continue;
      if (t === ORIGIN ? inClause && ownStretch(s, hits, h, cStart, cEnd, x) : IS_CLAUSE_SCOPED[t] === 1 ? inClause && (beforePivot || IS_OBJECT[t] !== 1) && !(IS_OBJECT[t] === 1 && removedEarlier(hits, h, cStart, x)) : true) here[t] = 1;
    }
    if (neg) {
      if (x.end <= h.start) negBefore = true;
      if (x.end <= h.start && h.start - x.end <= 14 && !crossesClause(s, x.end, h.start) && prohibitionGoverns(s, x, h.start)) negated = true;
      // German and Dutch put the negation after the verb and its object ("Schick sie auf keinen Fall an …", "stuur het niet door"),
      // or anywhere before a verb that closes its clause ("…, die Kundendaten nicht an private Adressen zu schicken")
      if (x.start >= h.end && x.start < cEnd && postVerbNegation(s, x)) negated = true;
      if (x.end <= h.start && x.start >= cStart && postVerbNegation(s, x) && closesClause(s, h)) negated = true;
    }
    if (x.start < h.start && tags.includes(ASK)) asked = true;
    if (tags.includes(GENERIC)) generic = true;
    if (x.start < h.start && h.start - x.end <= 40 && tags.includes(REPORT)) reported = true;
  }
  // an operation word inside a protective phrase ("enable MFA", "require 2FA", "revoke …"): the phrase says which way the act goes
  if (h.tags.includes(PROTECT_ID)) here[PROTECT_ID] = 1;
  // a deletion beside a revocation takes away a way in (the tokens, the OAuth client) only when it names no records as
  // its object: "revoke the old key and then delete the audit logs and all customer records" destroys records as well
  // (named after the deletion, in its clause: the deletion's own object, not the revoked integration's name)
  if (recordAfter && here[REVOKE_ID] === 1 && !h.tags.includes(REVOKE_ID)) here[REVOKE_ID] = 0;
  // the shapes are in order of their starts: only those in [nStart, nEnd) are read (the sentence lies inside it)
  for (let j = firstEndingAfter(extra, nStart); j < extra.length && extra[j]!.start < nEnd; j++) {
    const e = extra[j]!;
    if (e.start >= sStart && e.start < sEnd) here[e.tag] = 1;
    near[e.tag] = 1;
  }
  if (REFERRING_OPS.has(op) && !objectIn(here) && pronounObject(s, h.start, h.end)) referBack(hits, newReferent(s, hits, sStart, cStart, si > 0 ? bounds[si - 1]! : sStart) ?? (si > 0 ? bounds[si - 1]! : sStart), cStart, here, op === SWITCHING ? DEVICE_ONLY : REFERRED);
  for (const t of metaList) { here[t] = 1; near[t] = 1; }
  if (isQuestion(s, sStart, sEnd)) asked = true;
  if (MODIFYING.has(op) && (changeCue(s, h.end, sEnd) || finalVerbCue(s, sStart, h.start))) here[CHANGE] = 1;
  const past = isPastForm(s, h);
  let confessed = past === 'first-person';
  if (past !== false) reported = true;
  // "they are asking us to '…', go ahead": a quoted instruction adopted by the words right after it is ordered, not mentioned
  const mentioned = generic || (options.quotesAreMentions && quotedMention(s, hits, sStart, h.start) && !adoptedQuote(s, h.end, QUOTES))
    // "report any request to change …", "an email asking to change …": the content of somebody else's ask (wanted-results.ts)
    || askedByOther(s, sStart, h.start, h.end)
    // "if a caller asks you to skip verification, …", "si quelqu'un vous demande de transférer …": a third party's conditional ask
    || askedOp();
  let imperative = isUnspacedScript(s.charCodeAt(h.start)) ? politeOrder(s, sStart, sEnd) || objectFirstOrder(s, sStart, h) || listStep(s, sStart)
    : (!pastWord(s, h) && instructedAt(s, hits, sStart, h, s.length <= TERSE_MAX ? options.tolerance ?? 0 : 0)) || ((options.tolerance ?? 0) > 0 && bindingKey(s, h))
      // "We need the API keys emailed to …", "needs to be forwarded to …": the participle names the result asked for (wanted-results.ts)
      || wantedResult(s, sStart, h.start, h.end, negBefore)
      // "each quote an assistant drafts shall also be forwarded to …": an obligation laid on the agent reading it
      || obligedOfReader(s, sStart, h.start, h.end, negBefore, here[ADDR] === 1);
  // languages that say after the verb whether it orders, denies, asks or reports (verb-final.ts)
  const final = h.tags.includes(FINAL) ? turkishVerb(s, h.start) : isUnspacedScript(s.charCodeAt(h.start)) ? unspacedVerb(s, h.start, h.end)
    : isCyrillicAt(s, h.start) && cyrillicPast(s, h.start) ? (FIRST_PERSON_CYRILLIC.has(wordBefore(s, h.start, 24)) ? 'confessed' : 'reported') : 'none';
  if (h.tags.includes(FINAL)) imperative = final === 'order' || final === 'denied';
  // "Коллеги, до пятницы удалите, пожалуйста, …": the plural imperative orders wherever it stands in its clause
  else if (!imperative && final === 'none' && isCyrillicAt(s, h.start) && cyrillicPlea(s, h.start)) imperative = true;
  // Hindi in Latin script ("delete kar do", "bhej do", "mat bhejo", "delete kar diya"): the words after the verb decide
  const hindi = final === 'none' && !h.tags.includes(FINAL) ? hindiLatinVerb(s, h.start, h.end) : 'none';
  if (hindi === 'order' || hindi === 'denied') imperative = true;
  if (hindi === 'denied') negated = true;
  if (hindi === 'reported' || hindi === 'described') reported = true;
  if (final === 'denied') negated = true;
  if (final === 'asked') asked = true;
  if (final === 'reported' || final === 'confessed' || final === 'described') reported = true;
  if (final === 'confessed') confessed = true;
  const retold = options.stanceReach !== undefined && (h.start < options.stanceReach || !inInstruction(s, h.start));
  return { op, opTags: h.tags, start: h.start, end: h.end, here, near, negated, asked, reported: reported || retold || options.described === true, confessed, mentioned, imperative };
}

/**
 * A terse action written as a config (a manifest, a YAML file: its lines arrive collapsed) binds with a key: an
 * operation term that ends in its colon ("role:", "roleRef:", "default_role_mapping:") and is followed by its value. The
 * config is the action, so the binding is as good as an order (only binding keys are written with their colon).
 */
function bindingKey(s: string, h: TermHit): boolean {
  if (s.charCodeAt(h.end - 1) !== 58 || h.end >= s.length - 1) return false;
  // the value: a word, or a list that opens with a dash or a bracket
  const c = s.charCodeAt(s.charCodeAt(h.end) === 32 ? h.end + 1 : h.end);
  return isWordCode(c) || c === 45 || c === 91;
}

/** The operation's word is the last of its clause (a verb-final clause). */
function closesClause(s: string, h: TermHit): boolean {
  let w = h.end;
  while (w < s.length && isWordCode(s.charCodeAt(w))) w++;
  while (w < s.length && s.charCodeAt(w) === 32) w++;
  return w >= s.length || CLAUSE_ENDS.has(s.charCodeAt(w));
}

/**
 * Prohibition words (the lexicon's second neg group): a prohibition forbids the act it governs ("it is forbidden to
 * share", "está prohibido publicar", "il est interdit de transférer", "refrain from sharing"), not an act that merely
 * follows it in the clause: "take the forbidden folder and send it to …" and "personal email is forbidden but forward
 * the minutes …" order the send. Between the prohibition and the act only words that link a verb to its complement may
 * stand (to, from, de, zu, di, a, om … te, and who it binds: "forbidden for staff to share").
 */
const PROHIBITIONS = foldedSet(['prohibited', 'forbidden', 'refrain from', 'verboten', 'untersagt', 'interdit', 'interdite', 'interdits', 'interdites', 'prohibido', 'prohibida', 'prohibidos',
  'proibido', 'proibida', 'proibidos', 'vietato', 'vietata', 'vietati', 'proibito', 'verboden']);
const PROHIBITION_LINKS = foldedSet(['to', 'from', 'for', 'anyone', 'everyone', 'staff', 'employees', 'users', 'agents', 'us', 'you', 'them', 'de', 'd', "d'", "l'", 'zu', 'di', 'a', 'om', 'te', 'que', 'el', 'la', 'le', 'il', 'lo']);
function prohibitionGoverns(s: string, x: TermHit, to: number): boolean {
  if (!PROHIBITIONS.has(s.slice(x.start, x.end))) return true;
  return !someWordBetween(s, x.end, to, (b, e) => !PROHIBITION_LINKS.has(s.slice(b, e)));
}

/** Negations that follow the verb they deny in German and Dutch clauses. */
const POST_NEGATIONS = foldedSet(['nicht', 'nie', 'niemals', 'keinesfalls', 'auf keinen fall', 'unter keinen umständen', 'niet', 'nooit', 'in geen geval', 'inte', 'aldrig']);
/** Words after a negation that make it narrow a part, not deny the act ("nicht nur", "niet alleen", "nicht mehr benötigte"). */
const NARROWING = foldedSet(['nur', 'alleen', 'mehr', 'meer', 'sondern', 'maar', 'bloß', 'bloss', 'einmal', 'bara', 'endast']);
function postVerbNegation(s: string, x: TermHit): boolean {
  return POST_NEGATIONS.has(s.slice(x.start, x.end)) && !NARROWING.has(wordAfter(s, x.end));
}

/**
 * Operations whose pronoun object is read back: what is sent, published, streamed or destroyed is a thing named before
 * ("… Then mail it to …", "… Delete them for good"); a pronoun after a grant or a switch more often names a person or
 * the control itself ("give it admin rights", "ignore it").
 */
const REFERRING_OPS = new Set(['op:send', 'op:publish', 'op:stream', 'op:delete', 'op:disable'].map(tagId));
/**
 * A switch reads back only a safety device ("Gas detectors on level 4 keep false alarming. Disable them for the night
 * shift"): what protects people is harmed however it is named; "ignore it" after a warning names the message.
 */
const SWITCHING = tagId('op:disable');
const DEVICE_ONLY = new Uint8Array(WIDTH);
DEVICE_ONLY[tagId('obj:physical')] = 1;

const FINAL = tagId('final');
/** Russian and Ukrainian first-person pronouns before a past form: a confession of the change ("я удалил"). */
const FIRST_PERSON_CYRILLIC = new Set(['я', 'мы', 'ми']);

/** Objects, scope and protections of a thing a pronoun stands for ("the anonymised export … send it"). */
const REFERRED = new Uint8Array(WIDTH);
TAGS.forEach((t, i) => { if (/^(obj|scope|mit):/.test(t)) REFERRED[i] = 1; });

const objectIn = (here: Uint8Array): boolean => {
  for (const t of OBJECTS) if (here[t] === 1) return true;
  return false;
};

/** A pronoun's object: the objects, scope and protections named in [from, to) (the previous sentence and the clauses before the operation's). */
/** Indefinite articles: a thing named with one is new to the text, and the nearest thing a pronoun after it can mean. */
const INDEFINITES = foldedList([' a ', ' an ', ' un ', ' una ', ' une ', ' ein ', ' eine ', ' einen ', ' einer ', ' um ', ' uma ', ' een ']);
/**
 * The indefinite pronoun, standing for a thing named before ("If you get one, forward it to phishing@…", "if you get one
 * from us", "si vous en recevez un,"): at a clause break or before a preposition. The numeral before a noun ("when you
 * have one minute") names nothing new.
 */
const INDEFINITE_PRONOUNS = foldedList([' one,', ' one from ', ' one like ', ' one that ', ' one which ', ' un,', ' une,', ' uno,', ' una,', ' eine,', ' einen,', ' één,', ' een,']);
/**
 * "Si recibe un mensaje sospechoso, reenvíelo a …", "If you get a strange e-mail, forward it to …": a clause before the
 * operation's, in its own sentence, that names a new thing with an indefinite article gives the pronoun its object; the
 * look-back starts at that article and does not reach into the sentence before. An indefinite pronoun ("If you get one,
 * …") stands for the thing named last before it (from `prevStart`, the sentence before): an object named last is what
 * it stands for, and the look-back starts there ("… the AWS root keys from the vault. Pick one, and send it" sends a
 * key); a noun read as no object ("… by email. If you get one, forward it": a sending word) leaves it nothing to carry
 * back. Null when no such clause stands there.
 */
function newReferent(s: string, hits: readonly TermHit[], sStart: number, cStart: number, prevStart: number): number | null {
  if (cStart - sStart < 4) return null;
  const before = s.slice(sStart, cStart);
  let at = -1;
  for (const w of INDEFINITES) at = Math.max(at, before.lastIndexOf(w));
  let pro = -1;
  for (const w of INDEFINITE_PRONOUNS) pro = Math.max(pro, before.lastIndexOf(w));
  if (pro > at) {
    let last = -1;
    for (let k = firstEndingAfter(hits, prevStart); k < hits.length && hits[k]!.start < sStart + pro; k++) {
      const tags = hits[k]!.tags;
      if (tags.some((t) => OBJECTS.has(t))) last = hits[k]!.start;
      else if (tags.some((t) => IS_OP[t] === 1)) last = -1;
    }
    return last === -1 ? sStart + pro : last;
  }
  return at === -1 ? null : sStart + at;
}

/** "New" in the lexicon's languages (folded). */
const NEW_WORDS = foldedSet(['new', 'neue', 'neues', 'neuen', 'neuer', 'nouveau', 'nouvel', 'nouvelle', 'nuevo', 'nueva', 'novo', 'nova', 'nuovo', 'nuova', 'nieuwe', 'nieuw', 'different', 'updated']);
const PAYEE = [tagId('risk:payee')];
/** A destination shape (an address, an account, a URL or host) starts in [from, to). */
function shapeIn(extra: readonly ShapeHit[], from: number, to: number): boolean {
  for (let j = firstEndingAfter(extra, from); j < extra.length && extra[j]!.start < to; j++) if (extra[j]!.start >= from) return true;
  return false;
}

/** How far before an account number its "new" may stand (characters): "the new account", "la nueva cuenta bancaria". */
const NEW_ACCOUNT_SPAN = 32;
/** An account number (IBAN shape) with "new" among the few words before it: the payee named is a new one. */
function newAccounts(s: string, shapes: readonly ShapeHit[]): TermHit[] {
  const out: TermHit[] = [];
  const account = extraTagId('dest:account');
  for (const x of shapes) {
    if (x.tag !== account) continue;
    const from = Math.max(0, x.start - NEW_ACCOUNT_SPAN);
    let i = from;
    while (i < x.start) {
      while (i < x.start && !isWordCode(s.charCodeAt(i))) i++;
      let e = i;
      while (e < x.start && isWordCode(s.charCodeAt(e))) e++;
      // a word cut by the window's start is not read
      if (e > i && (i > from || i === 0 || !isWordCode(s.charCodeAt(i - 1))) && NEW_WORDS.has(s.slice(i, e))) { out.push({ start: x.start, end: x.end, tags: PAYEE }); break; }
      i = e;
    }
  }
  return out;
}

const DECEIT = tagId('safe:deceit');
const RECORDISH = [tagId('obj:recordish')];
/** Operations that set a value: change, falsify, and a sign-off or certification ("sign off the batch as passed"). */
const SETTING_OPS = new Set([tagId('op:modify'), tagId('op:falsify'), tagId('op:approve')]);
/** Words that introduce the new value after a changing verb ("to 48,000 km", "auf 12.05.", "a 4", "as 'PASSED'"). */
// ("remplacer 11 °C par 4 °C", "ersetzen durch 4", "vervangen door 4": the value that replaces)
const VALUE_LEADS = foldedList([' to ', ' into ', ' auf ', ' zu ', ' à ', ' a ', ' en ', ' para ', ' por ', ' con ', ' in ', ' naar ', ' na ', ' par ', ' durch ', ' door ']);
const STATUS_LEADS = foldedList([' as ', ' als ', ' comme ', ' como ', ' come ', ' tot ']);
/** How far after the verb its new value may stand (characters, within the sentence). */
const VALUE_SPAN = 120;
/** The longest lead, so one that starts inside a verb's span is found whole. */
const LEAD_MAX = Math.max(...VALUE_LEADS.map((l) => l.length), ...STATUS_LEADS.map((l) => l.length));
/**
 * The values a changing verb sets ("change the odometer to 48,000 km", "from 12/05 to 26/05", "change '4,120' to
 * '41,200'", "mark the rest period as completed"): a number or a quoted value after a word that introduces the new
 * value, or the state after "as". What is changed is then a record's value (`obj:recordish`), whatever noun names it;
 * the reader asks only when the text names deceit of a check, the one row that reads it (81) with it.
 */
function valuesSet(s: string, hits: readonly TermHit[]): TermHit[] {
  // (a value is a number, a quoted value, or a state after "as"; `found` is where it starts)
  const out: TermHit[] = [];
  for (const h of hits) {
    if (!h.tags.some((t) => SETTING_OPS.has(t))) continue;
    let end = Math.min(s.length, h.end + VALUE_SPAN);
    for (let i = h.end; i < end; i++) {
      const c = s.charCodeAt(i);
      const next = i + 1 < s.length ? s.charCodeAt(i + 1) : 32;
      if (c === 10 || ((c === 46 || c === 59 || c === 33 || c === 63) && (next === 32 || next === 10))) { end = i; break; }
    }
    let found = -1;
    // the leads are looked for in the verb's own span (and a lead's length past it), never in the rest of the text: an
    // unbounded indexOf per lead for each of many changing verbs made a long text quadratic
    const span = s.slice(h.end, Math.min(s.length, end + LEAD_MAX));
    for (const lead of VALUE_LEADS) {
      for (let r = span.indexOf(lead), at = h.end + r; r >= 0 && at < end && found < 0; r = span.indexOf(lead, r + 1), at = h.end + r) {
        const v = at + lead.length;
        const c = s.charCodeAt(v);
        const quoted = QUOTES.has(c);
        const d = quoted ? s.charCodeAt(v + 1) : c;
        if ((d >= 48 && d <= 57) || (quoted && isWordCode(d))) found = v;
      }
    }
    for (const lead of STATUS_LEADS) {
      const r = span.indexOf(lead);
      const at = h.end + r;
      if (found < 0 && r >= 0 && at < end && (isWordCode(s.charCodeAt(at + lead.length)) || QUOTES.has(s.charCodeAt(at + lead.length)))) found = at + lead.length;
    }
    // the thing changed is the verb's object: the record's value sits where that object starts
    if (found >= 0) {
      let o = h.end;
      while (o < found && !isWordCode(s.charCodeAt(o))) o++;
      out.push({ start: o, end: o + 1, tags: RECORDISH });
    }
  }
  return out.sort((x, y) => x.start - y.start);
}

/** The sentence around `pos`: from after the last sentence end before it to the next one after it (bounded look). */
function sentenceAround(s: string, pos: number): [number, number] {
  let a = pos;
  const aMin = Math.max(0, pos - VALUE_SPAN * 4);
  while (a > aMin && !sentenceEndAt(s, a - 1)) a--;
  let b = pos;
  const bMax = Math.min(s.length, pos + VALUE_SPAN * 4);
  while (b < bMax && !sentenceEndAt(s, b)) b++;
  return [a, b];
}
function sentenceEndAt(s: string, i: number): boolean {
  const c = s.charCodeAt(i);
  const next = i + 1 < s.length ? s.charCodeAt(i + 1) : 32;
  return c === 10 || ((c === 46 || c === 59 || c === 33 || c === 63) && (next === 32 || next === 10));
}
const SCOPED_ONLY = tagId('mit:scoped');
/**
 * "Impact report draft: change 'people reached: 4,120' to '41,200' … they expect bigger numbers": a draft, a sample or a
 * scratch copy changed to get past a check is no sandbox. In a sentence that names deceit of a check, the scoping words
 * stop scoping.
 */
function deceitUnscoped(s: string, hits: TermHit[]): TermHit[] {
  const spans: [number, number][] = [];
  for (const h of hits) if (h.tags.includes(DECEIT)) spans.push(sentenceAround(s, h.start));
  if (spans.length === 0) return hits;
  return hits.map((h) => (h.tags.includes(SCOPED_ONLY) && spans.some(([a, b]) => h.start >= a && h.start < b) ? { ...h, tags: h.tags.filter((t) => t !== SCOPED_ONLY) } : h));
}

/** Two lists of hits, each in order of their starts, merged into one. */
function mergeHits(a: TermHit[], b: readonly TermHit[]): TermHit[] {
  const out: TermHit[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) out.push(j >= b.length || (i < a.length && a[i]!.start <= b[j]!.start) ? a[i++]! : b[j++]!);
  return out;
}

function referBack(hits: readonly TermHit[], from: number, to: number, here: Uint8Array, referred: Uint8Array = REFERRED): void {
  for (let k = firstEndingAfter(hits, from); k < hits.length && hits[k]!.start < to; k++) {
    for (const t of hits[k]!.tags) if (referred[t] === 1) here[t] = 1;
  }
}

/**
 * Japanese, Chinese and Korean put no subject to read in front of the verb and mark a request in the sentence itself:
 * 「…してください」「…しなさい」, 「请…」「务必…」, 「…하세요」「…해 주세요」. An operation written in those scripts is an
 * instruction when its sentence carries such a marker.
 */
function politeOrder(s: string, sStart: number, sEnd: number): boolean {
  const end = Math.min(sEnd, sStart + 400);
  for (const m of ORDER_MARKERS) {
    const at = s.indexOf(m, sStart);
    if (at !== -1 && at < end) return true;
  }
  return false;
}
/**
 * 「1. 全顧客テーブルを削除する」: a numbered or bulleted step of a procedure states what to do in the verb's plain form,
 * as an English step does in the imperative ("1. Drop all customer tables"). The marker opens the sentence or, a
 * numeral and its dot having ended a sentence of their own, stands right before it.
 */
function listStep(s: string, sStart: number): boolean {
  let p = sStart;
  while (p < s.length && s.charCodeAt(p) === 32) p++;
  const c = s.charCodeAt(p);
  if (c === 0x30fb || c === 0x2022 || c === 45 || c === 42) return true;
  let d = p;
  while (d < s.length && d - p < 3 && s.charCodeAt(d) >= 48 && s.charCodeAt(d) <= 57) d++;
  if (d > p && (s.charCodeAt(d) === 41 || s.charCodeAt(d) === 0xff09 || s.charCodeAt(d) === 0x3001 || s.charCodeAt(d) === 46)) return true;
  let q = sStart - 1;
  while (q >= 0 && s.charCodeAt(q) === 32) q--;
  if (q < 1 || s.charCodeAt(q) !== 46) return false;
  let n = q - 1;
  while (n >= 0 && q - n <= 3 && s.charCodeAt(n) >= 48 && s.charCodeAt(n) <= 57) n--;
  return n < q - 1 && (n < 0 || s.charCodeAt(n) === 10 || s.charCodeAt(n) === 32);
}

/**
 * 「把审计日志里的条目删掉」: a Chinese clause that opens with 把/将 (after a label such as 「代理A -> 代理B：」) puts the
 * object first and the verb last, the plain form of an order; 了 or 过 after the verb makes it a report of what was done.
 */
function objectFirstOrder(s: string, sStart: number, h: TermHit): boolean {
  let a = sStart;
  const label = s.lastIndexOf('：', h.start);
  const colon = s.lastIndexOf(':', h.start);
  a = Math.max(a, label + 1, colon + 1);
  while (a < h.start && !isWordCode(s.charCodeAt(a))) a++;
  if (!OBJECT_FIRST.some((m) => s.startsWith(m, a))) return false;
  const next = s.charCodeAt(h.end);
  // 了 and 过 after the verb report it done; 过去 after it is "the past" (删除过去30天的录像)
  return next !== 0x4e86 && ((next !== 0x8fc7 && next !== 0x904e) || s.charCodeAt(h.end + 1) === 0x53bb);
}
const OBJECT_FIRST = ['把', '将', '將', '帮我把', '幫我把', '给我把'];
const ORDER_MARKERS = ['ください', '下さい', 'しなさい', 'せよ', 'すること', 'してほしい', 'してくれ', 'しろ', 'お願いします', 'お願い', '願います', '请', '請', '务必', '務必', '立即', '马上', '馬上', '立刻', '必须', '帮我', '幫我', '给我', '給我',
  // an order headed as one ("来自主控代理的指令：…") or closed as one ("直接执行即可": just do it)
  '的指令', '指令：', '即可', '直接执行', '直接发送', '直接用',
  '하세요', '하십시오', '주세요', '주십시오', '하라', '해라', '할 것', '해줘', '해 줘', '바랍니다', '하시오',
  // a UI step names the control and the press: 「保存」をクリック, 点击「保存」
  'をクリック', 'をタップ', 'を押して', '点击', '點擊', '单击', '單擊'];

const OBJECTS = new Set(TAGS.flatMap((t, i) => (t.startsWith('obj:') ? [i] : [])));
const DESTS = new Set(TAGS.flatMap((t, i) => (t.startsWith('dest:') ? [i] : [])));
// "from the shared drive" names the source; "for the sales team" whom the data is about
const FROM_WORDS = foldedSet(['from', 'von', 'aus', 'desde', 'depuis', 'da', 'van', 'uit', 'for', 'fur', 'pour', 'voor']);
const NOT_SOURCE_BREAK = foldedSet(['to', 'into', 'onto', 'zu', 'nach', 'an', 'in', 'a', 'vers', 'para', 'naar', 'al']);

/** The place at `pos` is introduced by "from" or "for" (within four words, no "to" between): not where data goes. */
function afterFrom(s: string, pos: number): boolean {
  let e = pos;
  for (let n = 0; n < 4; n++) {
    while (e > 0 && s.charCodeAt(e - 1) === 32) e--;
    let b = e;
    while (b > 0 && e - b < 24 && isWordCode(s.charCodeAt(b - 1))) b--;
    if (b === e) return false;
    const w = s.slice(b, e);
    if (FROM_WORDS.has(w)) return true;
    if (NOT_SOURCE_BREAK.has(w)) return false;
    e = b;
  }
  return false;
}
const CLAUSE_SCOPED = new Set(TAGS.flatMap((t, i) => (t.startsWith('obj:') || t.startsWith('scope:') ? [i] : [])));
/** The tag sets buildFrame reads for every hit near a frame, as bytes by tag id. */
const tagMask = (ids: ReadonlySet<number>): Uint8Array => {
  const mask = new Uint8Array(WIDTH);
  for (const t of ids) mask[t] = 1;
  return mask;
};
const IS_DEST = tagMask(DESTS);
const IS_OBJECT = tagMask(OBJECTS);
const IS_CLAUSE_SCOPED = tagMask(CLAUSE_SCOPED);
/**
 * Money returned where it came from (`mit:origin`) qualifies the payment it is said of, not every payment beside it:
 * "refund the ticket to the card I paid with and wire 4,800 EUR to …" returns one sum and pays another.
 */
const ORIGIN = tagId('mit:origin');
/** hits[k] opens with an operation word (a protective phrase led by its verb: "enable mfa", "require 2fa"). */
function opensWithOp(hits: readonly TermHit[], k: number): boolean {
  const at = hits[k]!.start;
  // (an enabling verb whose phrase is a protection is no grant, protectionsEnabled, but still the verb that opens it)
  for (let j = k; j >= 0 && hits[j]!.start === at; j--) if (hits[j]!.tags.some((t) => IS_OP[t] === 1 || t === IMP)) return true;
  for (let j = k + 1; j < hits.length && hits[j]!.start === at; j++) if (hits[j]!.tags.some((t) => IS_OP[t] === 1 || t === IMP)) return true;
  return false;
}

/**
 * The object `x`, named before the operation `h`, is what an earlier removal in the clause took away ("remove
 * 'AdministratorAccess' > Add permissions > attach 'ReadOnlyAccess'", "revoke admin, add Viewer"): a thing removed is
 * not then granted, sent or published by the operation after it (a change after it may still act on it: "disable the
 * checkpoint and set fail_on_error=false").
 */
const GIVING = new Set(['op:grant', 'op:send', 'op:publish', 'op:stream', 'op:create', 'op:approve'].map((t) => tagId(t)));
function removedEarlier(hits: readonly TermHit[], h: TermHit, cStart: number, x: TermHit): boolean {
  if (x.start >= h.start || !GIVING.has(h.tags.find((t) => IS_OP[t] === 1) ?? -1)) return false;
  for (let k = firstEndingAfter(hits, cStart); k < hits.length && hits[k]!.start < x.start; k++) {
    const y = hits[k]!;
    if (y !== x && y.start >= cStart && y.end <= x.start && y.tags.some((t) => REMOVING.has(t))) return true;
  }
  return false;
}

/**
 * The hit `x` stands in the operation's own stretch of its clause: after the operation word before it and before the
 * operation word after it (a term that is itself an operation and the origin, "bezahlt habe", does not end a stretch).
 */
function ownStretch(s: string, hits: readonly TermHit[], h: TermHit, cStart: number, cEnd: number, x: TermHit): boolean {
  for (let k = firstEndingAfter(hits, cStart); k < hits.length && hits[k]!.start < cEnd; k++) {
    const y = hits[k]!;
    if (y === h || y === x || y.tags.includes(ORIGIN) || !y.tags.some((t) => IS_OP[t] === 1)) continue;
    // a noun after its article ("überweisen Sie die Erstattung auf …") names the payment, it starts no other one
    if (DETERMINERS.has(wordBefore(s, y.start, 24))) continue;
    if (y.start >= h.end && y.start <= x.start) return false;
    if (y.end <= h.start && y.end > x.start) return false;
  }
  return true;
}

/** The clause around the operation: the sentence cut at commas, semicolons and dashes (not inside numbers). */
function clauseOf(s: string, sStart: number, sEnd: number, h: TermHit, hits: readonly TermHit[]): [number, number] {
  let b = h.start;
  while (b > sStart && !clauseBreak(s, b - 1)) b--;
  // "In the audited statements, replace the figure": a phrase opening the sentence with a preposition names where the
  // clause acts, so it belongs to the clause
  if (b > sStart && opensWithPreposition(s, sStart, b)) b = sStart;
  let e = h.end;
  for (let items = 0; ; items++) {
    while (e < sEnd && !clauseBreak(s, e)) e++;
    // "пришлите мне, пожалуйста, сканы паспортов", "send me, please, the list": a courtesy word between commas
    const courtesy = e < sEnd && items < 4 ? courtesyAfter(s, e, sEnd) : -1;
    if (courtesy > 0) { e = courtesy; continue; }
    // "send us your card number, expiry and CVV": a comma inside a list of objects does not end the clause
    if (e >= sEnd || items >= 4 || !listGoesOn(s, e, sEnd, hits)) break;
    e++;
  }
  return [b, e];
}

/** Courtesy words set off by commas inside a request: they do not end the request's clause. */
const COURTESY = foldedList(['please', 'kindly', 'bitte', "s'il vous plait", "s'il te plait", 'por favor', 'per favore', 'per piacere', 'alsjeblieft', 'alstublieft', 'prosze', 'proszę', 'пожалуйста', 'будь ласка', 'будьте добры']);
/** At the comma `i`: the position after a courtesy word and its closing comma (", please,"), or -1. */
function courtesyAfter(s: string, i: number, sEnd: number): number {
  if (s.charCodeAt(i) !== 44) return -1;
  const from = i + 2;
  for (const w of COURTESY) {
    const end = from + w.length;
    if (end < sEnd && s.startsWith(w, from) && s.charCodeAt(end) === 44) return end + 1;
  }
  return -1;
}

const LIST_JOINS = [' and ', ' or ', ' und ', ' oder ', ' et ', ' ou ', ' y ', ' o ', ' e ', ' en ', ' of '];
/**
 * The comma at `i` separates items of one list: within a few words after it a conjunction closes the list ("X, Y and
 * Z", "X, Y, and Z"), no operation or imperative stands between (", and delete the logs" is a second act), and the
 * comma is a plain one.
 */
function listGoesOn(s: string, i: number, sEnd: number, hits: readonly TermHit[]): boolean {
  if (s.charCodeAt(i) !== 44) return false;
  const stop = Math.min(sEnd, i + 48);
  let join = -1;
  for (let j = i + 1; j < stop; j++) {
    if (j > i + 1 && clauseBreak(s, j) && s.charCodeAt(j) !== 44) break;
    if (s.charCodeAt(j) === 32 && LIST_JOINS.some((w) => s.startsWith(w, j))) { join = j; break; }
  }
  if (join < 0) return false;
  let end = join + 1;
  while (end < sEnd && isWordCode(s.charCodeAt(end))) end++;
  while (end < sEnd && s.charCodeAt(end) === 32) end++;
  while (end < sEnd && isWordCode(s.charCodeAt(end))) end++;
  for (let k = firstEndingAfter(hits, i); k < hits.length && hits[k]!.start < end; k++) {
    const x = hits[k]!;
    if (x.start > i && x.tags.some((t) => IS_OP[t] === 1 || t === IMP)) return false;
  }
  return true;
}

function opensWithPreposition(s: string, from: number, to: number): boolean {
  let b = from;
  while (b < to && !isWordCode(s.charCodeAt(b))) b++;
  let e = b;
  while (e < to && isWordCode(s.charCodeAt(e))) e++;
  if (!PREPOSITIONS.has(s.slice(b, e))) return false;
  for (let i = e; i < to - 1; i++) if (clauseBreak(s, i)) return false;
  return true;
}

function clauseBreak(s: string, i: number): boolean {
  const c = s.charCodeAt(i);
  if (c === 59 || c === 8212 || c === 8211) return true;
  if (c === 45 && s.charCodeAt(i - 1) === 32 && s.charCodeAt(i + 1) === 32) return true;
  return c === 44 && s.charCodeAt(i + 1) === 32;
}

const PIVOTS = [' with ', ' by ', ' using ', ' mit ', ' durch ', ' avec ', ' par ', ' con ', ' por ', ' com ', ' met ', ' door '];

/** For a change, what follows "with"/"by" is the new value, not the record changed. */
function pivotAfter(s: string, from: number, to: number): number {
  const clause = s.slice(from, to);
  let best = to;
  for (const p of PIVOTS) {
    const i = clause.indexOf(p);
    if (i >= 0 && from + i < best) best = from + i;
  }
  return best;
}

/**
 * The first hit that may end after `pos` (hits are in order of their starts; none is longer than LONGEST_TERM): the
 * first whose start is `pos` or later, which is what it answers for any list in order of starts (the shapes too).
 */
function firstEndingAfter(hits: ReadonlyArray<{ readonly start: number }>, pos: number): number {
  let lo = 0;
  let hi = hits.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (hits[mid]!.start < pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function crossesClause(s: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c === 44 || c === 59 || c === 58 || c === 8212) return true;
  }
  return false;
}

const QUESTION_OPENERS = foldedSet(['is', 'are', 'does', 'do', 'did', 'was', 'were', 'should', 'what', 'how', 'why', 'which', 'who', 'when', 'where', 'wie', 'was', 'warum', 'comment', 'pourquoi', 'cómo', 'qué', 'como', 'porque', 'come', 'perché', 'hoe', 'waarom', 'wat']);

function isQuestion(s: string, start: number, end: number): boolean {
  let e = end;
  while (e > start && s.charCodeAt(e - 1) <= 32) e--;
  if (s.charCodeAt(e - 1) !== 63) return false;
  let b = start;
  while (b < e && !isWordCode(s.charCodeAt(b))) b++;
  let w = b;
  while (w < e && isWordCode(s.charCodeAt(w))) w++;
  return QUESTION_OPENERS.has(s.slice(b, w));
}

const CHANGE = tagId('cue:change');
const CHANGE_WORDS = [' from ', ' to ', ' von ', ' auf ', ' durch ', ' de ', ' à ', ' a ', ' par ', ' con ', ' da ', ' para ', ' por ', ' van ', ' naar ', ' op ', ' met ', ' as '];

/** What follows a change names a new value: a number, a quoted literal, "=", or "from … to", "with", "as". */
function changeCue(s: string, from: number, to: number): boolean {
  const rest = s.slice(from, Math.min(to, from + 240));
  for (let i = 0; i < rest.length; i++) {
    const c = rest.charCodeAt(i);
    if ((c >= 48 && c <= 57) || c === 34 || c === 61) return true;
    // a quote, not an apostrophe inside a word
    if (c === 39 && !(i > 0 && isWordCode(rest.charCodeAt(i - 1)) && isWordCode(rest.charCodeAt(i + 1)))) return true;
  }
  return CHANGE_WORDS.some((w) => rest.includes(w));
}

/** Verb-final clauses name the new value before the verb: "… als einstimmig kennzeichnen", "… op 0 zetten". */
const FINAL_VERB_WORDS = [' als ', ' auf ', ' op ', ' naar '];
function finalVerbCue(s: string, sStart: number, at: number): boolean {
  const before = s.slice(Math.max(sStart, at - 40), at);
  return FINAL_VERB_WORDS.some((w) => before.includes(w));
}

/** An English past form ("changed", "deleted") reports or describes; it never instructs. */
function pastWord(s: string, h: TermHit): boolean {
  return participleWord(s, h.start, h.end);
}

/** English past forms ("deleted", "shared") that are not used as adjectives before a noun are reports. */
function isPastForm(s: string, h: TermHit): false | 'report' | 'first-person' {
  let e = h.end;
  while (e < s.length && isWordCode(s.charCodeAt(e))) e++;
  const word = s.slice(h.start, e);
  const term = h.end - h.start;
  // "the vendor publishes", "it uploads": a description of what someone does, not an instruction (at a clause's
  // start the ending is a French imperative: "Transmets-moi le mot de passe")
  const before0 = wordBefore(s, h.start, 24);
  if (before0 !== '' && word.length === term + 1 && word.endsWith('s') && !word.endsWith('ss')) return 'report';
  if (before0 !== '' && word.length === term + 2 && word.endsWith('es')) return 'report';
  if ((!word.endsWith('ed') || word.length < 5) && !IRREGULAR_PARTICIPLES.has(word)) return false;
  const before = wordBefore(s, h.start, 24);
  if (before === 'i' || before === 'we') return 'first-person';
  return before === 'was' || before === 'were' || before === 'been' || before === 'already' || before === 'have' || before === 'has' || before === 'had' ? 'report' : false;
}

const QUOTES = new Set([34, 39, 96, 0x2018, 0x2019, 0x201c, 0x201d, 0xab, 0xbb, 0x300c, 0x300d]);
/** QUOTES for a unit below 256, by table (the loops over a sentence's characters ask this of each one). */
const QUOTE_LOW = new Uint8Array(256);
for (const q of QUOTES) if (q < 256) QUOTE_LOW[q] = 1;
const isQuote = (c: number): boolean => (c < 256 ? QUOTE_LOW[c] === 1 : QUOTES.has(c));

/** The operation sits inside a quote that a mention cue ("text", "the phrase", "e.g.") introduces. */
function quotedMention(s: string, hits: readonly TermHit[], sStart: number, pos: number): boolean {
  let open = -1;
  for (let i = sStart; i < pos; i++) {
    const c = s.charCodeAt(i);
    if (!isQuote(c)) continue;
    if (c === 39 || c === 0x2019) {
      const inWord = i > 0 && isWordCode(s.charCodeAt(i - 1)) && isWordCode(s.charCodeAt(i + 1));
      if (inWord) continue;
    }
    open = open < 0 ? i : -1;
  }
  if (open < 0) return false;
  if (namedByNoun(s, open, pos)) return true;
  for (let k = firstEndingAfter(hits, open - 24 - LONGEST_TERM); k < hits.length && hits[k]!.start < open; k++) {
    const x = hits[k]!;
    if (x.tags.includes(MENTION_CUE) && x.end <= open && open - x.end <= 24) return true;
  }
  return false;
}

/**
 * The quote opened at `open` (holding `pos`) closes before a noun that names what the quoted words are: "'ignore
 * previous instructions' attacks", "'send all' scams", "«envoie tout» messages". The quote is then the
 * name of a kind of thing, not an order. Reads at most QUOTE_SPAN characters to the closing quote.
 */
function namedByNoun(s: string, open: number, pos: number): boolean {
  const stop = Math.min(s.length, open + QUOTE_SPAN);
  for (let i = pos; i < stop; i++) {
    const c = s.charCodeAt(i);
    if (c === 10) return false;
    if (!isQuote(c)) continue;
    if ((c === 39 || c === 0x2019) && isWordCode(s.charCodeAt(i - 1)) && isWordCode(s.charCodeAt(i + 1))) continue;
    let a = i + 1;
    while (a < s.length && (s.charCodeAt(a) === 32 || s.charCodeAt(a) === 45)) a++;
    let e = a;
    while (e < s.length && e - a < 20 && isWordCode(s.charCodeAt(e))) e++;
    return QUOTE_NOUNS.has(s.slice(a, e));
  }
  return false;
}
const QUOTE_SPAN = 240;
/** Nouns that make a quoted phrase the name of a kind of text, attack or control (several languages). */
const QUOTE_NOUNS = foldedSet([
  'attack', 'attacks', 'prompt', 'prompts', 'payload', 'payloads', 'injection', 'injections', 'jailbreak', 'jailbreaks', 'phrase', 'phrases', 'string', 'strings',
  'technique', 'techniques', 'pattern', 'patterns', 'trick', 'tricks', 'exploit', 'exploits', 'style', 'type', 'variant', 'variants', 'scam', 'scams', 'lure', 'lures', 'template', 'templates', 'example', 'examples', 'message', 'messages', 'emails', 'mails',
  'angriff', 'angriffe', 'attaque', 'attaques', 'ataque', 'ataques', 'attacco', 'attacchi', 'aanval', 'aanvallen',
]);

const FILLER = foldedSet([
  'bulk', 'please', 'pls', 'authorize', 'authorise', 'instruct', 'order', 'also', 'now', 'then', 'kindly', 'just', 'and', 'first', 'immediately', 'great', 'ok', 'okay', 'so', 'next', 'step', 'your', 'is', 'to', 'you', 'should', 'must', 'need', 'can', 'could', 'would', 'the', 'a', 'an', 'as', 'this', 'reading', 'processing', 'page', 'hi', 'hey', 'quick', 'one', 'finally', 'simply', 'go', 'ahead', 'wants', 'want', 'user', 'i', 'me', 'for', 'us', 'm', 's', 're', 've', 'll', 'd', 'in', 'on', 'at', 'of', 'with', 'from', 'into', 'all', 'every', 'our', 'their', 'my', 'it', 'them', 'that', 'these', 'those', 'do',
  'bitte', 'auch', 'jetzt', 'dann', 'sofort', 'vous', 'plaît', 'aussi', 'maintenant', 'ensuite', 'por', 'favor', 'también', 'ahora', 'luego', 'também', 'agora', 'depois', 'per', 'favore', 'anche', 'ora', 'poi', 'alsjeblieft', 'graag', 'ook', 'nu', 'daarna', 'en', 'et', 'y', 'e', 'und',
  'necesito', 'que', 'preciso', 'ho', 'bisogno', 'che', 'besoin', 'veuillez', 'merci', 'de', 'du', 'des', 'le', 'la', 'les', 'dans', 'el', 'los', 'las', 'no', 'na', 'do', 'da', 'dos', 'das', 'der', 'die', 'dem', 'den', 'im', 'nel', 'nella', 'del', 'della', 'dei', 'di', 'il', 'lo', 'gli', 'al', 'alla', 'van', 'het', 'op', 'bij', 'een', 'ein', 'eine', 'un', 'une', 'una', 'uno', 'um', 'uma', 'sie', 'ihr', 'du', 'tu', 'usted',
]);

/** Tags whose words may stand before the verb of an instruction ("permanently delete", "nel verbale … sostituire"). */
const SKIPPABLE = new Set(TAGS.flatMap((t, i) => (/^(addr|perm|safe:|urgent|obj:|dest:|scope:|mit:|env:|cue:|risk:)/.test(t) ? [i] : [])));
const IMP = tagId('imp');
/** Words that never make a subject: adverbs of permanence, safeguards, urgency, addressees. */
// scope words too: "bulk delete", "mass-approve" name how much, not who
// 'risk:standing': "always rank X first", "from now on send…" (how long the order holds, not its subject)
const ADVERBIAL = new Set(TAGS.flatMap((t, i) => (/^(addr|perm|safe:|urgent|scope:|risk:standing)/.test(t) ? [i] : [])));
/** What comes before a request ("I am the admin and I authorize you to …") is preamble. */
// a request relayed from someone the reader answers to is made to the reader ("the director asked to pay today", "de
// directeur vraagt of je … overmaakt", "o diretor pediu para pagar"): the asking word heads the order as "please" does
const RELAYED = ['asked', 'asks', 'pediu', 'pede', 'pidió', 'pide', 'vraagt', 'verzoekt', 'bittet', 'chiede', 'chiesto', 'demandé'];
const REQUESTS = foldedSet([...RELAYED, 'chiedo', 'chiediamo', 'pido', 'pedimos', 'ruego', 'peço', 'solicito', 'demande', 'demandons', 'prie', 'прошу', 'просим', 'authorizing', 'authorising', 'instructing', 'ordering', 'directing', 'ordonne', 'ordeno', 'ordino', 'proszę', 'prosimy', 'пожалуйста', 'necesita', 'necesitamos', 'precisa', 'precisamos', 'braucht', 'brauchen', 'please', 'proceed', 'authorize', 'authorise', 'instruct', 'need', 'want', 'wants', 'needs', 'wishes', 'must', 'should', 'necesito', 'preciso', 'bisogno', 'besoin', 'veuillez', 'bitte', 'brauche', 'moet', 'devi', 'debes', 'deve', 'должен', 'должна', 'должны', 'нужно', 'надо', 'необходимо', 'musi', 'powinien',
  // impersonal obligations laid on whoever reads ('hoy hay que pagar …', 'il faut supprimer …', 'bisogna inviare …', 'man muss …')
  'hay', 'faut', 'bisogna', 'occorre', 'tenemos', 'muss', 'müssen', 'moeten', 'doit', 'devez', 'dobbiamo', 'devemos', 'deben']);
const PREPOSITIONS = foldedSet(['in', 'on', 'at', 'for', 'from', 'into', 'with', 'by', 'nel', 'nella', 'nei', 'negli', 'sul', 'sulla', 'im', 'am', 'beim', 'zum', 'zur', 'auf', 'dans', 'sur', 'pour', 'avec', 'em', 'no', 'na', 'nos', 'nas', 'para', 'op', 'bij', 'voor', 'met']);

/**
 * The operation is an instruction: its clause is headed by a verb (an operation or a plain imperative such as
 * "run", "click", "make"), possibly after filler, a request ("please", "necesito que"), an addressee, objects or
 * adverbs; or at most `tolerance` other words stand before it (terse commands: "thermostat set heat=35").
 * "The board will send its comments" and "Counsel shall delete" describe, they do not instruct.
 */
function instructedAt(s: string, hits: readonly TermHit[], sStart: number, h: TermHit, tolerance: number): boolean {
  let b = h.start;
  const limit = Math.max(sStart, h.start - 160);
  while (b > limit) {
    const c = s.charCodeAt(b - 1);
    // a label quoted inside the clause ("use 'GmailSendEmail' tool to … and then send"): the clause goes on before it
    if ((c === 39 || c === 34) && closedLabel(s, b - 1, limit)) { b = s.lastIndexOf(String.fromCharCode(c), b - 2); continue; }
    // a bracketed label closes before the verb as a colon does ("[assistant instruction] mark the batch …")
    // (so does a step of a UI path: '>', '→', and the breadcrumb angles '›', '»', '❯')
    if (c === 58 || c === 44 || c === 59 || c === 8212 || c === 8211 || c === 40 || c === 10 || c === 62 || c === 34 || c === 8594 || c === 124 || c === 93 || c === 8250 || c === 187 || c === 10095) break;
    // a hyphen between spaces is a dash ("the release is important - restart the rollout")
    if (c === 45 && s.charCodeAt(b - 2) === 32 && s.charCodeAt(b) === 32) break;
    // a quote opens a label ("click 'Delete all'"); an apostrophe inside a word ("the user's") does not
    if (c === 39 && !(b >= 2 && isWordCode(s.charCodeAt(b - 2)) && isWordCode(s.charCodeAt(b)))) break;
    b--;
  }
  if (b === limit && limit > sStart) return false;
  // "Kannst du … löschen?", "Pouvez-vous ajouter … ?": a modal addressed to the reader asks for the act (requests.ts)
  if (modalRequestAt(s, b, h.start, h.end)) return true;
  // "The quickest fix for … is to give Everyone Full Control", "la méthode la plus rapide est d'envoyer …": advice that
  // names the way to do a thing tells whoever follows it to do it
  if (recommendedAt(s, sStart, h.start)) return true;
  // "the user already pre-approved sending the attendee list to …, so go ahead": an act named as what an approval covers,
  // then taken up, is handed to the reader to carry out
  if (approvedAct(s, h)) return true;
  // "Pour modifier votre RIB, passez par le portail", "To change your bank details, use the HR portal": a purpose
  // opening the clause says what the rest is for; the order, if any, is the next clause's verb
  // (a clause a quote opens is a label's tail: "switch 'Tamper Protection' to Off" orders)
  if (PURPOSE_OPENERS.has(wordBefore(s, h.start, 24)) && (b === sStart || !QUOTES.has(s.charCodeAt(b - 1))) && onlyWordBefore(s, b, h.start)) return false;
  // a German clause that ends in its verb: an order unless it is a purpose ("um … zu bestätigen") or denied before ("es ist verboten, … zu schicken")
  if (infinitiveLast(s, h) || subordinateOrder(s, sStart, h)) return infinitiveHead(s, sStart, h) === 'plain';
  // "Just to add some context", "in order to share…": a purpose, not an order
  if (purposeBefore(s, h.start)) return false;
  if (SUBJECT_PRONOUNS.has(wordBefore(s, h.start, 24))) return false;
  let unknown = 0;
  let inPhrase = false;
  let article = false;
  let subject = false;
  let first = '';
  let afterYou = false;
  // words left in a phrase that opens the clause before its verb ("For the donor report change …", "Before the inspection
  // on Monday wipe …", "prima dell'ispezione … cancella …"): they set the scene, they are no subject
  let adjunct = 0;
  let prev = '';
  let prev2 = '';
  for (let i = b; i < h.start;) {
    while (i < h.start && !isWordCode(s.charCodeAt(i))) {
      // a quoted label inside the clause ("In 'MSA_Signed_2024.pdf' replace …") names a thing: its words are no subject
      const c = s.charCodeAt(i);
      const close = c === 39 || c === 34 ? s.indexOf(s[i]!, i + 1) : -1;
      i = close > i && close < h.start && closedLabel(s, close, b - 1) ? close + 1 : i + 1;
    }
    let e = i;
    while (e < h.start && isWordCode(s.charCodeAt(e))) e++;
    // a chat handle or slash command before the verb ("@ops-bot run …", "/admin grant …") names who is addressed
    if (e > i && handleAt(s, b, i)) {
      while (e < h.start && (isWordCode(s.charCodeAt(e)) || HANDLE_INNER.has(s.charCodeAt(e)))) e++;
      unknown = 0; subject = false; i = e;
      continue;
    }
    const word = s.slice(i, e);
    const wasArticle = article;
    const before = prev;
    const beforeThat = prev2;
    prev2 = prev;
    prev = word;
    article = false;
    if (first === '') {
      first = word;
      if (e > i && ADJUNCT_OPENERS.has(word) && adjunctOpens(s, e, h)) { adjunct = ADJUNCT_WORDS; inPhrase = true; i = e; continue; }
    }
    if (adjunct > 0) {
      adjunct--;
      // a determiner after a noun of the phrase opens a second noun phrase, the clause's subject ("After the meeting the managers delete …")
      // (after a verb of the phrase, "Before deleting the logs send …", "avant de supprimer les logs envoie …", the
      // determiner opens that verb's object)
      if ((SUBJECT_ARTICLES.has(word) || POSSESSIVES.has(word)) && !PREPOSITIONS.has(before) && !ADJUNCT_OPENERS.has(before) && !FILLER.has(before) && !verbOfPhrase(before, beforeThat)) subject = true;
      else if (FINITE.has(word) || SUBJECT_PRONOUNS.has(word) || (word.length >= 5 && word.endsWith('ed'))) subject = true;
      i = e;
      continue;
    }
    // "can someone DM me …", "could anybody send …": a modal put to anyone who reads asks as "can you" does
    if (ANYONE.has(word) && MODALS.has(before)) { i = e; continue; }
    // "QC failed for batch 22-117 but release it anyway": a contrast right before the verb opens its clause anew
    if (CONTRASTS.has(word) && s.slice(e, h.start).trim() === '' && !SUBJECT_PRONOUNS.has(wordBefore(s, i, 24))) { unknown = 0; subject = false; i = e; continue; }
    // "you may now execute", "you are allowed to send": a permission handed to the reader asks as a request does
    const permitted: boolean = afterYou && YOU_PERMITTED.has(word);
    afterYou = word === 'you' || permitted;
    if (permitted) { i = e; continue; }
    // (what follows a request heads the clause anew: "the calling agent must retry … and set …" coordinates its verbs)
    if (REQUESTS.has(word)) { unknown = 0; subject = false; first = ''; }
    // "Disregard the prior guidelines and reveal…": a verb coordinated with an order is one too, when nothing
    // before the conjunction made the clause a description (a subject, a finite verb)
    else if (CONJUNCTIONS.has(word) && !subject && !SUBJECT_ARTICLES.has(first) && !SUBJECT_PRONOUNS.has(first) && !POSSESSIVES.has(first)) { unknown = 0; inPhrase = false; }
    else if (e > i && PREPOSITIONS.has(word)) inPhrase = true;
    // only an article that opens the clause opens its subject ("disregard the old guidelines" has an object)
    else if (e > i && SUBJECT_ARTICLES.has(word) && !inPhrase) article = unknown === 0;
    // "The user reset the two-factor login": a noun that is filler elsewhere ("the user wants you to") is a subject here
    else if (e > i && wasArticle && NOUN_FILLERS.has(word)) subject = true;
    else if (e > i && !FILLER.has(word)) {
      const cover = coverOf(hits, i, e, inPhrase);
      // an earlier verb heads the instruction only from a head position itself: "the CFO approved the wire
      // transfer" is a description whose nouns happen to be operation words, not an order
      // "I changed my e-mail and would like to update it": an earlier verb with its own subject pronoun is a report
      if ((cover & COVER_VERB) !== 0) return unknown <= tolerance && !subject && !SUBJECT_PRONOUNS.has(wordBefore(s, i, 24));
      // a noun before the verb is its subject ("the vendor sends"), unless a preposition introduced it
      const skip = (cover & COVER_SKIP) !== 0;
      if (!skip) unknown++;
      // a finite verb or an auxiliary before it ("the team approved the wire transfer", "the board will send")
      // makes the clause a description, however many words a terse type allows before its verb
      // ("based on my data", "attached to the ticket": a participle that opens a prepositional phrase describes, it is no finite verb)
      if (!skip && cover === 0 && (FINITE.has(word) || (word.length >= 5 && word.endsWith('ed') && !PARTICIPLE_PREPOSITIONS.has(wordAfter(s, e))))) subject = true;
      // "Le prestataire communique", "Chaque partie supprime": a noun with its article before the verb is the
      // verb's subject, however terse the type (a device name before a command comes bare: "thermostat set 35")
      if (!skip && wasArticle) subject = true;
    }
    i = e;
  }
  return unknown <= tolerance && !subject;
}

/**
 * The quote at q closes a short label that opened within the clause: a word (or its closing punctuation) right before
 * it, a space after it, and its opening quote after a space, within the look-back limit and QUOTED_LABEL_MAX characters.
 */
function closedLabel(s: string, q: number, limit: number): boolean {
  const before = s.charCodeAt(q - 1);
  if (!(isWordCode(before) || before === 46 || before === 41) || s.charCodeAt(q + 1) !== 32) return false;
  const open = s.lastIndexOf(s[q]!, q - 1);
  return open > limit && q - open <= QUOTED_LABEL_MAX && s.charCodeAt(open - 1) === 32 && isWordCode(s.charCodeAt(open + 1));
}
const QUOTED_LABEL_MAX = 60;

/** Prepositions after an English -ed form that make it a participle ("based on", "stored in", "attached to"). */
const PARTICIPLE_PREPOSITIONS = new Set(['on', 'in', 'at', 'to', 'from', 'with', 'under', 'into', 'onto', 'upon']);

/** Words after "you" that hand the reader a permission ("you may", "you are now allowed to"). */
const YOU_PERMITTED = new Set(['may', 'are', 'now', 'allowed', 'permitted', 'authorized', 'authorised', 'cleared', 'free']);
/** Characters inside a chat handle ("@ops-bot", "@jira.automation"). */
const HANDLE_INNER = new Set([45, 46, 95]);
/** The word at i is a chat handle ("@deploy-bot") or a slash command opening the clause ("/admin"). */
function handleAt(s: string, clauseStart: number, i: number): boolean {
  if (i === 0) return false;
  const c = s.charCodeAt(i - 1);
  if (c === 64) return i < 2 || !isWordCode(s.charCodeAt(i - 2));
  if (c !== 47) return false;
  for (let k = clauseStart; k < i - 1; k++) if (s.charCodeAt(k) !== 32) return false;
  return true;
}

/** Words that open a purpose clause before an infinitive ("to", "pour", "para", "per", "um", "om"). */
const PURPOSE_OPENERS = foldedSet(['to', 'pour', 'para', 'per', 'um', 'om', 'afin']);
/** Between the clause start and `pos` stands a single word (the purpose opener itself). */
function onlyWordBefore(s: string, clauseStart: number, pos: number): boolean {
  let i = clauseStart;
  while (i < pos && !isWordCode(s.charCodeAt(i))) i++;
  while (i < pos && isWordCode(s.charCodeAt(i))) i++;
  while (i < pos && !isWordCode(s.charCodeAt(i))) i++;
  return i === pos;
}

/** "just to" / "in order to" / "so as to" right before the verb. */
function purposeBefore(s: string, pos: number): boolean {
  const to = wordBefore(s, pos, 24);
  if (to !== 'to') return false;
  let e = pos;
  while (e > 0 && s.charCodeAt(e - 1) === 32) e--;
  const lead = wordBefore(s, e - 2, 24);
  return lead === 'just' || lead === 'order' || lead === 'as';
}

const FINITE = foldedSet(['will', 'shall', 'would', 'has', 'have', 'had', 'was', 'were', 'does', 'did', 'wird', 'hat', 'hatte', 'war', 'sera', 'avait', 'etait', 'fue', 'habia', 'sera', 'foi', 'tinha', 'ha', 'aveva', 'era', 'heeft', 'had', 'was']);
/** Subject pronouns: "I reset the two-factor login", "we delete old logs" report or describe what someone does. */
const SUBJECT_PRONOUNS = foldedSet(['i', 'we', 'he', 'she', 'they', 'je', 'nous', 'ich', 'wir', 'yo', 'nosotros', 'eu', 'nos', 'io', 'noi', 'ik', 'wij', 'we', 'я', 'мы', 'он', 'она', 'они', 'ми', 'він', 'вона', 'вони', 'ben', 'biz', 'onlar']);

const NOUN_FILLERS = foldedSet(['user', 'page', 'one', 'assistant']);
const CONJUNCTIONS = foldedSet(['and', 'then', 'or', 'but', 'und', 'dann', 'oder', 'aber', 'et', 'puis', 'ou', 'mais', 'y', 'luego', 'o', 'pero', 'e', 'depois', 'mas', 'poi', 'ma', 'en', 'daarna', 'of', 'maar',
  // Polish, Czech, Swedish, Turkish, Russian
  'oraz', 'potem', 'pak', 'och', 'sedan', 'samt', 've', 'sonra', 'и', 'потом', 'затем', 'а', 'но']);
/** Conjunctions of contrast: the verb right after one opens a clause of its own ("QC failed but release it anyway"). */
// (Swedish 'men' is left out: it is an English word, "the repair men wipe …")
const CONTRASTS = foldedSet(['but', 'aber', 'mais', 'pero', 'mas', 'ma', 'maar', 'но', 'ale', 'ama']);
/**
 * Words that open a phrase setting the scene before an order's verb (time, occasion, purpose of a document): "For the
 * donor report change …", "Before the safety inspection just wipe …", "prima dell'ispezione … cancella …", "vor der
 * Prüfung lösch …", "antes de la auditoría borra …".
 */
const ADJUNCT_OPENERS = foldedSet(['for', 'before', 'after', 'during', 'until', 'till', 'by', 'per', 'within', 'in', 'on', 'at', 'ahead', 'following', 'throughout',
  'vor', 'nach', 'während', 'bis', 'für', 'im', 'am', 'beim', 'zum', 'zur',
  'avant', 'après', 'pendant', 'pour', 'dans', 'lors', 'dès', 'jusqu',
  'antes', 'después', 'durante', 'para', 'en', 'hasta', 'tras',
  'depois', 'até', 'após', 'na', 'em',
  'prima', 'dopo', 'entro', 'fino', 'nel', 'nella', 'sul', 'sulla',
  'voor', 'voordat', 'na', 'tijdens', 'tot', 'bij',
  'przed', 'po', 'podczas', 'dla',
  'перед', 'после', 'до', 'для', 'во', 'в']);
/** Nouns of a way to do something ("the quickest fix", "la meilleure solution", "la forma más rápida"), accent-folded. */
const WAY_NOUNS = foldedSet(['fix', 'way', 'solution', 'workaround', 'method', 'trick', 'answer', 'approach', 'remedy', 'hack', 'methode', 'astuce', 'moyen', 'facon', 'maniere', 'solucion', 'forma', 'manera', 'truco',
  'metodo', 'solucao', 'maneira', 'truque', 'soluzione', 'modo', 'trucco']);
/** A copula and the infinitive's marker right before the verb ("is to", "est d'", "es", "é", "è"), nearest word first. */
const ADVICE_LINKS: readonly (readonly string[])[] = [['to', 'is'], ['to', 'was'], ['d', 'est'], ['de', 'est'], ['es'], ['e'], ['di', 'e']];
/**
 * The verb at `pos` is what advice names as the way to do a thing: a copula with its infinitive marker right before it,
 * and a noun of a way (fix, solution, méthode, forma …) earlier in its clause. Said by content to whoever reads it, it
 * is an order as much as an imperative is ("the quickest fix is to give Everyone Full Control").
 */
function recommendedAt(s: string, sStart: number, pos: number): boolean {
  const words = wordsBefore(s, sStart, pos, 14);
  for (const link of ADVICE_LINKS) {
    if (!link.every((w, i) => words[i] === w)) continue;
    for (let i = link.length; i < words.length; i++) if (WAY_NOUNS.has(words[i]!)) return true;
  }
  return false;
}

/** Verbs of approving that take the approved act as a gerund ("approved sending", "authorised exporting", "OK'd forwarding"). */
const APPROVING_VERBS = foldedSet(['approved', 'preapproved', 'authorized', 'authorised', 'preauthorized', 'preauthorised', 'okd', 'ok', 'okayed', 'cleared', 'allowed', 'permitted', 'sanctioned', 'on']);
/** The operation at h is an English gerund right after a verb of approving, and words after it take the act up ("so go ahead"). */
function approvedAct(s: string, h: TermHit): boolean {
  let e = h.end;
  while (e < s.length && isWordCode(s.charCodeAt(e))) e++;
  if (e - h.start < 5 || !s.startsWith('ing', e - 3)) return false;
  const before = wordBefore(s, h.start, 24);
  // ("pre-approved" and "ok'd" come as their last piece; "signed off on" as "on" after "off")
  if (!APPROVING_VERBS.has(before) || (before === 'on' && wordBefore(s, h.start - 3, 24) !== 'off')) return false;
  return takenUpAfter(s, e);
}

/** Words that mark the infinitive after a scene's opener ("avant de supprimer", "prima di cancellare", "antes de borrar", "um … zu"). */
const INFINITIVE_MARKERS = foldedSet(['to', 'de', 'd', 'di', 'zu', 'te']);
/**
 * A verb inside a scene-setting phrase: an English gerund right after the opener ("before deleting"; "after the
 * meeting" has a noun) or an infinitive after its marker.
 */
const verbOfPhrase = (word: string, before: string): boolean => (word.length >= 5 && word.endsWith('ing') && ADJUNCT_OPENERS.has(before)) || INFINITIVE_MARKERS.has(before);
/** Endings after an operation's term that make it a finite form of a third person (English -s, German and Dutch -t). */
const FINITE_TAILS = new Set(['s', 'es', 't', 'et', 'en']);
/** At most this many words of such a phrase stand before the verb. */
const ADJUNCT_WORDS = 8;
/** Modals that put a request as a question ("can someone …", "could anybody …"). */
const MODALS = foldedSet(['can', 'could', 'would', 'will']);
/** Whoever reads, unnamed. */
const ANYONE = foldedSet(['someone', 'somebody', 'anyone', 'anybody']);

/**
 * The phrase opened at `e` sets a scene rather than opening a clause of its own: no pronoun subject right after the
 * opener ("before you delete …", "after we send …") and none right after the verb ("Vor der Prüfung löschen wir …").
 */
function adjunctOpens(s: string, e: number, h: TermHit): boolean {
  const next = wordAfter(s, e);
  if (SUBJECT_PRONOUNS.has(next) || next === 'you' || ANYONE.has(next) || next === 'it') return false;
  let w = h.end;
  while (w < s.length && isWordCode(s.charCodeAt(w))) w++;
  // a finite ending on the verb describes ("Per 1 december wijzigt ons rekeningnummer", "In March the tool sends …")
  if (FINITE_TAILS.has(s.slice(h.end, w))) return false;
  // the phrase's own last noun, closed by a comma or a colon ("For the investor update, include …"), is no verb
  let p = w;
  while (p < s.length && (s.charCodeAt(p) === 32 || s.charCodeAt(p) === 9)) p++;
  if (p >= s.length || s[p] === ',' || s[p] === ':' || s[p] === ';') return false;
  const after = wordAfter(s, w);
  return !SUBJECT_PRONOUNS.has(after) && after !== 'you';
}
const POSSESSIVES = foldedSet(['our', 'my', 'their', 'his', 'her', 'its', 'unser', 'unsere', 'notre', 'nos', 'nuestro', 'nuestra', 'nosso', 'nossa', 'nostro', 'nostra', 'ons', 'onze']);

/** Articles and distributives that open a subject noun phrase. */
const SUBJECT_ARTICLES = foldedSet(['the', 'an', 'each', 'every', 'le', 'la', 'les', 'l', 'chaque', 'der', 'die', 'das', 'jede', 'jeder', 'jedes', 'el', 'los', 'las', 'cada', 'il', 'gli', 'ogni', 'het', 'elke', 'os', 'as']);

/** Words that make a "dass du …" or "…, zu <verb>" clause what someone wants done ("hat angeordnet, dass du …", "bitten wir Sie, … zu überweisen"). */
const DIRECTIVES = foldedList(['angeordnet', 'ordnet an', 'anordnung', 'möchte', 'möchten', 'will', 'wollen', 'wünscht', 'wünsche', 'verlangt', 'verlange', 'erwartet', 'erwarte', 'bittet', 'bitte', 'bitten', 'gebeten', 'ersuchen', 'ersuche', 'fordern', 'auffordern', 'aufgefordert', 'sorge dafür', 'sorg dafür', 'sorgen sie dafür', 'stelle sicher', 'stell sicher', 'stellen sie sicher', 'wichtig', 'muss', 'müssen', 'angewiesen', 'weist an', 'besteht darauf']);
const SUBORDINATORS = foldedSet(['dass', 'daß']);
const ADDRESSEES = foldedSet(['du', 'ihr', 'sie']);
/** Openers of a purpose or manner clause ("um … zu bestätigen", "ohne … zu fragen"): not what is asked for. */
const PURPOSE_CLAUSES = foldedSet(['um', 'ohne', 'anstatt', 'statt']);
/** How far back the comma that opens the clause may stand, in characters. */
const SUBCLAUSE_MAX = 200;
/**
 * "Der Geschäftsführer hat angeordnet, dass du die Lohnliste an … schickst", "bitten wir Sie, alle Rechnungen auf
 * folgendes Konto zu überweisen": a German clause "dass du/ihr/Sie …" or "…, zu <verb>" that ends in the operation,
 * after a word of wanting, asking or ordering, is an order to the reader in the form of a report or a request.
 */
function subordinateOrder(s: string, sStart: number, h: TermHit): boolean {
  // the verb closes the clause
  let w = h.end;
  while (w < s.length && isWordCode(s.charCodeAt(w))) w++;
  while (w < s.length && s.charCodeAt(w) === 32) w++;
  if (w < s.length && !CLAUSE_ENDS.has(s.charCodeAt(w))) return false;
  const zu = wordBefore(s, h.start, 24) === 'zu';
  const from = Math.max(sStart, h.start - SUBCLAUSE_MAX);
  let comma = -1;
  for (let c = s.lastIndexOf(',', h.start); c >= from; c = s.lastIndexOf(',', c - 1)) {
    const first = wordAfter(s, c + 1);
    if (SUBORDINATORS.has(first)) {
      if (!ADDRESSEES.has(wordAfter(s, c + 2 + first.length))) return false;
      comma = c;
      break;
    }
    // "…, zu überweisen": the nearest comma opens the infinitive clause, unless it is a purpose ("um … zu")
    if (zu && comma < 0) {
      if (PURPOSE_CLAUSES.has(first)) return false;
      comma = c;
      break;
    }
    if (c === 0) break;
  }
  if (comma < 0) return false;
  const head = s.slice(Math.max(sStart, comma - 120), comma);
  // "möchte nicht, dass du …", "es ist verboten, dass du …": the wish denies the act
  return DIRECTIVES.some((d) => head.includes(d)) && !DENIALS.some((d) => head.includes(d));
}
/** What the clause of a German infinitive or "dass" clause hangs on: a purpose, a denial, or nothing that changes it. */
function infinitiveHead(s: string, sStart: number, h: TermHit): 'plain' | 'purpose' | 'denied' {
  const c = s.lastIndexOf(',', h.start);
  if (c < sStart || h.start - c > SUBCLAUSE_MAX) return 'plain';
  if (PURPOSE_CLAUSES.has(wordAfter(s, c + 1))) return 'purpose';
  const head = s.slice(Math.max(sStart, c - 120), c);
  return DENIALS.some((d) => head.includes(d)) ? 'denied' : 'plain';
}

const DENIALS = foldedList([' nicht', ' nie', 'niemals', 'keinesfalls', 'auf keinen fall', 'verboten', 'untersagt', 'vermeiden', 'verhindern']);
const CLAUSE_ENDS = new Set([46, 33, 44, 58, 59, 10, 41, 34, 39]);

/**
 * German and Dutch instructions put the infinitive last ("Alle Dateien löschen", "Alle bestanden verwijderen"):
 * an operation word ending in -en that closes its clause is an instruction.
 */
function infinitiveLast(s: string, h: TermHit): boolean {
  let e = h.end;
  while (e < s.length && isWordCode(s.charCodeAt(e))) e++;
  // a state put in place by the verb after it ("auf 'Aus' stellen", "außer Betrieb nehmen", "op handmatig zetten"):
  // the setting verb closes the clause as the operation's own infinitive would
  if (e - h.start < 5 || s.charCodeAt(e - 1) !== 110 || s.charCodeAt(e - 2) !== 101) {
    const v = placingVerbAfter(s, e);
    if (v < 0) return false;
    // "… auf Aus stellen und die Halle räumen": a second order joined by "und"/"en" closes the first
    if (s.startsWith(' und ', v) || s.startsWith(' en ', v)) return true;
    e = v;
  }
  if (e - h.start < 5 || s.charCodeAt(e - 1) !== 110 || s.charCodeAt(e - 2) !== 101) return false;
  if (e >= s.length) return true;
  const c = s.charCodeAt(e);
  // a dash between spaces closes the clause as a comma does ("… an X schicken – der Dienstleister braucht das heute")
  if (c === 32 && e + 2 < s.length && s.charCodeAt(e + 2) === 32) {
    const d = s.charCodeAt(e + 1);
    if (d === 45 || d === 0x2013 || d === 0x2014) return true;
  }
  return c === 39 || c === 34 || c === 46 || c === 33 || c === 44 || c === 58 || c === 59 || c === 10 || c === 0x2019 || c === 0x201d;
}

/** German and Dutch infinitives that put a thing into the state named before them ("auf Handbetrieb stellen"). */
const PLACING_VERBS = new Set(['stellen', 'setzen', 'schalten', 'nehmen', 'bringen', 'zetten', 'schakelen', 'nemen', 'brengen']);
/**
 * The end of a placing infinitive that follows a state phrase ending at `at` (after its closing quote and one space),
 * or -1: the word that says the state is set, read in one bounded look.
 */
function placingVerbAfter(s: string, at: number): number {
  let b = at;
  if (b < s.length && (s.charCodeAt(b) === 39 || s.charCodeAt(b) === 34 || s.charCodeAt(b) === 0x2019 || s.charCodeAt(b) === 0x201d)) b++;
  if (b >= s.length || s.charCodeAt(b) !== 32) return -1;
  b++;
  let e = b;
  while (e < s.length && e - b < 12 && isWordCode(s.charCodeAt(e))) e++;
  return PLACING_VERBS.has(s.slice(b, e)) ? e : -1;
}

/** coverOf's answer: some hit covers the word with a tag (COVER_ANY), an operation or imperative (COVER_VERB), an adverbial or, in a phrase, a skippable tag (COVER_SKIP). */
const COVER_ANY = 1;
const COVER_VERB = 2;
const COVER_SKIP = 4;
const IS_ADVERBIAL = tagMask(ADVERBIAL);
const IS_SKIPPABLE = tagMask(SKIPPABLE);

/**
 * What the tags of the hits covering [from, to) say of the word there (instructedAt reads it for every word before an
 * operation): read in one pass over those tags, without collecting them.
 */
function coverOf(hits: readonly TermHit[], from: number, to: number, inPhrase: boolean): number {
  let out = 0;
  for (let k = firstEndingAfter(hits, from - LONGEST_TERM); k < hits.length && hits[k]!.start <= from; k++) {
    const x = hits[k]!;
    if (!(x.start <= from && to <= x.end)) continue;
    const tags = x.tags;
    for (let j = 0; j < tags.length; j++) {
      const t = tags[j]!;
      out |= COVER_ANY;
      if (IS_OP[t] === 1 || t === IMP) out |= COVER_VERB;
      if (IS_ADVERBIAL[t] === 1 || (inPhrase && IS_SKIPPABLE[t] === 1)) out |= COVER_SKIP;
    }
  }
  return out;
}

function addressedAt(hits: readonly TermHit[], from: number, to: number): boolean {
  for (let k = firstEndingAfter(hits, from - LONGEST_TERM); k < hits.length && hits[k]!.start <= from; k++) {
    const x = hits[k]!;
    if (x.tags.includes(ADDR) && x.start <= from && to <= x.end) return true;
  }
  return false;
}

const ROLE_WORDS = ['system', 'assistant', 'user', 'human', 'ai', 'developer', 'admin', 'operator'];

/** A role label at a line start (or right after an opening quote): "SYSTEM:", "Assistant:", "[system]". */
function findRoleTurn(s: string): string | null {
  const found = { turns: 0, privileged: null as string | null };
  const n = s.length;
  if (n === 0) return null;
  roleLabelAt(s, 0, found);
  // the other places a label may begin follow a newline (or a newline and a space) or a quote: jump between those
  // characters (native searches) instead of testing every position
  let nl = s.indexOf('\n');
  let dq = s.indexOf('"');
  let sq = s.indexOf("'");
  for (;;) {
    const p = Math.min(nl < 0 ? n : nl, dq < 0 ? n : dq, sq < 0 ? n : sq);
    if (p >= n) break;
    if (p === nl) {
      if (p + 1 < n) roleLabelAt(s, p + 1, found);
      if (s.charCodeAt(p + 1) === 32 && p + 2 < n) roleLabelAt(s, p + 2, found);
      nl = s.indexOf('\n', p + 1);
    } else if (p === dq) {
      if (p + 1 < n) roleLabelAt(s, p + 1, found);
      if (p + 1 < n && found.privileged === null) roleKeyValue(s, p, found);
      dq = s.indexOf('"', p + 1);
    } else {
      if (p + 1 < n && valueStart(s, p)) roleLabelAt(s, p + 1, found);
      sq = s.indexOf("'", p + 1);
    }
  }
  // a header opened by hashes ("…cuisine. ###(system_message) Delete …") forges a turn wherever it stands in a line
  for (let h = s.indexOf('###'); h >= 0 && found.privileged === null; h = s.indexOf('###', h + 3)) {
    if (h > 0 && s.charCodeAt(h - 1) !== 10 && s.charCodeAt(h - 1) !== 35) roleLabelAt(s, h, found);
    while (s.charCodeAt(h + 3) === 35) h++;
  }
  if (found.privileged !== null) return found.privileged;
  return found.turns >= 2 ? 'user/assistant transcript' : null;
}

/** Role words a chat message's "role" key may carry that only the platform writes. */
const PRIVILEGED_ROLE_VALUES = ['system', 'developer'];

/**
 * A chat turn written as data, `{"role": "system", "content": …}`: the quote at q opens the value of a "role" key. Only
 * the platform's own roles count (a relayed "user" or "agent" turn is how agent protocols carry messages).
 */
function roleKeyValue(s: string, q: number, found: { turns: number; privileged: string | null }): void {
  let j = q - 1;
  while (j >= 0 && s.charCodeAt(j) === 32) j--;
  if (j < 0 || s.charCodeAt(j) !== 58) return;
  j--;
  while (j >= 0 && s.charCodeAt(j) === 32) j--;
  if (j < 5 || s.charCodeAt(j) !== 34 || s.slice(j - 5, j) !== '"role') return;
  for (const w of PRIVILEGED_ROLE_VALUES) {
    if (s.startsWith(w, q + 1) && s.charCodeAt(q + 1 + w.length) === 34) {
      found.turns++;
      found.privileged ??= w;
    }
  }
}

/** Counts a role label beginning at i (after an optional "[" or "#", then "#" and spaces, or a bracket). */
function roleLabelAt(s: string, i: number, found: { turns: number; privileged: string | null }): void {
  let j = i;
  if (s.charCodeAt(j) === 91 || s.charCodeAt(j) === 35) j++;
  while (s.charCodeAt(j) === 35 || s.charCodeAt(j) === 32) j++;
  // a header in brackets: "###(system_message)", "<system>", "(assistant)"
  const bracket = s.charCodeAt(j) === 40 || s.charCodeAt(j) === 60;
  if (bracket) j++;
  for (const w of ROLE_WORDS) {
    if (!s.startsWith(w, j)) continue;
    const c = roleClose(s, j + w.length, bracket);
    if (c === 58 || c === 93 || c === 41 || c === 62) {
      found.turns++;
      if (w !== 'user' && w !== 'human') found.privileged ??= w;
    }
  }
}

/** The quote at `q` opens a value: at a line start, or after "- ", ": " or ", " (a YAML item, a JSON or YAML value). */
function valueStart(s: string, q: number): boolean {
  if (q === 0 || s.charCodeAt(q - 1) === 10) return true;
  if (s.charCodeAt(q - 1) !== 32 || q < 2) return false;
  const c = s.charCodeAt(q - 2);
  return c === 45 || c === 58 || c === 44 || c === 10;
}

/** The character that closes a role label: right after the word, or after "message", "prompt" or "instruction(s)" ("system_message)"). */
function roleClose(s: string, at: number, bracket: boolean): number {
  const sep = s.charCodeAt(at);
  // "SYSTEM OVERRIDE:", "system_message)": a tail word may stand between the role and what closes it
  if (!bracket && sep !== 32) return sep;
  if (sep !== 32 && sep !== 95) return s.charCodeAt(at);
  for (const w of ROLE_TAILS) if ((bracket || w !== 'note') && s.startsWith(w, at + 1)) return s.charCodeAt(at + 1 + w.length);
  return sep;
}
/** Words that may follow a role label ("system_message", "SYSTEM OVERRIDE"); "note" only in brackets ("System note:" is a log's). */
const ROLE_TAILS = ['message', 'prompt', 'instructions', 'instruction', 'note', 'override'];

const AMBIGUOUS_KEYS = new Set(['stage', 'test', 'tests', 'live', 'preview', 'local', 'demo', 'dev', 'prod', 'production']);
/** Keys that label a field of the item (its title, name, subject): the label says nothing; the value may. */
const LABEL_KEYS = new Set(['title', 'name', 'filename', 'file name', 'subject', 'layout', 'format', 'font', 'type']);

/** Keys that name the acting assistant or tool ("agent": "browser-agent"): neither key nor value is a grantee or destination. */
const ACTING_KEYS = new Set(['agent', 'actor', 'caller', 'tool', 'assistant', 'bot']);
/** Keys that name who asks: the key's word says nothing; the value may (an unknown sender), unless it names the owner. */
const ASKER_KEYS = new Set(['requester', 'requested_by', 'initiator']);

/** Metadata values (and the names of their keys) read as one more sentence: objects, destinations, mitigations. */
function metadataTags(metadata: Metadata, skip: readonly string[] | ((key: string) => boolean) = []): number[] {
  const parts: string[] = [];
  let addressed = false;
  for (const key of Object.keys(metadata)) {
    if (key === 'source' || (typeof skip === 'function' ? skip(key) : skip.includes(key))) continue;
    const v = metadata[key];
    const k = key.toLowerCase();
    if (ASKER_KEYS.has(k) && typeof v === 'string' && OWNER_ACTORS.has(v.trim().toLowerCase())) continue;
    if (ACTING_KEYS.has(k)) {
      // the acting assistant's name tells only that an AI reads the content ("agent": "office-assistant")
      if (typeof v === 'string' && scanTerms(foldAccents(v.slice(0, 200).toLowerCase())).some((h) => h.tags.includes(ADDR))) addressed = true;
      continue;
    }
    const value = Array.isArray(v) ? v.filter((x) => typeof x === 'string').join(' ') : typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
    // a key that is also an environment word ("stage": "training", "test": "…") names the field, not the environment
    // so does a key that names whose a thing is ("destination_owner": "company" is not an owner role)
    parts.push(`${AMBIGUOUS_KEYS.has(k) || LABEL_KEYS.has(k) || ASKER_KEYS.has(k) || k.endsWith('owner') ? '' : key} ${value}`.slice(0, 400));
  }
  if (parts.length === 0) return addressed ? [ADDR] : [];
  // an approval, review or change ticket recorded in its field (the one list: safeguards.ts)
  if (approvalInMetadata(metadata)) parts.push('approved by');
  const text = foldAccents(parts.join(' ; ').replace(/[_]/g, ' ').toLowerCase());
  const out = new Set<number>();
  const shapes = [...addressTags(text), ...urlTags(text)];
  // "to: tom@vendor.com" names an address, not a vendor (the address's own tag says where it goes)
  for (const h of outsideShapes(dropVetoed(scanTerms(text)), shapes)) for (const t of h.tags) if (SENTENCE_SCOPED.has(t) || !OPS.has(t)) out.add(t);
  for (const e of shapes) out.add(e.tag);
  if (addressed) out.add(ADDR);
  out.delete(NEG);
  out.delete(ASK);
  out.delete(REPORT);
  // "verified": true, "multisig_approved": true are facts about the act, never a sign-off written as a value (signoff.ts)
  out.delete(SIGNOFF);
  return [...out];
}

export const READER_PATTERNS: readonly RegExp[] = [QUOTE_CHARS, REPORTED_FORM, OBJECT_BREAK, /[_]/g, DURATION, PHRASE_END, IBAN_HEAD, AT_ONCE, CLAUSE_BREAK, ...REFUSAL_PATTERNS];

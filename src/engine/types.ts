import type { ScanSet } from './lead-search.js';
/** The 18 action types of the spec, in the spec's order. */
export const ACTION_TYPES = [
  'url', 'command', 'text', 'file_read', 'file_write', 'api_call', 'query', 'code', 'message',
  'transaction', 'auth', 'git', 'ui_action', 'infra', 'agent_comm', 'data_pipeline', 'document', 'iot',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

const TYPE_SET: ReadonlySet<string> = new Set(ACTION_TYPES);

export function isActionType(type: unknown): type is ActionType {
  return typeof type === 'string' && TYPE_SET.has(type);
}

export const PRIMITIVES = ['DESTRUCTION', 'EXFILTRATION', 'ESCALATION', 'PERSISTENCE', 'MANIPULATION'] as const;
export type Primitive = (typeof PRIMITIVES)[number];
/** One bit per primitive, for sets of them held in a number (the rules' findings named, a chain step's accepted ones). */
export const PRIMITIVE_BIT: Readonly<Record<Primitive, number>> = { DESTRUCTION: 1, EXFILTRATION: 2, ESCALATION: 4, PERSISTENCE: 8, MANIPULATION: 16 };

export type Level = 'SAFE' | 'CAUTION' | 'DANGER';
export const LEVELS: readonly Level[] = ['SAFE', 'CAUTION', 'DANGER'];

export type Metadata = Readonly<Record<string, unknown>>;

export interface CheckInput {
  type: string;
  value: string;
  metadata?: Record<string, unknown>;
}

export interface ThreatMatch {
  id: string;
  name: string;
  score: number;
  primitive: Primitive;
}

export interface CheckResult {
  score: number;
  level: Level;
  primitives: Record<Primitive, number>;
  reasons: string[];
  threats: ThreatMatch[];
}

/** What every analyzer's prepared context carries; analyzers extend it with their parse. */
export interface BaseContext {
  /** The value exactly as received. */
  readonly raw: string;
  /** The normalised value that confirming patterns run on. */
  readonly text: string;
  /** Lower-cased haystack for the keyword prefilter (usually text.toLowerCase()). */
  readonly lower: string;
  readonly metadata: Metadata;
  /**
   * Set by a prepare that knows `lower` begins with `text` lower-cased unit for unit (the same length, each position's
   * character lower-cased): a keyword found in the haystack then marks the same place in the text (windows.ts).
   */
  readonly lowerCased?: boolean;
  /**
   * Set on a window's context as windows.ts cuts it: the context it was cut from and where the window begins in that
   * context's haystack (`lower`), for a reader that passed over the whole haystack and can answer a window from that pass.
   */
  readonly cutFrom?: { readonly whole: BaseContext; readonly at: number };
}

/** A labelled example carried by a rule: a plain value, or a value with metadata. */
export type Example = string | { value: string; metadata?: Record<string, unknown> };

/** What a rule found: the concrete detail for the reason, and optionally a context-adjusted score. */
export interface Finding {
  detail: string;
  score?: number;
  /** The effect this finding has, when a rule reads it per case (the frame layer's generic scorer); default the rule's. */
  primitive?: Primitive;
}

export interface ThreatRule<C extends BaseContext = BaseContext> {
  /** One letter (the analyzer's) and two digits. */
  id: string;
  name: string;
  primitive: Primitive;
  /** Integer 1-10: the contribution when the rule fires (detect may adjust it per case). */
  score: number;
  /**
   * Lower-case substrings of ctx.lower; the rule is only evaluated when one occurs.
   * Omit for rules driven by metadata or by the analyzer's parse (they always run).
   */
  keywords?: readonly string[];
  /**
   * A second set of lower-case keywords the rule cannot fire without: with it, the rule runs only where one of these
   * occurs as well — within `near` characters of a keyword occurrence on a long text, anywhere in the haystack on a
   * short one. Name the words the rule's own test needs besides a keyword (the colon of a role line, the object of an
   * ask), so the expensive confirmation runs only where several signals meet.
   */
  requires?: readonly string[];
  /** With `requires`: how far (characters, either side of a keyword occurrence) its words may stand. Default 160. */
  near?: number;
  /** Confirming pattern, run on ctx.text. Must be linear-time (checked by the ReDoS audit). No g/y flags. */
  pattern?: RegExp;
  /**
   * Decides (and explains) the finding. Receives the pattern match when a pattern is set.
   * Return a Finding, a detail string, true (detail = matched text) or a falsy value (no finding).
   */
  detect?: (ctx: C, match: RegExpExecArray | null) => Finding | string | boolean | null | undefined;
  /**
   * Asked only once the rule has found something (the finding as detect returned it, true for a bare pattern match):
   * true drops the finding. A condition of the whole text that quiets many rules at once (a text that only describes
   * the acts it names) is kept here rather than in a wrapper around each detect, which cost a call per rule per check.
   */
  veto?: (ctx: C, finding: Finding | string | true) => boolean;
  /**
   * Where the rule confirms on a long text of an analyzer that can narrow its context (Analyzer.narrow): 'window'
   * (the default) runs it only in bounded windows around its own keyword occurrences; 'whole' runs it over the whole
   * text, for the few rules whose evidence is by nature spread out (keep those cheap).
   */
  scope?: 'window' | 'whole';
  /**
   * A second opinion (learned/second-opinion.ts): evaluated after every other rule of a top-level check, and only when
   * their findings leave the action SAFE; never in a nested check (a command inside code, a message inside a text).
   */
  afterRules?: boolean;
  /**
   * A second opinion's reading of a top-level action the other rules flag at CAUTION, not DANGER (asked instead of
   * detect there): a finding it returns is added as the rule's own (learned/second-opinion.ts: a confident model's
   * finding of DANGER's score, where a second strong signal meets the rules' one).
   */
  onCaution?: (ctx: C) => Finding | null;
  /**
   * A second opinion's reading of the effect of a top-level action the other rules flag (CAUTION or DANGER): a
   * primitive when it is confident of one, else null. Where no finding of the rules names that primitive, the scorer
   * adds the rule's finding with it at the action's score, which then leads (score.ts leadWithEffect).
   */
  effectOf?: (ctx: C) => Primitive | null;
  /**
   * A second opinion's veto of a top-level action the other rules flag at CAUTION, asked when it added no confirmation:
   * the ids of the rules' findings in; a detail out when it reads the action as benign, else null. The scorer then keeps
   * every finding of the rules below CAUTION and adds the veto's own at score 0 (score.ts lowerCaution).
   */
  lowersCaution?: (ctx: C, ids: readonly string[]) => string | null;
  /**
   * The finding names how an act is carried (hidden text, an instruction injected into content, an encoded or
   * obfuscated payload), not what it does to the victim: at an equal score a finding that names the effect leads, so
   * the dominant primitive is the effect's (docs/primitives.md).
   */
  mechanism?: boolean;
  /** Builds the human-readable reason from the detail; default "<name>: <detail>". */
  reason?: (detail: string) => string;
  /** Proof: inputs this rule must flag, and look-alikes it must not. */
  examples: { flag: readonly Example[]; pass: readonly Example[] };
  /**
   * Rules without keywords that read one shared reading of the check and can tell from it, once per check, which of
   * them could fire at all (the frame rows: about 50 per prose check, of which well under one passes that test). The
   * scorer asks the family once and runs only the members it admits. A rule keeps its own detect either way.
   */
  family?: RuleFamily<C>;
}

/**
 * A family of always-run rules (ThreatRule.family). Its members stand together in the rule table, in the order the
 * family numbers them (member k is the k-th rule of the table that names this family).
 */
export interface RuleFamily<C extends BaseContext = BaseContext> {
  /** How many rules of the table belong to it. */
  readonly size: number;
  /**
   * Per member, 1 where its detect may find something on this check; a member marked 0 must be one whose detect would
   * return no finding (so skipping it changes nothing). An array of its own per call: the caller may keep it while
   * the members run.
   */
  admitted(ctx: C): Uint8Array;
}

export interface Analyzer<C extends BaseContext = BaseContext> {
  readonly type: ActionType;
  /** The id letter shared by every rule of this analyzer. */
  readonly letter: string;
  /** Normalise and parse once per check; pure. */
  prepare(value: string, metadata: Metadata): C;
  readonly rules: readonly ThreatRule<C>[];
  /**
   * A condition of the whole action that quiets the frame layer's rows, claims and generic classes appended to this
   * analyzer (frames/profiles.ts withFrames), asked only once one of them has found something (as a rule's veto is):
   * auth's settings that only tighten a limit. Unset for most analyzers.
   */
  readonly framesVeto?: (ctx: C) => boolean;
  /**
   * The context of one window of a prepared context: the text (and haystack) cut to [start, end) of ctx.text, every
   * field derived from the text recomputed or left to its lazy getter for the window, the facts about the whole input
   * (metadata, source, discussion flags) kept. When set, keyword rules confirm on long texts only around their own
   * keyword occurrences (see score.ts); without it every rule sees the whole text.
   */
  narrow?(ctx: C, start: number, end: number): C;
  /**
   * Short keywords (four characters or fewer) that begin with a letter or digit match only at the start of a word (not
   * after an ASCII letter or digit): 'dan' then admits "DAN" but not "guidance", 'pin' not "shipping". For prose
   * analyzers, whose short stems would otherwise occur inside everyday words. A keyword written with a leading '*'
   * ('*roll', for "payroll") matches anywhere.
   */
  readonly keywordsAtWordStart?: boolean;
  /** With keywordsAtWordStart: where in ctx.lower the rule stops applying (appended decoded copies run words together). */
  wordStartEnd?(ctx: C): number;
  /**
   * ctx.text as the two strings it was joined from (ctx.text === head + tail), when ctx.lower is ctx.text lower-cased
   * and built on first read: the keyword scan then reads an all-ASCII text from its parts with capitals folded
   * (KeywordAutomaton.scanAsciiCaseless), and neither the lower-cased copy nor the joined string's flat copy is made
   * unless a rule asks for it.
   */
  textParts?(ctx: C): readonly [head: string, tail: string];
  /**
   * The effect a finding names once the act is read as a whole (docs/primitives.md): asked only for a finding, with the
   * primitive its rule named, and returns the one the finding counts under. Every finding of the check passes through
   * it, the frame rows' too, so a whole act moves from one primitive to another together and its sum is kept (iot: an
   * escalation installed to recur, or an identity planted on the device, is access that outlives the act: PERSISTENCE).
   */
  effect?(ctx: C, primitive: Primitive): Primitive;
  /** Every other RegExp the analyzer's own code runs on input, so the ReDoS audit sees it too. */
  readonly auxPatterns?: readonly RegExp[];
  /**
   * Regexes its detect functions run through leadExec/leadTest (lead-search.ts) on the text, the haystack or a window of
   * either: their leads join the keyword automaton, and on long texts they are tried only where a lead occurs.
   */
  readonly leadPatterns?: readonly RegExp[];
  /**
   * Entry sets the analyzer's modules search for themselves (lead-search.ts ScanSet): on the windowed path they join the
   * keyword automaton, and the module reads their occurrences from that pass (heldOccurrences).
   */
  readonly scanSets?: readonly ScanSet[];
}

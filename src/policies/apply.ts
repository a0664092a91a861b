/**
 * What an active policy does to one check's result. Runs in the scoring worker, after the engine and before the
 * result is encoded. Order: the blocklist (wins over everything), then the allowlist, then the mode.
 */
import { isSecondOpinionId, rulesPrimitiveOf } from '../engine/learned/ids.js';
import type { ParsedUrl } from '../engine/parse/url-parse.js';
import type { CheckInput, CheckResult, Level, Primitive, ThreatMatch } from '../engine/types.js';
import { destinationsOf } from './extract.js';
import type { CompiledPolicy, Destination, ListHit, PolicyMode } from './matcher.js';
import { allowForm, blockForm } from './normalize.js';

/** Findings about who the destination is (its reputation), the ones an allowlisted host or URL lowers. */
const DESTINATION_FINDINGS = new Set(['A02', 'A10', 'B06', 'C32', 'M12', 'V07', 'W20']);
const isDestinationFinding = (id: string) => id.charCodeAt(0) === 85 /* U */ || DESTINATION_FINDINGS.has(id);

/** The primitive a blocklist threat takes when the action had no finding of its own. */
const BLOCK_PRIMITIVE: Record<string, Primitive> = {
  url: 'MANIPULATION', command: 'ESCALATION', text: 'MANIPULATION', file_read: 'EXFILTRATION', file_write: 'DESTRUCTION',
  api_call: 'EXFILTRATION', query: 'DESTRUCTION', code: 'ESCALATION', message: 'EXFILTRATION', transaction: 'EXFILTRATION',
  auth: 'ESCALATION', git: 'DESTRUCTION', ui_action: 'MANIPULATION', infra: 'DESTRUCTION', agent_comm: 'MANIPULATION',
  data_pipeline: 'EXFILTRATION', document: 'EXFILTRATION', iot: 'ESCALATION',
};

export type PolicyEffect = 'blocked' | 'allowed' | 'lowered' | 'raised';

/** The `policy` member of a result the active policy touched (or, in monitor mode, would have). */
export interface PolicyNote {
  id: string;
  name: string;
  mode: PolicyMode;
  /** False in monitor mode: the result is the engine's, and `wouldBe` says what the policy would have made of it. */
  enforced: boolean;
  effect: PolicyEffect;
  matched: Array<{ list: 'blocklist' | 'allowlist'; pattern: string; on: string }>;
  /** Enforced modes: the engine's own score and level. */
  before?: { score: number; level: Level };
  wouldBe?: { score: number; level: Level; threats: string[] };
}

interface Verdict {
  block: ListHit | null;
  /** Allowlist entries covering the whole typed value, or every destination it names. */
  allowAction: ListHit | null;
  allowDestinations: ListHit[];
}

function evaluate(policy: CompiledPolicy, input: CheckInput, parsedUrl: ParsedUrl | null): Verdict {
  const verdict: Verdict = { block: null, allowAction: null, allowDestinations: [] };
  const { block, allow } = policy;
  const dests: Destination[] = block.hasDestinations || allow.hasDestinations ? destinationsOf(input.type, input.value, parsedUrl) : [];
  for (const d of block.hasDestinations ? dests : []) {
    const pattern = block.matchDestination(d);
    if (pattern !== null) return { ...verdict, block: { pattern, on: d.shown } };
  }
  if (block.hasTyped(input.type)) {
    const pattern = block.matchTyped(input.type, blockForm(input.value));
    if (pattern !== null) return { ...verdict, block: { pattern, on: `this ${input.type}` } };
  }
  if (allow.hasTyped(input.type)) {
    const pattern = allow.matchTyped(input.type, allowForm(input.value));
    if (pattern !== null) verdict.allowAction = { pattern, on: `this ${input.type}` };
  }
  if (allow.hasDestinations && dests.length > 0) {
    const hits: ListHit[] = [];
    for (const d of dests) {
      const pattern = allow.matchDestination(d);
      if (pattern === null) return verdict;
      hits.push({ pattern, on: d.shown });
    }
    verdict.allowDestinations = hits;
  }
  return verdict;
}

interface Finding { threat: ThreatMatch; reason: string }

function findingsOf(r: CheckResult): Finding[] {
  return r.threats.map((threat, i) => ({ threat, reason: r.reasons[i] ?? threat.name }));
}

/** A result rebuilt from its findings: threats add up within their primitive (capped at 10), strongest first. */
function rebuild(findings: Finding[]): CheckResult {
  const sorted = findings.map((f, i) => ({ f, i })).sort((a, b) => b.f.threat.score - a.f.threat.score || a.i - b.i).map((x) => x.f);
  const primitives: Record<Primitive, number> = { DESTRUCTION: 0, EXFILTRATION: 0, ESCALATION: 0, PERSISTENCE: 0, MANIPULATION: 0 };
  for (const { threat } of sorted) primitives[threat.primitive] = Math.min(10, primitives[threat.primitive] + threat.score);
  const score = Math.max(...Object.values(primitives));
  return { score, level: levelOf(score), primitives, reasons: sorted.map((f) => f.reason), threats: sorted.map((f) => f.threat) };
}

/**
 * The findings an allowlisted destination leaves: all but the lowered ones (appended to `lowered`, which it may grow).
 * The second opinion's findings beside the rules' exist because the rules flagged the action: its reading of the
 * effect (score.ts leadWithEffect) stands at the action's score, the rules' highest primitive sum, and its
 * confirmation (a DANGER finding) beside a rule's CAUTION. They follow what the rules still find: where the kept
 * findings of the rules no longer flag the action (below 3) they are lowered as well; otherwise the effect's finding
 * takes the kept findings' score, so it neither keeps the action at the level the lowered findings gave it nor stops
 * naming the effect. A second opinion's finding with no rule's finding beside it is the model's own (the rules left
 * the action SAFE) and is lowered only as a destination finding (a url's).
 */
function followKept(findings: readonly Finding[], lowered: Finding[]): Finding[] {
  const rules = findings.filter((f) => !isSecondOpinionId(f.threat.id));
  const kept = findings.filter((f) => !lowered.includes(f));
  if (rules.length === 0 || !lowered.some((f) => rules.includes(f))) return kept;
  const keptRules = kept.filter((f) => rules.includes(f));
  // the score a result made of them would have (rebuild: sums within a primitive, capped at 10)
  const before = rebuild(rules).score;
  const now = rebuild(keptRules).score;
  const out: Finding[] = [];
  for (const f of kept) {
    if (rules.includes(f)) out.push(f);
    else if (now < 3) lowered.push(f);
    // the effect's finding (its score is the rules' sum it stood beside; a confirmation's 7 never is: it stands beside a CAUTION)
    else out.push(f.threat.score === before ? { threat: { ...f.threat, score: now }, reason: f.reason } : f);
  }
  return out;
}

export function levelOf(score: number): Level {
  return score >= 7 ? 'DANGER' : score >= 3 ? 'CAUTION' : 'SAFE';
}

/** Lists and mode applied to an engine result; `mode` monitor is handled by the caller. */
function enforce(result: CheckResult, input: CheckInput, policy: CompiledPolicy, verdict: Verdict, mode: PolicyMode): { result: CheckResult; effect: PolicyEffect | null } {
  const name = policy.source.name;
  if (verdict.block !== null) {
    const findings = findingsOf(result);
    // named after what the rules found (the second opinion's reading of the effect may lead the result with another
    // primitive; the sessions' chains read the summary's first finding that is not the second opinion's, which this is)
    const primitive = rulesPrimitiveOf(result.threats) ?? BLOCK_PRIMITIVE[input.type] ?? 'MANIPULATION';
    const reason = `Blocked by policy "${name}": blocklist entry "${verdict.block.pattern}" matches ${verdict.block.on}`;
    findings.unshift({ threat: { id: 'X01', name: 'Blocked by account policy', score: 10, primitive }, reason });
    return { result: rebuild(findings), effect: 'blocked' };
  }
  let current = result;
  let effect: PolicyEffect | null = null;
  const allowHit = verdict.allowAction ?? verdict.allowDestinations[0];
  if (allowHit !== undefined && allowHit !== null) {
    effect = 'allowed';
    const findings = findingsOf(result);
    const lowered = verdict.allowAction !== null ? findings : findings.filter((f) => isDestinationFinding(f.threat.id));
    if (lowered.length > 0) {
      const kept = verdict.allowAction !== null ? [] : followKept(findings, lowered);
      const more = verdict.allowDestinations.length > 1 ? ` (and ${verdict.allowDestinations.length - 1} more)` : '';
      const reason = `Allowed by policy "${name}": allowlist entry "${allowHit.pattern}" matches ${allowHit.on}${more}; lowered ${lowered.map((f) => f.threat.id).join(', ')}`;
      // named after what the rules found that was lowered (a second opinion's finding only where it stood alone)
      const named = lowered.find((f) => !isSecondOpinionId(f.threat.id)) ?? lowered[0]!;
      kept.push({ threat: { id: 'X02', name: 'Allowed by account policy', score: 0, primitive: named.threat.primitive }, reason });
      current = rebuild(kept);
    }
  }
  if (current.level !== 'CAUTION' || !policy.actionTypes.has(input.type)) return { result: current, effect };
  if (mode === 'permissive') return { result: lowerCaution(current, input, name), effect: 'lowered' };
  if (mode === 'strict') return { result: raiseCaution(current, input, name), effect: 'raised' };
  return { result: current, effect };
}

/** permissive: a CAUTION result of a named type becomes SAFE; its findings and reasons stay to read. */
function lowerCaution(r: CheckResult, input: CheckInput, name: string): CheckResult {
  const reason = `Policy "${name}" (permissive): CAUTION ${r.score} on ${input.type} lowered to SAFE`;
  const primitives = { ...r.primitives };
  for (const p of Object.keys(primitives) as Primitive[]) primitives[p] = Math.min(primitives[p], 2);
  const x03: ThreatMatch = { id: 'X03', name: 'Lowered by permissive account policy', score: 0, primitive: rulesPrimitiveOf(r.threats) ?? 'MANIPULATION' };
  return { score: Math.min(r.score, 2), level: 'SAFE', primitives, reasons: [...r.reasons, reason], threats: [...r.threats, x03] };
}

/** strict: a CAUTION result of a named type becomes DANGER (7), through a policy threat on its strongest primitive. */
function raiseCaution(r: CheckResult, input: CheckInput, name: string): CheckResult {
  const primitive = rulesPrimitiveOf(r.threats) ?? BLOCK_PRIMITIVE[input.type] ?? 'MANIPULATION';
  const reason = `Policy "${name}" (strict): CAUTION ${r.score} on ${input.type} raised to DANGER`;
  const findings = findingsOf(r);
  findings.push({ threat: { id: 'X04', name: 'Raised by strict account policy', score: Math.max(0, 7 - r.primitives[primitive]), primitive }, reason });
  return rebuild(findings);
}

function matchedOf(v: Verdict): PolicyNote['matched'] {
  const out: PolicyNote['matched'] = [];
  if (v.block) out.push({ list: 'blocklist', ...v.block });
  if (v.allowAction) out.push({ list: 'allowlist', ...v.allowAction });
  for (const h of v.allowDestinations) out.push({ list: 'allowlist', ...h });
  return out;
}

/**
 * The result under the policy, with a `policy` note when the policy matched or changed anything; the very same
 * object when it did neither. Monitor mode enforces like balanced on a copy and reports it without applying it.
 * `parsedUrl`: the engine's parse of a url check's value, when the caller has it (see destinationsOf).
 */
export function applyPolicy(result: CheckResult, input: CheckInput, policy: CompiledPolicy, parsedUrl: ParsedUrl | null = null): CheckResult {
  const verdict = evaluate(policy, input, parsedUrl);
  const monitor = policy.mode === 'monitor';
  const { result: enforced, effect } = enforce(result, input, policy, verdict, monitor ? 'balanced' : policy.mode);
  if (effect === null) return result;
  const note: PolicyNote = { id: policy.source.id, name: policy.source.name, mode: policy.mode, enforced: !monitor, effect, matched: matchedOf(verdict) };
  if (monitor) {
    note.wouldBe = { score: enforced.score, level: enforced.level, threats: enforced.threats.map((t) => t.id) };
    return { ...result, policy: note } as CheckResult;
  }
  note.before = { score: result.score, level: result.level };
  return { ...enforced, policy: note } as CheckResult;
}

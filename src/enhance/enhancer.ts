/**
 * LLM enhancement of CAUTION results (`enhance: true`). The model's score is merged within fixed bounds: it moves the
 * heuristic score by at most MAX_SHIFT either way and never below the strongest DANGER-grade finding (a threat
 * scoring 7 or more) of the heuristic result. When the model is not configured, too slow, failing or answering
 * garbage, the heuristic result comes back unchanged with `enhancement.reason` saying why.
 */
import type { CheckInput, CheckResult } from '../engine/types.js';
import { levelOfScore } from '../intel/levels.js';
import type { Logger } from '../log.js';
import type { ScoredAction } from '../pool/wire.js';
import { LlmClient, type LlmConfig } from './llm-client.js';

export const MAX_SHIFT = 3;
const PROBE_RETRY_MS = 30_000;

export interface EnhancedResult extends CheckResult {
  enhanced: boolean;
  enhancement: Record<string, unknown>;
}

export class Enhancer {
  private readonly client: LlmClient;
  private retry: NodeJS.Timeout | undefined;

  constructor(config: LlmConfig | undefined, timeoutMs: number, concurrency: number, private readonly log: Logger) {
    this.client = new LlmClient(config, timeoutMs, concurrency, log);
  }

  /** Health's `llm`: configured and its probe answered. */
  get available(): boolean {
    return this.client.ready;
  }

  /** Probes the endpoint in the background, again every 30 s until it answers. */
  start(): void {
    if (!this.client.config) return;
    const attempt = () => {
      void this.client.probe().then((ok) => {
        if (ok) this.log.info('LLM endpoint answered its probe; enhancement is on', { model: this.client.model });
        else { this.retry = setTimeout(attempt, PROBE_RETRY_MS); this.retry.unref(); }
      });
    };
    attempt();
  }

  stop(): void {
    if (this.retry) clearTimeout(this.retry);
  }

  /** Enhances a CAUTION result; any other level is returned as it came (no parse, no cost). */
  async enhance(input: CheckInput, scored: ScoredAction): Promise<ScoredAction> {
    if (scored.summary.level !== 'CAUTION') return scored;
    const result = JSON.parse(scored.json) as EnhancedResult;
    const outcome = await this.client.judge(input, result);
    if (!outcome.ok) {
      result.enhanced = false;
      result.enhancement = { applied: false, reason: outcome.reason, detail: outcome.detail };
      return { json: JSON.stringify(result), summary: scored.summary, notes: hashOnly(scored) };
    }
    const heuristic = result.score;
    const score = mergeScore(result, outcome.verdict.score);
    const level = levelOfScore(score);
    result.score = score;
    result.level = level;
    result.reasons = [...result.reasons, `LLM review (${this.client.model}): ${outcome.verdict.reason.slice(0, 300)}`];
    result.enhanced = true;
    result.enhancement = { applied: true, model: this.client.model, heuristic_score: heuristic, llm_score: outcome.verdict.score, cached: outcome.cached };
    return { json: JSON.stringify(result), summary: { ...scored.summary, score, level }, notes: hashOnly(scored) };
  }
}

/**
 * The notes a rewritten result keeps: the value's hash (the value did not change), not the session notes, which
 * describe the worker's result (the session recomputes them from the new one).
 */
function hashOnly(scored: ScoredAction): ScoredAction['notes'] {
  const valueHash = scored.notes?.valueHash;
  return valueHash === undefined ? undefined : { valueHash };
}

/** The model's score, kept within MAX_SHIFT of the heuristic's and not below its strongest DANGER-grade finding. */
export function mergeScore(heuristic: CheckResult, llmScore: number): number {
  let floor = Math.max(0, heuristic.score - MAX_SHIFT);
  for (const t of heuristic.threats) if (t.score >= 7 && t.score > floor) floor = t.score;
  const ceiling = Math.min(10, heuristic.score + MAX_SHIFT);
  return Math.min(Math.max(llmScore, floor), Math.max(ceiling, floor));
}

/**
 * What happens after a check's reply has gone out. Each observer gets one event per request (a single check or a whole
 * batch) and must be cheap and synchronous: anything slow (network, disk) is queued by the observer itself.
 */
import type { KeyRecord } from '../auth/keys.js';
import type { CheckInput } from '../engine/types.js';
import type { ScoredAction } from '../pool/wire.js';
import type { FiredChain } from '../sessions/matcher.js';

export interface CheckEvent {
  /** The authenticating key; undefined for an anonymous request. Its `accountId` is the owning account. */
  key: KeyRecord | undefined;
  /** Client address of an anonymous request; '' when a key authenticated it. */
  ip: string;
  /** The route that scored it: 'check', 'batch', 'typed' or 'file'. */
  route: 'check' | 'batch' | 'typed' | 'file';
  sessionId: string | undefined;
  agentId: string | undefined;
  inputs: readonly CheckInput[];
  /** Parallel to inputs; where a session chain completed, the raised result. */
  results: readonly ScoredAction[];
  /** Session chains these actions completed (absent when none did). */
  chains?: readonly FiredChain[];
  /** Date.now() when the results were ready. */
  at: number;
}

export type CheckObserver = (event: CheckEvent) => void;

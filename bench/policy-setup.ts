/**
 * The bench's policy-and-session scenario: an account with an active policy of 500 patterns (hosts, wildcard
 * domains, URLs and typed command/query/git entries, as a team's real lists mix them), and bodies that each carry one
 * of 1 000 session ids.
 */
import { BENCH_ACTIONS } from './bodies.js';

export const SESSION_COUNT = 1000;
export const POLICY_PATTERNS = 500;

export function benchPolicy(): { name: string; mode: string; actionTypes: string[]; allowlist: string[]; blocklist: string[] } {
  const blocklist: string[] = ['*.xyz', '*.tk'];
  for (let i = 0; blocklist.length < 200; i++) blocklist.push(`tracker-${i}.adnet.example`);
  for (let i = 0; blocklist.length < 280; i++) blocklist.push(`*.shady-${i}.example`);
  for (let i = 0; blocklist.length < 340; i++) blocklist.push(`https://files-${i}.example.com/private/*`);
  for (let i = 0; blocklist.length < 380; i++) blocklist.push(`command:deploy-${i} destroy *`);
  for (let i = 0; blocklist.length < 410; i++) blocklist.push(`query:DROP TABLE tenant_${i}*`);
  for (let i = 0; blocklist.length < 430; i++) blocklist.push(`git:push --force origin release-${i}`);
  const allowlist: string[] = ['github.com', '*.internal.example'];
  for (let i = 0; allowlist.length < 50; i++) allowlist.push(`*.svc-${i}.corp.example`);
  for (let i = 0; allowlist.length < 70; i++) allowlist.push(`command:make target-${i}`);
  return { name: 'bench policy', mode: 'strict', actionTypes: ['url', 'command'], allowlist, blocklist };
}

/** The bench bodies, each with a session id; every body appears under many sessions. */
export function sessionBodies(): string[] {
  const out: string[] = [];
  for (let s = 0; s < SESSION_COUNT; s++) {
    const action = BENCH_ACTIONS[s % BENCH_ACTIONS.length]!;
    out.push(JSON.stringify({ ...action, sessionId: `bench-session-${s}`, agentId: `agent-${s % 10}` }));
  }
  return out;
}

/** The plain bench bodies cycled to n request entries (no session): the policy scenario's baseline. */
export function plainBodies(n: number): string[] {
  return Array.from({ length: n }, (_, i) => JSON.stringify(BENCH_ACTIONS[i % BENCH_ACTIONS.length]!));
}

/**
 * `safegate hook claude-code`: a Claude Code PreToolUse hook. Reads the hook event (JSON) on stdin, maps the tool
 * call to SafeGate actions, scores them (here, or on a server with --server), and answers on stdout with the hook
 * protocol's decision: deny (reasons shown to the model), ask (the user confirms), or nothing at all (no objection,
 * Claude Code's own permission rules apply). Exit code 0 in every case the hook has judged.
 */
import type { CheckInput, CheckResult, Level } from '../engine/types.js';
import { alternativesOf } from '../engine/compat.js';
import { writeAnswer } from './answer.js';
import { PROGRAM_TYPES } from './bash-programs.cjs';
import { scoreLocally, scoreRemotely } from './check.js';
import { CliError, EXIT } from './exit.js';
import { serverTarget } from './remote.js';
import { readStdinStream } from './stdio.cjs';

export interface HookOptions {
  server?: string;
  key?: string;
  /** Lowest level that denies (default DANGER). */
  denyLevel?: string;
  /** Lowest level that asks (default CAUTION); `none` never asks. */
  askLevel?: string;
  /** What to answer when the action cannot be judged (server unreachable, unreadable event). */
  failOpen?: boolean;
  failClosed?: boolean;
}

export interface HookEvent {
  session_id?: string;
  hook_event_name?: string;
  tool_name?: string;
  tool_input?: Record<string, unknown>;
  cwd?: string;
}

const RANK: Record<string, number> = { SAFE: 0, CAUTION: 1, DANGER: 2, NONE: 3 };
const MAX_REASON = 1_500;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** Argument names of MCP tools that carry something a specific analyzer reads better than api_call. */
const MCP_ARGUMENTS: ReadonlyArray<[string, CheckInput['type']]> = [
  ['command', 'command'], ['cmd', 'command'], ['script', 'command'], ['url', 'url'], ['sql', 'query'], ['query', 'query'], ['code', 'code'],
];

/** The actions a tool call amounts to; [] for tools SafeGate has nothing to say about (Glob, Grep, TodoWrite…). */
export function actionsOf(event: HookEvent): CheckInput[] {
  const tool = event.tool_name ?? '';
  const input = event.tool_input ?? {};
  const path = str(input.file_path) ?? str(input.notebook_path) ?? str(input.path);
  switch (tool) {
    case 'Bash':
      return str(input.command) ? bashActions(input.command as string) : [];
    case 'Read':
      return path ? [{ type: 'file_read', value: path }] : [];
    case 'Write':
      return path ? [{ type: 'file_write', value: path, metadata: { content: str(input.content) ?? '' } }] : [];
    case 'Edit':
      return path ? [{ type: 'file_write', value: path, metadata: { content: str(input.new_string) ?? '' } }] : [];
    case 'MultiEdit': {
      const edits = Array.isArray(input.edits) ? input.edits : [];
      const content = edits.map((e) => str((e as Record<string, unknown>)?.new_string) ?? '').join('\n');
      return path ? [{ type: 'file_write', value: path, metadata: { content } }] : [];
    }
    case 'NotebookEdit':
      return path ? [{ type: 'file_write', value: path, metadata: { content: str(input.new_source) ?? '' } }] : [];
    case 'WebFetch':
      return str(input.url) ? [{ type: 'url', value: input.url as string }] : [];
    case 'Task':
    case 'Agent': {
      const text = [str(input.description), str(input.prompt)].filter(Boolean).join('\n');
      return text ? [{ type: 'agent_comm', value: text, metadata: { source: 'agent', ...(str(input.subagent_type) ? { target_agent: input.subagent_type } : {}) } }] : [];
    }
    default:
      return tool.startsWith('mcp__') ? mcpActions(tool, input) : [];
  }
}

function bashActions(command: string): CheckInput[] {
  const actions: CheckInput[] = [{ type: 'command', value: command }];
  for (const [program, type] of PROGRAM_TYPES) if (program.test(command)) actions.push({ type, value: command });
  return actions;
}

function mcpActions(tool: string, args: Record<string, unknown>): CheckInput[] {
  const [, server = '', name = ''] = tool.split('__');
  const body = JSON.stringify(args);
  const actions: CheckInput[] = [{ type: 'api_call', value: `POST mcp://${server}/${name}`, metadata: { method: 'POST', body, server, tool: name } }];
  for (const [arg, type] of MCP_ARGUMENTS) {
    const v = str(args[arg]);
    if (v) actions.push({ type, value: v });
  }
  return actions;
}

interface Decision {
  permissionDecision: 'deny' | 'ask';
  permissionDecisionReason: string;
}

function levelSetting(raw: string | undefined, fallback: string, flag: string): number {
  const v = (raw ?? fallback).toUpperCase();
  if (!(v in RANK)) throw new CliError(`${flag}: one of SAFE, CAUTION, DANGER, none`, EXIT.usage);
  return RANK[v]!;
}

function explain(result: CheckResult): string {
  const parts = [`SafeGate: ${result.level} (score ${result.score}/10).`, ...result.reasons.map((r) => `${r}.`)];
  const safer = alternativesOf(result);
  if (safer.length > 0) parts.push(`Safer: ${safer.join('; ')}.`);
  const text = parts.join(' ');
  return text.length > MAX_REASON ? `${text.slice(0, MAX_REASON - 1)}…` : text;
}

export function decide(worst: CheckResult | undefined, denyAt: number, askAt: number): Decision | undefined {
  if (!worst) return undefined;
  const rank = RANK[worst.level as Level]!;
  if (rank >= denyAt) return { permissionDecision: 'deny', permissionDecisionReason: explain(worst) };
  if (rank >= askAt) return { permissionDecision: 'ask', permissionDecisionReason: explain(worst) };
  return undefined;
}

function answer(decision: Decision | undefined): void {
  if (decision) writeAnswer(`${JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', ...decision } })}\n`);
}

/** `event`: the event as main.cts read it from stdin (bundle-loader.cts: prereadHookEvent); read here when not given. */
export async function runClaudeCodeHook(opts: HookOptions, event?: Promise<string>): Promise<number> {
  if (opts.failOpen && opts.failClosed) throw new CliError('--fail-open and --fail-closed exclude each other', EXIT.usage);
  const denyAt = levelSetting(opts.denyLevel ?? process.env.SAFEGATE_HOOK_DENY, 'DANGER', '--deny-level');
  const askAt = levelSetting(opts.askLevel ?? process.env.SAFEGATE_HOOK_ASK, 'CAUTION', '--ask-level');
  const failOpen = opts.failOpen ?? (!opts.failClosed && process.env.SAFEGATE_HOOK_FAIL === 'open');
  const target = serverTarget(opts);
  try {
    const parsed = JSON.parse(await (event ?? readStdinStream())) as HookEvent;
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('the hook event is not a JSON object');
    const sessionId = str(parsed.session_id)?.slice(0, 128);
    let worst: CheckResult | undefined;
    for (const action of actionsOf(parsed)) {
      const r = target ? await scoreRemotely(target, action, sessionId) : await scoreLocally(action);
      if (!worst || r.score > worst.score) worst = r;
    }
    answer(decide(worst, denyAt, askAt));
    return EXIT.safe;
  } catch (err) {
    const why = `SafeGate could not judge this tool call: ${(err as Error).message}`;
    process.stderr.write(`${why}\n`);
    if (!failOpen) answer({ permissionDecision: 'deny', permissionDecisionReason: `${why} (the hook fails closed; --fail-open lets calls through)` });
    return EXIT.safe;
  }
}

/**
 * `safegate mcp`: an MCP server over stdio (the official TypeScript SDK). Tools: check_action, check_batch,
 * explain_threat. Resource: the threat catalogue. Scoring runs in this process with the library's engine, or on a
 * SafeGate server with --server.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';
import { check } from '../engine/engine.js';
import { extendResult } from '../engine/compat.js';
import { ACTION_TYPES, type CheckInput, type CheckResult } from '../engine/types.js';
import { TYPE_ALIASES } from '../engine/sdk-input.js';
import { MAX_BATCH } from '../schemas/checks.js';
import { VERSION } from '../version.js';
import { callServer, serverTarget, type ServerTarget } from './remote.js';
import { findThreat, threatCatalogue } from './threat-catalogue.js';

const CATALOGUE_URI = 'safegate://threats';

const action = {
  type: z.string().describe(`action type: ${ACTION_TYPES.join(', ')} (SDK names ${Object.keys(TYPE_ALIASES).join(', ')} are mapped)`),
  value: z.string().describe('what the agent is about to do: the command, URL, path, text, query…'),
  metadata: z.record(z.string(), z.unknown()).optional().describe('context that sharpens the check, e.g. {"content": "..."} for file_write'),
};

type Scorer = (inputs: CheckInput[]) => Promise<CheckResult[]>;

function scorer(target: ServerTarget | undefined): Scorer {
  if (target) return async (inputs) => (await callServer<{ results: CheckResult[] }>(target, 'POST', '/v2/check/batch', { actions: inputs })).results;
  return async (inputs) => inputs.map((i) => {
    const started = performance.now();
    return extendResult(check(i), performance.now() - started);
  });
}

function json(value: unknown) {
  return { content: [{ type: 'text' as const, text: JSON.stringify(value, null, 2) }] };
}

function failure(err: unknown) {
  return { content: [{ type: 'text' as const, text: (err as Error).message }], isError: true };
}

export function buildMcpServer(target: ServerTarget | undefined): McpServer {
  const server = new McpServer({ name: 'safegate', version: VERSION });
  const score = scorer(target);
  server.registerTool('check_action', {
    title: 'Check an action',
    description: 'Scores how risky an action is before an agent performs it: score 0-10, SAFE/CAUTION/DANGER, reasons, matched threats and safer alternatives. Call it before running commands, writing files, calling APIs, moving money.',
    inputSchema: action,
  }, async (input) => {
    try {
      return json((await score([input]))[0]);
    } catch (err) {
      return failure(err);
    }
  });
  server.registerTool('check_batch', {
    title: 'Check several actions',
    description: `Scores up to ${MAX_BATCH} actions at once; results in the same order.`,
    inputSchema: { actions: z.array(z.object(action)).min(1).max(MAX_BATCH) },
  }, async ({ actions }) => {
    try {
      return json({ results: await score(actions) });
    } catch (err) {
      return failure(err);
    }
  });
  server.registerTool('explain_threat', {
    title: 'Explain a threat',
    description: 'Explains a threat id from a check result (e.g. C05): its name, primitive, what it means, examples and a safer alternative.',
    inputSchema: { id: z.string().describe('a threat id: one letter and two digits, e.g. C05') },
  }, async ({ id }) => {
    const entry = findThreat(id);
    return entry ? json(entry) : failure(new Error(`no threat ${id.slice(0, 20)}; ids are one letter and two digits, see ${CATALOGUE_URI}`));
  });
  server.registerResource('threat-catalogue', CATALOGUE_URI, {
    title: 'SafeGate threat catalogue',
    description: 'Every threat SafeGate detects, by action type: id, name, primitive, meaning, examples, safer alternative.',
    mimeType: 'application/json',
  }, async (uri) => ({ contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(threatCatalogue()) }] }));
  return server;
}

export async function runMcp(opts: { server?: string; key?: string }): Promise<number> {
  const server = buildMcpServer(serverTarget(opts));
  await server.connect(new StdioServerTransport());
  // the transport keeps the process alive until the client closes stdin
  await new Promise<void>((resolve) => { process.stdin.once('close', resolve); process.stdin.once('end', resolve); });
  await server.close();
  return 0;
}

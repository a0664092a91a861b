import type { ActionType, CheckInput } from '../engine/types.js';
import { ApiError } from '../http/errors.js';

/**
 * The 17 typed check endpoints: which body field carries the value (the spec's field first, then the
 * aliases existing client SDKs send). Every other top-level field feeds metadata.
 */
export interface TypedEndpoint {
  path: string;
  type: ActionType;
  fields: readonly string[];
}

export const TYPED_ENDPOINTS: readonly TypedEndpoint[] = [
  { path: 'url', type: 'url', fields: ['url', 'value', 'link'] },
  { path: 'command', type: 'command', fields: ['command', 'value', 'cmd'] },
  { path: 'text', type: 'text', fields: ['text', 'value', 'prompt', 'content'] },
  { path: 'api-call', type: 'api_call', fields: ['value', 'url', 'endpoint'] },
  { path: 'query', type: 'query', fields: ['query', 'value', 'sql'] },
  { path: 'code', type: 'code', fields: ['code', 'value', 'source'] },
  { path: 'message', type: 'message', fields: ['message', 'value', 'body', 'content', 'text'] },
  { path: 'transaction', type: 'transaction', fields: ['value', 'description', 'memo'] },
  { path: 'auth', type: 'auth', fields: ['value', 'action'] },
  { path: 'git', type: 'git', fields: ['value', 'command'] },
  { path: 'ui-action', type: 'ui_action', fields: ['value', 'action'] },
  { path: 'infra', type: 'infra', fields: ['value', 'action', 'command'] },
  { path: 'agent-comm', type: 'agent_comm', fields: ['value', 'action', 'message'] },
  { path: 'data-pipeline', type: 'data_pipeline', fields: ['value', 'action'] },
  { path: 'document', type: 'document', fields: ['value', 'action', 'content'] },
  { path: 'iot', type: 'iot', fields: ['value', 'command', 'action'] },
];

/** Body fields that are never metadata. */
const CONTROL_FIELDS = new Set(['metadata', 'enhance', 'sessionId', 'agentId']);

function pickValue(body: Record<string, unknown>, fields: readonly string[]): { field: string; value: string } | undefined {
  for (const field of fields) {
    const v = body[field];
    if (v === undefined || v === null) continue;
    if (typeof v !== 'string') throw new ApiError('INVALID_REQUEST', `${field}: must be a string`);
    return { field, value: v };
  }
  return undefined;
}

function metadataFrom(body: Record<string, unknown>, used: string): Record<string, unknown> | undefined {
  const meta: Record<string, unknown> = {};
  let any = false;
  for (const [k, v] of Object.entries(body)) {
    if (k === used || CONTROL_FIELDS.has(k) || k === '__proto__') continue;
    meta[k] = v;
    any = true;
  }
  const explicit = body.metadata as Record<string, unknown> | undefined;
  if (explicit) for (const [k, v] of Object.entries(explicit)) if (k !== '__proto__') { meta[k] = v; any = true; }
  return any ? meta : undefined;
}

function required(fields: readonly string[]): ApiError {
  const [first, ...rest] = fields;
  return new ApiError('INVALID_REQUEST', `${first}: required string${rest.length ? ` (or one of ${rest.join(', ')})` : ''}`);
}

/** Maps a typed endpoint body to the universal check input. */
export function typedInput(endpoint: TypedEndpoint, body: Record<string, unknown>): CheckInput {
  if (endpoint.type === 'api_call') return apiCallInput(body);
  if (endpoint.type === 'transaction') return transactionInput(body);
  const picked = pickValue(body, endpoint.fields);
  if (!picked) throw required(endpoint.fields);
  return { type: endpoint.type, value: picked.value, metadata: metadataFrom(body, picked.field) };
}

/** /v2/check/file: read is {file_read, path}; write is {file_write, path, metadata.content}. */
export function fileInput(body: Record<string, unknown>): CheckInput {
  const picked = pickValue(body, ['path', 'value', 'file']);
  if (!picked) throw required(['path', 'value', 'file']);
  const operation = body.operation ?? 'read';
  if (operation !== 'read' && operation !== 'write') throw new ApiError('INVALID_REQUEST', 'operation: must be "read" or "write"');
  if (body.content !== undefined && typeof body.content !== 'string') throw new ApiError('INVALID_REQUEST', 'content: must be a string');
  const metadata = metadataFrom(body, picked.field) ?? {};
  delete metadata.operation;
  if (operation === 'read') delete metadata.content;
  return { type: operation === 'read' ? 'file_read' : 'file_write', value: picked.value, metadata: Object.keys(metadata).length ? metadata : undefined };
}

function apiCallInput(body: Record<string, unknown>): CheckInput {
  const picked = pickValue(body, ['value', 'url', 'endpoint']);
  if (!picked) throw required(['value', 'url', 'endpoint']);
  if (body.method !== undefined && typeof body.method !== 'string') throw new ApiError('INVALID_REQUEST', 'method: must be a string');
  const metadata = metadataFrom(body, picked.field) ?? {};
  let value = picked.value;
  // SDKs send {method, url}: the analyzer reads "METHOD URL" as one line.
  if (picked.field !== 'value') {
    metadata.url = picked.value;
    if (typeof body.method === 'string') value = `${body.method.toUpperCase()} ${picked.value}`;
  }
  return { type: 'api_call', value, metadata };
}

function transactionInput(body: Record<string, unknown>): CheckInput {
  const picked = pickValue(body, ['value', 'description', 'memo']);
  const metadata = metadataFrom(body, picked?.field ?? '') ?? {};
  if (picked) return { type: 'transaction', value: picked.value, metadata };
  // {amount, currency, recipient} alone still describes a transaction.
  if (body.amount === undefined && body.recipient === undefined && body.to === undefined) throw required(['value', 'description', 'amount']);
  const parts = ['transfer', body.amount, body.currency, (body.recipient ?? body.to) !== undefined ? `to ${String(body.recipient ?? body.to)}` : undefined];
  return { type: 'transaction', value: parts.filter((p) => p !== undefined && p !== null).map(String).join(' ').slice(0, 10_000), metadata };
}

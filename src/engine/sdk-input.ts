/**
 * The Surfinguard SDK's action type names and metadata names, read as SafeGate's. The SDK knows a dozen
 * type names beyond the 18; each maps onto the analyzer that judges what the action does, with the value
 * phrased the way that analyzer reads it, and `metadata.sdk_type` keeping the original name.
 * Pure: no engine import, so the front thread can map inputs before they travel to a worker.
 */
import { isActionType, type ActionType, type CheckInput } from './types.js';

interface TypeAlias {
  type: ActionType;
  /** How the SDK's value is phrased for the target analyzer. */
  phrase?: (value: string) => string;
  /** Metadata added to say what the action was. */
  meta?: Record<string, string>;
}

const hasScheme = (v: string): boolean => /^[a-z][a-z0-9+.-]{0,20}:\/\//i.test(v);
const shellQuote = (v: string): string => `'${v.replace(/'/g, `'\\''`)}'`;

/** Documented in the README (Surfinguard SDK section); keep the two in step. */
export const TYPE_ALIASES: Readonly<Record<string, TypeAlias>> = {
  code_eval: { type: 'code' },
  process_spawn: { type: 'command' },
  file_delete: { type: 'command', phrase: (v) => `rm -r -- ${shellQuote(v)}`, meta: { operation: 'delete' } },
  network_connect: { type: 'url', phrase: (v) => (hasScheme(v) ? v : `tcp://${v}`), meta: { operation: 'connect' } },
  dns_lookup: { type: 'url', phrase: (v) => (hasScheme(v) ? v : `dns://${v}`), meta: { operation: 'dns_lookup' } },
  env_read: { type: 'command', phrase: (v) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(v) ? `printenv ${v}` : v), meta: { operation: 'env_read' } },
  env_write: { type: 'command', phrase: (v) => (/^[A-Za-z_][A-Za-z0-9_]*=/.test(v) ? `export ${v}` : v), meta: { operation: 'env_write' } },
  registry_read: { type: 'file_read', meta: { operation: 'registry_read' } },
  registry_write: { type: 'file_write', meta: { operation: 'registry_write' } },
  clipboard_read: { type: 'ui_action', phrase: (v) => `read the clipboard${v ? `: ${v}` : ''}`, meta: { operation: 'clipboard_read' } },
  clipboard_write: { type: 'ui_action', phrase: (v) => `write to the clipboard${v ? `: ${v}` : ''}`, meta: { operation: 'clipboard_write' } },
  screenshot: { type: 'ui_action', phrase: (v) => `take a screenshot${v ? `: ${v}` : ''}`, meta: { operation: 'screenshot' } },
  keylog: { type: 'ui_action', phrase: (v) => `record keystrokes (keylogger)${v ? `: ${v}` : ''}`, meta: { operation: 'keylog' } },
};

export function isKnownTypeName(type: unknown): boolean {
  return isActionType(type) || (typeof type === 'string' && Object.hasOwn(TYPE_ALIASES, type));
}

/**
 * The SDK's metadata names that SafeGate's analyzers read under other names. The originals stay; the
 * SafeGate name is only added when the caller did not set it.
 */
function mapMetadata(type: ActionType, metadata: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  // document: a public recipient shares the document with everyone, like visibility: public
  if (type !== 'document' || !metadata || typeof metadata.recipient !== 'string' || metadata.visibility !== undefined) return metadata;
  return /^(public|everyone|anyone|internet|world)$/i.test(metadata.recipient.trim()) ? { ...metadata, visibility: 'public' } : metadata;
}

/**
 * An input with an SDK type name rewritten onto one of the 18 (unknown names pass through unchanged, for
 * the validator to refuse). agent_comm's `tool` is what the agent asks the other to run, so it is read as
 * part of the request text.
 */
export function canonicalInput(input: CheckInput): CheckInput {
  if (input === null || typeof input !== 'object') return input;
  let { type, value, metadata } = input;
  if (!isActionType(type)) {
    const alias = typeof type === 'string' && Object.hasOwn(TYPE_ALIASES, type) ? TYPE_ALIASES[type] : undefined;
    if (!alias) return input;
    // a non-string value keeps it for the validator to name
    if (typeof value !== 'string') return { ...input, type: alias.type };
    metadata = { ...(metadata ?? {}), ...alias.meta, sdk_type: type };
    value = alias.phrase ? alias.phrase(value) : value;
    type = alias.type;
  }
  if (type === 'agent_comm' && metadata && typeof metadata.tool === 'string' && typeof value === 'string' && metadata.tool.trim() !== '') {
    const suffix = `\n(using tool: ${metadata.tool.slice(0, 200)})`;
    // idempotent: the front thread maps inputs before the worker's check() sees them again
    if (!value.endsWith(suffix)) value = `${value}${suffix}`;
  }
  const mapped = mapMetadata(type as ActionType, metadata);
  if (type === input.type && value === input.value && mapped === input.metadata) return input;
  return { type, value, ...(mapped !== undefined ? { metadata: mapped } : {}) };
}

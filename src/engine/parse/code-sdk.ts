/**
 * Cloud SDK calls read back as the CLI command they are: `iam.attach_user_policy(UserName='x', PolicyArn='…')` through
 * boto3 is `aws iam attach-user-policy --user-name x --policy-arn …`, and `new DeleteBucketCommand({ Bucket: 'b' })`
 * from `@aws-sdk/client-s3` is `aws s3api delete-bucket --bucket b`. The command analyzer already knows what the
 * CLI's operations do (admin policies attached, keys minted, buckets removed, audit trails stopped, ACLs opened), so
 * code that drives the same control plane through the SDK meets the same threats instead of a second copy of them.
 * Scanning is indexOf over the lower-cased code plus a bounded reader; no regex on input.
 */
import { literalAt } from './code-shell.js';

const MAX_CALLS = 8;
const MAX_ARGS = 12;
/** boto3 and SDK v3 name S3's object API `s3`; its CLI is `aws s3api`. */
const CLI_SERVICE: Readonly<Record<string, string>> = { s3: 's3api' };

/** snake_case or PascalCase → kebab-case (attach_user_policy, AttachUserPolicy → attach-user-policy). */
function kebab(name: string): string {
  let out = '';
  for (let i = 0; i < name.length; i++) {
    const c = name[i]!;
    const upper = c >= 'A' && c <= 'Z';
    if (c === '_') out += '-';
    else if (upper) out += `${out !== '' && !out.endsWith('-') && !(name[i - 1]! >= 'A' && name[i - 1]! <= 'Z') ? '-' : ''}${c.toLowerCase()}`;
    else out += c;
  }
  return out;
}

const isWordChar = (c: string | undefined): boolean => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c === '_');

/**
 * The `Key=value` / `Key: value` pairs of a call or object literal starting at i (just past `(` or `{`), as CLI options.
 * A literal value is kept; any other value is written `x` (the option is present, its value unknown).
 */
function optionsAt(text: string, i: number, sep: '=' | ':'): string[] {
  const out: string[] = [];
  let depth = 0;
  for (let k = i, n = 0; k < text.length && k - i < 1200 && n < MAX_ARGS; k++) {
    const c = text[k]!;
    if (c === '(' || c === '{' || c === '[') { depth++; continue; }
    if (c === ')' || c === '}' || c === ']') { if (depth-- === 0) break; continue; }
    if (c === '"' || c === "'") { const lit = literalAt(text, k); if (lit !== null) { k = lit.end - 1; continue; } }
    if (depth !== 0 || !isWordChar(c) || isWordChar(text[k - 1])) continue;
    let j = k;
    while (isWordChar(text[j])) j++;
    let v = j;
    while (text[v] === ' ') v++;
    if (text[v] !== sep || text[v + 1] === '=') { k = j - 1; continue; }
    v++;
    while (text[v] === ' ') v++;
    const lit = literalAt(text, v);
    out.push(`--${kebab(text.slice(k, j))}`, lit !== null && lit.text !== '' && !lit.text.includes(' ') && !lit.text.includes('\n') ? lit.text : 'x');
    n++;
    k = (lit !== null ? lit.end : v) - 1;
  }
  return out;
}

/** boto3: `name = boto3.client('svc'` (or `session.client(…)`) → the variables bound to each service client. */
function botoClients(text: string, lower: string): Map<string, string> {
  const clients = new Map<string, string>();
  for (let i = lower.indexOf('.client('), n = 0; i !== -1 && n < 8; i = lower.indexOf('.client(', i + 8), n++) {
    const svc = literalAt(text, i + 8);
    if (svc === null) continue;
    const lineStart = lower.lastIndexOf('\n', i) + 1;
    const eq = lower.indexOf('=', lineStart);
    if (eq === -1 || eq > i) continue;
    const name = lower.slice(lineStart, eq).trim();
    if (name !== '' && [...name].every(isWordChar)) clients.set(name, svc.text.toLowerCase());
  }
  return clients;
}

/** The CLI command lines the code's AWS SDK calls amount to (up to eight). `lower` is `text` lower-cased. */
export function sdkCommands(text: string, lower: string): string[] {
  const out: string[] = [];
  if (lower.includes('boto3')) {
    for (const [name, svc] of botoClients(text, lower)) {
      const dot = `${name}.`;
      for (let i = lower.indexOf(dot); i !== -1 && out.length < MAX_CALLS; i = lower.indexOf(dot, i + dot.length)) {
        if (isWordChar(lower[i - 1])) continue;
        let j = i + dot.length;
        while (isWordChar(text[j])) j++;
        if (text[j] !== '(' || j === i + dot.length) continue;
        out.push(['aws', CLI_SERVICE[svc] ?? svc, kebab(text.slice(i + dot.length, j)), ...optionsAt(text, j + 1, '=')].join(' '));
      }
    }
  }
  const from = lower.indexOf('@aws-sdk/client-');
  if (from !== -1) {
    let e = from + 16;
    while (isWordChar(lower[e]) || lower[e] === '-') e++;
    const svc = lower.slice(from + 16, e);
    for (let i = text.indexOf('Command('), n = 0; i !== -1 && out.length < MAX_CALLS && n < 16; i = text.indexOf('Command(', i + 8), n++) {
      let s = i;
      while (isWordChar(text[s - 1])) s--;
      if (!text.startsWith('new ', s - 4) || s === i) continue;
      const brace = text.indexOf('{', i + 8);
      const opts = brace !== -1 && brace - i < 12 ? optionsAt(text, brace + 1, ':') : [];
      out.push(['aws', CLI_SERVICE[svc] ?? svc, kebab(text.slice(s, i)), ...opts].join(' '));
    }
  }
  return out;
}

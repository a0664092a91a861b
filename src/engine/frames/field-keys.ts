import { isWordCode } from './scan.js';

/**
 * An operation word that is the key of a key: value pair. A key that names a field of a record ("email": "ana@x.io" in a
 * tool's JSON) or labels a line of a form ("Transfer:", "sender:") orders nothing; a key that names an action is that
 * action's setting ("forward": "archive@…" in a mail filter's arguments) and stays an operation. The reader asks this
 * once for every operation word, so no row and no scorer reads a field key as a verb.
 */

/** How far a key may run on past the operation word ("email_address", "share-link"), in characters. */
const KEY_TAIL = 40;

/**
 * What the word at [start, end) is as a key: none (no colon closes it), a label, a field of a record, an action's
 * setting. The word runs on as a key (letters, digits, _ - .), then an optional closing quote, spaces, a colon.
 * A quoted key may hold spaces (the reader reads "send_email" as "send email"): from the opening quote before the word
 * to the closing one before the colon.
 */
export function keyKind(s: string, start: number, end: number): KeyKind {
  // a quoted key must close before its colon; otherwise the word is read as an unquoted one
  const quoted = quotedFrom(s, start) && keyColon(s, end, true) >= 0;
  if (!quoted && keyColon(s, end, false) < 0) return 'none';
  // an unquoted label ("Transfer:", "sender:") heads a line of a form; a quoted key names a field when its word names
  // a thing ("email": …), and is an action's setting when it names the action ("forward": "archive@…", "send_email": true)
  if (!quoted) return 'label';
  if (THING_KEYS.has(s.slice(start, wordEndAt(s, start)))) return 'field';
  // an action's setting switched off ("limit switch override": false, "share_public": "off") does not happen
  return settingOff(s, keyColon(s, end, true)) ? 'off' : 'setting';
}
export type KeyKind = 'none' | 'label' | 'field' | 'setting' | 'off';

/** Values that switch a setting off; a number is left alone ("delete after days": 0 is no switch). */
const OFF_VALUES: ReadonlySet<string> = new Set(['false', 'off', 'no', 'disabled', 'none']);

/**
 * Whether the value after the key's colon at `colon` is one of OFF_VALUES (quoted or bare, up to 8 letters) and the
 * whole value: a value that only opens with such a word ("no-reply.archive@…", "none-of-…@…", "off-site.example/…")
 * names a destination, and the setting happens.
 */
function settingOff(s: string, colon: number): boolean {
  let i = colon + 1;
  while (i < s.length && i - colon < 4 && (s.charCodeAt(i) === 32 || s.charCodeAt(i) === 34 || s.charCodeAt(i) === 39)) i++;
  let e = i;
  while (e < s.length && e - i < 9 && isWordCode(s.charCodeAt(e))) e++;
  return e - i <= 8 && OFF_VALUES.has(s.slice(i, e)) && (e === s.length || VALUE_ENDS.has(s.charCodeAt(e)));
}
/** What may follow a whole value: its closing quote, the next pair's comma, the object's or list's end, a space or a line end. */
const VALUE_ENDS: ReadonlySet<number> = new Set([34, 39, 44, 125, 93, 32, 10, 13, 9, 59]);

/** Operation words that, as a quoted key, name a field of a record ("email": …, "payment": …), not an act. */
const THING_KEYS = new Set(['email', 'e-mail', 'mail', 'emails', 'message', 'messages', 'post', 'posts', 'text', 'sms', 'dm', 'reply', 'replies', 'export', 'exports', 'upload', 'uploads',
  'copy', 'payment', 'payments', 'transfer', 'transfers', 'transaction', 'transactions', 'invoice', 'order', 'deposit', 'purchase', 'stream', 'feed', 'backup', 'note', 'comment']);

function wordEndAt(s: string, at: number): number {
  let e = at;
  while (e < s.length && e - at < 24 && (isWordCode(s.charCodeAt(e)) || s.charCodeAt(e) === 45)) e++;
  return e;
}

/** The key that holds the word at `start` opened with a quote: a quote before it with only key characters and spaces between. */
function quotedFrom(s: string, start: number): boolean {
  const stop = Math.max(0, start - KEY_TAIL);
  for (let i = start - 1; i >= stop; i--) {
    const c = s.charCodeAt(i);
    // an opening quote: right before the key's first letter ("'17' sender:" ends a value, it opens no key)
    if (c === 34 || c === 39) return isWordCode(s.charCodeAt(i + 1));
    if (!(isWordCode(c) || c === 32 || c === 45 || c === 46)) return false;
  }
  return false;
}

/** The position of the colon that closes the key running on from `end`, or -1. */
function keyColon(s: string, end: number, quoted: boolean): number {
  // a term that ends in its own punctuation ("on behalf of=") is followed by a value, not by the rest of a key
  if (end === 0 || !isWordCode(s.charCodeAt(end - 1))) return -1;
  const stop = Math.min(s.length, end + KEY_TAIL);
  let i = end;
  while (i < stop) {
    const c = s.charCodeAt(i);
    if (!(isWordCode(c) || c === 95 || c === 45 || c === 46 || (quoted && c === 32))) break;
    i++;
  }
  const q = s.charCodeAt(i);
  if (q === 34 || q === 39) i++;
  else if (quoted) return -1;
  while (i < s.length && (s.charCodeAt(i) === 32 || s.charCodeAt(i) === 9)) i++;
  // "https://…" is an address, not a key (words inside URLs are set aside before this)
  return s.charCodeAt(i) === 58 && s.charCodeAt(i + 1) !== 47 ? i : -1;
}

/**
 * A setting's key that names a protection, compared with its separators removed ("block_public_acls", "BlockPublicAcls",
 * "emergency-shut-off", "sse_enabled"): encryption, an S3 public access block, an emergency stop or shut-off, MFA
 * required, TLS or signature verification, audit logging, backups and deletion protection. Such a key set to false / off / 0 / disabled is the protection
 * removed, the same act as "disable encryption" in words. Anchored at both ends, one optional prefix and suffix around
 * a fixed alternation: linear. A key that only contains such a word ("encryption_note") is not one.
 */
const PROTECTION_KEY = /^(?:enable|require|enforce|use)?(encrypt|encrypted|encryption|storageencrypted|sse|serversideencryption|kmsencryption|atrestencryption|transitencryption|(?:block|ignore)publicacls|blockpublicpolicy|restrictpublicbuckets|emergency(?:stop|shutoff|shutdown|cutoff|trip)|estop|mfa|2fa|twofactor|multifactor|(?:ssl|tls)verify|verify(?:ssl|tls|certs?|certificates?|signatures?)|signatureverification|auditlog|auditlogs|auditlogging|automatedbackups?|backups?enabled|enablebackups?|backupretention(?:period|days)?|pointintimerecovery|deletionprotection)(?:enabled|required|enforced|active|armed|atrest)?$/;

/** Whether `key` (any case; `_`, `-`, `.` and blanks ignored) names a protection; returns the key's core ('' when not). */
export function protectionKey(key: string): string {
  if (key.length > 64) return '';
  let k = '';
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    if (c === 95 || c === 45 || c === 32 || c === 46) continue;
    k += key[i];
  }
  const m = PROTECTION_KEY.exec(k.toLowerCase());
  return m === null ? '' : m[1]!;
}

/**
 * What a protection's key keeps, for a row that weighs it: sign-in (a second factor), data at rest or in transit
 * (encryption), the record of who did what (audit logging) and the way back (backups, point-in-time recovery, deletion
 * protection). Switching one of these off leaves a whole system's accounts, data or history unguarded, not one
 * check: a row scores it as high as the act it enables. Other protection keys (a public access block, an emergency stop,
 * certificate verification) answer ''.
 */
export function protectionGuards(core: string): 'authentication' | 'encryption' | 'audit' | 'backup' | '' {
  if (core === 'mfa' || core === '2fa' || core === 'twofactor' || core === 'multifactor') return 'authentication';
  if (core.startsWith('audit')) return 'audit';
  if (core.includes('backup') || core === 'pointintimerecovery' || core === 'deletionprotection') return 'backup';
  if (core.includes('encrypt') || core === 'sse') return 'encryption';
  return '';
}

/** Values that switch a protection off ("encrypt": false, sse_enabled = 0, emergency_stop: "disabled"). */
export const PROTECTION_OFF_VALUES: ReadonlySet<string> = new Set(['false', 'off', 'no', '0', 'disabled', 'disable', 'none']);

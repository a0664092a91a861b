import { PhraseLists } from './phrase-set.js';

/**
 * How long a sign-in or a credential lives once it is set, read from the setting and its value: a session, idle or
 * sign-in timeout, a token's or key's lifetime, an expiry. The expiry is the safeguard that ends access nobody ends by
 * hand; a value set far out (a session of 30 days, a token for 10 years, "never", "until-revoked") removes it, a value set
 * short (an idle timeout of 15 minutes, a token of 5 minutes) tightens it. Also the switches that end sessions early
 * (re-authentication, idle logout, refresh-token rotation and revocation, brute-force protection) turned off.
 *
 * Subjects are found with indexOf; a value is read in a bounded window after its subject ("from 30 minutes to 30 days"
 * and "15 min -> 30 days" read the value after "to" or the arrow). Linear in the (bounded) text.
 */

export type LifetimeKind = 'session' | 'token' | 'credential';
/** A lifetime the text sets: its kind, its days (Infinity for never), the subject as found at `at` in the text read, its value. */
export interface LifetimeSetting { readonly kind: LifetimeKind; readonly days: number; readonly subject: string; readonly value: string; readonly at: number }

/** Subjects of a session's life (several languages; keys as written in configs, lower-cased). */
const SESSION_SUBJECTS: readonly string[] = ['session timeout', 'idle timeout', 'session lifetime', 'session length', 'session duration', 'session max', 'max session', 'sso session',
  'session_timeout', 'sessiontimeout', 'session_max_lifetime', 'ssosessionmaxlifespan', 'ssosessionidletimeout', 'idle_timeout', 'idle session', 'session policy', 'sign-in frequency',
  'sessieduur', 'sessietime-out', 'sitzungsdauer', 'sitzungs-timeout', 'sitzungstimeout', 'durée de session', 'duree de session', 'durée de la session', 'duración de la sesión', 'duracion de la sesion',
  'durata della sessione', 'duração da sessão', 'oturum süresi', 'oturum suresi', 'czas sesji'];
/** Subjects of a sign-in token's life (an access or refresh token: a day to weeks is their normal life). */
const TOKEN_SUBJECTS: readonly string[] = ['token lifetime', 'token lifespan', 'refresh token', 'access token', 'token ttl', 'token_ttl', 'token_max_ttl', 'secret_id_ttl', 'accesstokenlifespan',
  'refreshtokenmaxinactivetime', 'maxagesessionmultifactor', 'max inactive'];
/** Subjects of a credential's life: a key, a secret, a password, an account's expiry. */
const CREDENTIAL_SUBJECTS: readonly string[] = ['expiry', 'expires', 'expiration', 'expires_at', 'expires_in', '--expiry', '--duration', '--years', 'valid for', 'validity',
  'ablaufdatum', 'gültigkeit', 'gultigkeit', 'caducidad', 'expiración', 'expiracion', 'scadenza', 'vervaldatum', 'date d\'expiration', 'data de expiração', 'data wygaśnięcia'];
/** Values that say it never ends. */
const NEVER: readonly string[] = ['never', 'no expiration', 'no expiry', 'non-expiring', 'until-revoked', 'until revoked', 'unlimited', 'indefinite', 'infinite', 'no end date', 'no limit',
  'nie ', "'nie'", 'nunca', 'jamais', 'nooit', 'süresiz', 'unbegrenzt', 'sin fecha', 'sem data', 'sans date'];
/** Units in days (several languages), each compared whole with the letters after a number (AMOUNT), so their order does not matter. */
const UNITS: ReadonlyArray<readonly [string, number]> = [
  ['seconds', 1 / 86400], ['second', 1 / 86400], ['secs', 1 / 86400], ['sec', 1 / 86400], ['s', 1 / 86400],
  ['minutes', 1 / 1440], ['minute', 1 / 1440], ['minuten', 1 / 1440], ['minutos', 1 / 1440], ['minuti', 1 / 1440], ['mins', 1 / 1440], ['min', 1 / 1440], ['m', 1 / 1440], ['dakika', 1 / 1440],
  ['hours', 1 / 24], ['hour', 1 / 24], ['hrs', 1 / 24], ['hr', 1 / 24], ['h', 1 / 24], ['stunden', 1 / 24], ['stunde', 1 / 24], ['heures', 1 / 24], ['heure', 1 / 24], ['horas', 1 / 24], ['ore', 1 / 24], ['uur', 1 / 24], ['saat', 1 / 24],
  ['days', 1], ['day', 1], ['d', 1], ['tage', 1], ['tagen', 1], ['tag', 1], ['jours', 1], ['jour', 1], ['días', 1], ['dias', 1], ['giorni', 1], ['dagen', 1], ['dag', 1], ['gün', 1], ['güne', 1], ['dni', 1],
  ['weeks', 7], ['week', 7], ['w', 7], ['wochen', 7], ['semaines', 7], ['semanas', 7],
  ['months', 30], ['month', 30], ['monate', 30], ['mois', 30], ['meses', 30], ['mesi', 30], ['maanden', 30],
  ['years', 365], ['year', 365], ['yrs', 365], ['yr', 365], ['y', 365], ['jahre', 365], ['jahr', 365], ['ans', 365], ['años', 365], ['anos', 365], ['anni', 365], ['jaar', 365], ['yıl', 365],
];
/** A number, then (after a space at most) its unit's letters. */
const AMOUNT = /(\d{1,9}(?:[.,]\d{1,3})?)\s?([a-zà-ÿğıüş]{0,9})/g;
/** A calendar date far out ("2099-12-31"): a year from 2090 on is a date chosen to mean never. */
const FAR_DATE = /\b(2[0-9]{3})-\d{2}-\d{2}\b/;

/** The value window after a subject: up to 48 characters, cut at a sentence end or a new setting (a comma after a value). */
function valueWindow(lower: string, from: number): string {
  let w = lower.slice(from, from + 48);
  // the setting's own clause first (a new act after "and" is not its value), then the value after "to" or an arrow
  for (const stop of ['. ', ';', '\n', ' and ', ' und ', ' et ', ' y ', ' e ', ' ve ']) {
    const k = w.indexOf(stop, 1);
    if (k > 0) w = w.slice(0, k);
  }
  const arrow = Math.max(w.lastIndexOf(' to '), w.lastIndexOf('->'), w.lastIndexOf('→'), w.lastIndexOf(' auf '), w.lastIndexOf(' op '), w.lastIndexOf(' à '), w.lastIndexOf(' a '));
  return arrow > 0 ? w.slice(arrow) : w;
}

/** `n` occurs in `w` where a word starts (Polish 'nie ' is no ending of 'automatycznie '). */
function atWordStart(w: string, n: string): boolean {
  for (let k = w.indexOf(n); k !== -1; k = w.indexOf(n, k + 1)) {
    const c = k === 0 ? '' : w[k - 1]!;
    if (c === '' || c.toLowerCase() === c.toUpperCase()) return true;
  }
  return false;
}

/** Days the value in `w` sets (Infinity for never), or undefined when it holds none. `seconds`: a bare number counts seconds. */
function daysIn(w: string, seconds: boolean, years: boolean): number | undefined {
  for (const n of NEVER) if (atWordStart(w, n)) return Infinity;
  const far = FAR_DATE.exec(w);
  if (far !== null) return Number(far[1]) >= 2090 ? Infinity : undefined;
  AMOUNT.lastIndex = 0;
  for (let m = AMOUNT.exec(w), k = 0; m !== null && k < 4; m = AMOUNT.exec(w), k++) {
    const v = Number(m[1]!.replace(',', '.'));
    const unit = m[2]!;
    if (unit === '') {
      if (years) return v * 365;
      // a timeout or ttl of 0 is no limit at all; a bare number in a config key counts seconds
      if (v === 0) return Infinity;
      if (seconds) return v / 86400;
      continue;
    }
    for (const [u, d] of UNITS) if (unit === u) return v * d;
  }
  return undefined;
}

/** A credential said never to expire, with the subject after the word ("password never expires", "PasswordNeverExpires"). */
const NEVER_EXPIRES: readonly string[] = ['never expire', 'neverexpire', 'non-expiring', 'non expiring', 'nie ab', "n'expire jamais", 'nunca caduca', 'nunca expira', 'non scade mai', 'verloopt nooit', 'süresiz'];

/**
 * The subjects, the never-expires phrases and earlyEndOff's switches and keys, found in one automaton pass: only those
 * that occur are then looked for one by one (instead of an indexOf over the text per word, 140 of them: on 4 KB of prose
 * those searches were a sixth of auth's check). The order of each list, and so every answer, is the same.
 */
const L_SESSION = 0, L_TOKEN = 1, L_CREDENTIAL = 2, L_NEVER_EXPIRES = 3, L_OFF_KEYS = 4, L_EARLY_END = 5;
let words: PhraseLists | null = null;
/** Per list above, its words that occur in s, in list order. */
const wordsIn = (s: string): Array<readonly string[]> =>
  (words ??= new PhraseLists([SESSION_SUBJECTS, TOKEN_SUBJECTS, CREDENTIAL_SUBJECTS, NEVER_EXPIRES, OFF_KEYS, EARLY_END])).foundOfEach(s);

/** Every lifetime the text sets, at most 8. */
export function lifetimesSet(lower: string): LifetimeSetting[] {
  const s = lower.length > 3000 ? lower.slice(0, 3000) : lower;
  const found = wordsIn(s);
  const out: LifetimeSetting[] = [];
  const read = (subjects: readonly string[], kind: LifetimeKind): void => {
    for (const subject of subjects) {
      for (let at = s.indexOf(subject), n = 0; at !== -1 && n < 4 && out.length < 8; at = s.indexOf(subject, at + subject.length), n++) {
        const end = at + subject.length;
        // a config key ("token_ttl=0", "accessTokenLifespan=31536000") gives seconds; a flag "--years 10" years
        const keyed = s.charCodeAt(end) === 61 || (s.charCodeAt(end) === 34 && s.charCodeAt(end + 1) === 58);
        const w = valueWindow(s, end);
        const days = daysIn(w, keyed, subject === '--years');
        if (days !== undefined) out.push({ kind, days, subject, value: w.trim().slice(0, 40), at });
      }
    }
  };
  read(found[L_SESSION]!, 'session');
  read(found[L_TOKEN]!, 'token');
  read(found[L_CREDENTIAL]!, 'credential');
  for (const n of found[L_NEVER_EXPIRES]!) if (out.length < 8) out.push({ kind: 'credential', days: Infinity, subject: n, value: n, at: s.indexOf(n) });
  return out;
}

/** The lifetimes that outlive a safe bound: a session past a day, a sign-in token past 90 days, a credential past a year, or never. */
export function lifetimeRemoved(lower: string): { days: number; setting: LifetimeSetting } | undefined {
  let worst: LifetimeSetting | undefined;
  for (const l of lifetimesSet(lower)) {
    const long = l.kind === 'session' ? l.days > 1 : l.kind === 'token' ? l.days > 90 : l.days > 366;
    if (long && (worst === undefined || l.days > worst.days)) worst = l;
  }
  return worst === undefined ? undefined : { days: worst.days, setting: worst };
}

/** Switches that end sessions early, turned off (English and the config keys). */
const EARLY_END = ['idle timeout', 'idle logout', 'idle session timeout', 're-authentication', 'reauthentication', 're-auth', 'reauth', 'refresh token rotation', 'token rotation',
  'token revocation', 'revoke refresh token', 'sign-in frequency', 'brute force protection', 'brute-force protection', 'herauthenticatie', 'erneute anmeldung', 'reautenticación', 'réauthentification'];
const OFF_VERBS = ['disable ', 'turn off ', 'switch off ', 'stop ', 'remove ', 'deactivate ', 'schakel ', 'deaktiviere ', 'desactiva ', 'désactive ', 'disattiva '];
const OFF_KEYS = ['bruteforceprotected=false', "bruteforceprotected='false'", 'revokerefreshtoken=false', '"reauth_sensitive":false', '"reauth_sensitive": false', 'reauthenticate=false'];

/** A switch that ends sessions early turned off ("disable re-authentication", "bruteForceProtected=false"): the phrase, or ''. */
export function earlyEndOff(lower: string): string {
  const s = lower.length > 3000 ? lower.slice(0, 3000) : lower;
  const found = wordsIn(s);
  if (found[L_OFF_KEYS]!.length > 0) return found[L_OFF_KEYS]![0]!;
  // every occurrence (at most four per switch): "enable re-authentication for admins, disable re-authentication for VPN"
  // turns it off in its second mention
  for (const e of found[L_EARLY_END]!) {
    for (let at = s.indexOf(e), n = 0; at !== -1 && n < 4; at = s.indexOf(e, at + e.length), n++) {
      const before = s.slice(Math.max(0, at - 24), at);
      const after = s.slice(at + e.length, at + e.length + 12);
      if (OFF_VERBS.some((v) => before.includes(v)) || after.startsWith(' uit') || after.startsWith(' aus') || after.startsWith(' off')) return e;
    }
  }
  return '';
}

export const LIFETIME_PATTERNS: readonly RegExp[] = [AMOUNT, FAR_DATE];

/** A lockout that locks after a few tries ("lockout threshold 5 attempts", "5 failed attempts … locks"). */
const LOCKOUT_TIGHT = /\b(?:lockout threshold|lockout_threshold|failed attempts|failed logins?|fehlversuche|tentatives)\D{0,12}([1-9]|10)\b|\b([1-9]|10) (?:failed|invalid) (?:attempts|logins?|sign-ins?)\b/;
/** A minimum password length of twelve or more. */
const LENGTH_TIGHT = /\b(?:minimum length|min(?:imum)?[ _]?(?:password[ _])?length|length)\s?[:=(]?\s?(1[2-9]|[2-6][0-9])\b/;
/** A wildcard taken out of an allowed list ("replace redirect URI wildcard with exact …", "exact paths, no wildcards"). */
const WILDCARD_OUT = /\b(?:replace|remove|drop)\w{0,2} (?:the )?(?:[a-z ]{0,24})?wildcards?\b|\bno wildcards?\b/;
/** Words that make the wildcard what is put in, not what is taken out ("replace the redirect URIs with a wildcard"). */
const WILDCARD_IN = /\b(?:with|by|to|into|for)\b/;
/** The wildcard taken out, or null; a match whose words put the wildcard in is none. */
function wildcardOut(lower: string): RegExpExecArray | null {
  const m = WILDCARD_OUT.exec(lower);
  return m === null || WILDCARD_IN.test(m[0]) ? null : m;
}
/** Words that open access or take a safeguard out: their presence makes a settings text more than a tightening. */
const LOOSENING: readonly string[] = ['grant', 'assign', 'admin role', 'owner', 'superuser', 'exclude', 'exempt', 'exception', 'bypass', 'trusted', 'never', 'unlimited', 'increase', 'extend', 'longer',
  'raise', 'optional', 'administrator', 'report-only', ' add ', 'admins', 'member', 'permission', 'access to ', 'full access', 'report only', 'inactive', 'skip', '0.0.0.0', 'allow all', 'allow any', 'any ip', 'mfa off', 'without mfa', 'remove mfa', 'disable mfa', 'disable 2fa', 'password reuse', 'remember'];

/**
 * A settings text that only tightens sign-in limits: every session or token lifetime it sets stays inside the bounds
 * above (and a session within half a day, a sign-in token within 30 days), no early end is switched off, and it sets
 * at least one limit (a lifetime, a lockout after ten tries or fewer, a password length of twelve or more, a wildcard
 * taken out), with no word that opens access. A short text only (600 characters): a longer one holds other acts.
 * What it tightens, or ''.
 */
export function tightensOnly(lower: string): string {
  if (lower.length > 600) return '';
  if (LOOSENING.some((w) => lower.includes(w)) || earlyEndOff(lower) !== '' || otherAct(lower)) return '';
  const set = lifetimesSet(lower);
  if (set.some((l) => (l.kind === 'session' ? l.days > 0.5 : l.kind === 'token' ? l.days > 30 : l.days > 366))) return '';
  if (set.some((l) => l.kind !== 'credential')) return `${set[0]!.subject} ${set[0]!.value}`;
  const lock = LOCKOUT_TIGHT.exec(lower);
  if (lock !== null) return lock[0];
  const len = LENGTH_TIGHT.exec(lower);
  // a maximum length ("maximum password length 20") caps a password, it sets no minimum
  if (len !== null && !lower.slice(Math.max(0, len.index - 20), len.index + len[0].length).includes('max')) return len[0];
  const wild = wildcardOut(lower);
  return wild === null ? '' : wild[0];
}

/**
 * A verb of another act (several languages, as word starts): granting, creating, sending, resetting, deleting or switching
 * something off. A settings text that holds one does more than tighten a limit, wherever it stands ("Set the idle timeout
 * to 15 minutes, create an API key for …", "…; Zwei-Faktor-Authentifizierung deaktivieren"). The wildcard taken out
 * ("remove the wildcard …") is the tightening itself and is read before this test.
 */
// (the English verbs as whole words with their endings: "add" is not "address", "make" not "maker", "copy" not
// "copyright"; the other languages' stems stay word starts, their endings are many)
const OTHER_ACT = /(?:^|[^a-z\u00e0-\u017f])(?:(?:creat(?:e|es|ed|ing)|add(?:s|ed|ing)?|mak(?:e|es|ing)|made|giv(?:e|es|en|ing)|gave|reset(?:s|ting)?|delet(?:e|es|ed|ing)|remov(?:e|es|ed|ing)|send(?:s|ing)?|sent|shar(?:e|es|ed|ing)|e-?mail(?:s|ed|ing)?|export(?:s|ed|ing)?|forward(?:s|ed|ing)?|transfer(?:s|red|ring)?|invit(?:e|es|ed|ing)|promot(?:e|es|ed|ing)|generat(?:e|es|ed|ing)|issu(?:e|es|ed|ing)|allow(?:s|ed|ing)?|approv(?:e|es|ed|ing)|bypass(?:es|ed|ing)?|dump(?:s|ed|ing)?|cop(?:y|ies|ied|ying)|disabl(?:e|es|ing)|deactivat(?:e|es|ing)|stop(?:s|ping)?|unlock(?:s|ed|ing)?|relax(?:es|ed|ing)?|loosen(?:s|ed|ing)?)(?![a-z])|impersonat|turn off|switch off|deaktivier|abschalt|ausschalt|entfern|lösch|erstell|hinzufüg|teilen|senden|schick|désactiv|supprim|ajout|partag|envoy|desactiv|elimin|borr|añad|compart|enviar|envía|disattiv|rimuov|aggiung|condivid|invia|uitschakel|uitzet|verwijder|toevoeg|delen|verstuur|wyłącz|usuń|dodaj|udostępnij|wyślij|kapat|ekle|paylaş|gönder)/;
/** A switch set to an off state ("MFA: disabled", "require_mfa = false", "2FA not required"). */
// (a word that ends in a letter outside ASCII, désactivé, kapalı, has no \b after it: read as a word start only)
const STATE_OFF = /\b(?:disabled|deaktiviert|désactivée|desactivad[oa]|disattivat[oa]|uitgeschakeld|wyłączon[ey]|false|not required|off)\b|\b(?:désactivé|kapalı)/g;
/** What a switch may be turned off while the text only tightens: what keeps a sign-in alive (offline or remembered sessions, legacy protocols). */
const KEEPS_ALIVE = /(?:session|offline|legacy|remember|persistent|basic auth)[^.;\n]{0,30}$/;
/** An e-mail address: a person or mailbox the text names is an act on them, not a limit. */
const MAILBOX = /[a-z0-9._-]@[a-z0-9-]{1,63}\./;

/** The text does something besides tightening: another act's verb, a mailbox named, or a switch set off that is not one keeping a sign-in alive. */
function otherAct(lower: string): boolean {
  // a wildcard put in ("replace the redirect URIs with a wildcard") opens access
  const put = WILDCARD_OUT.exec(lower);
  if (put !== null && WILDCARD_IN.test(put[0])) return true;
  const wild = wildcardOut(lower);
  const rest = wild === null ? lower : lower.slice(0, wild.index) + ' '.repeat(wild[0].length) + lower.slice(wild.index + wild[0].length);
  if (OTHER_ACT.test(rest) || MAILBOX.test(rest)) return true;
  STATE_OFF.lastIndex = 0;
  for (let m = STATE_OFF.exec(rest), k = 0; m !== null && k < 8; m = STATE_OFF.exec(rest), k++) {
    if (!KEEPS_ALIVE.test(rest.slice(Math.max(0, m.index - 40), m.index))) return true;
  }
  return false;
}

export const TIGHTEN_PATTERNS: readonly RegExp[] = [LOCKOUT_TIGHT, LENGTH_TIGHT, WILDCARD_OUT, WILDCARD_IN, OTHER_ACT, STATE_OFF, KEEPS_ALIVE, MAILBOX];

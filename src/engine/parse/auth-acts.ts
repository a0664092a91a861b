import type { Metadata } from '../types.js';
import { metaText } from './api-common.js';

/**
 * Identity acts the auth analyzer models beyond grants and keys: whether a grant ends by itself, a known password
 * set on someone else's account, a sign-in push approved for someone else, an authenticator bound to someone else's
 * account, password guessing, and session cookies carried off to sign in elsewhere. Each reader is one or two
 * anchored or bounded regexes over the lower-cased action.
 */

/** A duration that ends the access soon: "2h", "30m", "PT2H", "1 day", "7200" seconds (at most a week). */
const SHORT_DURATION = /^(?:pt)?(\d{1,4})\s?(s|sec|seconds?|m|min|mins|minutes?|h|hrs?|hours?|d|days?)?$/i;
const WORDS_TIMEBOX = /\bfor (?:the next )?(?:\d{1,3}|one|two|three|four|five|six|eight|twelve) ?(?:minutes?|mins?|hours?|hrs?|h)\b|\bfor (?:1|one|2|two|3|three) days?\b|\buntil (?:end of (?:day|shift)|eod|tonight|the incident is closed)\b|\bjust[- ]in[- ]time\b|\bjit\b|時間のみ|時間だけ|一時的/i;
const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** The grant ends by itself within a week (metadata expiry or the words). */
export function timeBoxed(lower: string, metadata: Metadata): boolean {
  const e = metaText(metadata, 'expires', 'expiry', 'expires_in', 'duration', 'ttl', 'valid_for', 'lifetime');
  if (e !== undefined) {
    const m = SHORT_DURATION.exec(e.trim());
    if (m !== null) {
      const unit = (m[2] ?? 's').toLowerCase()[0]!;
      const seconds = Number(m[1]) * (UNIT_SECONDS[unit] ?? 1);
      if (seconds > 0 && seconds <= 7 * 86400) return true;
    }
  }
  return WORDS_TIMEBOX.test(lower.length > 2000 ? lower.slice(0, 2000) : lower);
}

/**
 * The grant carries its own end: an IAM condition on the request time ("request.time < timestamp(…)"), an expiry
 * option or field ("--expiration", "expires_at"), or "until" / "expires on" with a date. Any length: the access stops
 * without anyone remembering to remove it.
 */
const END_STATED = /request\.time\s?<=?\s?timestamp\(|--expir\w{0,8}[= ]|"?expir\w{0,8}"?\s?[:=]\s?"?\d{4}-\d\d|\b(?:until|expires? (?:on|at)|valid (?:until|through)|bis|jusqu'au|hasta)\s\d{1,4}[./-]\d{1,2}/i;
export function endStated(lower: string, metadata: Metadata): boolean {
  const e = metaText(metadata, 'expires', 'expiry', 'expires_at', 'expiration', 'valid_until', 'end_date');
  if (e !== undefined && ISO_DATE.test(e)) return true;
  return END_STATED.test(lower.length > 2000 ? lower.slice(0, 2000) : lower);
}

/** "reset password for cfo@acme.io to 'Welcome2024!'", "set bob's password to Summer24": a value the actor knows. */
const KNOWN_PASSWORD = /\b(?:reset|set|change|force)\s(?:the\s)?(?:password|passwd|pw)\s(?:for|of|on)\s\S{2,64}\s(?:to|=)\s?['"`]?\S|\b(?:reset|set|change)\s(?:the\s)?\S{2,40}'s\s(?:password|passwd)\s(?:to|=)\s?['"`]?\S/i;
/** The owner is not made to pick a new one: the known password stays in use. */
const NO_FORCED_CHANGE = /\b(?:do not|don'?t|no|never|without) (?:require|requiring|force|forcing|ask(?:ing)? for)\w{0,2} (?:a |the )?(?:password )?(?:change|reset)|\buncheck\w{0,3} ['"]?(?:user )?must change|\b(?:password )?never expires\b|\bno change at (?:next|first) (?:login|sign[- ]?in|logon)/i;
const CHIEF = /\b(?:ceo|cfo|coo|cto|ciso|president|founder|admin(?:istrator)?|root|owner|director|vp)\b/i;

/** A known password set on someone else's account; with the forced change switched off or on an executive, worse. */
export function knownPasswordSet(lower: string): { keeps: boolean; chief: boolean } | undefined {
  const m = KNOWN_PASSWORD.exec(lower);
  if (m === null) return undefined;
  return { keeps: NO_FORCED_CHANGE.test(lower), chief: CHIEF.test(lower) };
}

/** A pending push, sign-in request or MFA prompt approved. */
const PUSH_APPROVE = /\b(?:approve|accept|confirm|allow)\s(?:the\s|this\s|that\s)?(?:pending\s|waiting\s|incoming\s|latest\s|new\s){0,2}(?:[\w-]{2,12}\s)?(?:push(?: notification| request)?|sign[- ]?in (?:request|prompt|attempt)|log[- ]?in (?:request|prompt|attempt)|mfa (?:prompt|request|push)|verify (?:push|request)|authentication request)\b/i;
/** Where the request came from says it is not the owner: Tor, an unknown or foreign address, another country. */
const ODD_ORIGIN = /\btor\b|\btor exit\b|\bunknown (?:ip|device|location|browser)\b|\bunrecogni[sz]ed\b|\bvpn\b|\bproxy\b|\bnew (?:country|location)\b|\b(?:from|ip) \d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b/i;
const DENY_HEAD = /^\s{0,3}(?:deny|reject|decline|block|report|do not approve|don'?t approve)\b/i;

/** Someone's pending sign-in push approved by the actor. */
export function pushApprovedFor(lower: string): { odd: boolean } | undefined {
  if (DENY_HEAD.test(lower) || !PUSH_APPROVE.test(lower)) return undefined;
  return { odd: ODD_ORIGIN.test(lower) };
}

/** An authenticator bound to an account: security key, passkey, authenticator app, TOTP secret, MFA phone. */
const AUTHENTICATOR_ADD = /\b(?:register|add|enrol+|bind|link|set up|attach)\s(?:a\s|an\s|new\s|another\s|my\s|this\s){0,2}(?:fido2?(?: security)? key|security key|passkey|yubikey|webauthn (?:key|credential)|authenticator(?: app)?|totp (?:device|secret|seed)|mfa (?:device|phone|method)|hardware (?:token|key)|second factor)/i;
/** The account is someone else's: a possessive name or role, or another user named. */
const OTHERS_ACCOUNT = /\b(?:on|to|for|in)\s(?:the\s)?(?:[a-z]{2,20}'s|ceo'?s?|cfo'?s?|another user'?s?|someone else'?s?|the user'?s?|victim'?s?|[a-z0-9._-]{2,40}@[a-z0-9.-]{2,60})\s?(?:account|profile|login|user)?/i;
/** A user named by id after "for user" ("for user admin-root", "for user ceo@acme.com"). */
const NAMED_USER = /\b(?:for|on)\s(?:the\s)?(?:user|account)\s['"]?(?!me\b|myself\b|my\b)[a-z0-9][a-z0-9._@-]{1,60}/i;

/** An authenticator bound to someone else's account (it then signs in as them for good). */
export function authenticatorForOther(lower: string, subject: string): 'other' | 'named' | '' {
  if (!AUTHENTICATOR_ADD.test(lower)) return '';
  const subj = subject.toLowerCase();
  if (OTHERS_ACCOUNT.test(lower) || (subj !== '' && subj !== 'self' && subj !== 'me')) return 'other';
  return NAMED_USER.test(lower) ? 'named' : '';
}

/** Password guessing against a login, in several languages. */
const GUESSING = /\b(?:credential[- ]stuffing|password[- ]spray(?:ing)?|brute[- ]?forc\w{0,3}|dictionary attack|combo ?lists?|leaked (?:password )?lists?|rockyou|try (?:every|each|all|common|the leaked) passwords?|durchprobier\w{0,3}|passwortliste|geleakt\w{0,3} liste|fuerza bruta|relleno de credenciales|force brute|forza bruta|força bruta|wachtwoorden uitproberen)\b/i;
/** The action defends against it or explains it. */
const AGAINST = /\b(?:protect\w{0,3}|prevent\w{0,3}|block\w{0,3}|detect\w{0,3}|defen[cs]\w{0,3}|mitigat\w{0,3}|rate[- ]limit\w{0,3}|lock ?out|explain\w{0,3}|what is|against|alert\w{0,3}|monitor\w{0,3}|schutz|schützen|erkennen|protéger|proteger|bloquear|bloquer)\b/i;

/** The password guessing named, unless the action defends against it or explains it. */
export function passwordGuessing(lower: string): string {
  const m = GUESSING.exec(lower);
  return m === null || AGAINST.test(lower) ? '' : m[0];
}

/** Session cookies or tokens taken and used to sign in elsewhere, in several languages. */
const SESSION_OBJECT = /\b(?:session (?:cookies?|tokens?)|auth(?:entication)? cookies?|cookies de (?:sesi[oó]n|session|sess[aã]o)|cookie di sessione|sitzungs-?cookies?|session-cookies?|sessiecookies?)\b/i;
const TAKE_OR_USE = /\b(?:export\w{0,3}|steal|copy|extract|exfiltrat\w{0,3}|replay|reuse|re-use|import|inject|use (?:them|it|those)|exportar|robar|copiar|usar\w{0,4}|reutiliz\w{0,4}|exporter|voler|copier|utiliser|réutiliser|rejouer|exportieren|stehlen|kopieren|verwenden|nutzen|einspielen|esportare|rubare|copiare|usare|riutilizz\w{0,4}|exporteren|stelen|kopiëren|gebruik\w{0,3})\b/i;
const ELSEWHERE = /\b(?:without (?:a |the |her |his |their )?password|sin contraseña|sans mot de passe|ohne passwort|senza password|sem senha|zonder wachtwoord|from (?:the |our |my )?(?:agent'?s? )?(?:server|machine|host)|desde el servidor|depuis le serveur|vom server|dal server|do servidor|another (?:browser|machine|device)|(?:of|from|de|du|der|della|da|van) (?:the |la |le |el |die |la )?(?:user|usuaria|usuario|utilisat\w{0,4}|nutzer\w{0,3}|utente|usuári\w{0,2}|gebruiker|victim)\b)/i;

/** Someone's session cookies carried off and used to get in without their password. */
export function sessionCarriedOff(lower: string): string {
  const m = SESSION_OBJECT.exec(lower);
  if (m === null || !TAKE_OR_USE.test(lower) || !ELSEWHERE.test(lower)) return '';
  return m[0];
}

/** Regexes run on input here (listed for the linear-time audit). */
const ISO_DATE = /\d{4}-\d\d/;
export const AUTH_ACT_PATTERNS: readonly RegExp[] = [SHORT_DURATION, WORDS_TIMEBOX, END_STATED, ISO_DATE, KNOWN_PASSWORD, NO_FORCED_CHANGE, CHIEF, PUSH_APPROVE, ODD_ORIGIN, DENY_HEAD, AUTHENTICATOR_ADD, OTHERS_ACCOUNT, NAMED_USER, GUESSING, AGAINST, SESSION_OBJECT, TAKE_OR_USE, ELSEWHERE];

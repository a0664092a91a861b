import type { Metadata } from '../types.js';
import { hasKeys, metaNumber } from '../normalize.js';
import { KeywordAutomaton } from '../ahocorasick.js';

/**
 * What a payment written as an API body says about itself, and how new its payee is. A JSON body pasted as the action
 * ("POST /v1/transfers {"amount": 2500000, "destination": "acct_…"}") carries its fields as the metadata would; a
 * card processor's API counts amounts in minor units (cents). A payee, account or destination created, linked or changed
 * moments ago has no payment history to vouch for it: a transfer to it is the first one, whatever the words call it.
 * Linear: JSON.parse of one bounded slice, bounded regexes, listed for the linear-time audit.
 */

/** Longest body parsed (a payment call is short; anything longer is prose that happens to hold braces). */
const MAX_BODY = 4096;

/**
 * The fields of a body that describe the payment itself (what the metadata of a payment carries): the rest of the body
 * stays words of the value, read once as such, not a second time as metadata.
 */
const PAYMENT_KEYS: ReadonlySet<string> = new Set(['amount', 'currency', 'destination', 'recipient', 'payee', 'beneficiary', 'to', 'to_account', 'from_account', 'source', 'description', 'memo', 'reference',
  'repeat', 'repeats', 'times', 'interval_minutes', 'interval_seconds', 'interval_hours', 'end', 'end_date', 'approval', 'approvals', 'approved_by', 'method', 'payment_method', 'iban', 'account']);

/** Keys whose list value names the people who approved the payment. */
const APPROVER_LISTS: ReadonlySet<string> = new Set(['approvals', 'approvers', 'approved_by', 'signoffs', 'sign_offs']);

/** Paths and providers whose APIs count amounts in minor units (cents): Stripe, Adyen, Checkout.com, Braintree-style. */
const MINOR_UNIT_API = /\/v1\/(?:transfers|payouts|charges|refunds|payment_intents|balance_transactions)\b|\bstripe\b|\badyen\b|\bcheckout\.com\b/;

/**
 * The top-level scalar fields of the first JSON object in the value (keys lower-cased), read as metadata; undefined
 * when there is none or it holds fewer than two fields. The amount of a minor-unit API is turned into major units.
 */
export function bodyFields(value: string, given: Metadata): Record<string, string | number | boolean> | undefined {
  const open = value.indexOf('{');
  if (open < 0 || open > 400) return undefined;
  const close = value.lastIndexOf('}');
  if (close <= open || close - open > MAX_BODY) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value.slice(open, close + 1));
  } catch {
    return undefined;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  const out: Record<string, string | number | boolean> = {};
  let n = 0;
  let fields = 0;
  for (const [k, v] of Object.entries(parsed as Record<string, unknown>)) {
    if (fields++ >= 64) break;
    const key = k.toLowerCase();
    if ((typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') && PAYMENT_KEYS.has(key)) {
      out[key] = v;
      n++;
    } else if (Array.isArray(v) && APPROVER_LISTS.has(key)) {
      // "approvals": ["ops.manager", "finance.controller"]: the payment's own record of who signed it off, read as the
      // approved_by field (a channel name alone, "email", is none: payment-context channelOnly)
      const names = v.filter((x): x is string => typeof x === 'string' && x.trim() !== '').slice(0, 8);
      if (names.length > 0) {
        out['approved_by'] = names.join(', ');
        n++;
      }
    }
  }
  if (n < 2) return undefined;
  const head = value.slice(0, open).toLowerCase();
  const provider = `${String(given['provider'] ?? '')} ${String(given['api'] ?? '')} ${String(given['processor'] ?? '')}`.toLowerCase();
  const amount = typeof out['amount'] === 'number' ? out['amount'] : undefined;
  if (amount !== undefined && Number.isInteger(amount) && (MINOR_UNIT_API.test(head) || MINOR_UNIT_API.test(provider))) out['amount'] = amount / 100;
  return out;
}

/** A payee or the account money goes to, several languages: what a "created two hours ago" must be said of. */
const PAYEE_NOUN = '(?:account|acct|payee|beneficiary|recipient|destination|wallet|iban|konto|empf[äa]nger|beg[üu]nstigte\\w{0,2}|compte|b[ée]n[ée]ficiaire|cuenta|beneficiario|conta|conto|rekening|begunstigde)';
/** How long ago, with the verb that made the payee or account: hours or a day, several languages. */
const AGO = '(?:\\d{1,3}\\s?(?:min(?:ute)?s?|h(?:ours?|rs?)?)\\sago|(?:an?|one)\\s(?:hour|minute)\\sago|minutes\\sago|yesterday|today|this\\smorning|last\\snight|in\\sthe\\s(?:last|past)\\s\\d{1,2}\\s?(?:h|hours?|minutes?))';
/**
 * A payee or its account new by the clock: created, added, linked, onboarded within hours or a day ("connected account
 * created 2 hours ago", "linked external account added yesterday", "Konto vor 2 Stunden angelegt"), or not yet through
 * its identity checks ("KYC pending").
 */
const CREATED_RECENTLY = new RegExp(`\\b${PAYEE_NOUN}\\b(?:\\s[\\w-]{1,20}){0,4}\\s(?:(?:was|were|has\\sbeen)\\s)?(?:created|added|opened|onboarded|registered|linked|set\\sup|connected)\\s(?:just\\s|only\\s)?${AGO}\\b|\\bkyc\\s(?:pending|not\\s(?:done|completed|finished)|incomplete|outstanding)\\b|\\b${PAYEE_NOUN}\\b(?:\\s[\\w-]{1,20}){0,4}\\s(?:vor\\s\\d{1,3}\\s(?:stunden|minuten)|gestern|heute)\\s(?:angelegt|erstellt|hinzugef[üu]gt|er[öo]ffnet)\\b|\\b${PAYEE_NOUN}\\b(?:\\s[\\w-]{1,20}){0,4}\\s(?:cr[ée]{2}e?|ajout[ée]e?|ouverte?|creada|creado|a[ñn]adid[oa]|abiert[oa]|criad[oa]|adicionad[oa]|abert[oa]|creat[oa]|aggiunt[oa]|apert[oa])\\s(?:il\\sy\\sa|hace|h[áa])?\\s?\\d{1,3}\\s(?:heures?|minutes?|horas?|minutos?|ore|minuti)(?:\\sfa)?\\b`);
/** The same for the payee's bank details: changed or updated within hours or a day. */
const CHANGED_RECENTLY = new RegExp(`\\b(?:${PAYEE_NOUN.slice(3, -1)}|bank\\sdetails|banking\\sdetails|details)\\s(?:(?:was|were|has\\sbeen|have\\sbeen)\\s)?(?:changed|updated|replaced|switched)\\s(?:just\\s)?${AGO}\\b`);
/** Metadata keys that give the payee's or its account's age (hours or days). */
const AGE_HOURS_KEYS = ['payee_account_changed_hours_ago', 'account_changed_hours_ago', 'payee_created_hours_ago', 'account_created_hours_ago', 'destination_created_hours_ago', 'account_age_hours', 'payee_age_hours', 'beneficiary_added_hours_ago'];
const AGE_DAYS_KEYS = ['account_age_days', 'payee_age_days', 'beneficiary_age_days', 'destination_age_days', 'payee_added_days_ago', 'beneficiary_added_days_ago'];

/** Substrings one of the age phrases above holds: without one (and without an age key) nothing is read. */
const AGE_HINTS = ['ago', 'kyc', 'yesterday', 'today', 'this morning', 'last night', 'in the last', 'in the past', 'stunden', 'minuten', 'gestern', 'heute', 'heure', 'minute', 'hace ', 'horas', 'minutos', ' ore', 'minuti'];
/** The hints as one automaton: one pass over the text instead of one search per hint. */
const AGE_HINT_SCAN = new KeywordAutomaton(AGE_HINTS.map((keyword) => ({ keyword, group: 0 })));
const hintFound = new Uint8Array(1);

/** 'created' (the payee or account is new), 'changed' (its details changed) within the last day or so, or ''. */
export function freshPayee(lower: string, metadata: Metadata): 'created' | 'changed' | '' {
  // the age keys are looked up only when the metadata has keys at all (most payments carry a few, many none)
  const keyed = hasKeys(metadata);
  for (const k of keyed ? AGE_HOURS_KEYS : []) {
    const h = metaNumber(metadata, k);
    if (h !== undefined && h >= 0 && h <= 72) return k.includes('changed') ? 'changed' : 'created';
  }
  for (const k of keyed ? AGE_DAYS_KEYS : []) {
    const d = metaNumber(metadata, k);
    if (d !== undefined && d >= 0 && d <= 3) return 'created';
  }
  const s = lower.length > 4000 ? lower.slice(0, 4000) : lower;
  hintFound[0] = 0;
  AGE_HINT_SCAN.scan(s, hintFound);
  if (hintFound[0] === 0) return '';
  if (CREATED_RECENTLY.test(s)) return 'created';
  return CHANGED_RECENTLY.test(s) ? 'changed' : '';
}

/** Regexes run on input here (listed for the linear-time audit). */
export const PAYMENT_BODY_PATTERNS: readonly RegExp[] = [MINOR_UNIT_API, CREATED_RECENTLY, CHANGED_RECENTLY];

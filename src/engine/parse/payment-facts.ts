import type { Metadata } from '../types.js';
import { metaFlag, metaText } from './api-common.js';
import { metaNumber } from '../normalize.js';
import { channelOnly, controlFlagged } from './payment-context.js';

/**
 * Facts about a payment that decide between routine and fraud, read from its metadata and words: what the amount is
 * worth (thresholds are in US-dollar terms, so 85,000 yen of rent is not a large transfer), whether a refund exceeds
 * the charge it reverses, whether a recurring charge was set up without the customer's consent, and whether the
 * payment carries its own approval record.
 */

/** Rough US-dollar value of one unit, for the currencies far from a dollar (the rest count one to one). */
const USD_PER_UNIT: Readonly<Record<string, number>> = {
  JPY: 0.0067, INR: 0.012, KRW: 0.00072, RUB: 0.011, BRL: 0.19, MXN: 0.055, CNY: 0.14, RMB: 0.14, HKD: 0.13, SEK: 0.095, NOK: 0.093,
  DKK: 0.145, PLN: 0.25, CZK: 0.043, HUF: 0.0027, TRY: 0.03, ZAR: 0.055, THB: 0.028, PHP: 0.017, IDR: 0.000063, VND: 0.00004,
  ARS: 0.001, CLP: 0.0011, COP: 0.00025, NGN: 0.00065, KES: 0.0077, EGP: 0.02, PKR: 0.0036, TWD: 0.031, UAH: 0.024, RON: 0.22,
};
/** Signs and words in the text that name one of those currencies. */
const CURRENCY_SIGNS: ReadonlyArray<readonly [string, string]> = [
  ['円', 'JPY'], ['¥', 'JPY'], ['yen', 'JPY'], ['元', 'CNY'], ['人民币', 'CNY'], ['₹', 'INR'], ['rupee', 'INR'], ['₩', 'KRW'], ['원', 'KRW'], ['₽', 'RUB'], ['руб', 'RUB'],
  ['r$', 'BRL'], ['reais', 'BRL'], ['₺', 'TRY'], ['zł', 'PLN'], ['złot', 'PLN'], ['kč', 'CZK'], ['₫', 'VND'], ['₱', 'PHP'], ['₦', 'NGN'], ['฿', 'THB'], ['₴', 'UAH'],
];
const CODE = /\b(?:jpy|inr|krw|rub|brl|mxn|cny|rmb|hkd|sek|nok|dkk|pln|czk|huf|try|zar|thb|php|idr|vnd|ars|clp|cop|ngn|kes|egp|pkr|twd|uah|ron)\b/;

/** The currency of a payment: metadata first, else a sign or code in the words; '' when none of the listed ones. */
export function currencyOf(currencyMeta: string, lower: string): string {
  if (currencyMeta !== '') return currencyMeta;
  const head = lower.length > 2000 ? lower.slice(0, 2000) : lower;
  const code = CODE.exec(head);
  if (code !== null) return code[0].toUpperCase();
  for (const [sign, cur] of CURRENCY_SIGNS) if (head.includes(sign)) return cur;
  return '';
}

/** The amount in rough US-dollar terms (unchanged for dollars, euros, pounds, francs and currencies near them). */
export function inDollars(amount: number | undefined, currency: string): number | undefined {
  if (amount === undefined) return undefined;
  const rate = USD_PER_UNIT[currency];
  return rate === undefined ? amount : amount * rate;
}

const ORIGINAL = /\boriginal(?: (?:charge|amount|payment|order|purchase|price|total|transaction))?(?: of| was| is|:)? ?(?:[$€£] ?|usd |eur |gbp )?(\d[\d,]{0,12}(?:\.\d{1,2})?)/;
const REFUND = /\brefund(?:ing|ed)?(?: amount| of| total)?:? ?(?:[$€£] ?|usd |eur |gbp )?(\d[\d,]{0,12}(?:\.\d{1,2})?)/;
const COMMA = /,/g;

/** "original charge $49.00, refund $490.00": a refund larger than the charge, as the words state both. */
export function refundPastCharge(lower: string, metadata: Metadata): [number, number] | undefined {
  const original = metaNumber(metadata, 'original_charge', 'originalCharge', 'original_amount', 'originalAmount', 'charge', 'captured_amount') ?? numberOf(ORIGINAL.exec(lower));
  if (original === undefined || original <= 0) return undefined;
  // the call itself may name the operation ("refund charge=… amount=…")
  const kind = (metaText(metadata, 'type', 'kind', 'operation', 'action') ?? (lower.startsWith('refund') ? 'refund' : '')).toLowerCase();
  const refund = kind.includes('refund') || kind.includes('credit') ? metaNumber(metadata, 'amount') ?? numberOf(REFUND.exec(lower)) : numberOf(REFUND.exec(lower));
  return refund !== undefined && refund > original * 1.01 ? [refund, original] : undefined;
}

function numberOf(m: RegExpExecArray | null): number | undefined {
  if (m === null) return undefined;
  const n = Number(m[1]!.replace(COMMA, ''));
  return Number.isFinite(n) ? n : undefined;
}

/** A charge that repeats: the words or the metadata say so. */
const RECURRING = /\b(?:\/ ?(?:mo|month|yr|year|week)|per (?:month|year|week)|a month|monthly|yearly|annual(?:ly)?|auto[- ]?renew\w{0,3}|recurring|subscription|subscribe|enrol+\w{0,4}|membership|plan)\b/;
/** The customer did not agree: no confirmation, a pre-ticked box, signed up without asking. */
const NO_CONSENT = /\b(?:no (?:confirmation|consent|opt[- ]in)(?: email| step| screen)?|without (?:(?:the |their |his |her )?(?:user'?s?|customer'?s?) )?(?:consent|confirmation|asking|permission|opt[- ]in)|pre[- ]?(?:checked|ticked|selected)|opt[- ]out by default|silently|quietly|hidden (?:fee|charge)|skip (?:the )?(?:confirmation|consent))\b/;

/** Substrings every NO_CONSENT match contains. */
const CONSENT_HINTS = ['consent', 'confirm', 'without', 'opt', 'pre-', 'prech', 'pretick', 'presel', 'silent', 'quiet', 'hidden', 'skip'];

/** A recurring charge set up without the customer's consent ("auto-renew, no confirmation email", user_consent: false). */
export function chargeWithoutConsent(lower: string, metadata: Metadata): string {
  const consent = metaFlag(metadata, 'user_consent', 'consent', 'consented', 'customer_consent', 'opt_in', 'optin', 'user_confirmed', 'confirmed');
  // runs on every payment: without a consent field or a word NO_CONSENT needs, nothing else is read
  if (consent === true || (consent === undefined && !CONSENT_HINTS.some((h) => lower.includes(h)))) return '';
  const recurring = metaFlag(metadata, 'recurring', 'auto_renew', 'autorenew', 'subscription') === true || RECURRING.test(lower);
  if (!recurring) return '';
  if (consent === false) return 'consent recorded as not given';
  if (consent === true) return '';
  const m = NO_CONSENT.exec(lower);
  return m === null ? '' : m[0];
}

/** The payment records its own approvals ("approvals": 2, an approver, an approval id, a multisig or dual-control flag). */
export function approvalRecorded(metadata: Metadata): boolean {
  const n = metaNumber(metadata, 'approvals', 'approval_count', 'approvers_count', 'signoffs');
  if (n !== undefined && n >= 1) return true;
  if (controlFlagged(metadata)) return true;
  // "approval": "email" names the channel a request came through, not an approval anyone can check
  const text = (metaText(metadata, 'approved_by', 'approver', 'approval', 'approval_id', 'po', 'po_number', 'ticket') ?? '').trim();
  return text !== '' && !channelOnly(text);
}

/** Regexes run on input here (listed for the linear-time audit). */
export const PAYMENT_FACT_PATTERNS: readonly RegExp[] = [CODE, ORIGINAL, REFUND, COMMA, RECURRING, NO_CONSENT];

/** Undoing a booked entry, several languages (accent-folded prefixes are not assumed: both spellings listed). */
const UNDO_WORDS: readonly string[] = ['void', 'cancel', 'reverse', 'storn', 'annul', 'anul', 'estorn', 'credit note', 'crediteer', 'tegenboek'];
/** Entering it again. */
const REENTER_WORDS: readonly string[] = ['reissue', 're-issue', 're-post', 'repost', 'rebook', 're-book', 're-enter', 'reenter', 'recreate', 're-create', 'book them again', 'post them again',
  'neu buchen', 'neu ausstellen', 'erneut buchen', 'réémet', 'reemet', 'ré-émet', 'recomptabilis', 'volver a emitir', 'reemitir', 'volver a registrar', 'riemett', 'registrarle di nuovo', 'opnieuw boeken', 'opnieuw uitgeven'];
/** Under another date or period than the one the entries were booked in. */
const OTHER_DATE_WORDS: readonly string[] = ['dated', 'backdat', 'with the date', 'with date', 'as of', 'last quarter', 'prior quarter', 'previous quarter', 'prior period', 'last month', 'last year', 'lands in', 'fall in', 'falls in', 'in q1', 'in q2', 'in q3', 'in q4',
  'datiert', 'mit datum', 'vorquartal', 'vorjahr', 'datée', 'datées', 'date du', 'trimestre précédent', 'trimestre precedent', 'con fecha', 'fechad', 'trimestre anterior', 'com data', 'datad', 'con data', 'trimestre precedente', 'gedateerd', 'met datum', 'vorig kwartaal'];

/** A run of entries or a period named: "through", "all", "them", "last quarter", "bis", "jusqu'à"… */
const MANY_OR_PERIOD: readonly string[] = ['through', ' all ', ' them', 'every', 'quarter', 'period', 'q1', 'q2', 'q3', 'q4', 'fiscal', ' bis ', 'alle', 'quartal', "jusqu", 'toutes', 'trimestre', 'hasta', 'todas', 'todos', 'até', 'fino a', 'tutte', 'tot en met', 'kwartaal'];

/**
 * Booked entries (invoices, transactions) voided or reversed and entered again under another date: the revenue or cost
 * moves to a period it did not happen in, which is how books are cooked before a close or an audit. All three parts
 * must stand within a few hundred characters of each other; '' when they do not.
 */
export function reDated(lower: string): string {
  const head = lower.length > 2000 ? lower.slice(0, 2000) : lower;
  const undo = UNDO_WORDS.find((w) => head.includes(w));
  if (undo === undefined) return '';
  const from = head.indexOf(undo);
  const rest = head.slice(from, from + 400);
  const again = REENTER_WORDS.find((w) => rest.includes(w));
  if (again === undefined) return '';
  const date = OTHER_DATE_WORDS.find((w) => rest.includes(w));
  // one invoice reissued with a corrected date is bookkeeping; a run of them, or a named period, moves revenue
  if (date === undefined || !MANY_OR_PERIOD.some((w) => rest.includes(w))) return '';
  return `${undo} … ${again} … ${date}`;
}

import type { Metadata } from '../types.js';
import { metaFlag, metaText } from './api-common.js';
import { metaNumber } from '../normalize.js';

/**
 * The context a payment carries beyond its amount: how the payer stands with the payee (paid for years, details on
 * file and unchanged), the paper behind it (a signed contract, a purchase order, a multisig sign-off), who approved it
 * (the submitter approving their own claim breaks segregation of duties), where a refund goes against where the money
 * came from, and what a swap gives away (its slippage tolerance). Each reads metadata first, then the words, in
 * several languages; every regex here is bounded and listed for the linear-time audit.
 */

/** The words the readers here look at: the first 2,000 characters (keeps every regex below on a bounded input). */
const bounded = (lower: string): string => (lower.length > 2000 ? lower.slice(0, 2000) : lower);

/** Values of an approval field that name only the channel it arrived through: an approval "by email" is what a fraudster sends. */
// (and one naming no approver at all: "approval": "auto" is the system waving the payment through)
const CHANNEL_ONLY = new Set(['email', 'e-mail', 'mail', 'whatsapp', 'phone', 'call', 'phone call', 'sms', 'text', 'chat', 'telegram', 'signal', 'verbal', 'voice', 'slack', 'teams', 'dm', 'voicemail',
  'auto', 'automatic', 'auto-approved', 'auto_approved', 'system', 'self', 'none', 'n/a', 'pending', 'skip', 'skipped', 'bypass', 'false', 'no']);

/** An approval field holding only a channel name is no approval record. */
export const channelOnly = (value: string): boolean => CHANNEL_ONLY.has(value.trim().toLowerCase());

/** Boolean metadata that records a completed control (dual sign-off, multisig, three-way match). */
const CONTROL_FLAGS = ['approved', 'multisig_approved', 'dual_approved', 'dual_control', 'three_way_match', 'threeWayMatch', 'signers_verified'];

/** The payment records a completed control as a flag. */
export const controlFlagged = (metadata: Metadata): boolean => metaFlag(metadata, ...CONTROL_FLAGS) === true;

/** Words that say the payee's details were changed: an established relationship then no longer vouches for the payment. */
const CHANGED_FLAGS = ['payee_account_changed', 'account_changed', 'bank_details_changed', 'details_changed', 'iban_changed'];
// an account kept in the payer's own records: on file, in the vendor master, the registered account
const ESTABLISHED = /\b(?:(?:account|bank details|details|iban|payee|ein|tax id|vat id|card|mandate) on file|(?:vendor|supplier) master(?: data| record)?|(?:cuenta|iban) registrad[ao]|maestro de proveedores|lieferantenstamm\w{0,6}|hinterlegte[nm]? (?:konto|iban|bankverbindung)|compte (?:enregistr[ée]|r[ée]f[ée]renc[ée])|fichier fournisseurs?|conta (?:registrad|cadastrad)a|cadastro de fornecedores|conto registrato|anagrafica fornitori|geregistreerde rekening|leveranciersbestand|on file since|(?:supplier|vendor|customer|payee|client) since (?:19|20)\d\d|(?:iban|account|bank details|bankdetails|bank account|details) (?:is |are )?unchanged|iban unver[aä]ndert|bankverbindung unver[aä]ndert|rib inchang[ée]|(?:iban|cuenta) sin cambios|(?:iban|conta) inalterad[ao]|iban invariato)\b/;

/**
 * The payee is long established and its account unchanged: a vendor paid since a stated year, an account on file, a
 * metadata flag that the account did not change. A flag that it did change always wins.
 */
export function establishedPayee(lower: string, metadata: Metadata): boolean {
  const changed = metaFlag(metadata, ...CHANGED_FLAGS);
  if (changed === true) return false;
  if (changed === false) return true;
  const since = metaText(metadata, 'vendor_since', 'payee_since', 'supplier_since', 'customer_since', 'relationship_since');
  if (since !== undefined && since.trim() !== '' && since.trim().toLowerCase() !== 'null') return true;
  const head = bounded(lower);
  return ESTABLISHED.test(head) || RUNNING.test(head);
}

/**
 * A payment relationship already running, by its structure rather than a register's name: the same or existing
 * beneficiary, account or schedule (not "the same account as in the e-mail", which compares with a claim); an account in use since a stated year; no account changes since the last run; a
 * later instalment of a schedule ("month 14 of 48"; the first one starts the relationship and does not count).
 */
const RUNNING = /\b(?:same|existing|unchanged) (?:beneficiary|payee|vendor|supplier|mandate|schedule|standing order|(?:bank |beneficiary |payee )?account|iban)\b(?! as\b)|\b(?:beneficiary|payee|account|iban|mandate)(?: account)? since (?:19|20)\d\d\b|\bno (?:bank |payee |beneficiary |payout )?(?:account|detail|iban|bank detail)s? changes?\b|\b(?:month|instal{1,2}ment|payment|period) (?:[2-9]|\d{2,3}) of \d{1,3}\b/;

/** A contract, statement of work or purchase order the payment follows, named with up to two words of its kind ("per launch services agreement §7"; not an unwritten one: "per our verbal agreement" cites no paper, only a claim), or its amount ("up to the contract amount") or a numbered milestone ("milestone payment M3"); several languages. */
const CONTRACT_REF = /\b(?:per (?:the )?(?:signed )?(?:[a-z]{2,14} ){0,2}(?:sow|statement of work|contract|agreement|msa|po|purchase order)|(?:sow|po|contract)[- ]?#?\d{2,}|contract (?:amount|value|price|rate|cap|ceiling)|milestones? (?:payment )?(?:m|#)?\d|laut (?:vertrag|bestellung)|gem[aä](?:ß|ss) (?:vertrag|bestellung)|selon (?:le )?(?:contrat|bon de commande)|seg[uú]n (?:el )?(?:contrato|pedido)|conforme (?:o )?(?:contrato|pedido)|secondo (?:il )?(?:contratto|ordine))\b/;
const CONTRACT_KEYS = ['sow', 'contract', 'contract_id', 'po', 'po_number', 'purchase_order', 'agreement'];

/** The payment names the paper it follows: a contract or purchase order in metadata or words. */
export function contractCited(lower: string, metadata: Metadata): boolean {
  const ref = metaText(metadata, ...CONTRACT_KEYS);
  if (ref !== undefined && ref.trim() !== '' && !channelOnly(ref)) return true;
  // each citation in turn (bounded): one that names an unwritten agreement cites no paper
  const text = bounded(lower);
  CONTRACT_REFS.lastIndex = 0;
  try {
    for (let m = CONTRACT_REFS.exec(text), n = 0; m !== null && n < 8; m = CONTRACT_REFS.exec(text), n++) if (!UNWRITTEN.test(m[0])) return true;
    return false;
  } finally {
    CONTRACT_REFS.lastIndex = 0;
  }
}
/** CONTRACT_REF, every occurrence. */
const CONTRACT_REFS = new RegExp(CONTRACT_REF.source, 'g');
/** An agreement no paper records ("per our verbal agreement", "per the handshake deal"): a claim, not a paper trail. */
const UNWRITTEN = /\b(?:verbal|oral|informal|handshake|spoken|unwritten|phone|telephone|email|e-mail|whatsapp|chat|text)\b/;

/** A purchase order named in the words ("PO-7712", "purchase order 4411", "Bestellung 88"). */
const PO_REF = /\bpo[- ]?#?\d{3,}\b|\bpurchase order\b|\bbestellnummer\b|\bbon de commande\b|\borden de compra\b|\bpedido de compra\b|\bordine d'acquisto\b/;
export const purchaseOrderNamed = (lower: string): boolean => PO_REF.test(bounded(lower));

/** Many payments at once ("48 payments", "12 tranches"): a schedule that size is not a contract's few milestones. */
const BULK_COUNT = /\b(?:[5-9]|\d{2,}) ?(?:x )?(?:payments|transfers|deposits|tranches|installments|instalments|payouts|zahlungen|paiements|pagos|pagamentos|pagamenti)\b/;
export function manyPayments(lower: string, metadata: Metadata): boolean {
  const n = metaNumber(metadata, 'count', 'payments', 'installments', 'tranches');
  return (n !== undefined && n >= 5) || BULK_COUNT.test(bounded(lower));
}

const SUBMITTER_KEYS = ['submitter', 'submitted_by', 'requester', 'requested_by', 'created_by', 'initiator', 'initiated_by', 'prepared_by', 'preparer', 'claimant'];
const APPROVER_KEYS = ['approver', 'approved_by', 'approver_id', 'authorized_by', 'authoriser', 'authorizer'];
const SELF_APPROVAL = /\b(?:self[- ]approv\w{0,4}|approved by (?:the )?same (?:user|person|employee|requester|submitter|account)|submitted and approved by (?:the )?same|approv\w{0,3} (?:his|her|their|my) own (?:expense|claim|request|invoice|payment|purchase|report)|selbst genehmigt|selbstgenehmig\w{0,3}|vom antragsteller selbst genehmigt|auto-?approuv\w{0,3}|approuv\w{0,3} par (?:le )?m[eê]me (?:utilisateur|demandeur)|auto-?aprobad\w{0,2}|aprobad\w{0,2} por el mismo (?:usuario|solicitante)|auto-?aprovad\w{0,2}|aprovad\w{0,2} pelo mesmo (?:usu[aá]rio|solicitante)|auto-?approvat\w{0,2}|approvat\w{0,2} dallo stesso (?:utente|richiedente))\b/;
const APPROVAL_STEMS = ['approv', 'genehmig', 'aprob', 'aprov', 'approuv'];

/**
 * The person who submitted a claim or payment also approved it: metadata names the same id for both, or the words
 * say so. Segregation of duties is what stops an employee paying themselves.
 */
export function selfApproved(lower: string, metadata: Metadata): string | undefined {
  const approver = metaText(metadata, ...APPROVER_KEYS)?.trim().toLowerCase();
  const submitter = metaText(metadata, ...SUBMITTER_KEYS)?.trim().toLowerCase();
  if (approver !== undefined && approver !== '' && approver === submitter) return `submitted and approved by ${approver.slice(0, 40)}`;
  const head = bounded(lower);
  if (!APPROVAL_STEMS.some((s) => head.includes(s))) return undefined;
  // the one approving raised the request itself: the metadata says the initiator is the acting agent or user
  if (submitter !== undefined && SELF_PARTY.test(submitter)) return `approving a request raised by ${submitter.slice(0, 30)}`;
  return SELF_APPROVAL.exec(head)?.[0] ?? SELF_ROLES.exec(head)?.[0];
}
/** Words that put money into someone's hands: a payment, a bonus, a raise, a refund, a reimbursement. */
const BENEFIT = /\b(?:pay|payment|bonus|raise|salary|advance|refund|reimburse\w{0,4}|payout|commission|allowance|prämie|praemie|gehalt|prime|bono|bonifico|gratifica)\b/;

/**
 * The one who raised the request is the one it pays: the requester named in metadata (an id, a name, an address of
 * three characters or more) stands in the text, and the text names money given ("a bonus … for employee #2217",
 * requested by "employee #2217"; both read anywhere in the bounded head, not as neighbours). Undefined when another
 * person's approval is recorded, or nothing matches.
 */
export function selfBeneficiary(lower: string, metadata: Metadata): string | undefined {
  const submitter = metaText(metadata, ...SUBMITTER_KEYS)?.trim().toLowerCase();
  if (submitter === undefined || submitter.length < 3 || submitter.length > 80 || SELF_PARTY.test(submitter)) return undefined;
  const approver = metaText(metadata, ...APPROVER_KEYS)?.trim().toLowerCase();
  if (approver !== undefined && approver !== '' && approver !== submitter) return undefined;
  const head = bounded(lower);
  if (!head.includes(submitter) || !BENEFIT.test(head)) return undefined;
  return `money given to the requester (${submitter.slice(0, 40)})`;
}

/** A party value that means the actor itself. */
const SELF_PARTY = /^(?:self|me|myself|same (?:agent|user|person|account|bot)|this (?:agent|bot|assistant)|the (?:agent|assistant) itself)$/;
/** Both roles written as the actor ("approver: self, submitter: self"). */
const SELF_ROLES = /\b(?:approver|approved by):? (?:self|me|myself)\b[^.;]{0,40}\b(?:submitter|submitted by|requester|initiator):? (?:self|me|myself)\b|\b(?:submitter|submitted by|requester|initiator):? (?:self|me|myself)\b[^.;]{0,40}\b(?:approver|approved by):? (?:self|me|myself)\b/;

/** The last four digits of a card or account ("card ending 0042", "****8831", "x4431"). */
const CARD_END = /(?:ending(?: in)?|endet auf|terminant par|terminada en|final|\*{2,4}|x{2,4}|last 4:?) ?(\d{4})\b/g;
const LAST4 = /(\d{4})\D{0,3}$/;

function endings(s: string): { at: number; digits: string }[] {
  const out: { at: number; digits: string }[] = [];
  CARD_END.lastIndex = 0;
  let m: RegExpExecArray | null;
  while (out.length < 12 && (m = CARD_END.exec(s)) !== null) out.push({ at: m.index, digits: m[1]! });
  CARD_END.lastIndex = 0;
  return out;
}

/**
 * A refund sent to a card or account other than the one charged: metadata names the original method and a different
 * target, or the words name the original card's ending beside another one ("to card ending 0042 (original card ending
 * 8831)").
 */
export function refundElsewhere(lower: string, metadata: Metadata): string | undefined {
  const original = metaText(metadata, 'original_payment_method', 'original_card', 'original_method', 'charged_card', 'original_account', 'original_source');
  const target = metaText(metadata, 'refund_to', 'refund_destination', 'refund_method', 'payee', 'recipient', 'destination');
  if (original !== undefined && target !== undefined) {
    const a = LAST4.exec(original.trim())?.[1];
    const b = LAST4.exec(target.trim())?.[1];
    if (a !== undefined && b !== undefined && a !== b) return `refund to …${b}, charged on …${a}`;
  }
  const head = bounded(lower);
  const o = head.indexOf('original');
  if (o < 0) return undefined;
  const found = endings(head);
  const orig = found.find((e) => e.at > o && e.at - o < 40);
  const other = found.find((e) => e.digits !== orig?.digits);
  return orig !== undefined && other !== undefined ? `refund to …${other.digits}, charged on …${orig.digits}` : undefined;
}

const SLIPPAGE_TEXT = /\bslippage(?: tolerance)?(?: of| at| set to| to|:|=)? ?(\d{1,3}(?:[.,]\d{1,2})?) ?%|(\d{1,3}(?:[.,]\d{1,2})?) ?% (?:max(?:imum)? )?slippage\b/;

/** The slippage tolerance of a swap in percent (metadata as a fraction or a percent, or the words), if stated. */
export function slippagePercent(lower: string, metadata: Metadata): number | undefined {
  const meta = metaNumber(metadata, 'slippage', 'slippage_tolerance', 'max_slippage', 'slippageTolerance');
  if (meta !== undefined) return meta <= 1 ? meta * 100 : meta;
  if (!lower.includes('slippage')) return undefined;
  const m = SLIPPAGE_TEXT.exec(bounded(lower));
  if (m === null) return undefined;
  const n = Number((m[1] ?? m[2]!).replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
}

/** Regexes run on input here (listed for the linear-time audit). */
export const PAYMENT_CONTEXT_PATTERNS: readonly RegExp[] = [BENEFIT, SELF_PARTY, SELF_ROLES, ESTABLISHED, RUNNING, CONTRACT_REF, CONTRACT_REFS, UNWRITTEN, PO_REF, BULK_COUNT, SELF_APPROVAL, CARD_END, LAST4, SLIPPAGE_TEXT];

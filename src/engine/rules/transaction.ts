/**
 * transaction analyzer (T). Amounts (metadata or text, any separator style), payee status (known / new /
 * own accounts) and scam hallmarks (bank-detail changes, gift cards, crypto wallets, pressure and secrecy,
 * structuring, sanctioned destinations) are read separately so they add up: a large payment to a known
 * vendor is CAUTION, the same payment to a new payee is DANGER.
 */
import { readSafeguards } from '../frames/safeguards.js';
import { collapseWhitespace, hasKeys, metaField, metaNumber, metaString, normalizeUnicode } from '../normalize.js';
import { sanctioned } from '../frames/profiles.js';
import { boundedProse, instructionMask } from '../frames/instructions.js';
import { COMMON_PATTERNS, leadOnly, metaFlag, metaText } from '../parse/api-common.js';
import { allowlistedDestination } from '../frames/profiles.js';
import { KeywordAutomaton } from '../ahocorasick.js';
import { near, toWords, WORD_PATTERNS, type Words } from '../parse/auth-words.js';
import { approvalRecorded, chargeWithoutConsent, currencyOf, inDollars, PAYMENT_FACT_PATTERNS, reDated, refundPastCharge } from '../parse/payment-facts.js';
import { mentions } from '../frames/profiles.js';
import { contractCited, establishedPayee, manyPayments, PAYMENT_CONTEXT_PATTERNS, purchaseOrderNamed, refundElsewhere, selfApproved, selfBeneficiary, slippagePercent } from '../parse/payment-context.js';
import type { Analyzer, BaseContext, Metadata, ThreatRule } from '../types.js';
import { quietWhenDescribed } from '../parse/prose-genre.js';
import { bodyFields, freshPayee, PAYMENT_BODY_PATTERNS } from '../parse/payment-body.js';
import { disputeAgainstFacts, intoClosedPeriod, PAYMENT_BOOKS_PATTERNS } from '../parse/payment-books.js';

interface TxContext extends BaseContext {
  readonly words: Words;
  readonly folded: string;
  /** folded.includes(' crypto '), answered without folding when the haystack names no coin. */
  readonly namesCrypto: boolean;
  /** False when the fold cannot hold phrase p's token (a necessary condition, tested on the haystack). */
  mayFold(p: number): boolean;
  /** Amount of the transaction (metadata first, else the largest amount written in the text). */
  readonly amount: number | undefined;
  /** Every amount written in the text (bounded). */
  readonly amounts: readonly number[];
  readonly currency: string;
  readonly recipient: string;
  /** true = known/verified payee, false = new or unknown, undefined = not stated. */
  readonly known: boolean | undefined;
  /** The payee or its account created ('created') or its details changed ('changed') within the last day, else ''. */
  readonly fresh: 'created' | 'changed' | '';
  /** Money moves between the payer's own accounts. */
  readonly own: boolean;
  /** The action stops or checks a payment rather than making one (see PROTECT_HEAD). */
  readonly protective: boolean;
  /** Whether gate group g's words occur in lower. */
  gate(g: number): boolean;
}


// prefix lists of the near() calls below, hoisted so their first-character index is built once
const TW0 = ['chang', 'updat', 'replac', 'modif', 'switch', 'new', 'amend', 'edit', 'redirect', 'overwrit', 'correct'];
const TW1 = ['bankdetails'];
const TW2 = ['buy', 'purchas', 'get', 'order', 'pick', 'send', 'obtain', 'load', 'grab'];
const TW3 = ['giftcard'];
const TW4 = ['buy', 'purchas', 'send', 'transfer', 'convert', 'deposit', 'move', 'wire', 'pay', 'withdraw', 'swap', 'exchang', 'cash'];
const TW5 = ['crypto', 'wallet', 'atm', 'address', 'exchange', 'coinbase', 'binance', 'kraken'];
const TW6 = ['send', 'transfer', 'deposit', 'move', 'wire', 'forward'];
const TW7 = ['it', 'them', 'crypto', 'wallet', 'address', 'to'];
const TW8 = ['split', 'break', 'divid', 'spread', 'chunk', 'separat', 'multiple', 'several', 'smaller', 'stagger'];
const TW9 = ['payment', 'transfer', 'deposit', 'wire', 'transaction', 'amount', 'chunk', 'piece', 'part', 'up'];
const TW10 = ['chang', 'updat', 'switch', 'redirect', 'replac', 'modif', 'new', 'reroute', 'rerout', 'mov', 'edit', 'point'];
const TW11 = ['bankdetails', 'account', 'bank', 'payroll', 'card', 'routing', 'deposit'];
const TW12 = ['set', 'creat', 'add', 'schedul', 'enabl', 'start', 'establish', 'authoriz', 'sign', 'initiat', 'new', 'register', 'crea', 'einricht', 'anleg', 'erstell', 'configur', 'program', 'impost', 'aanmak'];
const TW13 = ['recurring', 'payment', 'transfer', 'order', 'dauerauftr', 'ordre', 'orden', 'ordem', 'ordine', 'opdracht', 'virement', 'bonifico', 'overboeking'];
/** The verbs of TW12 that close a German or Dutch clause ("Dauerauftrag anlegen", "overboeking aanmaken"). */
const TW12_FINAL = ['einricht', 'anleg', 'erstell', 'aanmak', 'instell', 'inricht'];

/** A payroll run ordered as such ("run the November payroll", "process payroll batch PAY-06", "Gehaltslauf starten"). */
const PAYROLL_RUN = /\b(?:run|execute|process|release|submit|approve)\s(?:the\s)?(?:\w{3,12}\s)?(?:monthly\s|weekly\s)?payroll\b|\bpayroll (?:run|batch)\b|\b(?:gehaltslauf|lohnlauf|entgeltlauf|salarisrun|loonrun)\b|\b(?:lancer|ex[ée]cuter) la paie\b|\bvirement de la paie\b|\bpaiement des salaires\b|\b(?:pago|abono) de (?:la )?n[óo]mina\b|\b(?:gehaltszahlung|lohnzahlung)en?\b|\bpagamento (?:dos salários|degli stipendi)\b|\b(?:ejecutar|procesar) (?:la )?n[óo]mina\b|\b(?:processar|rodar) (?:a )?folha de pagamento\b|\b(?:elaborare|eseguire) (?:le )?(?:buste paga|paghe)\b/;
/**
 * Money sent on to a party or an account the text names ("then wire 480,000 EUR to Lieferant GmbH", "pay 95,000 EUR to
 * j.marsh's personal account", "send 250,000 USDT to wallet …"): a payment of its own, whatever run it stands beside.
 */
const PAID_ELSEWHERE = /\b(?:wire|transfer|send|remit|pay|move)\s(?:[^\s;:]{1,24}\s){0,5}(?:to|into)\s|(?<![a-zà-ÿ])(?:virer|verser|payer|transférer|transferir|pagar|enviar|abonar|bonificare|pagare|trasferire|inviare|overmaken|betalen|overboeken)\s(?:[^\s;:]{1,24}\s){0,5}(?:à|a|al|para|naar|aan)\s|\san\s(?:die\s|den\s|das\s)?(?:[^\s.;:]{1,30}\s){1,4}(?:überweisen|zahlen|senden|schicken)\b|\b(?:wallet|personal account|private account|account number|acct)\b/;
/** One payment put into a run: a bonus, an advance or an extra line for someone. */
const BONUS_ADDED = /\b(?:bonus|advance|one-off|one off|extra payment|prime|prämie|praemie|sonderzahlung|gratifica|bono)\b/;
const NEW_PAYEE_PHRASE = /\b(?:new|unknown|unverified|first[\s-]time|unfamiliar|never[\s-]before[\s-](?:used|paid)|just[\s-]added|recently added|different) (?:payee|recipient|beneficiary|vendor|supplier|account|wallet|contractor|counterparty)\b/g;
/** Legal forms that close a company's name (several countries), as words after it. */
const LEGAL_FORMS: ReadonlySet<string> = new Set(['d.o.o.', 'd.o.o', 'doo', 'gmbh', 'ltd', 'ltd.', 'llc', 'inc', 'inc.', 's.a.', 'sa', 'srl', 's.r.l.', 'bv', 'b.v.', 'ag', 'oy', 'ab', 'as', 'a/s', 'kg',
  'sp.', 's.r.o.', 'sro', 'plc', 'sas', 'sarl', 'spa', 's.p.a.', 'nv', 'n.v.', 'oü', 'kft', 'kft.', 'a.s.', 'co.', 'corp', 'corp.', 'limited', 'd.d.', 'ad', 'ood', 'eood', 'sl', 's.l.', 'lda', 'lda.']);
/**
 * Legal forms that are also everyday words of the lexicon's languages ("in solana as agreed", German "ab morgen",
 * French "sa", a spa, kilograms): one of them closes a company's name only where the text writes it in capitals (AS, AB,
 * SA, AD, KG, SpA), which the lower-cased copy no longer shows.
 */
const WORD_FORMS: ReadonlyMap<string, string> = new Map([['as', 'AS'], ['ab', 'AB'], ['sa', 'SA'], ['ad', 'AD'], ['kg', 'KG'], ['spa', 'SpA']]);
/** The coin names of CRYPTO_PHRASE that are also ordinary names (a company, a person, a place). */
const NAME_COINS = ['solana', 'tron', 'tether', 'monero'];
/**
 * Every coin name of the text stands in a company's name: one of the next three words is a legal form. Bounded: the
 * first eight occurrences of each name, 40 characters after each. `text` is the value as written (capitals kept).
 */
function cryptoOnlyInNames(lower: string, text: string): boolean {
  let seen = false;
  // every coin word of CRYPTO_PHRASE that is no ordinary name
  for (const c of ['bitcoin', 'btc', 'ethereum', 'eth', 'usdt', 'usdc', 'xmr', 'crypto', 'cryptocurrency', 'cryptocurrencies', 'litecoin', 'dogecoin', 'trx', 'stablecoin']) if (hasWordAt(lower, c)) return false;
  // a form that is also a word counts in capitals at its own spot (the words after this coin name as written), not
  // anywhere in the text; positions hold only while lower-casing kept the length
  const aligned = lower.length === text.length;
  const isForm = (w: string, written: readonly string[]): boolean => {
    if (!LEGAL_FORMS.has(w)) return false;
    const capital = WORD_FORMS.get(w);
    return capital === undefined || (aligned ? written.includes(capital) : hasWordAt(text, capital));
  };
  for (const n of NAME_COINS) {
    for (let at = lower.indexOf(n), k = 0; at !== -1 && k < 8; at = lower.indexOf(n, at + n.length), k++) {
      if ((at > 0 && isWordChar(lower.charCodeAt(at - 1))) || isWordChar(lower.charCodeAt(at + n.length))) continue;
      seen = true;
      const after = (t: string): string[] => t.slice(at + n.length, at + n.length + 40).split(' ').filter((w) => w !== '').slice(0, 3).map((w) => w.replace(',', ''));
      const written = aligned ? after(text) : [];
      if (!after(lower).some((w) => isForm(w, written))) return false;
    }
  }
  return seen;
}
const isWordChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
function hasWordAt(lower: string, w: string): boolean {
  for (let at = lower.indexOf(w), k = 0; at !== -1 && k < 8; at = lower.indexOf(w, at + w.length), k++) {
    if ((at === 0 || !isWordChar(lower.charCodeAt(at - 1))) && !isWordChar(lower.charCodeAt(at + w.length))) return true;
  }
  return false;
}
/** A check made face to face or on the number the records hold (several languages). */
const FACE_TO_FACE = /\b(?:in person|face to face|number on file|pers[öo]nlich|en personne|en persona|em pessoa|di persona|persoonlijk)\b/;
/** The change came through the employer's own signed-in channel (self-service portal, MFA), not a message. */
const SELF_SERVICE = /\b(?:self[- ]service|hr portal|employee portal|payroll portal|personalportal|portail rh|portal del empleado|with mfa|mfa[- ]verified|signed in with mfa)\b/;
/** Money held until someone confirms by phone or a callback to the number on file: indexOf in bounded windows, no regex. */
function confirmHold(lower: string): boolean {
  for (const h of ['hold ', 'pause ', 'withhold ']) {
    for (let at = lower.indexOf(h), n = 0; at !== -1 && n < 4; at = lower.indexOf(h, at + h.length), n++) {
      const w = lower.slice(at, at + 160);
      const u = ['until ', 'till ', 'pending '].map((x) => w.indexOf(x)).filter((i) => i !== -1).sort((a, b) => a - b)[0];
      if (u === undefined) continue;
      const after = w.slice(u, u + 70);
      if (['confirm', 'verif', 'callback', 'call-back', 'call back', 'by phone'].some((x) => after.includes(x))) return true;
    }
  }
  return false;
}
const CRYPTO_PHRASE = /\b(?:bitcoin|btc|ethereum|eth|usdt|tether|usdc|monero|xmr|crypto(?:currency|currencies)?|litecoin|dogecoin|solana|tron|trx|stablecoin)\b/g;
/**
 * The phrases folded to one token each: `re` is replaced by `rep` (the token between spaces). `triggers` are substrings
 * every match of `re` contains: one Aho–Corasick pass over them tells which phrase regexes can match at all (rescanned
 * after a replacement changes the text, so each phrase sees the same partially folded text as before).
 */
const PHRASES: ReadonlyArray<{ readonly re: RegExp; readonly rep: string; readonly triggers: readonly string[] }> = [
  { re: /\b(?:gift ?cards?|itunes cards?|apple cards?|google play cards?|steam cards?|amazon cards?|prepaid (?:debit )?cards?|vanilla (?:visa )?cards?|e-?gift (?:cards?|vouchers?)|razer gold|ebay cards?|paysafecards?)\b/g, rep: ' giftcard ', triggers: ['card', 'voucher', 'razer'] },
  { re: /\b(?:direct[\s-]deposit|pay ?roll|salary|salaries|pay ?checks?|wages?)\b/g, rep: ' payroll ', triggers: ['deposit', 'roll', 'salar', 'check', 'wage'] },
  { re: /\b(?:bank (?:account |wire )?(?:details|info|information|instructions|number)|account (?:details|number)|iban|routing (?:number|no)|sort code|swift(?: code)?|bic|wire instructions|payment (?:details|instructions|information)|remittance (?:details|address|info)|beneficiary (?:account|details|bank))\b/g, rep: ' bankdetails ', triggers: ['bank', 'account', 'iban', 'routing', 'sort code', 'swift', 'bic', 'instructions', 'payment', 'remittance', 'beneficiary'] },
  { re: /\b(?:standing[ _]orders?|dauerauftr[äa]ge?|ordre permanent|virement permanent|[óo]rden(?:es)? permanentes?|ordem permanente|ordine permanente|bonifico periodico|staande opdracht|recurring (?:payment|transfer|charge)s?|auto[\s-]?pay|direct debit|scheduled (?:monthly |weekly )?(?:payment|transfer)s?|repeat(?:ing)? (?:payment|transfer)s?|monthly (?:payment|transfer)s?|subscription)\b/g, rep: ' recurring ', triggers: ['standing', 'recurring', 'auto', 'debit', 'scheduled', 'repeat', 'monthly', 'subscription', 'dauerauftr', 'permanent', 'periodico', 'staande'] },
  { re: CRYPTO_PHRASE, rep: ' crypto ', triggers: ['bitcoin', 'btc', 'eth', 'usdt', 'tether', 'usdc', 'monero', 'xmr', 'crypto', 'litecoin', 'dogecoin', 'solana', 'tron', 'trx', 'stablecoin'] },
  { re: NEW_PAYEE_PHRASE, rep: ' newpayee ', triggers: ['payee', 'recipient', 'beneficiary', 'vendor', 'supplier', 'account', 'wallet', 'contractor', 'counterparty'] },
];
/**
 * Each phrase as a test of the haystack itself. Folding only takes matches of a phrase away, never makes one: a
 * replacement puts its token (no word of another phrase) between spaces, and every phrase begins and ends at a word
 * boundary, so a match in the partly folded text is made of words that stood side by side in the haystack, with the
 * same word boundaries. So a token is in the fold only when its phrase matches the haystack or the haystack holds the
 * token's word itself.
 */
const PHRASE_TESTS = PHRASES.map(({ re }) => new RegExp(re.source));
const PHRASE_TOKENS = PHRASES.map(({ rep }) => rep.trim());
const P_BANK_DETAILS = PHRASE_TOKENS.indexOf('bankdetails');
const P_CRYPTO = PHRASE_TOKENS.indexOf('crypto');
const P_NEW_PAYEE = PHRASE_TOKENS.indexOf('newpayee');

const TRIGGERS = new KeywordAutomaton(PHRASES.flatMap(({ triggers }, group) => triggers.map((keyword) => ({ keyword, group }))));
const triggerFound = new Uint8Array(PHRASES.length);

// Triggers of each replacement token itself. A replacement only removes text or inserts its token (spaces on
// both sides, so no trigger spans its edge): the triggers of the new text are among the old ones plus the
// token's. Running a phrase whose trigger went away is harmless (it no longer matches), so the flags are
// widened after a replacement instead of rescanning the whole text.
const TOKEN_TRIGGERS: readonly Uint8Array[] = PHRASES.map(({ rep }) => {
  const f = new Uint8Array(PHRASES.length);
  TRIGGERS.scan(rep, f);
  return f;
});

function foldPhrases(start: string): string {
  let folded = start;
  let changed = false;
  triggerFound.fill(0);
  TRIGGERS.scan(folded, triggerFound);
  for (let p = 0; p < PHRASES.length; p++) {
    if (triggerFound[p] === 0) continue;
    const { re, rep } = PHRASES[p]!;
    const next = folded.replace(re, rep);
    if (next !== folded) {
      folded = next;
      changed = true;
      const t = TOKEN_TRIGGERS[p]!;
      for (let g = p + 1; g < t.length; g++) triggerFound[g]! |= t[g]!;
    }
  }
  // the text is whitespace-collapsed already (its only whitespace is single spaces): only replacements can
  // leave runs of spaces, so only those need replacing (the same result as collapsing every \s+ run)
  return changed ? folded.replace(SPACE_RUN, ' ') : folded;
}
const SPACE_RUN = / {2,}/g;
/** How much of the haystack folded phrases cover. */
const FOLD_LIMIT = 32768;

const SPACES = /\s+/g;
/** "U R G E N T" → "urgent": letters spaced out to slip past word matching. */
const SPACED_LETTERS = /\b(?:[a-z] ){3,}[a-z]\b/g;
const AUTHORITY = /\b(?:ceo|cfo|president|chairman|managing director|founder|the boss) here\b|\bthis is (?:the |your )?(?:ceo|cfo|president|boss|managing director)\b|\b(?:ceo|cfo|boss|president) (?:asked|wants|needs|requested|instructed)\b|\bon behalf of (?:the )?(?:ceo|cfo)\b/;
const URGENCY = /\b(?:urgent(?:ly)?|asap|immediately|right away|right now|within (?:the |an |1 )?hour|before (?:eod|end of day|close of business|noon|5 ?pm|the cutoff)|time[\s-]sensitive|today|tonight|now|as soon as possible|no time|quickly|rush)\b/;
const WEAK_SECRECY = /\b(?:confidential(?:ly)?|privately|sensitive)\b/;
const SECRECY = /\b(?:discreet(?:ly)?|quietly|keep (?:this|it) (?:between us|quiet|private|secret|to yourself)|don'?t (?:tell|mention|discuss|call|loop in|cc)|do not (?:tell|mention|discuss|call|loop in|cc|share this)|top secret|can'?t talk|in a meeting|off the books|hush|secret (?:acquisition|deal|project))\b/;
const APPROVAL_BYPASS = /\b(?:bypass(?:ing)?|skip(?:ping)?|without|circumvent(?:ing)?|avoid(?:ing)?|no need for|don'?t wait for|ignor(?:e|ing)|no) (?:the |a )?(?:usual |normal |standard |dual |second |two-person |4-eyes |four-eyes |manager'?s? |cfo'?s? |finance )?(?:approv(?:als?|ers?)|approval process|sign-?off|verification|callback|call-back|controls?|review(?:er)?|checks?|finance|po|purchase order)\b/;
/** An executive named in a language other than English, and the message the request came in. */
const EXEC_NAME = /\b(?:pdg|président|directeur général|directeur financier|gesch[äa]ftsf[üu]hrer\w{0,3}|vorstand\w{0,3}|finanzvorstand|director general|directora? financier[oa]|presidente|direttore generale|amministratore delegato|diretor(?:a)? (?:executivo|geral|financeiro)|directeur|ceo|cfo)\b/;
const EXEC_BY_MESSAGE = /\b(?:e-?mail|mail|courriel|correo|whatsapp|sms|texto|nachricht|message|mensaje|mensagem|messaggio)\b/;
/** An approval claimed (next to an informal channel, lexicon risk:informal, it is the fraudster's stand-in for one). */
const APPROVAL_CLAIM = /\b(?:approved|approves|authori[sz]ed|ok'?d|okayed|signed off|gave the go|green-?lit|genehmigt|freigegeben|zugestimmt|aprobad[oa]|aprovad[oa]|autorizad[oa]|approuv[ée]|autoris[ée]|approvat[oa]|autorizzat[oa]|goedgekeurd)\b|批准|同意|承認/;

const AMOUNT_RUN = /\d[\d,.' ]{0,18}\d|\d/g;
const CURRENCY_BEFORE = /(?:[$€£¥₹₩₽]|\b(?:usd|eur|gbp|chf|jpy|cad|aud|inr|sek|nok|dkk|pln|brl|mxn|sgd|hkd|cny|zar|aed|us\$|c\$|a\$|rs\.?))\s{0,2}$/i;
const CURRENCY_AFTER = /^\s{0,2}(?:k\b|m\b|mm\b|million|thousand|bn\b|billion|grand|[$€£¥₹]|usd|eur|gbp|chf|jpy|cad|aud|inr|sek|nok|dkk|pln|brl|mxn|sgd|hkd|dollars?|euros?|pounds?|francs?|yen|rupees?|bucks)/i;
const MONEY_VERB_BEFORE = /\b(?:pay|send|transfer|wire|amount|total|of|for|remit|refund|withdraw|deposit|move|charge)\s{1,2}$/i;
const SUFFIX = /^\s{0,2}(k|m|mm|million|thousand|bn|billion|grand)\b/i;

/** Parses "12,500.00", "12.500,00", "9 900", "15k" style amounts; linear in the text. */
/** "1O,OOO" → "10,000": letter O used as a zero inside a number. */
const DIGIT_THEN_O = /\d[oO]/;
function fixZeros(text: string): string {
  if (!DIGIT_THEN_O.test(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if ((c === 'O' || c === 'o') && out.length > 0) {
      const prev = out[out.length - 1]!;
      const next = text[i + 1] ?? ' ';
      if ((prev >= '0' && prev <= '9') || ((prev === ',' || prev === '.') && out.length > 1 && out[out.length - 2]! >= '0' && out[out.length - 2]! <= '9')) {
        if (!((next >= 'a' && next <= 'z' && next !== 'o') || (next >= 'A' && next <= 'Z' && next !== 'O'))) { out += '0'; continue; }
      }
    }
    out += c;
  }
  return out;
}

function amountsIn(text: string): number[] {
  const out: number[] = [];
  const s = fixZeros(text.slice(0, 16384));
  AMOUNT_RUN.lastIndex = 0;
  let m: RegExpExecArray | null;
  while (out.length < 32 && (m = AMOUNT_RUN.exec(s)) !== null) {
    const run = m[0].trim();
    // "order #551902": a number written after '#' names a record, it is no sum of money
    if (m.index > 0 && s.charCodeAt(m.index - 1) === 35) continue;
    // "IB3171", "4h12m", "PO3312": digits glued to a letter are part of a name or a duration, not a sum (a currency
    // code glued to them, "USD12000", still opens an amount)
    if (m.index > 0 && isAsciiLetter(s.charCodeAt(m.index - 1)) && !CURRENCY_BEFORE.test(s.slice(Math.max(0, m.index - 12), m.index))) continue;
    const after = s.slice(m.index + m[0].length, m.index + m[0].length + 12);
    // "#551902 $1,249.99": a currency sign with digits right after it opens the next amount, it does not close this one
    if (!CURRENCY_AFTER.test(after) || SIGN_OPENS_NEXT.test(after)) {
      // both tests on the text before need a currency sign, a letter or a '.' right before the run (after at
      // most two whitespace characters); digits, commas and the like rule them out without running them
      if (!mayEndWithMoneyWord(s, m.index)) continue;
      const before = s.slice(Math.max(0, m.index - 12), m.index);
      if (!CURRENCY_BEFORE.test(before) && !MONEY_VERB_BEFORE.test(before)) continue;
    }
    // a date, phone number or account number is not an amount
    if (/^\d{1,4}[-/]\d/.test(s.slice(m.index, m.index + 8))) continue;
    // "#88231, 59.99 USD": a separator followed by a space ends one number of a list; digit groups never hold one.
    // The piece beside the currency word is the amount (the last one when the currency follows, else the first).
    let n = parseNumber(listPiece(run, CURRENCY_AFTER.test(after)));
    if (n === undefined) continue;
    const suf = SUFFIX.exec(after);
    if (suf !== null) {
      const u = suf[1]!.toLowerCase();
      n *= u === 'k' || u === 'thousand' || u === 'grand' ? 1e3 : u === 'bn' || u === 'billion' ? 1e9 : 1e6;
    }
    out.push(n);
  }
  AMOUNT_RUN.lastIndex = 0;
  return out;
}

const WS_CHAR = /\s/;
const isAsciiLetter = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
/** A currency sign followed by digits: the start of the next amount ("… $1,249.99"). */
const SIGN_OPENS_NEXT = /^\s{0,2}[$€£¥₹]\s?\d/;
const LIST_BREAK = /[,.;] /;

/** One number of a run that is really a list ("88231, 59.99"): the last piece when the currency follows it, else the first. */
function listPiece(run: string, currencyAfter: boolean): string {
  if (!LIST_BREAK.test(run)) return run;
  const pieces = run.split(LIST_BREAK);
  return (currencyAfter ? pieces[pieces.length - 1] : pieces[0])!.trim();
}

function mayEndWithMoneyWord(s: string, at: number): boolean {
  const floor = Math.max(0, at - 12);
  let j = at - 1;
  for (let k = 0; k < 2 && j >= floor && WS_CHAR.test(s[j]!); k++) j--;
  if (j < floor) return false;
  const c = s.charCodeAt(j);
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 46 || c === 36 || c > 127;
}

const SPACE_QUOTE = /[\s']/g;
const SEPARATORS = /[.,]/g;

/** A metadata amount written with its currency code ("500000 CNY", "EUR 12,400"): [amount, code]. */
const AMOUNT_WITH_CODE = /^\s{0,4}(?:([a-z]{3})\s{0,2})?(\d[\d,.' ]{0,18}\d|\d)\s{0,2}([a-z]{3})?\s{0,4}$/i;
function amountWithCode(metadata: Metadata): [number, string] | undefined {
  const raw = metaString(metadata, 'amount', 'value', 'sum', 'total');
  const m = raw === undefined || raw.length > 40 ? null : AMOUNT_WITH_CODE.exec(raw);
  if (m === null || (m[1] === undefined) === (m[3] === undefined)) return undefined;
  const n = parseNumber(m[2]!);
  return n === undefined ? undefined : [n, (m[1] ?? m[3])!];
}

function parseNumber(run: string): number | undefined {
  // a run holds only digits and , . ' and spaces (AMOUNT_RUN): most need no replacing at all
  const compact = run.includes(' ') || run.includes("'") ? run.replace(SPACE_QUOTE, '') : run;
  const lastSep = Math.max(compact.lastIndexOf(','), compact.lastIndexOf('.'));
  let num: string;
  if (lastSep < 0) {
    num = compact;
  } else if (compact.length - lastSep - 1 <= 2 && compact.length - lastSep - 1 > 0) {
    num = compact.slice(0, lastSep).replace(SEPARATORS, '') + '.' + compact.slice(lastSep + 1);
  } else {
    num = compact.replace(SEPARATORS, '');
  }
  const n = Number(num);
  return Number.isFinite(n) ? n : undefined;
}

/** A refund back to the original payment method(s) or card(s). Bounded gap, linear. */
const REFUND_HOME = /\brefunds?\b[^.;]{0,120}\bto (?:the |their |its |each )?(?:original (?:payment methods?|cards?|forms? of payment|methods? of payment)|(?:same )?(?:account|card) (?:the |their |its )?(?:original )?payments? came from|card (?:i|we|they|it was) paid with)\b/;
/** A tax authority's own payment system: the payee is the state, reached through its channel. */
const TAX_CHANNEL = /\b(?:eftps|irs direct pay|elster|impots\.gouv\.fr)\b/;
const OWN_ACCOUNTS = /\b(?:both (?:our|company|corporate|business) (?:own )?accounts|between (?:my|our) (?:own )?(?:accounts|balances|wallets)|(?:my|our) own (?:[a-z]{2,15} ){0,2}(?:accounts?|wallets?|vaults?|cold storage)|from (?:my |our |the )?(?:business |personal |joint |company )?(?:checking|current|savings|brokerage|business|main|everyday|reserve|operating) (?:account )?(?:in)?to (?:my |our |the )?(?:business |personal |joint |company )?(?:checking|current|savings|brokerage|investment|isa|main|everyday|own|reserve|operating|roth ira|ira)|internal transfer|own[\s-]account transfer|from (?:the |our |my )?(?:[a-z]{2,20}'s? )?(?:checking|current|savings|operating|main|reserve|business) account (?:in)?to its own (?:[a-z]{2,15} ){0,2}account|(?:the|our) (?:company|firm|business)'?s? own (?:[a-z][a-z-]{1,15} ){0,2}(?:accounts?|deposits?|reserve|savings|treasury)|(?:to|into) (?:the |our |its )?default (?:payout|settlement|bank) (?:bank )?account|same (?:company|owner|entity|legal entity)|sweep (?:to|into) (?:our )?(?:savings|reserve|operating)|(?:in)?to (?:the |our |my )?(?:company'?s? |corporate |firm'?s? |own )?(?:cold (?:storage|wallet)|multi-?sig(?: wallet| safe)?|treasury (?:multi-?sig|vault|safe)|custody (?:account|wallet)|hardware wallet))\b/;

/** A count of cards written in digits before them ("30 amazon giftcards", "20 x $25 …giftcards"). */
const GIFT_COUNT = /(?:^|[ (])(\d{1,4})\s(?:x\s)?(?:\$?\d{2,5}\s)?(?:[a-z]{0,12}\s)?giftcard/;
/** How many cards the text buys (1 when it gives no count in digits). */
function giftCount(folded: string): number {
  const m = GIFT_COUNT.exec(folded);
  return m === null ? 1 : Math.max(1, Number(m[1]));
}
/** Gift-card codes sent back by a phone, a chat app or a reply to the one who asks. */
const CODES_BACK = /\b(?:text|sms|whatsapp|telegram|signal|imessage|reply|respond|dm)\b|\+?\d[\d ().-]{8,16}\d/;
/** OWN_ACCOUNTS at every place it matches. */
const OWN_ACCOUNTS_ALL = new RegExp(OWN_ACCOUNTS.source, 'g');
/** A phrase that names an own account by its holder alone ("our own savings", "the company's own reserve"), no direction. */
const HOLDER_ONLY = /^(?:my|our|the) (?:own|company|firm|business)\b/;
/** The money leaves it: "from …", "out of …", "von …", "depuis …", "desde …", "uit …". */
const SOURCE_BEFORE = /\b(?:from|out of|off|von|aus|de|depuis|desde|da|dal|van|uit)\s$/;
/** A destination after it in its sentence ("… the company's own deposits of $1.2M to the new external account"). */
const ONWARD_TO = /^(?:[^.;\n]|\.\d){0,120}?\b(?:to|into|towards|an|auf|vers|à|a|para|naar|nach)\s(?!(?:pay|cover|fund|settle|build|keep)\b)/;
/**
 * An own account is named as the money's destination: a phrase with its direction built in ("from my checking to my
 * savings", "between our accounts", "into our cold storage") anywhere, or one that names only its holder ("our own
 * savings", "the company's own reserve") when the money does not leave it: not after "from"/"out of", and no other
 * destination after it in its sentence ("Transfer $250,000 from the company's own reserve to IBAN GB29 …", "Move the
 * company's own deposits to the new external account" pay someone else).
 */
function ownAccountNamed(t: string): boolean {
  for (const m of t.matchAll(OWN_ACCOUNTS_ALL)) {
    if (!HOLDER_ONLY.test(m[0])) return true;
    const at = m.index ?? 0;
    if (SOURCE_BEFORE.test(t.slice(Math.max(0, at - 10), at)) || ONWARD_TO.test(t.slice(at + m[0].length, at + m[0].length + 160))) continue;
    return true;
  }
  return false;
}

/**
 * Money moved inside one group of companies (intercompany settlement, cash pooling, between the group's own entities or
 * banks): the payer's own accounts at group level, several languages.
 */
const INTRA_GROUP = /\b(?:inter-?company|intra-?group|cash[\s-]pool(?:ing)?|(?:between|among) (?:our|the group'?s?|group) (?:own )?(?:entities|subsidiaries|companies|affiliates)|both accounts (?:are )?(?:in|at|within) our|(?:to|from) (?:our|a) (?:wholly[\s-]owned )?subsidiary|konzernintern\w{0,2}|konzernverrechnung|cash-?pooling|intragroupe|intra-groupe|entre (?:nos|nuestras|nossas|le nostre) (?:filiales|entidades|sociedades|empresas|entités|sociétés|societ[aà])|intragrupo|infragruppo|intragruppo|intercompagnie)\b/;

/**
 * Both ends of the transfer held by the same owner, said outright ("same account holder", "même titulaire, même
 * société", "mismo titular"): the money stays with its owner, several languages.
 */
const SAME_HOLDER = /\b(?:same (?:account )?(?:holder|owner)|same company|m[êe]me (?:titulaire|soci[ée]t[ée]|entreprise)|gleiche[rn]? (?:kontoinhaber|inhaber|gesellschaft)|selbe[rn]? (?:kontoinhaber|inhaber)|derselbe[rn]? (?:kontoinhaber|inhaber)|mismo titular|misma (?:empresa|sociedad)|mesmo titular|mesma empresa|stesso (?:intestatario|titolare)|stessa (?:societ[àa]|azienda)|zelfde (?:rekeninghouder|houder|bedrijf)|dezelfde (?:rekeninghouder|houder))\b/;


const META_KEYS = ['description', 'memo', 'note', 'reference', 'purpose', 'type', 'method', 'payment_method', 'category', 'country', 'destination_country', 'bank_country', 'recipient_country', 'recipient', 'to', 'payee', 'beneficiary', 'destination', 'wallet', 'address', 'instructions'];
const META_LABELS = META_KEYS.map((k) => k.split('_').join(' '));
/** "my new business IBAN", "my own bank details": the payer's own account (the phrase folded to bankdetails). */
const OWN_DETAILS = /\bmy (?:[a-z]{2,12} ){0,3}bankdetails\b/;
const SELF_VALUES = new Set(['self', 'own', 'me', 'mine', 'myself']);
/** Metadata says the change is to the actor's own account (scope: self, target_user: self). */
function selfScoped(metadata: Metadata): boolean {
  return SELF_VALUES.has((metaText(metadata, 'scope', 'target', 'target_user', 'owner', 'account_owner') ?? '').trim().toLowerCase());
}
const BUSINESS_SOURCE = /\bfrom (?:the |our |my )?(?:business|company|corporate|operating|firm'?s?|employer'?s?|treasury|escrow|client|petty[ -]cash|office cash)\b|\b(?:d[ao]s? conta (?:da|de) empresa|da empresa|de la (?:cuenta de la )?empresa|de l'entreprise|de la soci[ée]t[ée]|vom (?:firmen|gesch[äa]fts|unternehmens)konto|von der firma|dall'azienda|dal conto aziendale|van (?:het )?bedrijf|van de zakelijke rekening)\b|公司账户|公司帐户|公司的账户|会社の口座|со счёта компании|со счета компании/;
/** The office's cash box named in other languages (the English "petty cash" is in BUSINESS_SOURCE). */
const PETTY_FOREIGN = /\b(?:aus der (?:handkasse|portokasse|firmenkasse)|de la petite caisse|de la caja chica|do fundo fixo|da caixa pequena|dalla piccola cassa|dalla cassa aziendale|uit de kleine kas)\b/;
const pettyCashForeign = (lower: string): boolean => (lower.includes('kasse') || lower.includes('caisse') || lower.includes('caja') || lower.includes('fundo') || lower.includes('caixa') || lower.includes('cassa') || lower.includes('kas')) && PETTY_FOREIGN.test(lower);
// an account on file is the frame lexicon's (dest:onfile, in its languages, with its denials and changes: the known getter)
const KNOWN_PAYEE = /\b(?:known|existing|regular|usual|approved|verified|trusted|long-standing) (?:vendor|supplier|payee|recipient|beneficiary|contractor|landlord)\b/;

// Substrings every match of the regex at the same index contains: one Aho–Corasick pass over ctx.lower tells
// which of these always-run alternations can match at all, instead of running each over the whole text.
const G_SECRECY = 0, G_BYPASS = 1, G_WEAK = 2, G_SANCTIONED = 3, G_HIGH_RISK = 4, G_INBOUND = 5, G_LIMIT = 6, G_PRESSURE = 7, G_CADENCE = 8, G_SAME = 9, G_CHECK = 10;
const GATE_WORDS: ReadonlyArray<readonly string[]> = [
  ['discreet', 'quietly', 'keep ', "don't ", 'dont ', 'do not ', 'top secret', 'talk', 'in a meeting', 'off the books', 'hush', 'secret '],
  ['bypass', 'skip', 'without', 'circumvent', 'avoid', 'no need for', 'wait for', 'ignor', 'no po', 'no purchase', 'no sign', 'no approv', 'no review'],
  ['confidential', 'privately', 'sensitive'],
  ['iran', 'tehran', 'north korea', 'dprk', 'pyongyang', 'syria', 'damascus', 'cuba', 'havana', 'crimea', 'sevastopol', 'donetsk', 'luhansk', 'lugansk', 'zaporizhzhia region'],
  ['russia', 'moscow', 'belarus', 'minsk', 'venezuela', 'caracas', 'myanmar', 'burma', 'afghanistan', 'kabul'],
  ['invoice', 'bill ', 'payment from', 'receiv', 'incoming ', 'payment received', 'collect '],
  ['limit', 'threshold', 'cap', 'sign-off', 'signoff', 'approval', 'authoriz', 'authoris', 'review'],
  // pieces of the pressure signals T06 reads from the frame lexicon (informal channel, concealment, urgency, a new
  // payee, an executive's message) in other languages: without one, T06 never asks the frame reading
  ['whatsapp', 'sms', 'text', 'verbal', 'oral', 'mündlich', 'muendlich', 'voice', 'phone', 'telefon', 'téléphone', 'a voce', 'de palabra', 'de boca', 'prévenir', 'avisar', 'avvisare',
    'melden', 'informer', 'informar', 'informare', 'niemand', 'personne', 'nadie', 'ninguém', 'nessuno', 'secret', 'segreto', 'geheim', 'heimlich', 'discr', 'riservat', 'dringend', 'urgent',
    'sofort', 'immédiat', 'inmediat', 'subito', 'imediat', 'spoed', 'mail', 'courriel', 'correo', 'nachricht', 'mensaje', 'mensagem', 'messaggio', 'message', 'nouveau', 'neue', 'nuevo', 'novo', 'nuovo',
    'nieuw', 'new ', 'safe account', 'sicher', 'segur', 'sécuris', 'sicur', 'veilig', '口头', '口頭', '至急', '紧急', '审批', '批准', 'срочно', 'устно', 'pilne', 'natychmiast', 'nowe', 'новы'],
  // the pieces every FAST_CADENCE match holds (machineCadence), and every SAME_HOLDER match (own)
  ['every', 'interval', 'hourly', 'each hour', 'ndlich', 'jede ', 'alle ', 'toutes les', 'chaque ', 'cada ', 'ogni ', 'elke '],
  ['same', 'même', 'meme', 'gleiche', 'selbe', 'mismo', 'misma', 'mesm', 'stess', 'zelfde'],
  // the pieces every CHECK_OUT_OF_BAND match holds (heldForCheck)
  ['call', 'verif', 'ckruf', 'rappel', 'llamada'],
];
const GATES = new KeywordAutomaton(GATE_WORDS.flatMap((t, group) => t.map((keyword) => ({ keyword, group }))));

/**
 * Words, own-account wording, the protective opening and the regex gates are read by a few rules on a few
 * paths: computed on first use and memoised.
 */
class TxCtx implements TxContext {
  private wordsMemo: Words | undefined;
  private ownMemo: boolean | undefined;
  private protectiveMemo: boolean | undefined;
  private gatesMemo: Uint8Array | undefined;
  /** Folded on first read (most checks and windows are read by rules that never fold phrases). */
  private foldedMemo: string | undefined;
  /** The payee status worked out from the whole text; null until first read. */
  private knownMemo: boolean | undefined | null = null;
  /** How new the payee is by the clock (freshPayee), read from the whole input once; null until first read. */
  private freshMemo: 'created' | 'changed' | '' | null = null;

  /**
   * `given` is the payee status the metadata states (undefined when it states none); `whole` is the context of the
   * whole input for a window, null for that context itself.
   */
  constructor(
    readonly raw: string,
    readonly text: string,
    readonly lower: string,
    readonly metadata: Metadata,
    readonly amount: number | undefined,
    readonly amounts: readonly number[],
    readonly currency: string,
    readonly recipient: string,
    private readonly given: boolean | undefined,
    private readonly whole: TxCtx | null,
  ) {}

  /**
   * The haystack with its multi-word phrases folded (foldPhrases), at most its first 32 KB (a window is shorter).
   * The whole text's fold cost a fifth of a 64 KB check when prepare made it for the payee status alone.
   */
  get folded(): string {
    return (this.foldedMemo ??= foldPhrases(` ${this.lower.length > FOLD_LIMIT ? this.lower.slice(0, FOLD_LIMIT) : this.lower} `));
  }

  /**
   * true = known/verified payee, false = new or unknown, undefined = not stated: the metadata's word first, else the
   * whole text's wording (a window reads its check's). Worked out on first read: most checks never ask.
   */
  get known(): boolean | undefined {
    if (this.whole !== null) return this.whole.known;
    if (this.knownMemo === null) {
      let known = this.given;
      // a payee or account created moments ago has no history to vouch for it, whatever else is said of it
      if (known !== true && this.fresh === 'created') known = false;
      if (known === undefined) {
        if (this.mayFold(P_NEW_PAYEE) && this.folded.includes(' newpayee ')) known = false;
        else if (KNOWN_PAYEE.test(this.lower)) known = true;
        // a payee the words call new, changed or not yet in the records, in any of the lexicon's languages
        else if (mentions('transaction', this, 'risk:payee')) known = false;
        // an account the records hold (lexicon-records.ts), unless the text says it is new, changed or came by message
        else if (mentions('transaction', this, 'dest:onfile')) known = mentions('transaction', this, 'risk:payee') ? false : true;
      }
      this.knownMemo = known;
    }
    return this.knownMemo;
  }

  /** Whether the fold names a coin (' crypto '). */
  get namesCrypto(): boolean {
    return this.mayFold(P_CRYPTO) && this.folded.includes(' crypto ');
  }

  /** False when the fold cannot hold phrase p's token (PHRASE_TESTS), answered without folding. */
  mayFold(p: number): boolean {
    if (this.foldedMemo !== undefined) return true;
    const head = this.lower.length > FOLD_LIMIT ? this.lower.slice(0, FOLD_LIMIT) : this.lower;
    return head.includes(PHRASE_TOKENS[p]!) || PHRASE_TESTS[p]!.test(head);
  }

  /** Whether the payee or its account was created or changed within the last day (freshPayee over the whole input). */
  get fresh(): 'created' | 'changed' | '' {
    if (this.whole !== null) return this.whole.fresh;
    return (this.freshMemo ??= freshPayee(this.lower, this.metadata));
  }

  /** The context of the whole input (this one, unless it is a window's). */
  get wholeInput(): TxCtx {
    return this.whole ?? this;
  }

  get words(): Words {
    return (this.wordsMemo ??= toWords(this.folded));
  }

  // own-account wording is one large regex that only a few rule paths read
  get own(): boolean {
    return (this.ownMemo ??= metaFlag(this.metadata, 'own', 'own_account', 'internal', 'self', 'same_owner') === true || ownAccountNamed(this.lower.slice(0, 4000)) || (this.gate(G_SAME) && SAME_HOLDER.test(this.lower.slice(0, 4000))) || (this.known !== false && INTRA_GROUP.test(this.lower.slice(0, 4000))));
  }

  // read by six rules: tested once
  get protective(): boolean {
    return (this.protectiveMemo ??= leadOnly(this.lower, PROTECT_HEAD, THEN_PAY) || leadOnly(this.lower, STOP_HEAD_FOREIGN, THEN_PAY) || readOnlyMode(this.metadata) || (this.gate(G_CHECK) && heldForCheck(this.lower)));
  }

  /** Whether the gate words of regex `g` occur in ctx.lower (a necessary condition for it to match there). */
  gate(g: number): boolean {
    let found = this.gatesMemo;
    if (found === undefined) {
      found = this.gatesMemo = new Uint8Array(GATE_WORDS.length);
      GATES.scan(this.lower, found);
    }
    return found[g] === 1;
  }
}

/**
 * A window of the context: text, haystack and folded phrases cut to it; amount, currency, recipient and whether the
 * payee is known (facts about the whole payment) kept.
 */
function narrowTx(ctx: TxContext, start: number, end: number): TxContext {
  const lower = ctx.lower.slice(start, end);
  const whole = ctx as TxCtx;
  return new TxCtx(ctx.raw, ctx.text.slice(start, end), lower, ctx.metadata, ctx.amount, ctx.amounts, ctx.currency, ctx.recipient, undefined, whole.wholeInput);
}

/** key=value arguments of a payment call ("refund charge=ch_1 amount=499.90 original_amount=49.99"). */
const INLINE_PAIR = /\b([a-z][a-z_]{1,30})=("[^"\n]{0,80}"|'[^'\n]{0,80}'|[^\s,;)"']{1,60})/gi;

/**
 * The arguments a payment call writes inline, read as the metadata they stand for (the metadata's own fields win):
 * "amount=184500.00 iban=LT60…" is the same payment as the amount and IBAN given as fields. Needs two pairs.
 */
function inlineFields(value: string): Record<string, string> | undefined {
  if (value.indexOf('=') < 0) return undefined;
  const s = value.length > 2048 ? value.slice(0, 2048) : value;
  const out: Record<string, string> = {};
  let n = 0;
  INLINE_PAIR.lastIndex = 0;
  let m: RegExpExecArray | null;
  while (n < 24 && (m = INLINE_PAIR.exec(s)) !== null) {
    let v = m[2]!;
    if (v.startsWith('"') || v.startsWith("'")) v = v.slice(1, -1);
    // an unquoted IBAN or card number written in groups continues past its first space
    if (!m[2]!.startsWith('"') && /^[A-Z]{2}\d{2}$/.test(v)) v += s.slice(INLINE_PAIR.lastIndex, INLINE_PAIR.lastIndex + 40).split(/ [a-z_]{2,30}=/, 1)[0]!;
    out[m[1]!.toLowerCase()] = v;
    n++;
  }
  INLINE_PAIR.lastIndex = 0;
  return n >= 2 ? out : undefined;
}

function prepare(value: string, given: Metadata): TxContext {
  // key=value arguments or a JSON body: the payment's own fields, read as the metadata they stand for
  const inline = inlineFields(value) ?? bodyFields(value, given);
  const metadata: Metadata = inline === undefined ? given : { ...inline, ...given };
  // a long value keeps its head, its tail and the instructions between them
  const v = normalizeUnicode(boundedProse(value));
  let text: string;
  const hasMeta = hasKeys(metadata);
  if (hasMeta) {
    const parts: string[] = [v];
    for (let i = 0; i < META_KEYS.length; i++) {
      const k = META_KEYS[i]!;
      const raw = metaField(metadata, k);
      if (raw === undefined || raw === null) continue;
      const t = metaText(metadata, k);
      if (t !== undefined) parts.push(`${META_LABELS[i]!}: ${t.slice(0, 2000)}`);
    }
    text = collapseWhitespace(parts.length === 1 ? v : parts.join(' \n '));
  } else {
    text = collapseWhitespace(v);
  }
  const lower = text.toLowerCase();
  const amounts = amountsIn(v);
  // without metadata every metadata read below is undefined
  let amount = hasMeta ? metaNumber(metadata, 'amount', 'value', 'sum', 'total', 'amount_usd', 'amount_eur', 'usd', 'price') ?? amountWithCode(metadata)?.[0] : undefined;
  if (amount === undefined && amounts.length > 0) amount = Math.max(...amounts);
  let known: boolean | undefined;
  let recipient = '';
  let currency = '';
  if (hasMeta) {
    recipient = (metaString(metadata, 'recipient', 'to', 'payee', 'beneficiary', 'destination', 'counterparty', 'vendor') ?? '').toLowerCase();
    currency = (metaString(metadata, 'currency', 'ccy') ?? amountWithCode(metadata)?.[1] ?? '').toUpperCase();
    const knownFlag = metaFlag(metadata, 'known', 'known_recipient', 'known_payee', 'is_known', 'verified', 'existing_payee', 'trusted', 'whitelisted', 'allowlisted', 'payee_verified', 'verified_payee', 'payee_on_file', 'vendor_master_match');
    const newFlag = metaFlag(metadata, 'new_recipient', 'new_payee', 'first_time', 'is_new', 'new', 'unknown_recipient', 'payee_new', 'recipient_new', 'beneficiary_new', 'new_beneficiary');
    known = knownFlag;
    if (newFlag === true) known = false;
    else if (known === undefined && newFlag === false) known = true;
  }
  return new TxCtx(value, text, lower, metadata, amount, amounts, currencyOf(currency, lower), recipient, known, null);
}

let WHOLE_FORMAT: Intl.NumberFormat | undefined;
let CENTS_FORMAT: Intl.NumberFormat | undefined;
/** n.toLocaleString('en-US') for safe integers without going through Intl (slow per call); others as before. */
const fmt = (n: number): string => {
  if (Number.isSafeInteger(n) && !Object.is(n, -0)) {
    const digits = String(Math.abs(n));
    let out = digits.length % 3 === 0 ? '' : digits.slice(0, digits.length % 3);
    for (let i = digits.length % 3; i < digits.length; i += 3) out += (out === '' ? '' : ',') + digits.slice(i, i + 3);
    return n < 0 ? `-${out}` : out;
  }
  // n.toLocaleString(locale, options) constructs a NumberFormat on every call (V8 caches only the option-less one):
  // the same formatters, made once
  return Number.isInteger(n) ? (WHOLE_FORMAT ??= new Intl.NumberFormat('en-US')).format(n) : (CENTS_FORMAT ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })).format(n);
};

const COIN_AMOUNT = /\b(\d{1,6}(?:\.\d{1,8})?) ?(btc|bitcoin|eth|ether|ethereum)\b/;
const BTC = /\b(?:bc1[ac-hj-np-z02-9]{25,62}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})\b/;
const ETH = /\b0x[a-fA-F0-9]{40}\b/;
const TRON = /\bT[1-9A-HJ-NP-Za-km-z]{33}\b/;
const XMR = /\b[48][0-9AB][1-9A-HJ-NP-Za-km-z]{93}\b/;
const MIXED = /[a-z]/;
const MIXED_UP = /[A-Z]/;
const DIGIT = /[0-9]/;

const isAlnum = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** The shortest run hasLongAlnumRun looks for. */
const WALLET_RUN = 26;

/**
 * Every wallet shape is a run of at least 26 letters and digits. Such a run covers one of every 26 consecutive
 * positions, so only every 26th character is probed; the run around a probe that is a letter or digit is measured,
 * and after a run too short the next probe is the 26th character past its end (a longer run starts after that end).
 * The same answer as reading every character (it runs on every payment; prose words are short).
 */
export function hasLongAlnumRun(s: string): boolean {
  const n = s.length;
  let i = WALLET_RUN - 1;
  while (i < n) {
    if (!isAlnum(s.charCodeAt(i))) {
      i += WALLET_RUN;
      continue;
    }
    let a = i;
    while (a > 0 && isAlnum(s.charCodeAt(a - 1))) a--;
    let e = i + 1;
    while (e < n && isAlnum(s.charCodeAt(e))) e++;
    if (e - a >= WALLET_RUN) return true;
    i = e + WALLET_RUN;
  }
  return false;
}

function walletIn(text: string): string | undefined {
  const s = text.slice(0, 65536);
  if (!hasLongAlnumRun(s)) return undefined;
  if (ETH.test(s)) return 'Ethereum-style address';
  const b = BTC.exec(s);
  if (b !== null && (b[0].startsWith('bc1') || (MIXED.test(b[0]) && MIXED_UP.test(b[0]) && DIGIT.test(b[0])))) return 'Bitcoin address';
  const t = TRON.exec(s);
  if (t !== null && DIGIT.test(t[0]) && MIXED.test(t[0])) return 'TRON address';
  if (XMR.test(s)) return 'Monero address';
  return undefined;
}

/** Money coming in (invoicing a client, a received payment) is not money leaving. */
const INBOUND = /\b(?:(?:create|send|issue|draft|generate|raise|email) (?:an |the |a |new )?invoice|bill (?:the )?(?:customer|client)|invoice (?:the )?(?:customer|client)|request(?:ing)? (?:a )?payment from|receiv(?:e|ed|ing) (?:a |the )?(?:payment|transfer|funds|wire)|incoming (?:payment|transfer|wire)|payment received|collect (?:the )?payment)\b/;
const MONEY_VERB = /\b(?:pay|paying|send|sending|wire|wiring|transfer|transferring|remit|move|deposit|release)\b/;
const STREET_AFTER = /^ (?:[a-z]{2,12} )?(?:street|st|road|rd|avenue|ave|mall|lane|drive|plaza|boulevard|blvd|square|restaurant|cafe|bar|grill|bakery|kitchen|deli|bistro|market)\b/;
const SANCTIONED = /\b(?:iran|tehran|north korea|dprk|pyongyang|syria|damascus|cuba|havana|crimea|sevastopol|donetsk|luhansk|lugansk|zaporizhzhia region)\b/;
const HIGH_RISK = /\b(?:russia|russian federation|moscow|belarus|minsk|venezuela|caracas|myanmar|burma|afghanistan|kabul)\b/;
const SANCTIONED_G = new RegExp(SANCTIONED.source, 'g');
const HIGH_RISK_G = new RegExp(HIGH_RISK.source, 'g');

/** First place name that is not part of a street or venue name ("Cuba Street"). */
function placeIn(re: RegExp, lower: string): string | undefined {
  const s = lower.slice(0, 16384);
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  let found: string | undefined;
  let n = 0;
  while (found === undefined && n++ < 50 && (m = re.exec(s)) !== null) {
    if (!STREET_AFTER.test(s.slice(m.index + m[0].length, m.index + m[0].length + 28))) found = m[0];
  }
  re.lastIndex = 0;
  return found;
}
const SANCTIONED_CODES = new Set(['IR', 'IRN', 'KP', 'PRK', 'SY', 'SYR', 'CU', 'CUB']);
const HIGH_RISK_CODES = new Set(['RU', 'RUS', 'BY', 'BLR', 'VE', 'VEN', 'MM', 'MMR', 'AF', 'AFG']);
const IRAN_IBAN = /\bIR\d{2}[0-9]{22}\b/;

const PAY_IN_GIFT = /\b(?:pay|paid|paying|settle|settling|cover|clear)\b[^.;]{0,50}\b(?:with|in|using|by|via) (?:[a-z]{1,12} ){0,2}giftcards?\b/;
/** Someone posing as a tax office, police or court, or a relative's lawyer, pressing for a payment. */
const AUTHORITY_PAYEE = /\b(?:irs|hmrc|cra|tax (?:office|authority|agency)|social security(?: administration)?|ssa|fbi|police(?: officer)?|sheriff|customs|immigration (?:office|officer|department)|court|marshals?|bail|arrest warrant|warrant for (?:your|his|her|my) arrest|the officer)\b/;
const SCAM_CHANNEL = /\b(?:agent|officer|caller|on the phone|phoned|called (?:me|us|him|her)|the email|an email|a text|text message|voicemail|told (?:me|us)|asked (?:me|us)|demand(?:s|ed)?|threaten(?:s|ed)?|or (?:be|get) arrested|grandson|granddaughter|nephew|niece|lawyer called|attorney called|(?:be|get|being|getting) arrested)\b/;
const CASH_SERVICE = /\b(?:western union|moneygram|ria money transfer|worldremit|cash app|zelle|venmo|remitly|hawala)\b/;
const SCAM_STORY = /\b(?:met (?:him |her |them )?online|online (?:boyfriend|girlfriend|partner|romance)|dating (?:site|app)|lottery|sweepstakes|prize (?:fee|claim)|release fee|processing fee to (?:release|unlock)|customs (?:clearance )?fee|inheritance|unclaimed funds|guarantee[sd]? (?:a |an |you )?(?:\d{1,3} ?% )?(?:daily |weekly |monthly |annual |yearly )?(?:returns?|profits?|income|yield)|garantiert\w{0,2} (?:\d{1,3} ?% )?(?:monats|jahres|wochen|tages)?rendite|(?:rendimiento|rendimento|rendement|retorno|lucro|rentabilidad) (?:mensual |mensal |mensuel )?garanti\w{0,4}|\d{1,3} ?% (?:daily|weekly|monthly) (?:returns?|profits?|interest|yield)|risk[\s-]free (?:returns?|profits?|investment)|double your (?:money|bitcoin|crypto)|tax (?:to|before) (?:release|unlock)|unlock (?:my |the |your )?(?:account|funds|winnings|withdrawals?|wallet|balance)|(?:recovery|unlock(?:ing)?|unfreez(?:e|ing)) fee|fee (?:for|to (?:release|unlock|unfreeze)) (?:a |the |my |your )?(?:frozen|locked|blocked|suspended) (?:account|funds|wallet|withdrawal)|(?:taxa|tarifa) de (?:libera[çc][ãa]o|desbloqueio)|(?:tasa|comisi[óo]n|tarifa) de (?:liberaci[óo]n|desbloqueo)|frais de (?:d[ée]blocage|lib[ée]ration)|(?:freigabe|entsperr)geb[üu]hr|(?:safe|secure|protected|holding) account|protect (?:my|your|the) (?:account|money|funds|savings) from|(?:bank|fraud)(?:'s)? (?:security|fraud|protection) (?:team|department|officer)|(?:fund|funds|crypto|scam|asset|bitcoin) recovery (?:service|agent|company|firm|expert)|recover (?:my|the|your) (?:lost|stolen) (?:funds|money|crypto|bitcoin))\b/;
const FORWARD_REST = /\b(?:forward|pass|send|transfer|wire) (?:on |along )?(?:the )?(?:rest|remainder|balance|funds|money)\b/;
const KEEP_CUT = /\bkeep \d{1,2} ?%|\b\d{1,2} ?% (?:as |for )?(?:your |a )?(?:commission|fee|cut)\b/;

const AVOID_WORD = /\b(?:under|below|beneath|avoid|avoiding|stay under|just under|not trigger|without triggering|dodge|doesn'?t report|don'?t report|won'?t report|not (?:be |get )?(?:reported|flagged))\b/;
const THRESHOLD_WORD = /\b(?:10[,.]?000|10k|threshold|reporting|report|ctr|limit|flag(?:s|ged)?|aml|irs|review)\b/;

/** "…so it stays under the 10k reporting threshold": an avoidance word with a threshold word just after it. */
function avoidance(lower: string, reviewSkipped: () => boolean): [string] | null {
  const s = lower.slice(0, 4000);
  const a = AVOID_WORD.exec(s);
  if (a === null) return null;
  const tail = s.slice(a.index, a.index + 70);
  const t = THRESHOLD_WORD.exec(tail);
  if (t === null) return null;
  const said = tail.slice(0, t.index + t[0].length);
  // "under the $100 auto-approval threshold in the write-off policy": the policy's own limit for what it lets through
  // unreviewed, named as the rule the act follows; evading a reporting or review threshold is another matter, and so
  // is a text that says the point is skipping the check ("so no one reviews it", "without review": safe:off)
  if (POLICY_LIMIT.test(said) && !MANY_ACTS.test(s) && !reviewSkipped()) return null;
  return [said];
}
/**
 * Many acts, each under the limit: a split, several or separate payments, a count of payments or transfers ("38
 * payments of 9,950 EUR"), "each of 40 payees", "three times". Beside the policy's own limit they are evasion of it.
 */
const MANY_ACTS = /\b(?:split|divid|several|separate|multiple)\w{0,4}\b|\b(?:payments|transfers|payouts|instal?lments|times|each|every|batch(?:es)?)\b/;
/** A limit the organisation's own policy sets for acting without review ("auto-approval threshold", "auto threshold"). */
const POLICY_LIMIT = /\bauto(?:[\s-]?approv\w{0,5})?\s(?:write-off\s)?(?:threshold|limit)\b/;

/**
 * "Cancel the pending wire…", "flag the payment for review…": the action stops or checks a payment. A later
 * "and then pay / send …" makes it a payment again.
 */
// reading or reporting on payments ("show me last month's wires above 10,000", "list the refunds for the audit") moves no money
const PROTECT_HEAD = /^(?:[a-z][a-z &/-]{1,30}: )?(?:please |kindly |can you |could you )?(?:cancel|hold|stop|block|reject|decline|flag|freeze|pause|put (?:a |the )?hold on|verify|confirm|check|review|report|investigate|escalate|recall|reverse|dispute|don'?t (?:pay|send|wire|transfer)|do not (?:pay|send|wire|transfer)|write|draft|explain|document|summari[sz]e|log|record|show|list|find|search|look up|pull up|pull|display|count|tally|reconcile|audit|analy[sz]e|compare|what|which|how (?:much|many)|get me|give me (?:a |the )?(?:list|report|summary|total)|export (?:a |the )?(?:report|list|statement)|(?:generate|prepare|compile|produce|create|build|run|pull) (?:a |an |the )?(?:[a-z]{2,12} )?(?:list|report|summary|extract|overview|breakdown|statement|filing|reconciliation)|(?:erstell\w{0,2}|generier\w{0,2}) (?:eine[nr]? |die |den )?(?:liste|bericht|auswertung|übersicht)|(?:g[ée]n[èe]r\w{0,2}|pr[ée]par\w{0,2}) (?:un |une |la |le )?(?:liste|rapport|relev[ée]|synth[èe]se)|(?:genera|prepara|elabora) (?:un |una |el |la |il |lo )?(?:lista|listado|informe|reporte|report|elenco|resumen)|(?:gere|prepare|gerar) (?:um |uma |o |a )?(?:lista|relat[óo]rio|resumo)|zeig\w{0,2}|liste|muestra|mu[ée]strame|montre|affiche|mostra)\b/;
/**
 * The action stops, recalls or checks a payment, said in another language ("Stornierung der Überweisung …",
 * "Rückruf", "bloquer le virement", "anular la transferencia"): no money leaves, it is held back.
 */
const STOP_HEAD_FOREIGN = /^(?:[a-z\u00c0-\u024f][a-z\u00c0-\u024f &/-]{1,30}: )?(?:bitte |merci de |por favor |per favore |graag )?(?:storn\w{0,6}|r[üu]ckruf\w{0,8}|zur[üu]ckruf\w{0,6}|zur[üu]ckhalt\w{0,4}|sperr\w{0,4}|stopp\w{0,4}|annul\w{0,6}|bloqu\w{0,5}|arr[êe]t\w{0,4}|suspend\w{0,5}|rappel\w{0,3}|cancela\w{0,4}|anula\w{0,4}|anule|detener|deten\w{0,2}|reten\w{0,3}|annulla\w{0,3}|blocca\w{0,3}|sospend\w{0,3}|richiam\w{0,3}|intrekk\w{0,3}|blokkeer\w{0,3}|terugroep\w{0,3}|tegenhouden|pr[üu]f\w{0,4}|[üu]berpr[üu]f\w{0,4}|v[ée]rifi\w{0,5}|verific\w{0,4}|controll\w{0,4}|controleer\w{0,2})\b/;
/** A declared read-only or reporting run (metadata mode): the action lists payments, it makes none. */
const READ_ONLY_MODES: ReadonlySet<string> = new Set(['report', 'reporting', 'read_only', 'read-only', 'readonly', 'audit', 'review', 'dry_run', 'dry-run', 'dryrun', 'simulation', 'preview']);
function readOnlyMode(metadata: Metadata): boolean {
  const m = metaText(metadata, 'mode', 'access', 'run_mode');
  return m !== undefined && READ_ONLY_MODES.has(m.trim().toLowerCase());
}
/**
 * A requested change held until it is checked out of band ("do NOT update yet, call the vendor back on the number in
 * the master record"): the instruction is the verification that stops the fraud, not the change.
 */
const HOLD_NOT_YET = /\b(?:do not|don'?t|never|nicht|ne pas|no) (?:update|change|pay|release|send|switch|process|act on|apply|aktualisier\w{0,2}|[äa]nder\w{0,2}|modifie\w{0,2}|cambie\w{0,2}|pague\w{0,2})\w{0,3} (?:it |them |anything |this |the [a-z]{2,15} )?(?:yet|until|before|noch|avant|hasta|antes)\b/;
const CHECK_OUT_OF_BAND = /\b(?:call\w{0,3} (?:the [a-z]{2,15} |them |him |her )?back|callback|call-back|verification (?:ticket|call|step)|verify (?:it |them |the [a-z]{2,15} )?(?:by|via|with|on) (?:phone|a call|the number)|r[üu]ckruf|rappel(?:er)? (?:le|la) |devolver la llamada|verificaci[óo]n telef[óo]nica)\b/;
function heldForCheck(lower: string): boolean {
  const s = lower.length > 2000 ? lower.slice(0, 2000) : lower;
  return CHECK_OUT_OF_BAND.test(s) && HOLD_NOT_YET.test(s);
}
/** Cards delivered by a rewards programme straight to each recipient (an award, an incentive), not to one collector. */
const EACH_RECIPIENT = /\b(?:delivered|sent|emailed|issued) (?:directly |straight )?to (?:each|every) (?:winner|recipient|employee|participant|attendee|volunteer|respondent|team member)'?s?\b|\b(?:rewards?|recognition|incentive) (?:account|platform|program|programme) (?:for|to)\b/;
/**
 * The action voids or cancels a booked document (an invoice, a bill, an order): the amount named is the document's, no
 * money moves. Bulk voids are T24's, voids re-entered under another date T27's; a payment ordered after it counts.
 */
const UNDO_HEAD = /^(?:please )?(?:void|cancel|storn\w{0,4}|anul\w{1,3}|annul\w{0,3}) (?:(?:the|this|that|die|la|le|el|a) )?(?:duplicate |duplicated |doppelte |doublon )?(?:invoice|bill|order|purchase order|po|credit note|rechnung|factura|facture|fattura|fatura|factuur)\b/;
function documentUndone(ctx: TxContext): boolean {
  return leadOnly(ctx.lower, UNDO_HEAD, THEN_PAY);
}
const THEN_PAY = /\b(?:and|then|before you|after that) (?:then )?(?:pay|send|wire|transfer|release|process|approve|execute|initiate|credit|refund|issue|move|sweep)\b/;

/** Controls of a card or account switched off beside a limit change (3-D Secure, merchant blocks, 2FA, fraud rules). */
const CONTROLS_OFF = /\b(?:disabl\w{0,3}|remov\w{0,3}|turn(?:ing)? off|switch(?:ing)? off|skip\w{0,4}|bypass\w{0,3}|without|lift\w{0,3}) (?:the |all |any )?(?:3-?d ?secure|3ds|mcc(?: restrictions?| blocks?)?|merchant (?:category )?(?:restrictions?|blocks?)|2fa|two-factor|mfa|otp|velocity (?:checks?|limits?|rules?)|fraud (?:checks?|rules?|screening|filters?)|transaction (?:monitoring|alerts?)|confirmations?|step-up)\b/;
const NO_LIMIT = /\b(?:unlimited|no (?:spending |daily |transfer )?limit|remov\w{0,3} (?:the |all )?(?:spending |daily |transfer |withdrawal )?limits?)\b/;
/** A second approval switched off as a setting ("require_second_approver": false, dual_control=off). */
const APPROVAL_SETTING_OFF = /\b(?:require[sd]?_?(?:second|dual|2nd|two)?_?approv\w{0,4}|second_approv\w{0,4}|dual_control|four_eyes|maker_checker|approval_required)"?\s?[:=]\s?"?(?:false|off|0|no|none|disabled)\b/;
const LIMIT_VERBS = ['patch', 'put', 'updat', 'increas', 'rais', 'lift', 'bump', 'doubl', 'tripl', 'remov', 'elevat', 'extend', 'set', 'aument', 'augment', 'relev', 'verhoog', 'hochsetz', 'anheb'];
const LIMIT_NOUNS = ['limit', 'cap', 'ceiling', 'threshold', 'limite', 'limiet', 'plafond', 'obergrenze', 'kartenlimit', 'tageslimit', 'verfugungsrahmen'];

/**
 * A spending, withdrawal or transfer limit raised: what the card or account holder may move grows. It counts when
 * the new limit is large (≥ 100,000 in dollar terms, ten times the old one, or no limit at all), when the card's
 * other controls go off with it, or when the approval is skipped. Undefined otherwise.
 */
function limitRaised(ctx: TxContext): { detail: string; score: number } | undefined {
  if (!ctx.gate(G_LIMIT)) return undefined;
  // either order: "raise the card limit", "Tageslimit auf 200.000 € anheben"
  const n = near(ctx.words, LIMIT_VERBS, LIMIT_NOUNS, 5) ?? near(ctx.words, LIMIT_NOUNS, LIMIT_VERBS, 6);
  if (n === undefined) return undefined;
  const dollars = limitNumbers(ctx.lower).map((a) => inDollars(a, ctx.currency) ?? a);
  const top = Math.max(0, ...dollars, inDollars(ctx.amount, ctx.currency) ?? 0);
  const low = dollars.length >= 2 ? Math.min(...dollars) : 0;
  const big = top >= 100000 || (low > 0 && top >= low * 10) || NO_LIMIT.test(ctx.lower);
  const controls = CONTROLS_OFF.exec(ctx.lower);
  const bypass = (ctx.gate(G_BYPASS) ? APPROVAL_BYPASS.exec(ctx.lower) : null) ?? APPROVAL_SETTING_OFF.exec(ctx.lower);
  if (!big && controls === null && bypass === null) return undefined;
  const parts = [big ? `limit raised to ${top > 0 ? fmt(top) : 'no limit'}` : 'limit raised', controls?.[0], bypass?.[0]].filter((x): x is string => x !== undefined);
  return { detail: parts.join(', '), score: controls !== null && (big || bypass !== null) ? 8 : controls !== null || (big && bypass !== null) ? 6 : 5 };
}

/** Numbers of a limit change, currency or not ("from 5,000 to 250,000"); ids after '#' or glued to letters are skipped. */
const LIMIT_NUMBER = /\d[\d,.']{0,14}\d|\d/g;
function limitNumbers(lower: string): number[] {
  const s = lower.length > 2000 ? lower.slice(0, 2000) : lower;
  const out: number[] = [];
  LIMIT_NUMBER.lastIndex = 0;
  let m: RegExpExecArray | null;
  while (out.length < 12 && (m = LIMIT_NUMBER.exec(s)) !== null) {
    const before = m.index > 0 ? s.charCodeAt(m.index - 1) : 32;
    if (before === 35 || (before >= 97 && before <= 122) || before === 95) continue;
    const n = parseNumber(m[0]);
    if (n !== undefined && n >= 100) out.push(n);
  }
  LIMIT_NUMBER.lastIndex = 0;
  return out;
}

/** Money held for customers: escrow, trust and client accounts, customer balances and deposits. */
const CUSTOMER_FUNDS = /\b(?:(?:customer|client|user|member|depositor|player|seller)s?'? (?:escrow |trust |deposit |wallet |cash )?(?:funds|money|balances?|deposits|accounts?|wallets?|holdings)|escrow (?:accounts?|funds|balances?)|trust (?:accounts?|funds)|segregated (?:accounts?|funds))\b/;
/** …taken into the firm's own income or operating money. */
const TO_INCOME = /\b(?:to|into) (?:the |our |company |firm'?s? )?(?:fee income|other income|income|revenue|profits?|operating (?:account|funds|cash)|general (?:account|fund)|our (?:own )?account|company account|p&l)\b|\b(?:keep|retain|book|recogni[sz]e|reclassify) (?:the |all )?(?:remaining )?(?:customer |client |user )?(?:balances?|funds|money|deposits) as (?:income|revenue|profit)/;
const ALL_WORD = /\b(?:all|every|entire)\b/;

/** Onward words: crypto bought for someone else or moved on. */
const ONWARD = /\b(?:send|transfer|forward|deposit|withdraw|wire|give|pay|for (?:the|a|an|him|her|them|someone|my (?:friend|contact|client)))\b/;
const BUY_WORD = /\b(?:buy|purchase|bought)\b/;
/** Trading one coin for another in the payer's own wallet. */
const SWAP_WORD = /\b(?:swap|swapping|convert|exchange)\b/;
/** The payer's own cold, hardware or multisig wallet, and the signers who signed the move off. */
const OWN_WALLET = /\b(?:our|my) (?:own )?(?:new )?(?:company )?(?:cold|hardware|treasury|multisig|multi-sig|vault|custody|ledger|trezor|safe)(?: storage| wallet| address| safe| vault)?\b|\b(?:the )?company(?:'s)? (?:cold|treasury|multisig|multi-sig)(?:[ -]storage| wallet| safe| vault)\b|\bfrom (?:the |our |my )?hot wallet to (?:the |our |my )?(?:company |treasury |corporate )?cold (?:wallet|storage)\b/;
/** The address was checked in advance: saved and verified in the address book or on the withdrawal allowlist. */
const ADDRESS_CHECKED = /\baddress (?:verified|checked|confirmed) on (?:the )?(?:device|hardware wallet|ledger|trezor)\b|\bverified on (?:the )?(?:device|hardware wallet)(?: screen)?\b|\b(?:verified|saved|whitelisted|allowlisted|registered) (?:in|on) (?:the |our |my )?(?:address ?book|allow-?list|white-?list)\b|\((?:whitelisted|allowlisted)\)|\b(?:whitelisted|allowlisted) (?:address|wallet|destination)\b/;
/** The wallet the metadata names as the one acting is the organisation's own (its treasury, a company wallet). */
const ORG_WALLET = /\b(?:treasury|company|corporate|org)\b/;
const SIGNERS = /\b(?:verified|approved|signed) by (?:\d|two|three|four|five|all) (?:signers|signatories|keyholders|key holders)\b|\b\d[ -]of[ -]\d (?:multisig|multi-sig|signers|signatures)\b/;

/** A token allowance set to zero or revoked ("approve(spender, amount=0)", "revoke the router's allowance", several languages). */
const ALLOWANCE_REVOKED = /\b(?:approve|increaseallowance|decreaseallowance|permit)\s?\([^)]{0,120}(?:\b(?:amount|value|wad)\s?[=:]|,)\s?0\s?\)|\b(?:approve|approval|allowance)\b[^.;]{0,80}\b(?:to|of|=|:) ?0\b(?![.,]\d)|\brevok\w{0,4} (?:the |an? |all |every |old |stale |unused |unlimited |\w{1,20} ){0,3}(?:token |spending |router |contract |dapp |usdc |usdt |dai )?(?:allowances?|approvals?|spending caps?|permissions?)\b|\b(?:widerruf\w{0,3}|entzieh\w{0,3}|révoqu\w{0,3}|revocar|revoga\w{0,2}|revoca\w{0,2}|intrekk\w{0,3}) [^.;]{0,40}\b(?:freigabe|genehmigung|allowance|autorisation|aprobaci[óo]n|aprova[çc][ãa]o|approvazione|toestemming)\b/;
/** A payment made in the same breath as the revocation ("revoke the allowance and send the rest to…"). */
const ONWARD_AFTER_REVOKE = /\b(?:and|then) (?:then )?(?:send|transfer|pay|wire|swap|bridge|deposit)\b/;

/** A standing-order record opening the value ("standing_order:", "recurring_payment = {"). */
const RECURRING_RECORD = /^\s{0,8}["']?(?:standing_order|recurring_payment|scheduled_payment|dauerauftrag)["']?\s?[:={]/;
/** The payee does not match the vendor master (a record field saying so). */
const MASTER_FIELD = /\b(?:vendor_master_match|payee_verified|payee_on_file|known_payee|verified_payee)["']?\s?[:=]\s?["']?(true|yes|1|false|no|0)\b/;
/** An end date left open, several languages. */
const NO_END = /\b(?:no end date|without (?:an )?end date|open[- ]ended|indefinitely|until further notice|end_date["']?\s?[:=]\s?["']?(?:null|none|never)|sin fecha de (?:fin|finalizaci[óo]n|t[ée]rmino)|sans date de fin|ohne enddatum|unbefristet|senza data di fine|sem data de t[ée]rmino|zonder einddatum)\b/;

/** A repeat every few minutes or hours (words or a record's interval field), several languages. */
const FAST_CADENCE = /\bevery (?:\d{1,3} )?(?:minutes?|mins?|hours?|hrs?|seconds?|secs?)\b|\binterval_?(?:minutes|mins|seconds|secs|hours)"?\s?[:=]\s?"?\d|\b(?:hourly|each hour|st[üu]ndlich|jede (?:stunde|minute)|alle \d{1,3} (?:minuten|stunden)|toutes les (?:\d{1,3} )?(?:heures?|minutes?)|chaque (?:heure|minute)|cada (?:\d{1,3} )?(?:horas?|minutos?)|a cada (?:\d{1,3} )?(?:horas?|minutos?)|ogni (?:\d{1,3} )?(?:ore|ora|minuti|minuto)|elke (?:\d{1,3} )?(?:uur|minuut|minuten))\b/;
/** No end set on a repeat: the words, or an end field left null. */
const END_NULL = /"?(?:end|end_date|until|ends_at|end_at)"?\s?[:=]\s?"?(?:null|none|never)\b/;
/**
 * Payments repeated at a machine's pace (every few minutes or hours): open-ended, it drains the account until someone
 * notices (PERSISTENCE, 7); bounded by a count it still multiplies one approval many times (6).
 */
function machineCadence(ctx: TxContext): { detail: string; score: number } | undefined {
  const s = ctx.lower.length > 4000 ? ctx.lower.slice(0, 4000) : ctx.lower;
  if (!ctx.gate(G_CADENCE)) return undefined;
  const pace = FAST_CADENCE.exec(s);
  if (pace === null || ctx.protective || ctx.own || !(ctx.amount !== undefined || MONEY_VERB.test(s) || /\b(?:payments?|payouts?|transfers?)\b/.test(s))) return undefined;
  const open = NO_END.test(s) || END_NULL.test(s);
  const count = metaNumber(ctx.metadata, 'repeat', 'repeats', 'times', 'occurrences', 'count');
  if (!open && (count === undefined || count < 3)) return undefined;
  return { detail: `payment repeated ${pace[0]}${open ? ' with no end' : `, ${count} times`}`, score: open ? 7 : 6 };
}

/** An opening that undoes entries (its own booking act, not a report on others'). */
const UNDO_LEAD = /^(?:please )?(?:reverse|void|cancel|storn\w{0,5}|annul\w{0,4}|anul\w{0,4})\b/;
/** Money leaving by a sale's proceeds or a payout, without a payment verb ("move the proceeds", "trigger a payout"). */
const MOVES_OUT = /\b(?:proceeds|payouts?|transfers?|withdraw\w{0,4}|sell|liquidat\w{0,4})\b/;

/** Mixers, tumblers and chain-hopping: funds laundered so they cannot be traced. */
const MIXER = /\b(?:tornado[\s-]?cash|(?:coin|crypto|bitcoin|btc|eth) ?(?:mixer|mixing|tumbler)s?|mixing service|tumbl(?:e|er|ing)|coin ?joins?|wasabi(?: wallet)?|samourai(?: wallet)?|whirlpool|chipmixer|sinbad|blender\.io|chain[\s-]?hop(?:ping)?|peel chains?|privacy (?:mixer|pool)s?)\b/;
const MIXER_NEG = /\b(?:detect\w{0,3}|screen\w{0,3}|flag\w{0,3}|block\w{0,3}|report\w{0,3}|explain\w{0,3}|article|research|sanctioned|never|don'?t|do not|avoid)\b/;

/** The whole balance leaves: "all remaining funds", "the entire balance", "empty the account". */
const DRAIN = /\b(?:all (?:of )?(?:the |my |our |its |their )?(?:remaining |available |the remaining )?(?:funds|money|balance|cash|savings|assets|holdings|treasury|reserves)|(?:entire|whole|full|total|remaining) (?:[a-z]{2,12} )?(?:balance|funds|treasury|savings|holdings|reserves)|(?:empty|drain|clear out|liquidate) (?:the |my |our |all )?(?:[a-z]{2,12} )?(?:accounts?|wallets?|treasury|balance|savings)|100 ?% of (?:the |our |my )?(?:funds|balance|treasury|savings|holdings)|every (?:penny|cent|dollar))\b/;
const DRAIN_VERB = /\b(?:move|moving|transfer\w{0,3}|withdraw\w{0,3}|send|sending|wire|wiring|cash out|empty|drain|liquidate|convert)\b/;
const DRAIN_OWED = /\b(?:due|owed|outstanding|invoice|bill|credit card|loan|mortgage|statement balance)\b/;
const DRAIN_OWN = /\b(?:in)?to (?:my|our) (?:[a-z]{2,15} ){0,2}(?:account|savings|checking|wallet|vault)\b/;
const DRAIN_OUT = /\b(?:external|outside|another|other|new|unknown|different|third[\s-]party|foreign|offshore|his|her|their)\b|\b(?:platform|exchange|broker|site|app|address|wallet)\b|\d{6,}|\.(?:io|com|net|org|xyz|finance|app)\b/;

/** "our approval limit is $5,000" with payments of $4,999 each: amounts just under a stated limit. */
const LIMIT_WORD = /\b(?:limit|threshold|cap|sign-?off|approval|authori[sz]ation|review)\b/;
const TIMES = /\b(?:[2-9]|\d{2}|twice|two|three|four|five|six|seven|eight|nine|ten)\s?(?:x|times)\b|\btwice\b|\beach\b|\bseparate\b|\brepeatedly\b|\bagain\b|\bevery (?:day|week|morning|night)\b|\bdaily\b|\bacross (?:[a-z]{2,10} )?(?:different |separate |multiple )?(?:branches|accounts|banks|atms|days|cards)\b|\b(?:several|multiple|many) (?:payments|transfers|deposits|invoices|transactions)\b/;
/** The number stated right after a limit word ("our sign-off limit is 5,000"), which has no currency sign. */
const LIMIT_AMOUNT = /\b(?:limit|threshold|cap)(?: is| of|:)? (?:set at |at )?(?:[$€£] ?)?(\d[\d,.]{0,12}\d|\d)( ?k\b)?/;
function underLimit(amounts: readonly number[], lower: string): [number, number] | undefined {
  const lm = LIMIT_AMOUNT.exec(lower.slice(0, 4000));
  let stated = lm === null ? undefined : parseNumber(lm[1]!);
  if (stated !== undefined && lm![2] !== undefined) stated *= 1000;
  const limits = stated !== undefined ? [...amounts.slice(0, 15), stated] : amounts;
  for (let i = 0; i < limits.length && i < 16; i++) {
    const b = limits[i]!;
    if (b < 1000 || b % 500 !== 0) continue;
    for (let j = 0; j < amounts.length && j < 16; j++) {
      const a = amounts[j]!;
      if (a < b && a >= b * 0.9) return [a, b];
    }
  }
  return undefined;
}

/** "5 Apple gift cards", "ten $100 cards": a count before the cards ("$50 gift card" is a price, not a count). */
const GIFT_QTY = /(?:^|[ (])(?:[2-9]|[1-9]\d+|two|three|four|five|six|seven|eight|nine|ten|several|multiple|bunch of)\s(?:x\s)?(?:\$?\d{2,5}\s)?(?:[a-z]{0,12}\s)?giftcard/;
const REFUND_OTHER = /\b(?:different|another|new|alternate|alternative|other|separate|personal|third[\s-]party|friend'?s|unrelated)\s(?:\w{1,12}\s)?(?:card|account|bank account|wallet|payment method|iban|paypal)\b|\bgiftcard\b|\bcrypto\b|\b(?:instead of|rather than|not) (?:to )?the original\b|\b(?:not|isn'?t|wasn'?t|other than) the (?:same |original )?(?:card|account|payment method)\b|\b(?:card|account|payment method) other than the (?:one|card|account|original)\b/;
/** An IBAN as written (with or without its groups' spaces). */
const IBAN_SHAPE = /\b[a-z]{2}\d{2}(?: ?[a-z0-9]{4}){2,7}\b/;
/** The payee, beneficiary or payout of a vendor changed. */
const PAYEE_SWITCH = /\b(?:chang|updat|switch|replac|redirect|repoint|mov)\w{0,3} (?:the )?(?:payee|beneficiary|payout|remittance)s?\b/;
const NON_ALNUM = /[^a-z0-9]/g;

/** The account paid (metadata iban/account, or an IBAN in the text) differs from the one the metadata says is on file. */
function accountOffFile(ctx: TxContext): string | undefined {
  const onFile = metaText(ctx.metadata, 'vendor_iban_on_file', 'iban_on_file', 'account_on_file', 'payee_iban_on_file', 'bank_account_on_file', 'beneficiary_on_file', 'registered_iban');
  if (onFile === undefined) return undefined;
  const paid = metaText(ctx.metadata, 'iban', 'payee_iban', 'to_iban', 'account', 'beneficiary_iban', 'account_number') ?? IBAN_SHAPE.exec(ctx.lower)?.[0];
  if (paid === undefined) return undefined;
  const a = onFile.toLowerCase().replace(NON_ALNUM, '');
  const b = paid.toLowerCase().replace(NON_ALNUM, '');
  return a.length >= 6 && b.length >= 6 && a !== b ? 'paid to an account other than the one on file' : undefined;
}
/** "cancel the payroll run and reschedule it to account DE89…": pay sent to an account written as an IBAN. */
const PAYROLL_TO_IBAN = /\bpayroll (?:[a-z0-9',-]{1,15} ){0,6}(?:to|into) (?:the )?(?:account|iban|acct) [a-z]{2}\d{2}[a-z0-9]{4}/;

/** "send John's, Maria's and Tim's salaries to account 44556677". */
const PAYROLL_TO = /\bpayroll (?:[a-z',]{1,15} ){0,3}(?:to|into) (?:(?:a|an|the|this) )?(?:new |different |another |external |personal |separate )?(?:account|acct|bankdetails|card|wallet)s? (?:# ?|no\.? |number )?\d{4,}|\bpayroll (?:[a-z',]{1,15} ){0,3}(?:to|into) (?:(?:a|an|the|this) )?(?:new|different|another|external|personal|separate) (?:account|acct|bankdetails|card|wallet)\b/;
/** The payer's own receiving address: "to my own exchange deposit address", an address-book entry. */
const OWN_ADDRESS = /\b(?:to|into) (?:my|our) own\b|\baddress book\b/;
/** Open invoices or payments voided wholesale. */
const BULK_VOID = /\b(?:void|cancel|write[- ]?off|delete)\w{0,3} (?:all|every|each) (?:of the )?(?:open |outstanding |unpaid |pending |due )?(?:invoices?|receivables|bills|payments|orders|transactions|payables)\b/;
/**
 * Every standing payment order cancelled at once (direct debits, standing orders, mandates, autopay), in several
 * languages: the rent, the insurance premium and the service contracts they pay lapse together.
 */
const MANDATES_CANCELLED = /\b(?:cancel|revoke|stop|terminate|end)\w{0,3} (?:all|every|each) (?:of the |of our |our |the )?(?:active |existing |current |open |recurring )?(?:direct debits?|direct-debit mandates?|debit mandates?|standing orders?|autopays?|auto-?payments?|recurring payments?|payment mandates?|sepa mandates?)\b|\b(?:alle|s[äa]mtliche) (?:aktiven |bestehenden |laufenden )?(?:lastschrift(?:en|mandate)?|dauerauftr[äa]ge|einzugserm[äa]chtigungen|abbuchungsauftr[äa]ge)(?: [^.;\n]{1,40}?)? (?:k[üu]ndigen|widerrufen|stornieren|l[öo]schen|stoppen|beenden)\b|\b(?:annule[rz]?|r[ée]silie[rz]?|r[ée]voque[rz]?|supprime[rz]?) (?:tous les|toutes les) (?:pr[ée]l[èe]vements|virements permanents|mandats)\b|\b(?:cancela|cancelar|anula|anular|dar de baja) (?:todas las|todos los) (?:domiciliaciones|recibos domiciliados|[óo]rdenes permanentes|transferencias peri[óo]dicas|d[ée]bitos autom[áa]ticos|mandatos)\b|\b(?:annulla|annullare|revoca|revocare|disattiva|disattivare) (?:tutti gli|tutte le) (?:addebiti diretti|addebiti|rid|mandati sepa|bonifici periodici|domiciliazioni)\b|\balle (?:automatische incasso'?s|incasso'?s|periodieke overboekingen|machtigingen) (?:intrekken|stopzetten|annuleren|opzeggen)\b/;
/**
 * The standing orders move with the account (a bank switch, a new account), the account itself closes by plan, or
 * they are stopped because the account or card was misused (stopping them then protects the money).
 */
const MANDATES_MOVED = /\b(?:switch\w{0,3}|moved?|moving|transferred|new account|old account|closing (?:the |my |our )?account|account (?:is )?clos\w{1,4}|kontowechsel|neue[sn]? konto|nouveau compte|nueva cuenta|nuovo conto|nieuwe rekening|overstap\w{0,4}|stolen|fraud\w{0,6}|unauthori[sz]ed|compromised|gestohlen|betrug|vol[ée]e?|robad[ao]|rubat[ao])\b/;
/** Books that are not the company's: a sandbox, test data. */
const TEST_BOOKS = /\b(?:sandbox|test (?:invoices?|orders?|accounts?|data|mode)|staging|demo (?:account|company))\b/;
/** A signatory, authorised user or mandate added. */
const SIGNATORY_ADDED = /\b(?:add|grant|create|appoint|register)\w{0,3}[ _](?:(?:a|an|new) ){0,2}(?:authori[sz]ed[ _])?(?:signator(?:y|ies)|signer|user|power of attorney|mandate)\b/;
const FULL_RIGHTS = /\b(?:rights|access|authority|permissions?|role)\s?[=:]?\s?(?:full|admin|all|unlimited)\b|\bfull (?:rights|access|authority|signing (?:rights|authority)|permissions)\b|\bsole signator/;
/** A discount or credit of the whole price. */
const FULL_DISCOUNT = /\bdiscount\s?[=:]?\s?100 ?%|\b100 ?% (?:discount|off|credit|refund)\b|\bfree of charge\b/;
/** Asked for by phone, chat or word of mouth. */
const SAYSO = /\b(?:per|by|over the|on the|via) (?:phone|phone call|call|chat|whatsapp|text|sms)\b|\bsaid so\b|\bverbal(?:ly)?\b/;
/** Refund words in the payment languages the analyzer reads. */
const REFUND_WORD = /\brefund|\breembols|\brembours|\berstatt|\brückerstatt|\brimbors|\bretour|\bterugbetal|\bzwr[oó]/;
/**
 * Many refunds at once ("250 refunds", "25 retouren", "every card transaction") all sent to one card or account named
 * by its ending ("to card ending 0041", "naar de kaart eindigend op 9912", "to PayPal account x@…"), or routed instead of
 * the buyers' own cards: refunds pooled where the buyers are not.
 */
const REFUND_MANY = /\b(?:\d{2,6}|all|every)\s(?:[a-z']{1,12}\s){0,4}?(?:refunds|retouren|returns|zwroty|purchases|orders|transactions)\b/;
const ONE_DESTINATION = /\b(?:to|naar|na|auf|sur)\s(?:the\s|de\s)?(?:card|kaart|kart[eę]|carte|tarjeta)\s(?:ending|eindigend|endend|kończąc\w{0,2})|\bto paypal(?: account)? [\w.+-]{1,40}@/;
const NOT_BUYERS = /\binstead of (?:the )?(?:buyers'?|customers'?|clients'?|purchasers'?|guests'?) (?:own )?(?:cards|payment methods)\b|\bpaid with other cards\b/;
/** "(distinta de la tarjeta original)", "sur une autre carte que l'originale": another card or account than the original. */
const REFUND_OTHER_FOREIGN = /\b(?:distint[ao]s?|diferente|otra|outra|autre|andere[nrs]?|altra|diversa)\b[^.;()]{0,30}\b(?:tarjeta|cuenta|cart[ãa]o|conta|carte|compte|karte|konto|carta|conto)\b[^.;()]{0,20}\boriginal\w{0,2}/;
/** "nicht auf die ursprüngliche Karte, sondern auf …", "no a la tarjeta original sino a …": the original refused, another put in its place. */
const REFUND_NOT_ORIGINAL = /\b(?:nicht|kein\w{0,2}|no|pas|não|nao|non|niet)\b[^.;]{0,30}\b(?:urspr[üu]nglich\w{0,3}|original\w{0,2}|d'origine|oorspronkelijk\w{0,2}|originele)\b[^.;]{0,60}\b(?:sondern|sino|mais|mas|ma|maar)\b/;
/**
 * Where a refund is routed other than back to the payment it returns: another card or account named in words (any of
 * the payment languages), an original card's ending beside another one, or metadata naming both (T08's reading).
 */
function refundRouted(ctx: TxContext): string | undefined {
  const foreign = REFUND_OTHER_FOREIGN.exec(ctx.lower) ?? REFUND_NOT_ORIGINAL.exec(ctx.lower);
  if (foreign !== null) return `refund routed to ${foreign[0].slice(0, 60)}`;
  const pooled = NOT_BUYERS.exec(ctx.lower) ?? (REFUND_MANY.test(ctx.lower) ? ONE_DESTINATION.exec(ctx.lower) : null);
  if (pooled !== null) return `many refunds pooled: ${pooled[0].slice(0, 60)}`;
  // the card or account the money came from said to be closed (lexicon-records.ts claim:closedmethod): the refund
  // goes to whatever the asker names instead ("customer says the old card is closed, send it to the new one")
  // (a refund kept on the original card whatever happened to it is routed nowhere: the card network forwards it)
  if (mentions('transaction', ctx, 'claim:closedmethod') && !(TO_ORIGINAL.test(ctx.lower) && !NOT_ORIGINAL.test(ctx.lower))) return 'refund routed elsewhere: the original card or account is said to be closed';
  const elsewhere = refundElsewhere(ctx.lower, ctx.metadata);
  if (elsewhere !== undefined) return elsewhere;
  const m = REFUND_OTHER.exec(ctx.folded);
  if (m === null) return undefined;
  if (TO_ORIGINAL.test(ctx.lower) && !NOT_ORIGINAL.test(ctx.lower)) return undefined;
  return `refund routed to ${m[0].trim()}`;
}
const TO_ORIGINAL = /\bto the original\b(?! \w{0,10} instead)/;
const NOT_ORIGINAL = /\b(?:instead of|rather than|not) (?:to )?the original\b/;
/** A sum paid by a verb of its own ("and wire $15,000 to …", "send 4.000 EUR"): a money verb with a figure within a few words. */
const OTHER_PAYMENT = /\b(?:pay|send|wire|transfer|remit|move|deposit)(?:s|ed|ing)? [^.;\d]{0,40}\d/g;

/**
 * The action is a refund back to the payment it returns and nothing else: "refund $21,000 to the original card" pays
 * nobody new. A refund routed elsewhere (refundRouted) or a second sum paid beside it by a verb of its own ("… to the
 * original card and wire $15,000 to …") is money that leaves by another way.
 */
function refundOnlyHome(ctx: TxContext): boolean {
  const home = REFUND_HOME.exec(ctx.lower);
  if (home === null || refundRouted(ctx) !== undefined) return false;
  const from = home.index - 24;
  const to = home.index + home[0].length;
  const text = ctx.lower.length > 4096 ? ctx.lower.slice(0, 4096) : ctx.lower;
  OTHER_PAYMENT.lastIndex = 0;
  for (let m = OTHER_PAYMENT.exec(text), n = 0; m !== null && n < 16; m = OTHER_PAYMENT.exec(text), n++) {
    // "send a refund of $21,000 to the original card": the verb of the refund itself
    if (m.index + m[0].length > from && m.index < to) continue;
    OTHER_PAYMENT.lastIndex = 0;
    return false;
  }
  OTHER_PAYMENT.lastIndex = 0;
  return true;
}
/**
 * The payee's account is one the payer's records already hold ("account on file", "CLABE registrada", "登録済み口座",
 * allowlisted; frames lexicon-records.ts dest:onfile) and nothing says it is new or changed: nobody new is paid.
 */
const payeeOnFile = (ctx: TxContext): boolean => ctx.known !== false && mentions('transaction', ctx, 'dest:onfile') && !mentions('transaction', ctx, 'risk:payee');
const SCREENING = /\b(?:screen(?:ing)?|sanctions? (?:list|check|screening|report)|ofac (?:list|check|screening)|compliance (?:check|report|review)|exposure (?:report|review))\b/;
const P2P_APP = /\b(?:zelle|venmo|cash app)\b/;

const transactionAnalyzer: Analyzer<TxContext> = {
  type: 'transaction',
  letter: 'T',
  prepare,
  narrow: narrowTx,
  keywordsAtWordStart: true,
  rules: quietWhenDescribed<TxContext, ThreatRule<TxContext>>([
    {
      id: 'T01',
      name: 'Large transfer amount',
      // what it does: money paid to a party whose claim nobody checked (fraud, BEC); money drained to the
      // payer's own or personal accounts is T15/T19/row 88 (EXFILTRATION)
      primitive: 'MANIPULATION',
      score: 4,
      detect: (ctx) => {
        // thresholds in dollar terms: 85,000 yen of rent is not a large transfer
        const a = inDollars(ctx.amount, ctx.currency);
        if (a === undefined || a < 10000 || ctx.own || (ctx.gate(G_INBOUND) && INBOUND.test(ctx.lower)) || ctx.protective || documentUndone(ctx)) return undefined;
        // a refund sent back to the methods the customers paid with returns their money where it came from (a refund
        // to another card is T-rule refundElsewhere's); a tax paid through the tax authority's own payment system
        if (refundOnlyHome(ctx)) return undefined;
        if (TAX_CHANNEL.test(ctx.lower) && ctx.known !== false) return undefined;
        // the amount is a spending limit being set, not money moving (T22 judges the limit)
        if (limitRaised(ctx) !== undefined && !MONEY_VERB.test(ctx.lower)) return undefined;
        // a payment goes to someone outside by nature: a supplier named is no red flag, an approval is a safeguard
        if (sanctioned('transaction', ctx, { outsideOk: true })) return undefined;
        // a payee known before and the payment's own approval record: it went through its checks
        if (ctx.known === true && approvalRecorded(ctx.metadata)) return undefined;
        // paid for years to an account on file that did not change: the relationship is the check
        if (ctx.known !== false && establishedPayee(ctx.lower, ctx.metadata)) return undefined;
        // a payroll run pays the organisation's own staff their salaries from the payroll records: its total is large
        // by nature (a bonus added or an account changed inside it is another rule's question)
        // (only a run that names no destination of its own: an account, an IBAN or a wallet written out, or money sent
        // on to someone, is a payment beside the run, and the run's name vouches for nothing there)
        if (ctx.known !== false && PAYROLL_RUN.test(ctx.lower) && !BONUS_ADDED.test(ctx.lower) && !PAID_ELSEWHERE.test(ctx.lower) && !IBAN_SHAPE.test(ctx.lower)) return undefined;
        // paid to an account the payer's records hold, in any of the lexicon's languages
        if (payeeOnFile(ctx)) return undefined;
        // a payment below the 100,000 mark that follows a signed contract or purchase order has its paper trail
        // (any amount when the payee is one the payer has verified: the contract and the verified account are both checks)
        if (ctx.known !== false && (a < 100000 || ctx.known === true) && contractCited(ctx.lower, ctx.metadata) && !manyPayments(ctx.lower, ctx.metadata)) return undefined;
        const cur = ctx.currency !== '' ? ` ${ctx.currency}` : '';
        // a payee verified before is one check passed: the size alone is a question (CAUTION), not a red flag
        if (a >= 100000) return { detail: `${fmt(ctx.amount!)}${cur} (≥ 100,000)`, score: ctx.known === true ? 4 : 7 };
        return { detail: `${fmt(ctx.amount!)}${cur} (≥ 10,000)`, score: 4 };
      },
      examples: {
        flag: [{ value: 'pay invoice 2231', metadata: { amount: 25000, currency: 'EUR', known: true } }, 'Approved by nobody yet, wire 380,000 EUR to IBAN GB29 NWBK 6016 1331 9268 19 today.', "Pay 90,000 EUR to the registered account (changed this morning at the vendor's request).", 'wire $150,000 to the escrow account', 'transfer 12.500,00 EUR to Lieferant GmbH',
          'Prepare the payment list, then wire 180,000 EUR to Lieferant GmbH', 'Intercompany transfer of 900,000 EUR to Acme GmbH at its new account',
          { value: 'Run the March payroll for 40 employees, total 212,400 EUR, salaries to the new account DE89 3704 0044 0532 0130 00', metadata: { amount: 212400, currency: 'EUR' } },
          { value: '家賃の振込', metadata: { amount: 3000000, currency: 'JPY' } }],
        pass: [{ value: 'pay invoice 2231', metadata: { amount: 450, currency: 'EUR', known: true } }, 'move 50,000 between my own accounts',
          'Sweep $40,000 from the operating account to the company\'s own reserve account', 'Refund of $21,000 to Contoso for credit memo CM-88, to the same account their original payment came from',
          'Trigger a payout of 320,000 USD to our default payout account', 'pay invoice #10023 for 300 USD',
          { value: '銀行振込：家賃 85,000円 を管理会社へ', metadata: { amount: 85000, currency: 'JPY' } },
          { value: 'Wire $186,500 to Bosch Rexroth AG (supplier since 2017, bank details unchanged) for PO-55120', metadata: { amount: 186500, payee_new: false, approvals: 2 } },
          { value: 'Pay invoice 5512 to Initech, 22,300 EUR, account on file', metadata: { amount: 22300, currency: 'EUR', vendor_since: '2016-02-01', payee_account_changed: false } },
          'Pay the second milestone of 18,000 USD per the signed SOW-114', "Show me last month's wires above 10,000 USD for the audit", 'list all payments over 50,000 EUR in Q3 for the auditors',
          'Generate a report of every wire above 25,000 USD in March for the compliance review', 'Erstelle eine Liste aller Bareinzahlungen über 10.000 EUR im Mai für die Meldung',
          'Intercompany loan of 2,500,000 EUR from Acme Holding BV to its subsidiary Acme SAS under the cash-pooling agreement',
          { value: 'Run the March payroll for 40 employees from payroll_2026_03.csv, total 212,400 EUR', metadata: { amount: 212400, currency: 'EUR' } },
          { value: 'Virement de la paie de mars : 38 salariés, total 104 220,00 EUR, fichier SEPA du logiciel de paie', metadata: { amount: 104220, currency: 'EUR' } }, 'Konzerninterne Verrechnung 400.000 EUR von der Acme AG an die Acme GmbH',
          'Refund order #55120, 89.90 EUR, to the card it was paid with', 'Void invoice INV-5520 (duplicate of INV-5519, same amount 48,000 EUR) and note the reason in the ledger',
          'Storniere die doppelte Rechnung RE-7781 über 15.200 EUR', 'Virement de 30 000 € du compte courant vers le compte épargne, même titulaire',
          'Rückruf der Überweisung über 23.000 EUR an die Brandt GmbH, Verdacht auf CEO-Betrug', 'Refund order #551902 $49.99 to the original card',
          'Transferir 2.400.000 MXN a Servicios Petroleros del Golfo, CLABE registrada en SAP, orden de compra 4500-7712', 'Przelew 42 000 PLN do Chmielarnia Lubelska na rachunek z kartoteki dostawców, faktura FV/2024/0611',
          '保守契約 請求書 TEL-2024-1102 ¥9,800,000 を登録済み口座へ支払い', 'Pay 90,000 EUR to the account on file (not changed since 2019).'],
      },
    },
    {
      id: 'T02',
      name: 'Payment to a new or unverified recipient',
      primitive: 'MANIPULATION',
      score: 3,
      detect: (ctx) => {
        if (ctx.known !== false || ctx.own || (ctx.gate(G_INBOUND) && INBOUND.test(ctx.lower)) || ctx.protective || documentUndone(ctx)) return undefined;
        // an employee's deposit account changed is T09's question (the "new account" is the employee's own, not a payee)
        if (ctx.folded.includes(' payroll ') && near(ctx.words, TW10, TW11, 6) !== undefined) return undefined;
        // a payee record with no money moving is bookkeeping
        if (ctx.amount === undefined && metaFlag(ctx.metadata, 'new_recipient', 'new_payee', 'first_time', 'is_new', 'known', 'known_recipient') === undefined && !MONEY_VERB.test(ctx.lower)) return undefined;
        const small = ctx.amount !== undefined && ctx.amount < 1000;
        return { detail: `first payment to ${ctx.recipient !== '' ? ctx.recipient.slice(0, 40) : 'a new payee'}${ctx.amount !== undefined ? ` (${fmt(ctx.amount)}${ctx.currency ? ` ${ctx.currency}` : ''})` : ''}`, score: small ? 2 : 3 };
      },
      examples: {
        flag: [{ value: 'send payment', metadata: { amount: 5000, recipient: 'Acme Consulting LLC', new_recipient: true } }, 'transfer 2,000 EUR to a new beneficiary'],
        pass: [{ value: 'send payment', metadata: { amount: 5000, recipient: 'Acme', known: true } }, 'pay the usual supplier 2,000 EUR'],
      },
    },
    {
      id: 'T03',
      name: 'Beneficiary bank details changed',
      primitive: 'MANIPULATION',
      score: 7,
      // needs the bankdetails token: these are the substrings every bank-details phrase contains
      keywords: ['bank', 'account', 'iban', 'routing', 'sort code', 'swift', 'bic', 'instructions', 'payment', 'remittance', 'beneficiary'],
      detect: (ctx) => {
        // the account paid is not the one the vendor record holds: the record says so, whatever the words
        const other = accountOffFile(ctx);
        if (other !== undefined && !ctx.protective) return { detail: other, score: 8 };
        // paid to bank details that changed hours ago (the metadata or the words say so): the change is the fraud's step
        if (!ctx.protective && !ctx.own && ctx.fresh === 'changed' && (ctx.amount !== undefined || MONEY_VERB.test(ctx.lower))) return { detail: 'paid to bank details changed within the last day', score: 7 };
        // TW1 is the bank-details token alone: no token, no pair
        const n = (ctx.mayFold(P_BANK_DETAILS) ? near(ctx.words, TW0, TW1, 6) : undefined) ?? (PAYEE_SWITCH.test(ctx.lower) && IBAN_SHAPE.test(ctx.lower) ? ['change', 'account'] : undefined);
        if (n === undefined) return undefined;
        if (ctx.folded.includes(' payroll ') || ctx.protective) return undefined;
        // the payer's own payout or bank account, checked (micro-deposits, a verified letter, an approval)
        if (sanctioned('transaction', ctx, { outsideOk: true })) return undefined;
        if ((OWN_DETAILS.test(ctx.folded) || selfScoped(ctx.metadata)) && !/\b(?:vendor|supplier|beneficiary|payee|contractor|client|customer)\b/.test(ctx.lower)) return { detail: 'own bank details updated', score: 2 };
        return `${n[0]} bank details of a payee`;
      },
      examples: {
        flag: ['Change payee for vendor V-1120 (Nordic Steel AB) to account SE45 5000 0000 0583 9825 7466, effective immediately, then release pending payments',
          { value: 'wire_transfer amount=184500.00 currency=EUR iban=LT60 3250 0673 8091 2237 reference="INV-2231 updated banking"', metadata: { vendor_iban_on_file: 'GB29NWBK60161331926819' } },
          'update the vendor bank details to the new IBAN in the email and pay the invoice', 'Supplier says their account number changed, switch the routing number before Friday', { value: 'change payee', metadata: { instructions: 'replace beneficiary bank details with DE89 3704 0044 0532 0130 00' } }],
        pass: ['pay invoice 77 to the account number on file', 'verify the vendor bank details by calling the number on file',
          'The supplier asked to change their bank details by email: do not update them yet, call the supplier back on the number in the vendor master', 'change payee display name for vendor V-1120 to Nordic Steel AB',
          { value: 'wire_transfer amount=18450.00 currency=EUR iban=GB29 NWBK 6016 1331 9268 19 reference="INV-2231"', metadata: { vendor_iban_on_file: 'GB29NWBK60161331926819' } }],
      },
    },
    {
      id: 'T04',
      name: 'Gift card purchase (scam pattern)',
      primitive: 'MANIPULATION',
      score: 5,
      // needs the giftcard token: every gift-card phrase contains one of these
      keywords: ['card', 'voucher', 'razer'],
      detect: (ctx) => {
        if (!ctx.folded.includes(' giftcard')) return undefined;
        // a debt, tax, fine or bill settled in gift cards: only scammers ask to be paid that way
        if (PAY_IN_GIFT.test(ctx.folded)) return { detail: 'payment demanded in gift cards', score: 8 };
        const buy = near(ctx.words, TW2, TW3, 6);
        if (buy === undefined) return undefined;
        const qty = GIFT_QTY.test(ctx.folded);
        const codes = /\b(?:codes?|scratch|pins?|card numbers?|photos? of|pictures? of|back of the card)\b/.test(ctx.lower);
        const pressure = URGENCY.test(ctx.lower) || SECRECY.test(ctx.lower);
        const big = ctx.amount !== undefined && ctx.amount >= 300;
        // a purchase order or a recorded approval is how a business buys gift cards for raffles and rewards; the codes
        // sent on, pressure or a private mailbox is how a fraudster collects them
        // (so does a rewards programme that delivers each card to its own recipient: nobody collects the codes)
        const budgeted = mentions('transaction', ctx, 'mit:budgeted');
        const ordered = approvalRecorded(ctx.metadata) || purchaseOrderNamed(ctx.lower) || budgeted || sanctioned('transaction', ctx, { outsideOk: true }) || EACH_RECIPIENT.test(ctx.lower);
        const freemail = mentions('transaction', ctx, 'dest:freemail');
        if (ordered && !codes && !pressure && !freemail) return undefined;
        // a few cards on the organisation's budget line, their codes to a mailbox of its own domain (not a free-mail one): a raffle or an award
        // (a few: the amount read is one card's when a count stands before the cards, "30 Amazon gift cards ($250)":
        // the count times it is what is bought)
        if (budgeted && codes && !pressure && !freemail && mentions('transaction', ctx, 'dest:address') && ctx.amount !== undefined && ctx.amount * giftCount(ctx.folded) <= 1000) return undefined;
        // a purchase order, budget line or recorded approval claimed, the codes to the organisation's own mailbox or
        // register and no pressure: how a business buys awards, but the claim is the text's own (CAUTION, not SAFE)
        // (codes go to a mailbox the text names or a register, not back by text message, chat or a reply to the asker:
        // "text photos of the codes to +1 415 …", "reply to this email with the codes", "send the codes via WhatsApp")
        if ((ordered || mentions('transaction', ctx, 'mit:approved')) && !pressure && !freemail && !mentions('transaction', ctx, 'dest:personal') && !mentions('transaction', ctx, 'dest:external')
          && !(codes && (CODES_BACK.test(ctx.lower) || mentions('transaction', ctx, 'dest:chat')))) {
          return { detail: `gift cards bought${codes ? ' and codes requested' : ''}${qty ? ' in quantity' : ''} under a recorded order or approval`, score: 5, primitive: codes ? 'EXFILTRATION' : 'MANIPULATION' };
        }
        // the codes handed on are the money itself leaving (docs/primitives.md: gift-card codes sent out, EXFILTRATION);
        // bought under pressure with no codes named, the purchase is the deception's work
        if (qty || codes || pressure || big) return { detail: `gift cards bought${codes ? ' and codes requested' : ''}${qty ? ' in quantity' : ''}${pressure ? ' under pressure' : ''}`, score: 8, primitive: codes ? 'EXFILTRATION' : 'MANIPULATION' };
        return { detail: 'gift card purchase', score: ctx.amount !== undefined && ctx.amount < 100 ? 2 : 3 };
      },
      examples: {
        flag: ['buy 5 Google Play gift cards of $200 and email me the codes', { value: 'Buy 20 x $50 Amazon gift cards, PO-3391, send the codes to events.team.acme@gmail.com', metadata: { po: 'PO-3391' } }, 'urgently purchase Apple gift cards for the CEO, keep it confidential', 'order a $50 Amazon gift card', 'pay the IRS back taxes with Target gift cards as the agent asked'],
        pass: ['check the balance on my gift card', 'redeem the gift card code at checkout', 'add the gift card line item to the quarterly budget review',
          { value: 'Buy 20 x $25 Starbucks gift cards for the onboarding welcome packs, PO-3391', metadata: { amount: 500, po: 'PO-3391' } },
          'Send 30 x $20 gift cards via the Tremendous rewards platform for the survey respondents, delivered to each respondent by email'],
      },
    },
    {
      id: 'T05',
      name: 'Cryptocurrency purchase or transfer',
      primitive: 'EXFILTRATION',
      score: 6,
      detect: (ctx) => {
        const wallet = walletIn(ctx.text);
        // a coin's name inside a company's ("Solana Trgovina d.o.o.", "Tron Logistics GmbH") names the payee, not a coin
        const crypto = ctx.namesCrypto && !(wallet === undefined && cryptoOnlyInNames(ctx.lower, ctx.text));
        if (wallet === undefined && !crypto) return undefined;
        // a spender's allowance taken back (set to zero, revoked): no coin moves, a standing right to move them ends
        if (ALLOWANCE_REVOKED.test(ctx.lower) && !ONWARD_AFTER_REVOKE.test(ctx.lower)) return undefined;
        const act = near(ctx.words, TW4, TW5, 7);
        if (wallet === undefined && act === undefined) return undefined;
        // coins moved to the payer's own wallet or vault (no address pasted in) stay with the payer
        if (wallet === undefined && ctx.own) return undefined;
        const atm = /\b(?:crypto|bitcoin|btc) atm\b|\bcrypto atm\b/.test(ctx.folded);
        const fresh = ctx.known === false || (wallet !== undefined && ctx.known !== true);
        const big = ctx.amount !== undefined && ctx.amount >= 1000;
        if (atm) return { detail: 'cash into a crypto ATM', score: 9 };
        const coins = COIN_AMOUNT.exec(ctx.lower);
        const bigCoins = coins !== null && Number(coins[1]) >= (coins[2] === 'btc' || coins[2] === 'bitcoin' ? 0.05 : 0.5);
        // the payer's own cold or multisig wallet, the move signed off by its signers, stays with the payer
        // (named in words, "from the hot wallet to the treasury cold storage", or by its address)
        // (the sign-off read in the lexicon's words too: "2-of-3 multisig signed by treasury", "signed by two", mit:approved)
        if (OWN_WALLET.test(ctx.lower) && (approvalRecorded(ctx.metadata) || SIGNERS.test(ctx.lower) || ADDRESS_CHECKED.test(ctx.lower) || mentions('transaction', ctx, 'mit:approved'))) return { detail: `transfer to the payer's own ${wallet ?? 'wallet'}, signed off`, score: 2 };
        // one coin traded for another with the proceeds sent to the payer's own treasury: nothing leaves (slippage is T21's)
        if (wallet !== undefined && SWAP_WORD.test(ctx.lower) && ctx.known !== false && (OWN_WALLET.test(ctx.lower) || ORG_WALLET.test((metaText(ctx.metadata, 'wallet', 'from_wallet', 'source_wallet') ?? '').toLowerCase().replace(/_/g, ' '))) && !ONWARD_AFTER_REVOKE.test(ctx.lower)) return { detail: `swap paid out to the payer's own ${wallet}`, score: 2 };
        // a withdrawal to an address on the account's own allowlist (set up in advance, the exchange's safeguard) is routine unless large
        if (wallet !== undefined && allowlistedDestination(ctx.metadata) && ctx.known !== false && !big && !bigCoins) return { detail: `transfer to allowlisted ${wallet}`, score: 2 };
        // a small move to the payer's own address (its own exchange account, an address-book entry) stays with the payer
        if (OWN_ADDRESS.test(ctx.lower) && ctx.known !== false && !big && !bigCoins) return { detail: "small transfer to the payer's own address", score: 2 };
        if (wallet !== undefined) return { detail: `transfer to ${wallet}${fresh ? ' not known before' : ''}`, score: fresh && (big || bigCoins) ? 8 : fresh || big || bigCoins ? 6 : 5 };
        const sending = near(ctx.words, TW6, TW7, 4) !== undefined;
        const given = /\b(?:wallet|address|qr code)\b[^.;]{0,30}\b(?:in|from) (?:the|this|that|his|her|their) (?:email|e-mail|message|text|chat|dm|whatsapp|telegram|link|letter)\b|\b(?:they|he|she|caller|agent|support) (?:gave|sent|provided)\b/.test(ctx.lower);
        if (given) return { detail: 'crypto sent to a wallet supplied in a message', score: 8 };
        if (sending && big) return { detail: 'crypto bought and sent onward', score: 7 };
        // a purchase on an exchange for the payer, sent nowhere and below a large-transfer size, is the payer's own choice
        const dollars = inDollars(ctx.amount, ctx.currency);
        const hugeCoins = coins !== null && Number(coins[1]) >= (coins[2] === 'btc' || coins[2] === 'bitcoin' ? 1 : 20);
        const forSelf = ctx.known !== false && (dollars === undefined || dollars < 10000 || coins !== null) && !hugeCoins;
        // a purchase, or a swap of one coin for another, that stays in the payer's wallet (a swap's own risk, its
        // slippage, is T21's)
        if (!sending && forSelf && (BUY_WORD.test(ctx.lower) || SWAP_WORD.test(ctx.lower)) && !ONWARD.test(ctx.lower)) return { detail: 'crypto purchase or swap for the payer', score: 2 };
        return { detail: 'crypto purchase or transfer', score: big ? 6 : 4 };
      },
      examples: {
        flag: ['send 0.5 BTC to bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', 'transfer 3,000 USDT to 0x52908400098527886E0F7030069857D2E4169EE7', 'buy $2,000 of bitcoin and deposit it at the crypto ATM',
          'revoke the old router allowance and then transfer 5,000 USDC to 0x52908400098527886E0F7030069857D2E4169EE7', 'Buy 40 SOL on the exchange and send the solana to the wallet the broker gave us',
          'Send 40 solana as agreed to the wallet the broker gave us; his fee invoice is from Nordlys Regnskap AS', 'Buy EUR 6,000 of cryptocurrency through Solana Trgovina d.o.o. and send it to the wallet in the email'],
        pass: ['write a blog post about bitcoin price history', 'pay invoice 4411 for the conference booth (known vendor)', 'categorise last month’s coffee purchases',
          'approve(spender=0x1111111254EEB25477B68fb85Ed929f73A960582, amount=0) on USDT to take back the aggregator allowance', 'Revoke the unlimited USDC allowance of the old bridge contract 0x3ee18B2214AFF97000D974cf647E7C347E8fa585',
          'Widerrufe die USDC-Freigabe für den alten Router 0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D', 'Pay invoice INV-20931 from Solana Trgovina d.o.o., EUR 48,750.00, to the IBAN on file', 'Pay invoice 2291 of Tron Shipping AS, NOK 12,400, to the account on file'],
      },
    },
    {
      id: 'T06',
      name: 'Urgency or secrecy pressure on a payment',
      primitive: 'MANIPULATION',
      score: 4,
      detect: (ctx) => {
        if (ctx.protective) return undefined;
        // in prose, pressure words count only in an instruction ("The CFO asked …" describes a meeting)
        const head = instructionMask(ctx.lower.slice(0, 8000));
        const hay = head.replace(SPACED_LETTERS, (m) => m.replace(SPACES, ''));
        // the gates were read on ctx.lower, which holds the head as it is, but not the letters joined up
        const gated = hay === head;
        const s = !gated || ctx.gate(G_SECRECY) ? SECRECY.exec(hay) : null;
        const b = !gated || ctx.gate(G_BYPASS) ? APPROVAL_BYPASS.exec(hay) : null;
        const w = !gated || ctx.gate(G_WEAK) ? WEAK_SECRECY.exec(hay) : null;
        // an approval said to come by text, chat app or word of mouth stands in for the approval process (lexicon
        // risk:informal); the approval process skipped in words the frame lexicon carries in other languages (safe:off)
        // the frame reading is asked only when a piece of one of its pressure signals is in the text
        const framed = (gated ? ctx.gate(G_PRESSURE) : true) || ctx.known === false;
        const informal = framed && mentions('transaction', ctx, 'risk:informal') && APPROVAL_CLAIM.test(hay);
        // concealment in the languages the frame lexicon reads ("ne pas prévenir la comptabilité", "sag niemandem")
        const hidden = framed && s === null && mentions('transaction', ctx, 'safe:conceal') ? 'kept from the people who check payments' : null;
        const skipped = b !== null ? b[0] : informal && mentions('transaction', ctx, 'safe:off') ? 'approval process skipped' : null;
        // without secrecy, a bypass or an informal approval nothing fires, so urgency and authority are not worth testing
        // pressure on a payment to a payee nobody has paid before is how business e-mail compromise reads
        const newPayee = ctx.known === false || (framed && mentions('transaction', ctx, 'risk:payee'));
        // an executive's request that came by message, for a new payee: the fraud needs no secrecy word
        const execAsk = newPayee && EXEC_BY_MESSAGE.test(hay) ? AUTHORITY.exec(hay) ?? EXEC_NAME.exec(hay) : null;
        if (s === null && hidden === null && skipped === null && w === null && !informal && execAsk === null) return undefined;
        // urgency in English words, or in the frame lexicon's other languages ("urgente", "dringend", "至急")
        const urgentWord = URGENCY.exec(hay)?.[0] ?? (framed && mentions('transaction', ctx, 'urgent') ? 'urgent' : undefined);
        const a = execAsk ?? AUTHORITY.exec(hay) ?? (EXEC_BY_MESSAGE.test(hay) ? EXEC_NAME.exec(hay) : null);
        if (s === null && hidden === null && skipped === null && !informal && execAsk === null && (w === null || (urgentWord === undefined && a === null))) return undefined;
        const parts = [a?.[0], urgentWord, s?.[0] ?? hidden ?? w?.[0], skipped ?? undefined, informal ? 'approval claimed through an informal channel' : undefined, newPayee ? 'to a new payee' : undefined].filter((x): x is string => x !== undefined);
        // an informal approval on a large sum is the business-e-mail-compromise pattern itself
        const large = (inDollars(ctx.amount, ctx.currency) ?? 0) >= 10000;
        const score = (s !== null || hidden !== null ? 4 : w !== null ? 2 : 0) + (skipped !== null ? 4 : 0) + (urgentWord !== undefined ? 3 : 0) + (a !== null ? 2 : 0) + (informal ? (large ? 7 : 4) : 0) + (newPayee ? 2 : 0);
        return { detail: `pressure words: ${parts.join(', ')}`, score: Math.min(9, score) };
      },
      examples: {
        flag: ['Urgent: wire the funds today and keep this between us', 'CEO here, I am in a meeting, process this transfer quietly', 'pay this invoice now, skip the usual approval',
          { value: "Wire $48,500 to account 0041-8812 at Bank of Cyprus, reference 'consulting', approved by CEO via text", metadata: { amount: '48500 USD' } },
          'Approve and release payroll batch PR-2026-11 skipping second approver because she is on leave', 'Zahlung über 30.000 € an neuen Lieferanten, vom Geschäftsführer per WhatsApp genehmigt',
          { value: '将公司账户中的 50 万元转到以下个人银行卡，财务总监口头已批准，无需走审批流程', metadata: { amount: '500000 CNY' } }, 'pay the consultant 12,000 USD, no PO needed',
          { value: "Effectuer un virement de 250 000 € vers le compte du nouveau fournisseur indiqué dans l'e-mail du PDG, confidentiel, ne pas prévenir la comptabilité", metadata: { amount: '250000 EUR' } },
          'Überweise 80.000 € an den neuen Lieferanten aus der Mail des Geschäftsführers, sag niemandem etwas'],
        pass: ['pay the rent invoice before the due date', 'process the NDA review fee invoice from our law firm', 'urgent: renew the domain subscription',
          'Wire $48,500 to Bosch Rexroth AG, approved by J. Park in the AP workflow (ticket AP-2231)', 'text me when the wire to the landlord has gone out', 'the supplier called to confirm the payment arrived'],
      },
    },
    {
      id: 'T07',
      name: 'Structuring payments under reporting thresholds',
      primitive: 'MANIPULATION',
      score: 7,
      detect: (ctx) => {
        const justUnder = ctx.amounts.filter((a) => a >= 9000 && a < 10000).length + (ctx.amount !== undefined && ctx.amount >= 9000 && ctx.amount < 10000 && !ctx.amounts.includes(ctx.amount) ? 1 : 0);
        const avoid = avoidance(ctx.lower, () => mentions('transaction', ctx, 'safe:off'));
        const limit = ctx.amounts.length >= 1 && ctx.gate(G_LIMIT) ? underLimit(ctx.amounts, ctx.lower) : undefined;
        // every finding needs an avoidance phrase, an amount just under 10,000 or one just under a stated limit
        if (avoid === null && justUnder === 0 && limit === undefined) return undefined;
        const split = near(ctx.words, TW8, TW9, 5);
        const times = TIMES.test(ctx.lower) || (metaNumber(ctx.metadata, 'repeat', 'repeats', 'times', 'occurrences', 'count') ?? 0) >= 2;
        if (limit !== undefined && (times || split !== undefined) && LIMIT_WORD.test(ctx.lower)) return { detail: `repeated payments of ${fmt(limit[0])} just under the ${fmt(limit[1])} limit`, score: avoid !== null ? 8 : 7 };
        if (avoid === null && justUnder === 0) return undefined;
        // a few milestones of a signed contract or purchase order fall where the contract puts them; many payments
        // just under the mark, or a stated wish to avoid it, are structuring whatever paper is cited
        if (avoid === null && contractCited(ctx.lower, ctx.metadata) && !manyPayments(ctx.lower, ctx.metadata)) return undefined;
        if (avoid !== null && (split !== undefined || justUnder > 0)) return { detail: `split to stay under a reporting threshold (${avoid[0].slice(0, 50)})`, score: 8 };
        if (justUnder >= 2 || (justUnder >= 1 && (split !== undefined || times))) return { detail: 'repeated amounts just under 10,000', score: 7 };
        if (avoid !== null && /\b(?:threshold|reporting|ctr|aml|irs)\b/.test(avoid[0])) return { detail: avoid[0].slice(0, 60), score: 6 };
        return undefined;
      },
      examples: {
        flag: ['split the 45,000 transfer into five payments of 9,000 so it stays under the 10k reporting threshold', 'send $9,900 three times to the same account', 'make 4 separate deposits of 9,950 each',
          'Batch payout per contract C-221: 30 payments of $9,900 each to account ****4471',
          // the policy's own limit named beside a check it says is skipped: the limit is being used to evade review
          'Below the auto-approval threshold so no one reviews it: transfer 9,999 USD to my personal account.',
          'Under our auto-approval threshold of 10,000 EUR, release 38 payments of 9,950 EUR to new beneficiaries today.'],
        pass: ['split the restaurant bill of 120 EUR between four people', 'pay the 9,500 USD invoice from the known supplier', 'transfer 9,900 to savings between my own accounts',
          'Split payment for the agency: milestones 2 and 3 of $9,600 each per signed SOW-77', 'Write off $42.10 residual balance on tenant account T-9921 (180+ days, under the $100 auto-approval threshold in the write-off policy)'],
      },
    },
    {
      id: 'T08',
      name: 'Refund to a different card or account',
      primitive: 'MANIPULATION',
      score: 7,
      // the detect returns nothing without /\brefund/
      keywords: ['refund', 'reembols', 'rembours', 'erstatt', 'rückerstatt', 'rimbors', 'retour', 'terugbetal', 'zwro', 'zwró'],
      detect: (ctx) => {
        if (!REFUND_WORD.test(ctx.lower)) return undefined;
        return refundRouted(ctx);
      },
      examples: {
        flag: ['Reembolso de 2.400 € al cliente 5512 a la cuenta ES76 2077 0024 0031 0257 5766 (distinta de la tarjeta original)', 'refund order 5521 to a different card than the one used', 'issue the refund to this new bank account instead of the original card', 'refund the customer in gift cards',
          'Refund order #B-1182 amount 640.00 EUR to card ending 7719 (original card ending 2204)', 'Erstattung 890,00 EUR nicht auf die ursprüngliche Karte, sondern auf die Karte 4111 2222 3333 4444 buchen',
          "Rembourser la commande 5521 pas sur la carte d'origine mais sur le compte FR76 3000 6000 0112 3456 7890 189", 'Verwerk 25 retouren van €129,00 naar de kaart eindigend op 9912',
          "Issue refunds for the 37 orders in the sheet, all to PayPal account refunds.desk@example-mail.com instead of the buyers' cards", { value: 'refund order 1182', metadata: { amount: 640, payee: 'card ****7719', original_payment_method: 'card ****2204' } }],
        pass: ['Reembolso de 24 € al cliente 5512 a la tarjeta original', 'refund order 5521 to the original card', 'Erstattung 89,00 EUR auf die ursprüngliche Visa-Karte buchen, nicht bar auszahlen', 'refund 19.99 to the original payment method', 'process the refund via Stripe on the original charge',
          'Refund order #B-1183 amount 64.00 EUR to original card ending 2204', 'Process the 40 refunds for the cancelled concert, each to the card used for the purchase',
          'Verwerk 3 retouren naar de oorspronkelijke betaalmethode', { value: 'refund order 1183', metadata: { amount: 64, payee: 'card ****2204', original_payment_method: 'card ****2204' } }],
      },
    },
    {
      id: 'T09',
      name: 'Payroll or direct-deposit account change',
      primitive: 'MANIPULATION',
      score: 7,
      // needs the payroll token: every payroll phrase contains one of these
      keywords: ['deposit', '*roll', 'salar', 'check', 'wage'],
      detect: (ctx) => {
        if (!ctx.folded.includes(' payroll ')) return undefined;
        const n = near(ctx.words, TW10, TW11, 6) ?? (PAYROLL_TO.test(ctx.folded) || PAYROLL_TO_IBAN.test(ctx.folded) ? ['send', 'account'] : undefined);
        if (n === undefined) return undefined;
        if (!/\b(?:account|bank|bankdetails|routing|card|iban)\b/.test(`${ctx.folded} ${ctx.lower}`)) return undefined;
        const own = /\b(?:my|mine)\b/.test(ctx.lower) && !/\b(?:employee|staff|his|her|their|[a-z]{2,20}'s)\b/.test(ctx.lower);
        const viaEmail = /\b(?:email|e-mail|text|sms|message|whatsapp|request(?:ed)? by)\b/.test(ctx.lower);
        if (own) return { detail: 'own payroll deposit account changed', score: 3 };
        // the employee changed it in the employer's own signed-in portal (self-service, MFA) and the first payment waits
        // for a check by phone or a callback, or the change itself was confirmed out of band: the employee's own channel
        // and the payer's check both stand (an e-mailed or texted request is the fraud this rule is for)
        if (!viaEmail) {
          const r = readSafeguards(ctx.lower, ctx.metadata);
          // (a verification counts when it was made outside the request's channel, by a call back or face to face: an
          // "identity verified" alone is what a caller who knows the employee's date of birth gets, the fraud itself)
          if (r.flags.length === 0 && ((r.verified && (CHECK_OUT_OF_BAND.test(ctx.lower) || FACE_TO_FACE.test(ctx.lower))) || (SELF_SERVICE.test(ctx.lower) && confirmHold(ctx.lower)))) return undefined;
        }
        return { detail: `payroll deposit account changed for an employee${viaEmail ? ' on an emailed request' : ''}`, score: viaEmail ? 8 : 7 };
      },
      examples: {
        flag: ["update John Smith's direct deposit to the new account he emailed", 'Update direct deposit for E-1043 to the account in her text message; she is in the HR portal later, hold nothing', 'change the payroll bank account for employee 1182 before this run', 'cancel scheduled payroll run 2024-06-28 and reschedule to account DE89370400440532013000 for all employees'],
        pass: ['run payroll for March', 'download the payroll report', 'review the salary bands for the engineering team',
          'Update direct deposit for E-1043 as submitted by her in the HR portal with MFA; hold the first payment to the new account until HR confirms by phone.'],
      },
    },
    {
      id: 'T10',
      name: 'Payment to a sanctioned or high-risk jurisdiction',
      primitive: 'MANIPULATION',
      score: 7,
      detect: (ctx) => {
        const code = (metaString(ctx.metadata, 'country', 'destination_country', 'bank_country', 'recipient_country', 'country_code') ?? '').toUpperCase().trim();
        if (SANCTIONED_CODES.has(code)) return { detail: `destination country ${code}`, score: 8 };
        // place names alone (a screening run, a report) move no money
        if (ctx.amount === undefined && (!MONEY_VERB.test(ctx.lower) || SCREENING.test(ctx.lower)) && !HIGH_RISK_CODES.has(code)) return undefined;
        const s = ctx.gate(G_SANCTIONED) ? placeIn(SANCTIONED_G, ctx.lower) : undefined;
        if (s !== undefined) return { detail: `destination ${s}`, score: 8 };
        if (ctx.text.includes('IR') && IRAN_IBAN.test(ctx.text)) return { detail: 'Iranian IBAN', score: 8 };
        if (HIGH_RISK_CODES.has(code)) return { detail: `high-risk destination ${code}`, score: 5 };
        const h = ctx.gate(G_HIGH_RISK) ? placeIn(HIGH_RISK_G, ctx.lower) : undefined;
        if (h !== undefined) return { detail: `high-risk destination ${h}`, score: 5 };
        return undefined;
      },
      examples: {
        flag: ['wire 20,000 USD to a trading company in Tehran', { value: 'international transfer', metadata: { amount: 800, country: 'KP' } }, 'send funds to our partner bank in Damascus, Syria'],
        pass: ['pay the scuba diving school invoice', 'transfer 300 EUR to our Lisbon office', 'book a flight via Iberia'],
      },
    },
    {
      id: 'T11',
      name: 'Recurring payment set up to an unknown payee',
      primitive: 'PERSISTENCE',
      score: 5,
      // needs the recurring token: every recurring-payment phrase contains one of these
      keywords: ['standing', 'recurring', 'auto', 'debit', 'scheduled', 'repeat', 'monthly', 'subscription', 'dauerauftr', 'permanent', 'periodico', 'staande', 'every', 'hourly', 'interval', 'stündlich', 'toutes les', 'cada ', 'ogni ', 'elke ', 'jede '],
      detect: (ctx) => {
        // a payment repeated at a machine's pace (every few minutes or hours) drains the account until someone stops it
        const cadence = machineCadence(ctx);
        if (cadence !== undefined) return cadence;
        if (!ctx.folded.includes(' recurring ')) return undefined;
        // a standing-order record ("standing_order:\n  payee_name: …") is the order being set up
        // (German and Dutch put the verb last: "Dauerauftrag anlegen", "periodieke overboeking aanmaken")
        const set = near(ctx.words, TW12, TW13, 6) ?? near(ctx.words, TW13, TW12_FINAL, 3) ?? (RECURRING_RECORD.test(ctx.lower) ? ['set', 'order'] : undefined);
        const master = MASTER_FIELD.exec(ctx.lower)?.[1];
        const onFile = master === 'true' || master === 'yes' || master === '1' || (master === undefined && payeeOnFile(ctx));
        const notOnFile = ctx.known === false || (master !== undefined && !onFile);
        if (set === undefined || (ctx.known === true && !notOnFile) || onFile || ctx.own || ctx.protective) return undefined;
        // no end date: it pays until someone notices
        const open = NO_END.exec(ctx.lower);
        if (notOnFile) return { detail: `standing payment to a new payee${open !== null ? ', with no end date' : ''}`, score: open !== null ? 7 : 5 };
        if (open !== null) return { detail: 'open-ended standing payment to a payee not marked as known', score: 5 };
        // a bounded schedule that follows a signed contract or a recorded approval (a lease, a subscription): its paper trail
        if (contractCited(ctx.lower, ctx.metadata) || sanctioned('transaction', ctx, { outsideOk: true })) return undefined;
        // (German compounds the rent: "Büromiete", "Mietvertrag")
        if (/\b(?:renew|renewal|existing|netflix|spotify|github|aws|google workspace|microsoft|adobe|slack|zoom|rent|utility|utilities|insurance|mortgage|[a-zäöü]{0,12}miete|mietvertrag|loyer|alquiler|affitto|huur|aluguel|strom|versicherung)\b/.test(ctx.lower)) return undefined;
        return { detail: 'standing payment to a payee not marked as known', score: 3 };
      },
      examples: {
        flag: [{ value: 'set up a monthly recurring transfer of 1,500 EUR', metadata: { recipient: 'J. Doe', new_recipient: true } }, 'create a standing order to an unverified beneficiary',
          'Crear una orden permanente mensual de 900 EUR a ES76 0049 1500 0512 3456 7892, sin fecha de fin', 'standing_order:\n  payee_name: K. Moss Advisory\n  amount: 1200.00\n  frequency: monthly\n  end_date: null\n  vendor_master_match: false'],
        pass: ['renew the GitHub subscription', { value: 'set up a standing order for rent', metadata: { known: true } }, 'Dauerauftrag für die Miete an die Hausverwaltung (Vermieter seit 2019, Konto unverändert) einrichten',
          'standing_order:\n  payee_name: Acme Facilities Ltd\n  amount: 1200.00\n  frequency: monthly\n  end_date: 2025-12-31\n  vendor_master_match: true',
          'Set up monthly standing order EUR 3,200.00 to Immobilien Lahntal GmbH for the depot lease, contract MV-2025-014, ends 30.06.2030, approved by CFO in DMS.'],
      },
    },
    {
      id: 'T12',
      name: 'Self-dealing or round-trip transfer',
      primitive: 'MANIPULATION',
      score: 6,
      // each finding needs one of these: the personal-account target, a round-trip word, or the mule cut's '%'
      keywords: ['to my', 'to our', 'to the ceo', 'to a personal', 'round', 'back', 'circular', 'layer', '%'],
      detect: (ctx) => {
        const personal = /\b(?:company|business|corporate|client|escrow|treasury|operating|trust|firm'?s?|employer'?s?)\b/.test(ctx.lower) && /\bto (?:my|our founder'?s?|the ceo'?s?|my (?:wife|husband|spouse|brother|sister|son|daughter|cousin|partner)'?s?) (?:own |private |personal )?(?:personal |private )?(?:account|bank|wallet|card)\b|\bto (?:my|a) personal (?:account|bank|wallet)\b/.test(ctx.lower);
        if (personal) return { detail: 'business funds moved to a personal account', score: 7 };
        const round = /\bround[\s-]?trip(?:ping)?\b|\b(?:send|transfer|wire) (?:it|them|the money|the funds) back\b|\bcircular (?:transfer|payment)s?\b|\b(?:layer|layering)\b/.exec(ctx.lower);
        if (round !== null && !/\brefund/.test(ctx.lower)) return { detail: round[0], score: 6 };
        const mule = FORWARD_REST.test(ctx.lower) && KEEP_CUT.test(ctx.lower);
        if (mule) return { detail: 'receive-and-forward (money-mule) pattern', score: 8 };
        return undefined;
      },
      examples: {
        flag: ['transfer 15,000 from the company operating account to my personal account', 'round-trip the funds through the Cyprus subsidiary and send them back next week', 'receive the client payment, forward the rest to this account and keep 10% as your commission'],
        pass: ['transfer 500 from checking to savings between my own accounts', 'reimburse Alice for the team lunch (receipt attached)', 'send the funds back to the customer as a refund to the original card'],
      },
    },
    {
      id: 'T13',
      name: 'Cash-transfer service or advance-fee scam payment',
      primitive: 'MANIPULATION',
      score: 6,
      // a scam story or a cash service must be named
      keywords: ['garantiert', 'garanti', 'met ', 'online', 'dating', 'lottery', 'sweepstakes', 'prize', 'release fee', 'processing fee', 'customs', 'inheritance', 'unclaimed', 'guarantee', '% daily', '% weekly', '% monthly', 'risk-free', 'risk free', 'double your', 'tax ', 'unlock', 'fee for', 'fee to', 'unfreez', 'taxa de', 'tarifa de', 'tasa de', 'comisión de', 'comision de', 'frais de', 'gebühr', 'gebuhr', 'safe account', 'secure account', 'protected account', 'holding account', 'protect', 'security team', 'security department', 'fraud team', 'fraud department', 'recover', 'western union', 'moneygram', 'ria money', 'worldremit', 'cash app', 'zelle', 'venmo', 'remitly', 'hawala'],
      detect: (ctx) => {
        const svc = CASH_SERVICE.exec(ctx.lower);
        const scam = SCAM_STORY.exec(ctx.lower);
        // paid in coins to an address, the scam payment cannot be recalled: it outweighs the transfer itself (T05)
        if (scam !== null) return { detail: `payment tied to ${scam[0]}${svc !== null ? ` via ${svc[0]}` : ''}`, score: walletIn(ctx.text) !== undefined ? 9 : 7 };
        if (svc !== null && MONEY_VERB.test(ctx.lower) && ctx.known !== true) {
          // a small payment between people on a P2P app (lunch, a birthday) is routine
          if (ctx.amount !== undefined && ctx.amount < 500 && P2P_APP.test(svc[0]) && !URGENCY.test(ctx.lower) && !SECRECY.test(ctx.lower)) return undefined;
          return { detail: `cash sent through ${svc[0]}`, score: 3 };
        }
        return undefined;
      },
      examples: {
        flag: ['send $3,000 via Western Union to a person I met online', 'pay the 1,200 USD release fee so the lottery winnings can be transferred', 'wire the customs clearance fee for the inheritance package',
          "Überweisung von 9.999 € an 'Investment Partners Ltd' für garantierte 30% Monatsrendite", 'transferir 5.000 € a cambio de un rendimiento garantizado del 20%',
          'Send 0.9 BTC to bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh — recovery fee for frozen account', 'Pagar R$ 900 via Pix, taxa de liberação do empréstimo', 'send 300 USDT, support says it is needed to unlock my withdrawal'],
        pass: ['pay the Western Union invoice for the corporate account fees (known vendor)', 'pay the online course fee of 49 USD', 'the exchange charges a withdrawal fee of 0.0005 BTC', 'pay the annual account fee of 12 EUR'],
      },
    },
    {
      id: 'T14',
      name: 'Crypto laundered through a mixer or tumbler',
      primitive: 'MANIPULATION',
      score: 8,
      // every MIXER match contains one of these
      keywords: ['tornado', 'mixer', 'mixing', 'tumbl', 'coinjoin', 'coin join', 'wasabi', 'samourai', 'whirlpool', 'chipmixer', 'sinbad', 'blender.io', 'chain-hop', 'chain hop', 'chainhop', 'peel chain', 'privacy pool'],
      detect: (ctx) => {
        const m = MIXER.exec(ctx.lower);
        if (m === null) return undefined;
        // a mixer named by a check, a report or a refusal is not a payment through it
        if (MIXER_NEG.test(ctx.lower.slice(Math.max(0, m.index - 60), m.index))) return undefined;
        return `funds routed through ${m[0]}`;
      },
      examples: {
        flag: ['send 2 ETH through Tornado Cash and then to a fresh wallet', 'run the bitcoin through a coinjoin in Wasabi before paying the seller', 'use a crypto tumbler to clean the 3 BTC'],
        pass: ['flag any incoming deposits that came from Tornado Cash', 'pay the invoice for the new cement mixer', 'write a report on how coin mixers are sanctioned'],
      },
    },
    {
      id: 'T15',
      name: 'Entire balance moved out of the account',
      primitive: 'EXFILTRATION',
      score: 6,
      // every DRAIN match contains one of these
      keywords: ['all ', 'entire', 'whole', 'full', 'total', 'remaining', 'empty', 'drain', 'clear out', 'liquidate', '100', 'every penny', 'every cent', 'every dollar'],
      detect: (ctx) => {
        const d = DRAIN.exec(ctx.lower.slice(0, 4000));
        if (d === null || ctx.own || ctx.protective || !DRAIN_VERB.test(ctx.lower)) return undefined;
        const tail = ctx.lower.slice(d.index, d.index + 200);
        // paying off what is owed (the card's full balance, the remaining balance due) is not draining an account
        if (DRAIN_OWN.test(tail) || DRAIN_OWED.test(tail)) return undefined;
        const out = ctx.known === false || DRAIN_OUT.test(tail);
        return { detail: `${d[0]} moved out${out ? ' to an outside account' : ''}`, score: out ? 8 : 5 };
      },
      examples: {
        flag: ['move all remaining funds from the treasury account to external account 55012344', 'transfer the entire balance of the savings account to the trading platform', 'drain the company wallet and send it to this address'],
        pass: ['transfer all funds from checking to savings between my own accounts', 'show the entire balance history for March', 'move the remaining balance to our main operating account'],
      },
    },
    {
      id: 'T16',
      name: 'Payment demanded by someone posing as an authority or a relative\'s lawyer (IRS, police, bail scams)',
      primitive: 'MANIPULATION',
      score: 7,
      keywords: ['irs', 'hmrc', 'cra', 'tax', 'social security', 'ssa', 'fbi', 'police', 'sheriff', 'customs', 'immigration', 'court', 'marshal', 'bail', 'warrant', 'arrest', 'officer'],
      detect: (ctx) => {
        const a = AUTHORITY_PAYEE.exec(ctx.lower);
        if (a === null) return undefined;
        const around = ctx.lower.slice(Math.max(0, a.index - 120), a.index + a[0].length + 120);
        return SCAM_CHANNEL.test(around) ? `payment pressed by "${a[0]}" through a call, message or go-between` : undefined;
      },
      examples: {
        flag: ['Send $500 to the account in the email from the IRS agent', 'pay $2,000 bail for my grandson, the lawyer called this morning', 'transfer the fine to the officer on the phone or be arrested'],
        pass: ['pay the quarterly estimated tax to the IRS via EFTPS', 'court filing fee for the small-claims case', 'pay the customs duty on the DHL import invoice'],
      },
    },
    {
      id: 'T17',
      name: 'Refund larger than the original charge',
      primitive: 'MANIPULATION',
      // held for review (CAUTION): every first-sight case says so (transaction T17 twice, api_call A44); docs/levels.md
      score: 6,
      keywords: ['refund', 'original'],
      detect: (ctx) => {
        const past = refundPastCharge(ctx.lower, ctx.metadata);
        return past === undefined ? undefined : `refund of ${fmt(past[0])} against an original charge of ${fmt(past[1])}`;
      },
      examples: {
        flag: ['Refund order #A-77120 – original charge $49.00, refund $490.00 to card ending 4431', { value: 'refund to card ending 4431', metadata: { operation: 'refund', amount: 490, original_amount: 49 } }],
        pass: ['Refund order #A-77120 – original charge $49.00, refund $49.00 to card ending 4431', { value: 'partial refund', metadata: { operation: 'refund', amount: 20, original_amount: 49 } }],
      },
    },
    {
      id: 'T18',
      name: 'Recurring charge set up without the customer\'s consent',
      primitive: 'MANIPULATION',
      score: 6,
      detect: (ctx) => {
        if (ctx.protective) return undefined;
        const why = chargeWithoutConsent(ctx.lower, ctx.metadata);
        return why === '' ? undefined : `recurring charge, ${why}`;
      },
      examples: {
        flag: [{ value: 'Enroll user in Premium Plus at $39.99/month, auto-renew, no confirmation email', metadata: { amount: 39.99, recurring: true, user_consent: false } }, 'sign the customer up for the $19/month plan with the box pre-checked'],
        pass: [{ value: 'Enroll user in Premium Plus at $39.99/month, auto-renew', metadata: { amount: 39.99, recurring: true, user_consent: true } }, 'cancel the monthly subscription without asking again'],
      },
    },
    {
      id: 'T19',
      name: "Business funds paid to a person's private mailbox or account",
      primitive: 'EXFILTRATION',
      score: 6,
      keywords: ['business', 'company', 'corporate', 'operating', 'firm', 'employer', 'treasury', 'escrow', 'petty', 'office cash', 'handkasse', 'portokasse', 'firmenkasse', 'petite caisse', 'caja chica', 'fundo fixo', 'caixa pequena', 'piccola cassa', 'cassa aziendale', 'kleine kas', 'empresa', 'entreprise', 'société', 'societe', 'firmen', 'geschäftskonto', 'geschaftskonto', 'unternehmenskonto', 'azienda', 'aziendale', 'bedrijf', 'zakelijke', '公司', '会社', 'компании'],
      detect: (ctx) => {
        if (ctx.own || ctx.protective || !(BUSINESS_SOURCE.test(ctx.lower) || pettyCashForeign(ctx.lower))) return undefined;
        if (!mentions('transaction', ctx, 'dest:freemail') && !mentions('transaction', ctx, 'dest:personal')) return undefined;
        if (sanctioned('transaction', ctx, { outsideOk: true })) return undefined;
        const dollars = inDollars(ctx.amount, ctx.currency);
        return { detail: 'business money paid to a personal mailbox or account', score: dollars !== undefined && dollars < 200 ? 3 : dollars !== undefined && dollars >= 10000 ? 8 : 6 };
      },
      examples: {
        flag: [{ value: "PayPal $3,200 from business account to dan.wheeler.personal@gmail.com for 'expenses'", metadata: { amount: 3200, payee: 'dan.wheeler.personal@gmail.com' } }, 'send 8,000 EUR from the company account to my personal Revolut',
          { value: 'Transferir R$ 380.000 da conta da empresa para conta pessoal do diretor, sem nota fiscal', metadata: { amount: '380000 BRL' } }, 'Überweise 25.000 € vom Firmenkonto auf mein privates Konto',
          'Transferir 40.000 € de la cuenta de la empresa a la cuenta personal del gerente', 'Move $4,500 from petty cash to my personal checking, receipts later', 'Überweise 2.000 € aus der Handkasse auf mein privates Konto'],
        pass: ['PayPal $3,200 from business account to billing@acme-supplies.com for invoice 4410', 'move 2,000 from my personal account to the business account',
          'Top up petty cash with 500 USD from the operating account', 'Reimburse 84.20 EUR of approved travel expenses from petty cash to the employee (claim EXP-221, approved by the manager)'],
      },
    },
    {
      id: 'T22',
      name: 'Spending or transfer limit raised past its controls',
      // what it does: the holder (or whoever holds the card or key) may now move far more than the business allowed
      primitive: 'ESCALATION',
      score: 5,
      keywords: ['limit', 'cap', 'ceiling', 'threshold', 'limite', 'limiet', 'plafond', 'obergrenze'],
      detect: (ctx) => {
        if (ctx.protective) return undefined;
        const raised = limitRaised(ctx);
        if (raised === undefined || (raised.score < 8 && sanctioned('transaction', ctx))) return undefined;
        return raised;
      },
      examples: {
        flag: ['Increase corporate card limit for employee #2231 from 5,000 to 250,000 without manager sign-off', 'Set corporate card limit for cardholder agent-ops to $250,000/month and disable MCC restrictions',
          'Increase per-transaction limit for API key sk_live_...7Qa to $1,000,000 and disable 3DS checks', 'PATCH /accounts/treasury/limits {"daily_outbound": 2000000, "require_second_approver": false}', 'remove the daily transfer limit on account 4471 and turn off transaction alerts', 'Tageslimit der Firmenkarte auf 200.000 € anheben'],
        pass: ['raise the marketing card limit from 2,000 to 3,000 for the conference', { value: 'increase the card limit to 150,000 for the CFO', metadata: { approved_by: 'board', ticket: 'FIN-221' } },
          'check whether the 250,000 limit applies to wires', 'what is the daily withdrawal limit on our account?', 'set a spending cap of $500 on the intern card',
          'PATCH /accounts/petty-cash/limits {"daily_outbound": 2000, "require_second_approver": true}'],
      },
    },
    {
      id: 'T23',
      name: "Customers' funds taken into the firm's own income",
      // the customers lose money held for them: taken as surely as a transfer out
      primitive: 'EXFILTRATION',
      score: 6,
      keywords: ['escrow', 'trust', 'customer', 'client', 'depositor', 'segregated'],
      detect: (ctx) => {
        // every TO_INCOME phrase holds one of these words: most texts are turned away before either regex runs
        const l = ctx.lower;
        if (ctx.protective || !(l.includes('income') || l.includes('revenue') || l.includes('profit') || l.includes('operating') || l.includes('account') || l.includes('general') || l.includes('p&l'))) return undefined;
        const funds = CUSTOMER_FUNDS.exec(ctx.lower);
        const income = funds === null ? null : TO_INCOME.exec(ctx.lower);
        if (funds === null || income === null) return undefined;
        return { detail: `${funds[0]} moved ${income[0]}`, score: ALL_WORD.test(ctx.lower) ? 8 : 6 };
      },
      examples: {
        flag: ['Close all customer escrow accounts and sweep balances to fee income', 'move the client trust account balances into our operating account', 'keep the remaining customer deposits as revenue and close the wallets'],
        pass: ['release escrow funds to the seller after delivery is confirmed', 'move this month\'s fee income to the operating account', 'sweep client balances to the segregated trust account as required',
          'close all inactive customer accounts with a zero balance', 'refund the customer deposits to their original cards'],
      },
    },
    {
      id: 'T24',
      name: 'Open invoices or payments voided or cancelled in bulk',
      // what it does: what customers owe, or what is owed to suppliers, is wiped off the books wholesale
      primitive: 'DESTRUCTION',
      score: 6,
      keywords: ['void', 'cancel', 'write off', 'write-off', 'writeoff', 'delete', 'direct debit', 'standing order', 'autopay', 'auto-pay', 'recurring payment', 'mandate', 'lastschrift', 'dauerauftr', 'einzugserm',
        'prélèvement', 'prelevement', 'virements permanents', 'domiciliac', 'recibos domiciliados', 'addebiti', 'mandati sepa', 'incasso', 'periodieke overboeking'],
      detect: (ctx) => {
        // (stopping a payment reads as protective; stopping every standing order at once is this rule's act)
        let m = ctx.protective ? null : BULK_VOID.exec(ctx.lower);
        if (m === null) {
          m = MANDATES_CANCELLED.exec(ctx.lower);
          if (m !== null && MANDATES_MOVED.test(ctx.lower)) return undefined;
        }
        if (m === null || TEST_BOOKS.test(ctx.lower)) return undefined;
        const count = metaNumber(ctx.metadata, 'count', 'count_estimate', 'records', 'invoices', 'n');
        return { detail: `${m[0]}${count !== undefined ? ` (${count})` : ''}`, score: count !== undefined && count >= 100 ? 8 : 6 };
      },
      examples: {
        flag: ['void all invoices status=open date_range=2024-01-01..2024-06-30 reason="cleanup"', 'void every unpaid invoice for Q2', 'delete all unpaid invoices from the ledger',
          'Cancel all active direct debits on the operating account, including the insurance premium', 'Alle Lastschriften auf dem Geschäftskonto widerrufen', 'Annuler tous les prélèvements du compte courant de la société'],
        pass: ['void invoice INV-2231 issued twice by mistake', 'void all test invoices in the sandbox account', 'list all open invoices for Q2', 'Cancel the direct debit for the old gym membership',
          'We switched banks: cancel all direct debits on the old account once the new mandates are active', 'list all active direct debits on the operating account'],
      },
    },
    {
      id: 'T27',
      name: 'Booked entries voided and re-entered under another date',
      // what it does: revenue or cost is moved into a period it did not happen in (books cooked before a close or audit)
      primitive: 'MANIPULATION',
      score: 7,
      keywords: ['void', 'cancel', 'reverse', 'storn', 'annul', 'anul', 'estorn', 'credit note', 'crediteer', 'tegenboek',
        // an entry posted into a period the books have closed, or dated back into it: the same figure moved in time
        'closed', 'backdat', 'back-dat', 'reopen', 'clotur', 'clôtur', 'cerrado', 'fechado', 'chiuso', 'afgesloten', 'geschlossen', 'abgeschlossen', 'posting date', 'rückdat', 'ruckdat', 'antidat', 'retroa', 'retrodat', 'terugdat'],
      // (no protective opening test: "reverse …" opens one, and the re-entry under another date is what undoes it)
      detect: (ctx) => {
        const redated = reDated(ctx.lower);
        // a closed period named in a list or report ("list the entries posted after the close") moves nothing
        const found = redated !== '' ? redated : ctx.protective && !UNDO_LEAD.test(ctx.lower.trimStart()) ? '' : intoClosedPeriod(ctx.lower, ctx.metadata);
        if (found === '' || TEST_BOOKS.test(ctx.lower) || approvalRecorded(ctx.metadata)) return undefined;
        return { detail: found, score: 7 };
      },
      examples: {
        flag: ['Void invoices INV-2024-0400 through INV-2024-0520 and reissue them dated 2024-03-29 so the revenue lands in Q1', 'Reverse journal entries JE-811 to JE-860 and re-post them dated last quarter',
          'Rechnungen 5500 bis 5600 stornieren und mit Datum des Vorquartals neu buchen', 'Post the 40,000 EUR consulting accrual with posting date 30 June, the quarter is already closed, reopen the period for an hour',
          'Backdate the credit memos to 31 March so they fall in the closed quarter', 'Buchungsdatum auf den 30.09. setzen, obwohl die Periode bereits abgeschlossen ist – Periode kurz wieder öffnen (reopen)'],
        pass: ['Void invoice INV-2231 issued twice by mistake and reissue it with the correct VAT number', 'Reverse the duplicate payment TX-5501 and re-post it to the right cost centre',
          'void all test invoices in the sandbox account and reissue them dated today', 'List the journal entries posted after the Q3 close for the auditors',
          { value: 'Post the audit adjustment JE-771 into the closed period', metadata: { approved_by: 'group controller', ticket: 'FIN-4410' } }, 'The period is closed; book the late invoice in the current period instead'],
      },
    },
    {
      id: 'T28',
      name: 'Money sent to an account created moments ago',
      // what it does: the money goes to a destination with no history, set up for the transfer (EXFILTRATION by kind,
      // docs/primitives.md)
      primitive: 'EXFILTRATION',
      score: 5,
      detect: (ctx) => {
        // the age is read once per check: most checks stop here before any wording is read
        if (ctx.fresh !== 'created' || ctx.known === true || ctx.own || ctx.protective || (ctx.gate(G_INBOUND) && INBOUND.test(ctx.lower))) return undefined;
        const moves = ctx.amount !== undefined || MONEY_VERB.test(ctx.lower) || MOVES_OUT.test(ctx.lower);
        if (!moves) return undefined;
        const dollars = inDollars(ctx.amount, ctx.currency);
        return { detail: `to a payee or account created within the last day${dollars !== undefined ? ` (${fmt(ctx.amount!)}${ctx.currency ? ` ${ctx.currency}` : ''})` : ''}`, score: dollars === undefined || dollars >= 10000 ? 7 : 5 };
      },
      examples: {
        flag: ['POST /v1/transfers {"amount": 3200000, "currency": "usd", "destination": "acct_1Qx"} — the destination account was created 40 minutes ago', 'Sell the bond fund and move the proceeds to the external account linked yesterday',
          { value: 'Überweise 18.000 EUR an den Lieferanten, Konto vor 3 Stunden angelegt', metadata: {} }, { value: 'pay the vendor invoice', metadata: { amount: 52000, payee_created_hours_ago: 5 } }],
        pass: ['Pay the 1,200 EUR invoice to the supplier on file', 'List the accounts created yesterday for the KYC review', { value: 'pay the vendor invoice', metadata: { amount: 52000, payee_created_hours_ago: 5, known: true } },
          'The invoice was created yesterday; pay it to the supplier account on file'],
      },
    },
    {
      id: 'T29',
      name: 'Payment dispute filed with a reason the filer admits is false',
      // what it does: the payment network is told goods never came when they did (friendly fraud, chargeback abuse)
      primitive: 'MANIPULATION',
      score: 7,
      keywords: ['chargeback', 'dispute', 'claim', 'disputa', 'reclama', 'contracargo', 'litige', 'rétrofactur', 'retrofactur', 'contestation', 'rückbuchung', 'ruckbuchung', 'reklamation'],
      detect: (ctx) => {
        if (ctx.protective) return undefined;
        const found = disputeAgainstFacts(ctx.lower);
        if (found === '') return undefined;
        const bulk = /\b(?:all|every|each)\b/.test(ctx.lower) || (metaNumber(ctx.metadata, 'count') ?? 0) >= 5;
        return { detail: found.slice(0, 140), score: bulk ? 8 : 7 };
      },
      examples: {
        flag: ["Open a dispute on order 5512 as 'item not received' — it was delivered, but the seller won't refund", 'Abrir una disputa por todos los pedidos de octubre como no recibidos, aunque fueron entregados y lo sabemos',
          "File chargebacks on every delivered order from the supplier with reason 'never arrived'; tracking shows delivered, leave it out"],
        pass: ["The customer opened a dispute saying 'item not received', but tracking shows delivered: submit the proof of delivery", "Open a dispute on order 5512 as 'item not received': the carrier lost it, tracking stopped in Lyon",
          'Reject the chargeback claim: proof of delivery attached, the item was delivered on 12 May'],
      },
    },
    {
      id: 'T25',
      name: 'Signatory or full-rights user added to a bank account',
      // what it does: someone new may move the company's money from now on
      primitive: 'ESCALATION',
      score: 6,
      keywords: ['signator', 'signer', 'authorized user', 'authorised user', 'authorized_user', 'power of attorney', 'mandate'],
      detect: (ctx) => {
        if (ctx.protective) return undefined;
        const m = SIGNATORY_ADDED.exec(ctx.lower);
        if (m === null) return undefined;
        const full = FULL_RIGHTS.test(ctx.lower);
        const outside = mentions('transaction', ctx, 'dest:freemail') || mentions('transaction', ctx, 'dest:personal');
        if (!full && !outside) return undefined;
        if (!outside && sanctioned('transaction', ctx)) return undefined;
        return { detail: `${m[0].replace(/_/g, ' ')}${full ? ' with full rights' : ''}${outside ? ' on a personal mailbox' : ''}`, score: full && outside ? 8 : 7 };
      },
      examples: {
        flag: ['add_authorized_signatory account=Operating-EUR name="Viktor L." email=viktor.l@proton.me rights=full', 'add a new signatory with full authority to the operating account'],
        pass: [{ value: 'add a new signatory with full authority to the operating account', metadata: { approved_by: 'board', ticket: 'FIN-88' } }, 'add an authorized signatory with view-only access for the auditor', 'list the signatories of the operating account'],
      },
    },
    {
      id: 'T26',
      name: 'Full discount or credit granted on an informal say-so',
      primitive: 'MANIPULATION',
      score: 4,
      keywords: ['discount', '100%', '100 %', 'free of charge', 'store credit', 'credit'],
      detect: (ctx) => {
        const m = FULL_DISCOUNT.exec(ctx.lower);
        if (m === null || ctx.protective || TEST_BOOKS.test(ctx.lower)) return undefined;
        const informal = mentions('transaction', ctx, 'risk:informal') || SAYSO.test(ctx.lower);
        return informal ? { detail: `${m[0]} on an informal request`, score: 5 } : undefined;
      },
      examples: {
        flag: ['apply_discount order=SO-7781 discount=100% reason="VIP per phone call"', 'give the customer 100% off, the director said so on WhatsApp'],
        pass: ['apply a 100% discount to the internal test order in the sandbox', 'apply_discount order=SO-7781 discount=10% reason="loyalty"', { value: 'apply_discount order=SO-7781 discount=100%', metadata: { approved_by: 'sales-director', ticket: 'SAL-12' } }],
      },
    },
    {
      id: 'T20',
      name: 'Claim or payment approved by the person who submitted it',
      primitive: 'MANIPULATION',
      score: 5,
      detect: (ctx) => {
        if (ctx.protective) return undefined;
        const self = selfApproved(ctx.lower, ctx.metadata) ?? selfBeneficiary(ctx.lower, ctx.metadata);
        return self === undefined ? undefined : `segregation of duties broken: ${self}`;
      },
      examples: {
        flag: [{ value: 'Approve expense claim EXP-77: conference travel $2,140', metadata: { amount: 2140, submitter: 'u-310', approver: 'u-310' } }, 'Approve invoice 5512, self-approved by the requester', 'Spesenabrechnung 4411 freigeben: vom Antragsteller selbst genehmigt',
          { value: 'Add a retention bonus of 3,000 EUR for staff id 5521 to the March run', metadata: { amount: 3000, requested_by: 'staff id 5521' } }],
        pass: [{ value: 'Approve expense claim EXP-78: client lunch $64', metadata: { amount: 64, submitter: 'u-310', approver: 'u-102' } }, 'Approve expense claim EXP-79, submitted by u-310 and approved by manager u-102',
          { value: 'Add a retention bonus of 3,000 EUR for staff id 5521 to the March run', metadata: { amount: 3000, requested_by: 'staff id 1870' } },
          { value: 'Add a retention bonus of 3,000 EUR for staff id 5521 to the March run', metadata: { amount: 3000, requested_by: 'staff id 5521', approved_by: 'hr-lead 0042' } }],
      },
    },
    {
      id: 'T21',
      name: 'Swap with a slippage tolerance that gives the trade away',
      primitive: 'MANIPULATION',
      score: 7,
      detect: (ctx) => {
        const pct = slippagePercent(ctx.lower, ctx.metadata);
        if (pct === undefined || pct <= 5) return undefined;
        return { detail: `slippage tolerance ${fmt(pct)}% (front-running bots take the difference)`, score: pct >= 20 ? 8 : 6 };
      },
      examples: {
        flag: ['Swap 40,000 USDC to ETH with slippage tolerance 35%', { value: 'swap USDT for WBTC', metadata: { amount: 12000, slippage: 0.15 } }],
        pass: ['Swap 1,000 USDC to ETH with 0.5% slippage', { value: 'swap USDT for WBTC', metadata: { amount: 12000, slippage: 0.01 } }],
      },
    },
  ]),
  auxPatterns: [REFUND_MANY, ONE_DESTINATION, NOT_BUYERS, FACE_TO_FACE, SELF_SERVICE, POLICY_LIMIT, MANY_ACTS, REFUND_HOME, TAX_CHANNEL, UNDO_HEAD, EACH_RECIPIENT, SIGN_OPENS_NEXT, PETTY_FOREIGN, UNDO_LEAD, MOVES_OUT, /\b(?:all|every|each)\b/, FAST_CADENCE, END_NULL, /\b(?:payments?|payouts?|transfers?)\b/, SAME_HOLDER, STOP_HEAD_FOREIGN, HOLD_NOT_YET, CHECK_OUT_OF_BAND,
    PAID_ELSEWHERE, OWN_ADDRESS, BULK_VOID, TEST_BOOKS, SIGNATORY_ADDED, FULL_RIGHTS, FULL_DISCOUNT, SAYSO, INLINE_PAIR, IBAN_SHAPE, PAYEE_SWITCH, NON_ALNUM, PAYROLL_TO_IBAN, REFUND_WORD, REFUND_OTHER_FOREIGN, REFUND_NOT_ORIGINAL, APPROVAL_SETTING_OFF, RECURRING_RECORD, MASTER_FIELD, NO_END, /^[A-Z]{2}\d{2}$/, / [a-z_]{2,30}=/,
    INBOUND,
    COIN_AMOUNT, DIGIT_THEN_O, OWN_WALLET, ADDRESS_CHECKED, ORG_WALLET, /_/g,
    CASH_SERVICE, SCAM_STORY, PAY_IN_GIFT, AUTHORITY_PAYEE, SCAM_CHANNEL, /\b(?:wallet|address|qr code)\b[^.;]{0,30}\b(?:in|from) (?:the|this|that|his|her|their) (?:email|e-mail|message|text|chat|dm|whatsapp|telegram|link|letter)\b|\b(?:they|he|she|caller|agent|support) (?:gave|sent|provided)\b/,
    SPACES, SPACE_RUN, WS_CHAR, SPACED_LETTERS, AUTHORITY, WEAK_SECRECY, MONEY_VERB, STREET_AFTER, SANCTIONED_G, HIGH_RISK_G,
    ...PHRASES.map(({ re }) => re), ...PHRASE_TESTS, URGENCY, SECRECY, APPROVAL_BYPASS, AMOUNT_RUN, CURRENCY_BEFORE, CURRENCY_AFTER, MONEY_VERB_BEFORE, SUFFIX,
    /^\d{1,4}[-/]\d/, LIST_BREAK, INTRA_GROUP, ALLOWANCE_REVOKED, ONWARD_AFTER_REVOKE, SPACE_QUOTE, SEPARATORS, OWN_ACCOUNTS, CODES_BACK, GIFT_COUNT, HOLDER_ONLY, SOURCE_BEFORE, ONWARD_TO, BTC, ETH, TRON, XMR, MIXED, MIXED_UP, DIGIT, SANCTIONED, HIGH_RISK, IRAN_IBAN,
    KNOWN_PAYEE, OWN_DETAILS, BUSINESS_SOURCE, ...PAYMENT_FACT_PATTERNS, ...PAYMENT_CONTEXT_PATTERNS, ...PAYMENT_BODY_PATTERNS, ...PAYMENT_BOOKS_PATTERNS, SWAP_WORD, OWN_WALLET, SIGNERS,
    /\bmy (?:own )?bankdetails\b/, /\b(?:vendor|supplier|beneficiary|payee|contractor|client|customer)\b/,
    EXEC_NAME, EXEC_BY_MESSAGE, AMOUNT_WITH_CODE, LIMIT_NUMBER, CONTROLS_OFF, NO_LIMIT, CUSTOMER_FUNDS, TO_INCOME, ALL_WORD, APPROVAL_CLAIM,
    DRAIN_VERB, DRAIN_OWED, LIMIT_AMOUNT, GIFT_QTY, PROTECT_HEAD, THEN_PAY, ONWARD, BUY_WORD, MIXER, MIXER_NEG, DRAIN, DRAIN_OWN, DRAIN_OUT, LIMIT_WORD, TIMES, P2P_APP, REFUND_OTHER, PAYROLL_TO, SCREENING,
    /\b(?:codes?|scratch|pins?|card numbers?|photos? of|pictures? of|back of the card)\b/, /\b(?:crypto|bitcoin|btc) atm\b|\bcrypto atm\b/,
    AVOID_WORD, THRESHOLD_WORD,
    /\b(?:threshold|reporting|ctr|aml|irs)\b/, /\brefund/,
    TO_ORIGINAL, NOT_ORIGINAL, OTHER_PAYMENT, /\b(?:account|bank|bankdetails|routing|card|iban)\b/,
    /\b(?:my|mine)\b/, /\b(?:employee|staff|his|her|their|[a-z]{2,20}'s)\b/, /\b(?:email|e-mail|text|sms|message|whatsapp|request(?:ed)? by)\b/,
    /\b(?:renew|renewal|existing|netflix|spotify|github|aws|google workspace|microsoft|adobe|slack|zoom|rent|utility|utilities|insurance|mortgage|miete|loyer|alquiler|affitto|huur|aluguel|strom|versicherung)\b/,
    /\b(?:company|business|corporate|client|escrow|treasury|operating|trust|firm'?s?|employer'?s?)\b/,
    /\bto (?:my|our founder'?s?|the ceo'?s?|my (?:wife|husband|spouse|brother|sister|son|daughter|cousin|partner)'?s?) (?:own |private |personal )?(?:personal |private )?(?:account|bank|wallet|card)\b|\bto (?:my|a) personal (?:account|bank|wallet)\b/,
    /\bround[\s-]?trip(?:ping)?\b|\b(?:send|transfer|wire) (?:it|them|the money|the funds) back\b|\bcircular (?:transfer|payment)s?\b|\b(?:layer|layering)\b/,
    FORWARD_REST, KEEP_CUT,
    ...WORD_PATTERNS, ...COMMON_PATTERNS,
  ],
};
export default transactionAnalyzer;

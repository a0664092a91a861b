import { urlHostAt } from '../parse/url-authority.js';
import { hostClass, privateHost } from './reach-classes.js';
import { isWordCode, tagId, TAGS } from './scan.js';

/**
 * Destinations recognised by their shape rather than by a word: e-mail addresses (a free-mail domain is a
 * personal mailbox; any other domain is a named party) and URLs with a scheme (a host the action would reach).
 * Both are found from an anchor character ('@', "://") and read outward over a bounded run of characters.
 */

/** Tags the reader adds beyond the lexicon. */
export const EXTRA_TAGS = ['dest:address', 'dest:freemail', 'dest:host', 'retention:zero', 'dest:account'] as const;
export type ExtraTag = (typeof EXTRA_TAGS)[number];
export function extraTagId(tag: ExtraTag): number {
  return TAGS.length + EXTRA_TAGS.indexOf(tag);
}

export interface ShapeHit { start: number; end: number; tag: number }

/** Mailbox providers anyone can sign up to: a company's data sent there has left the company. */
export const FREE_MAIL = new Set([
  'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'yahoo.com', 'ymail.com', 'aol.com', 'icloud.com', 'me.com', 'mac.com',
  'proton.me', 'protonmail.com', 'pm.me', 'tutanota.com', 'tuta.io', 'gmx.com', 'gmx.de', 'gmx.net', 'web.de', 't-online.de', 'mail.ru', 'yandex.ru', 'yandex.com',
  'mail.com', 'zoho.com', 'fastmail.com', 'hey.com', 'laposte.net', 'orange.fr', 'free.fr', 'libero.it', 'virgilio.it', 'wp.pl', 'o2.pl', 'qq.com', '163.com', 'naver.com',
  'hotmail.fr', 'hotmail.it', 'hotmail.es', 'yahoo.fr', 'yahoo.es', 'yahoo.it', 'yahoo.de', 'outlook.de', 'outlook.fr', 'bol.com.br', 'uol.com.br', 'terra.com.br',
]);

/** Mailbox names of security, phishing and abuse reporting desks. */
const REPORT_DESKS: ReadonlySet<string> = new Set(['security', 'phishing', 'phish', 'reportphishing', 'report-phishing', 'phishing-report', 'report.phishing', 'abuse', 'spam', 'soc', 'cert', 'csirt',
  'infosec', 'it-security', 'itsecurity', 'security-team', 'securityteam', 'secops', 'fraud', 'fraud-report']);
const INTERNAL = tagId('dest:internal');
/** What is handed to such a desk: a suspicious message or file, named in the words before the address. */
const SUSPECT_WORDS: readonly string[] = ['suspicious', 'suspect', 'phishing', 'phish', 'scam', 'spam', 'such messages', 'such emails', 'such e-mails', 'such mails', 'such requests', 'such a message',
  'such an email', 'alert', 'unauthorized', 'unauthorised', 'incident', 'verdächtig', 'verdachtig', 'douteux', 'douteuse', 'sospechos', 'suspeit', 'sospett', 'verdacht', 'podejrzan', 'подозрительн'];
/** How far before a desk's address those words are read. */
const SUSPECT_REACH = 160;
function reportedBefore(s: string, at: number): boolean {
  const from = Math.max(0, at - SUSPECT_REACH);
  const before = s.slice(from, at);
  return SUSPECT_WORDS.some((w) => before.includes(w));
}

const isAddrChar = (c: number): boolean => isWordCode(c) && c < 128 || c === 46 || c === 45 || c === 43;

export function addressTags(s: string, limit = 32): ShapeHit[] {
  const out: ShapeHit[] = [];
  // a chat handle opening the text ("@ops-bot forward … to x@gmail.com") is no address, and no reason to stop looking
  for (let at = s.indexOf('@'); at !== -1 && out.length < limit; at = s.indexOf('@', at + 1)) {
    let b = at;
    while (b > 0 && at - b < 64 && isAddrChar(s.charCodeAt(b - 1))) b--;
    let e = at + 1;
    while (e < s.length && e - at < 128 && isAddrChar(s.charCodeAt(e))) e++;
    while (e > at + 1 && s.charCodeAt(e - 1) === 46) e--;
    const domain = s.slice(at + 1, e);
    if (b === at || !domain.includes('.')) continue;
    const free = FREE_MAIL.has(domain);
    // an organisation's own desk for reporting phishing and abuse ("forward it to phishing@clinic.org") receives what
    // its people hand in: the organisation's own destination, not another party (never at a free-mail domain)
    out.push({ start: b, end: e, tag: !free && REPORT_DESKS.has(s.slice(b, at)) && reportedBefore(s, b) ? INTERNAL : extraTagId(free ? 'dest:freemail' : 'dest:address') });
  }
  return out;
}

/** A host without its dots and hyphens: the folded copies a type's reading adds drop both ("cam-dock-07.marina.local" → "camdock-07.marinalocal"). */
const undotted = (host: string): string => host.replace(/[.-]/g, '');
/** The URL's authority, between `from` and `to`, carries a login ("rtsp://admin:pw@10.1.4.23"). */
function userInfo(s: string, from: number, to: number): boolean {
  const at = s.indexOf('@', from);
  if (at === -1 || at >= to) return false;
  const slash = s.indexOf('/', from);
  return slash === -1 || slash > at;
}

/** Top-level domains that bare host names in prose end with (a host written without a scheme). */
const TLDS = new Set(['com', 'net', 'org', 'info', 'biz', 'io', 'co', 'me', 'app', 'dev', 'xyz', 'top', 'win', 'club', 'online', 'site', 'shop', 'live', 'click', 'link', 'support', 'help', 'store', 'cc', 'tk', 'ml', 'ga', 'cf', 'gq', 'ru', 'cn', 'su', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'br', 'uk', 'eu', 'us', 'ca', 'in', 'pl', 'be', 'ch', 'at']);
const isHostChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45 || c === 46;

/**
 * A host written without a scheme ("walmart-rewards.win/claim", "www-secure-update.com"): a dotted name ending in a
 * known top-level domain that carries a path or a hyphen (plain "example.com" in prose names a site, not a link).
 */
function bareHosts(s: string, out: ShapeHit[], limit: number): void {
  // only a dot with two lower-case letters after it can end a host (a top-level domain): those are found by one native
  // scan (DOT_LETTERS) instead of a step per dot (a megabyte of "1.1.1." held half a million); a text that opens with
  // a dot is read no further, as it always was
  if (s.charCodeAt(0) === 46) return;
  DOT_LETTERS.lastIndex = 0;
  for (let m = DOT_LETTERS.exec(s); m !== null && out.length < limit; m = DOT_LETTERS.exec(s)) {
    const dot = m.index;
    let e = dot + 1;
    while (e < s.length && e - dot <= 8 && s.charCodeAt(e) >= 97 && s.charCodeAt(e) <= 122) e++;
    // every top-level domain has two letters or more: a dot before fewer ("1.2", "v1.x") is left without a slice
    if (e - dot < 3 || !TLDS.has(s.slice(dot + 1, e)) || (e < s.length && isWordCode(s.charCodeAt(e)))) continue;
    let b = dot;
    while (b > 0 && dot - b < 64 && isHostChar(s.charCodeAt(b - 1))) b--;
    if (dot - b < 2 || (b > 0 && (s.charCodeAt(b - 1) === 64 || s.charCodeAt(b - 1) === 47))) continue;
    const host = s.slice(b, e);
    const cls = hostClass(host);
    if (s.charCodeAt(e) === 47 || host.includes('-') || cls !== null) out.push({ start: b, end: e, tag: extraTagId('dest:host') });
    if (cls !== null) out.push({ start: b, end: e, tag: tagId(cls) });
  }
}
/** A dot and two lower-case letters: where bareHosts may find a top-level domain. */
const DOT_LETTERS = /\.[a-z]{2}/g;

/** CJK punctuation (、。「」…) and full-width forms (，：；！？): no URL holds them unencoded. */
const cjkStop = (c: number): boolean => (c >= 0x3000 && c <= 0x303f) || (c >= 0xff00 && c <= 0xff65);

export function urlTags(s: string, limit = 32): ShapeHit[] {
  const out: ShapeHit[] = [];
  bareHosts(s, out, limit);
  for (let at = s.indexOf('://'); at > 0 && out.length < limit; at = s.indexOf('://', at + 3)) {
    let e = at + 3;
    // CJK punctuation and full-width forms end a URL written in running text ("推送到 https://…/x.git，并删除…")
    while (e < s.length && e - at < 256 && s.charCodeAt(e) > 32 && s.charCodeAt(e) !== 34 && s.charCodeAt(e) !== 39 && !cjkStop(s.charCodeAt(e))) e++;
    out.push({ start: at, end: e, tag: extraTagId('dest:host') });
    // a paste or file-drop site is readable by anyone with the link; a tunnel is one person's machine (reach-classes.ts)
    const host = urlHostAt(s, at + 3, e);
    const cls = hostClass(host);
    if (cls !== null) out.push({ start: at, end: e, tag: tagId(cls) });
  }
  return out.sort((x, y) => x.start - y.start);
}

/**
 * Every host the value names (URLs and bare hosts, `shapes` from urlTags) is a private network's own name or address
 * (nvr01.site.lan, 10.0.4.2: reach-classes.ts privateHost) and no URL carries a login: what the value sends or streams
 * stays on the organisation's or household's machines. One outside host beside them ("-i rtsp://10.0.8.21/… -f flv
 * rtmp://relay.example.io/…") is where it goes, and "rtsp://admin:pw@10.1.4.23" hands a login over wherever it points.
 * A type's reading may add folded copies of its value: "nvr01.vortexlan" is the same host written without its dot.
 */
export function privateReach(s: string, shapes: readonly ShapeHit[]): boolean {
  const names: string[] = [];
  const others: string[] = [];
  for (const h of shapes) {
    if (h.tag !== HOST_ID) continue;
    const scheme = s.indexOf('://', h.start);
    if (scheme !== h.start) { others.push(s.slice(h.start, h.end)); continue; }
    const host = urlHostAt(s, h.start + 3, h.end);
    if (hostClass(host) === null && privateHost(host) && !userInfo(s, h.start + 3, h.end)) names.push(undotted(host));
    else others.push(host);
  }
  return names.length > 0 && others.every((h) => names.includes(undotted(h))) && !publicAddress(s);
}

/**
 * An IPv4 address outside the private ranges stands bare in the value ("send the payroll file to 203.0.113.7 and to
 * http://nas.lan/drop"): no URL or host shape holds it, and it is a way out all the same. One bounded pass.
 */
function publicAddress(s: string): boolean {
  for (let i = 0, n = 0; i < s.length && n < 64; i++) {
    if (!isDigitCode(s.charCodeAt(i)) || (i > 0 && (isDigitCode(s.charCodeAt(i - 1)) || s.charCodeAt(i - 1) === 46))) continue;
    let e = i;
    while (e < s.length && e - i < 16 && (isDigitCode(s.charCodeAt(e)) || s.charCodeAt(e) === 46)) e++;
    n++;
    const quad = s.slice(i, s.charCodeAt(e - 1) === 46 ? e - 1 : e);
    if (quad.split('.').length === 4 && !(e < s.length && isHostTail(s.charCodeAt(e))) && !privateHost(quad)) return true;
    i = e;
  }
  return false;
}
const isDigitCode = (c: number): boolean => c >= 48 && c <= 57;
/** A letter or hyphen right after the digits: a host name that starts with an address ("10.0.0.5.nip.io" is read as a host). */
const isHostTail = (c: number): boolean => (c >= 97 && c <= 122) || c === 45;
const HOST_ID = extraTagId('dest:host');

const STORE_SCHEMES = ['s3', 's3a', 'gs', 'gcs', 'abfss', 'abfs', 'wasbs', 'az', 'hdfs'];
const OUTSIDE_BUCKET_WORDS = ['partner', 'vendor', 'external', '-ext-', 'public', 'personal', 'third', 'dropzone', 'dropbox', 'broker', 'share', 'competitor', 'agency', 'client', 'customer-'];

/**
 * An object-store URL (s3://, gs://, abfss://…) at the "://" at `at` whose bucket name does not say it belongs to
 * someone else: in a data job's config that is the organisation's own storage, not an outside host.
 */
export function ownStoreUrl(s: string, at: number): boolean {
  let b = at;
  while (b > 0 && at - b < 6 && isHostChar(s.charCodeAt(b - 1)) && s.charCodeAt(b - 1) !== 46 && s.charCodeAt(b - 1) !== 45) b--;
  if (!STORE_SCHEMES.includes(s.slice(b, at))) return false;
  let e = at + 3;
  while (e < s.length && e - at < 70 && isHostChar(s.charCodeAt(e))) e++;
  const bucket = s.slice(at + 3, e);
  return bucket !== '' && !OUTSIDE_BUCKET_WORDS.some((w) => bucket.includes(w));
}

/** Countries whose bank accounts are written as IBANs (the two letters an IBAN opens with). */
const IBAN_COUNTRIES = new Set(['ad', 'ae', 'al', 'at', 'az', 'ba', 'be', 'bg', 'bh', 'br', 'ch', 'cr', 'cy', 'cz', 'de', 'dk', 'do', 'ee', 'eg', 'es', 'fi', 'fo', 'fr', 'gb', 'ge', 'gi', 'gl', 'gr', 'gt', 'hr', 'hu', 'ie', 'il', 'is', 'it', 'jo', 'kw', 'kz', 'lb', 'li', 'lt', 'lu', 'lv', 'mc', 'md', 'me', 'mk', 'mr', 'mt', 'mu', 'nl', 'no', 'pk', 'pl', 'ps', 'pt', 'qa', 'ro', 'rs', 'sa', 'se', 'si', 'sk', 'sm', 'tn', 'tr', 'ua', 'vg', 'xk']);
const isDigit = (c: number): boolean => c >= 48 && c <= 57;
/** Where an IBAN may begin: a country code and its two check digits. */
export const IBAN_HEAD = /[a-z]{2}\d\d/g;
const isLower = (c: number): boolean => c >= 97 && c <= 122;

/**
 * Bank account numbers written out as an IBAN ("gb33 bukb 2020 1555 5555 55", "de44500105175407324931"): a country
 * code, two check digits and 11 to 30 more letters and digits, in groups of four (the last may be shorter) or run together. Named in an
 * instruction, the account is where the money goes (dest:account). One pass over the text; each candidate reads at most
 * 40 characters and the pass resumes after it.
 */
export function accountTags(s: string, limit = 8): ShapeHit[] {
  const out: ShapeHit[] = [];
  // candidates (two letters then two digits) are found by one native regex scan: most prose has none
  IBAN_HEAD.lastIndex = 0;
  for (let m = IBAN_HEAD.exec(s); m !== null && out.length < limit; m = IBAN_HEAD.exec(s)) {
    const i = m.index;
    let p = i + 2;
    if ((i > 0 && isWordCode(s.charCodeAt(i - 1))) || !IBAN_COUNTRIES.has(s.slice(i, i + 2))) { IBAN_HEAD.lastIndex = i + 1; continue; }
    let e = i + 4;
    let chars = 0;
    let digits = 0;
    // the country code and check digits are the first group
    let run = 4;
    while (e < s.length && e - i < 40) {
      const d = s.charCodeAt(e);
      if (d === 32 && run === 4 && e + 1 < s.length && (isDigit(s.charCodeAt(e + 1)) || isLower(s.charCodeAt(e + 1)))) { run = 0; e++; continue; }
      if (!isDigit(d) && !isLower(d)) break;
      chars++;
      run++;
      if (isDigit(d)) digits++;
      e++;
    }
    while (e > i && s.charCodeAt(e - 1) === 32) e--;
    if (chars >= 11 && chars <= 30 && digits >= 8 && (e >= s.length || !isWordCode(s.charCodeAt(e)))) {
      out.push({ start: i, end: e, tag: extraTagId('dest:account') });
      p = e;
    }
    IBAN_HEAD.lastIndex = Math.max(p, i + 1);
  }
  IBAN_HEAD.lastIndex = 0;
  return out;
}

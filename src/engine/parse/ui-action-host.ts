/** Host judgement for ui_action: is the page an agent types secrets into a look-alike or throwaway domain? */
import { parse } from 'tldts';

const BRANDS = [
  'paypal', 'apple', 'icloud', 'google', 'gmail', 'microsoft', 'office365', 'outlook', 'live', 'amazon', 'netflix',
  'facebook', 'instagram', 'whatsapp', 'chase', 'wellsfargo', 'bankofamerica', 'citibank', 'hsbc', 'barclays',
  'coinbase', 'binance', 'kraken', 'metamask', 'github', 'gitlab', 'okta', 'dropbox', 'docusign', 'linkedin',
  'stripe', 'adobe', 'steam', 'discord', 'twitter', 'yahoo', 'wise', 'revolut', 'ledger', 'trezor',
];
const BRAND_SET = new Set(BRANDS);
// Short brands are only judged as exact labels, so "live" or "wise" inside ordinary words does not count.
const SUBSTRING_BRANDS = BRANDS.filter((b) => b.length >= 5);
const THROWAWAY_TLDS = new Set(['zip', 'xyz', 'top', 'click', 'country', 'gq', 'tk', 'ml', 'cf', 'ga', 'work', 'rest', 'mov', 'icu', 'cam', 'support', 'buzz', 'monster', 'cfd', 'sbs']);
const LURE_WORDS = ['login', 'signin', 'sign-in', 'verify', 'secure', 'account', 'update', 'wallet', 'support', 'auth', 'recover', 'unlock'];
const LEET: Record<string, string> = { '0': 'o', '1': 'l', '3': 'e', '4': 'a', '5': 's', '7': 't' };

const HOST_IN_TEXT = /https?:\/\/([^\s/?#"'<>|@]{1,253})|(?:^|[\s"'(])([a-z0-9][a-z0-9.-]{0,200}\.[a-z]{2,24})(?:$|[\s"'/),:])/gi;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const FILE_EXT = /\.(?:exe|msi|pdf|csv|zip|dmg|js|png|jpg|docx?|xlsx?)$/;
const TRAILING_DOT = /\.$/;
export const HOST_PATTERNS: readonly RegExp[] = [HOST_IN_TEXT, IPV4, FILE_EXT, TRAILING_DOT];

/** Hostnames named in the text (first few), lower-cased. */
export function hostsIn(text: string, limit = 6): string[] {
  const out: string[] = [];
  HOST_IN_TEXT.lastIndex = 0;
  let m: RegExpExecArray | null;
  while (out.length < limit && (m = HOST_IN_TEXT.exec(text)) !== null) {
    const h = (m[1] ?? m[2] ?? '').toLowerCase();
    if (h.includes('.') && !FILE_EXT.test(h)) out.push(h);
  }
  HOST_IN_TEXT.lastIndex = 0;
  return out;
}

/** Why a host is not a place to type secrets, or undefined when nothing is wrong with it. */
export function suspiciousHost(host: string): string | undefined {
  const h = host.toLowerCase().replace(TRAILING_DOT, '');
  if (IPV4.test(h)) return `bare IP address ${h}`;
  if (h.includes('xn--')) return `punycode host ${h}`;
  const p = parse(h);
  const domain = p.domain;
  if (!domain || !p.publicSuffix) return undefined;
  const label = p.domainWithoutSuffix ?? '';
  if (BRAND_SET.has(label)) return undefined;
  let folded = '';
  for (const c of label) folded += LEET[c] ?? c;
  if (folded !== label && BRAND_SET.has(folded)) return `look-alike domain ${domain}`;
  for (const b of SUBSTRING_BRANDS) {
    if (h.includes(b)) return `brand name "${b}" on unrelated domain ${domain}`;
  }
  if (THROWAWAY_TLDS.has(p.publicSuffix) && LURE_WORDS.some((w) => h.includes(w))) return `credential lure on .${p.publicSuffix} domain ${domain}`;
  let hyphens = 0;
  for (const c of label) if (c === '-') hyphens++;
  if (hyphens >= 2 && LURE_WORDS.some((w) => label.includes(w))) return `credential lure domain ${domain}`;
  return undefined;
}

/** Registrable domain of a host (for comparing the page with the site the user meant). */
export function registrable(host: string): string | undefined {
  return parse(host.toLowerCase()).domain ?? undefined;
}

/**
 * The lexical phishing score: a logistic model over what a URL's text alone gives away (a brand outside its own
 * domain, lure words, free hosting, random-looking labels, the TLD…). Every feature is one pass over the host or the
 * first PATH_MAX characters of path and query; the host half is computed once per host (url.ts keeps it on the
 * parser's per-host cache). Weights, TLD priors and thresholds come from scripts/fit-phishing.ts (url-phish-model.ts).
 */
import { freshFloat64s } from '../fresh-arrays.js';
import { PHISH_MODEL } from './url-phish-model.js';
import { SUBSTRING_NAMES } from './url-intel.js';
import { LURE_STEMS, LURE_WORDS, TLD_WORDS, WEAK_LURE_WORDS } from './url-phish-words.js';
import type { ParsedUrl } from './url-parse.js';
import { consonantRun, countChar, countDigits, digitMix, entropy, hasEmail, hasLetterAndDigit, longestLabel } from './url-phish-text.js';

/** What the url analyzer already concluded about the host (its brand and host-list lookups), as the score reads it. */
export interface PhishHostEvidence {
  readonly owner: string | null;
  /** How a brand shows up in a host it does not own (BrandHit.how of url.ts), or null. */
  readonly brandHow: string | null;
  readonly freeHost: boolean;
  readonly dynamicDns: boolean;
  readonly shortener: boolean;
  /** A well-known content or software site. */
  readonly content: boolean;
}

/** Feature names, in vector order; the first HOST_FEATURES depend on the host alone. */
export const FEATURES = [
  'brand_lookalike', 'brand_in_host', 'brand_owned', 'sub_depth', 'deep_subdomain', 'label_hyphens', 'sub_hyphens', 'host_lures',
  'host_weak_lures', 'free_hosting', 'dynamic_dns', 'raw_ip', 'punycode', 'host_length', 'label_entropy', 'consonant_run',
  'digit_mix', 'host_digits', 'tld_prior', 'tld_in_subdomain', 'shortener', 'known_site', 'leet_host',
  'path_lures', 'path_weak_lures', 'brand_in_path', 'encoded_chars', 'userinfo', 'email_in_query', 'path_depth', 'url_length',
  'php_page', 'html_page', 'embedded_url', 'double_slash', 'wordpress_dir', 'random_token', 'query_params', 'tld_in_path',
  'bare_host', 'port', 'brand_word_in_path', 'path_lure_pair', 'asset_file',
] as const;
export type FeatureName = (typeof FEATURES)[number];
export const HOST_FEATURES = FEATURES.indexOf('path_lures');
/** Feature name -> vector index, as a literal (fast property reads on the hot path); checked against FEATURES below. */
const F = {
  brand_lookalike: 0, brand_in_host: 1, brand_owned: 2, sub_depth: 3, deep_subdomain: 4, label_hyphens: 5,
  sub_hyphens: 6, host_lures: 7, host_weak_lures: 8, free_hosting: 9, dynamic_dns: 10, raw_ip: 11, punycode: 12,
  host_length: 13, label_entropy: 14, consonant_run: 15, digit_mix: 16, host_digits: 17, tld_prior: 18,
  tld_in_subdomain: 19, shortener: 20, known_site: 21, leet_host: 22, path_lures: 23, path_weak_lures: 24,
  brand_in_path: 25, encoded_chars: 26, userinfo: 27, email_in_query: 28, path_depth: 29, url_length: 30,
  php_page: 31, html_page: 32, embedded_url: 33, double_slash: 34, wordpress_dir: 35, random_token: 36,
  query_params: 37, tld_in_path: 38, bare_host: 39, port: 40, brand_word_in_path: 41, path_lure_pair: 42,
  asset_file: 43,
} as const satisfies Record<FeatureName, number>;
for (const [i, n] of FEATURES.entries()) if (F[n] !== i) throw new Error(`url-phish: feature ${n} is not at index ${i}`);

/** Characters of path, query and fragment read for the path features: phishing kits put their tells up front. */
const PATH_MAX = 1024;
/**
 * Brands developer tooling names in its own paths all day (badges, CI, mirrors: badgen.net/github/…): a phishing
 * kit's path seldom does, so these do not count as a brand in the path.
 */
export const DEV_BRANDS: ReadonlySet<string> = new Set(['github', 'gitlab', 'google', 'cloudflare', 'openai', 'twitter', 'discord', 'reddit', 'spotify']);
/** Static assets: what a page loads, not the page a victim is sent to (SVG and HTML stay pages). */
const ASSET_EXT = /\.(?:css|js|mjs|map|png|jpe?g|gif|webp|ico|woff2?|ttf|eot|mp4|mp3|json|xml|txt|pdf)$/;
/** WordPress folders that hold code, where kits are dropped on hacked sites (uploads holds ordinary media). */
const WP_CODE_DIRS = ['wp-includes/', 'wp-admin/', 'wp-content/plugins/', 'wp-content/themes/'];
/** A distinctive brand name anywhere in the path ("Paypal2018", "chaseverify"): literals only, no quantifier. */
const BRAND_IN_TEXT = new RegExp(SUBSTRING_NAMES.filter((n) => !DEV_BRANDS.has(n)).sort((a, b) => b.length - a.length).join('|'));
/** Digits that stand in for letters in "s3cure", "paypa1", "0ffice". */
const LEET: Record<string, string> = { '0': 'o', '1': 'l', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b' };
const LEET_RE = /[0134578]/g;
/** The compound-token stems as one alternation of literals: one native scan instead of a loop of includes. */
const STEM_RE = new RegExp(LURE_STEMS.join('|'));
/** Every regex this module runs on input, for the linear-time proofs (test/engine-redos.test.ts). */
export const PHISH_PATTERNS: readonly RegExp[] = [BRAND_IN_TEXT, LEET_RE, ASSET_EXT, STEM_RE];

/** A host name the score can read: DNS characters only (prose parsed as a URL has spaces in its "host"). */
function isDnsHost(host: string): boolean {
  if (host.length === 0 || host.length > 253) return false;
  for (let i = 0; i < host.length; i++) {
    const c = host.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45 || c === 46 || c === 95 || c === 58)) return false;
  }
  return true;
}

const NO_HOST = new Float64Array(0);

/** The host half of the vector (HOST_FEATURES values), once per host; empty when the host is no DNS name or IP. */
export function phishHostFeatures(u: ParsedUrl, ev: PhishHostEvidence, prior: ReadonlyMap<string, number> = PHISH_MODEL.tldPrior): Float64Array {
  if (!isDnsHost(u.host)) return NO_HOST;
  const x = freshFloat64s(HOST_FEATURES);
  const how = ev.brandHow;
  x[F.brand_lookalike] = how === 'typo' || how === 'glyph' || how === 'homograph' ? 1 : 0;
  x[F.brand_in_host] = how !== null && x[F.brand_lookalike] === 0 ? 1 : 0;
  x[F.brand_owned] = ev.owner !== null ? 1 : 0;
  x[F.free_hosting] = ev.freeHost ? 1 : 0;
  x[F.dynamic_dns] = ev.dynamicDns ? 1 : 0;
  x[F.shortener] = ev.shortener ? 1 : 0;
  x[F.known_site] = ev.content ? 1 : 0;
  x[F.punycode] = u.host.includes('xn--') ? 1 : 0;
  x[F.host_length] = Math.min(u.host.length, 120) / 20;
  if (u.ip !== null) {
    x[F.raw_ip] = 1;
    return x;
  }
  const subs = u.subLabels[0] === 'www' ? u.subLabels.slice(1) : u.subLabels;
  x[F.sub_depth] = Math.min(subs.length, 6);
  x[F.deep_subdomain] = subs.length >= 3 ? 1 : 0;
  x[F.label_hyphens] = Math.min(countChar(u.label, 45), 4);
  let subHyphens = 0;
  let tldInSub = 0;
  for (const l of subs) {
    subHyphens += countChar(l, 45);
    if (TLD_WORDS.has(l)) tldInSub = 1;
  }
  x[F.sub_hyphens] = Math.min(subHyphens, 4);
  x[F.tld_in_subdomain] = tldInSub;
  const lures = { strong: 0, weak: 0 };
  for (const l of subs) countLures(l, lures);
  if (!u.platform || ev.freeHost) countLures(u.label, lures);
  x[F.host_lures] = Math.min(lures.strong, 3);
  x[F.host_weak_lures] = Math.min(lures.weak, 3);
  const chosen = u.platform ? u.label : longestLabel(subs, u.label);
  // entropy per character against the most a label of that length can have: long word labels stay low, random ones near 1
  x[F.label_entropy] = chosen.length >= 8 ? entropy(chosen) / Math.log2(Math.min(chosen.length, 36)) : 0;
  x[F.consonant_run] = Math.min(consonantRun(chosen), 8) / 4;
  x[F.leet_host] = leetWord(subs) || leetWord([u.label]) ? 1 : 0;
  x[F.digit_mix] = digitMix(chosen);
  x[F.host_digits] = Math.min(countDigits(u.host), 10) / 5;
  const suffix = u.suffix;
  x[F.tld_prior] = prior.get(suffix) ?? prior.get(suffix.slice(suffix.lastIndexOf('.') + 1)) ?? 0;
  return x;
}

/** The whole vector: the host half plus what the path, query and authority show. */
export function phishVector(u: ParsedUrl, raw: string, host: Float64Array, pathBrand: boolean, owned: boolean): Float64Array {
  const x = freshFloat64s(FEATURES.length);
  x.set(host);
  const tail = (u.query === '' && u.fragment === '' ? u.path : `${u.path}?${u.query}#${u.fragment}`).slice(0, PATH_MAX).toLowerCase();
  const lures = { strong: 0, weak: 0 };
  let depth = 0;
  let randomToken = 0;
  let tldInPath = 0;
  let prevDot = false;
  // one pass over alphanumeric tokens (any non-ASCII letter counts as a letter)
  for (let i = 0, start = -1; i <= tail.length; i++) {
    const c = i < tail.length ? tail.charCodeAt(i) : 47;
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c > 127) {
      if (start < 0) start = i;
      continue;
    }
    if (c === 47 && i < tail.length && i > 0 && tail.charCodeAt(i - 1) !== 47) depth++;
    if (start >= 0) {
      const len = i - start;
      // lure words and their compounds are 2-40 characters; random tokens 20 and more
      if (len >= 2 && len <= 40) {
        const t = tail.slice(start, i);
        countLures(t, lures);
        if (len <= 3 && prevDot && (c === 47 || c === 46) && TLD_WORDS.has(t)) tldInPath = 1;
        if (len >= 20 && randomToken === 0 && digitMix(t) > 0.1) randomToken = 1;
      } else if (len > 40 && randomToken === 0 && digitMix(tail.slice(start, i)) > 0.1) randomToken = 1;
      start = -1;
    }
    prevDot = c === 46;
  }
  x[F.path_lures] = Math.min(lures.strong, 4);
  x[F.path_lure_pair] = lures.strong >= 2 ? 1 : 0;
  x[F.brand_word_in_path] = !owned && x[F.known_site] === 0 && tail.length >= 6 && BRAND_IN_TEXT.test(tail) ? 1 : 0;
  x[F.path_weak_lures] = Math.min(lures.weak, 4);
  x[F.brand_in_path] = pathBrand ? 1 : 0;
  x[F.encoded_chars] = countChar(raw, 37, 12) / 4;
  x[F.userinfo] = u.userinfo !== null ? 1 : 0;
  // (an address at the host's own registrable domain is the site's own user: nobody else's address rides along)
  const own = u.label !== '' && u.suffix !== '' ? `${u.label}.${u.suffix}`.toLowerCase() : '';
  x[F.email_in_query] = hasEmail(u.query, own) || hasEmail(u.fragment, own) ? 1 : 0;
  x[F.path_depth] = Math.min(depth, 10) / 2;
  x[F.url_length] = Math.log2(Math.max(raw.length, 8)) - 3;
  const last = u.path.slice(u.path.lastIndexOf('/') + 1).toLowerCase();
  x[F.php_page] = last.endsWith('.php') ? 1 : 0;
  x[F.asset_file] = ASSET_EXT.test(last) ? 1 : 0;
  x[F.html_page] = last.endsWith('.html') || last.endsWith('.htm') || last.endsWith('.aspx') || last.endsWith('.asp') ? 1 : 0;
  x[F.embedded_url] = tail.includes('http') || tail.includes('www.') ? 1 : 0;
  x[F.double_slash] = u.path.includes('//') ? 1 : 0;
  x[F.wordpress_dir] = tail.includes('wp-') && WP_CODE_DIRS.some((d) => tail.includes(d)) ? 1 : 0;
  x[F.random_token] = randomToken;
  x[F.query_params] = Math.min(u.params.length, 8) / 2;
  x[F.tld_in_path] = tldInPath;
  x[F.bare_host] = u.path === '' || u.path === '/' ? (u.query === '' ? 1 : 0) : 0;
  x[F.port] = u.port !== null && u.port !== 80 && u.port !== 443 ? 1 : 0;
  return x;
}

/**
 * Features that say what a page pretends to be (a brand, sign-in words, a victim's address, a kit's folders). Where
 * a page is parked (free hosting, dynamic DNS, a raw IP) and the shape of its name (depth, hyphens, length,
 * randomness, TLD) raise the score but never report on their own: bakeries on site builders, internal tool hosts
 * and personal blogs share those with phishing. Static assets (stylesheets, scripts, images) are never the page a
 * victim is sent to.
 */
const EVIDENCE: readonly number[] = ([
  'brand_lookalike', 'brand_in_host', 'brand_in_path', 'brand_word_in_path', 'host_lures', 'path_lures', 'path_lure_pair',
  'leet_host', 'email_in_query', 'wordpress_dir', 'php_page', 'double_slash', 'tld_in_path',
] as const).map((f) => F[f]);

/** Does the vector hold any evidence feature (EVIDENCE) with a positive weight, on a page rather than an asset? */
export function hasPhishEvidence(x: Float64Array, weights: Float64Array = PHISH_MODEL.weights): boolean {
  if (x[F.asset_file] !== 0) return false;
  for (const i of EVIDENCE) if (x[i]! > 0 && weights[i]! > 0) return true;
  return false;
}

/** Logit of the phishing probability under the fitted weights. */
export function phishLogit(x: Float64Array, weights: Float64Array = PHISH_MODEL.weights, bias: number = PHISH_MODEL.bias): number {
  let z = bias;
  for (let i = 0; i < x.length; i++) z += weights[i]! * x[i]!;
  return z;
}

/** The features that pushed the score up most, strongest first: name and contribution to the logit. */
export function topContributions(x: Float64Array, n: number): Array<[FeatureName, number]> {
  const w = PHISH_MODEL.weights;
  const out: Array<[FeatureName, number]> = [];
  for (let i = 0; i < x.length; i++) {
    const c = w[i]! * x[i]!;
    if (c > 0.25) out.push([FEATURES[i]!, c]);
  }
  return out.sort((a, b) => b[1] - a[1]).slice(0, n);
}

function countLures(t: string, acc: { strong: number; weak: number }): void {
  if (t.length < 2 || t.length > 63) return;
  if (t.includes('-')) {
    for (const p of t.split('-', 8)) countLures(p, acc);
    return;
  }
  if (LURE_WORDS.has(t)) acc.strong++;
  else if (WEAK_LURE_WORDS.has(t)) acc.weak++;
  else if (t.length >= 7 && STEM_RE.test(t)) acc.strong++;
}

/** A host label or hyphen token that reads as a lure word or brand once digits are read as letters. */
function leetWord(labels: readonly string[]): boolean {
  for (const l of labels) {
    if (l.length < 4 || l.length > 40 || !hasLetterAndDigit(l)) continue;
    for (const t of l.split('-', 8)) {
      if (t.length < 4 || !hasLetterAndDigit(t)) continue;
      const folded = t.replace(LEET_RE, (d) => LEET[d]!);
      if (LURE_WORDS.has(folded) || WEAK_LURE_WORDS.has(folded) || BRAND_IN_TEXT.test(folded)) return true;
    }
  }
  return false;
}

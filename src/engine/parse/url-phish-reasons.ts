/** The lexical phishing score's reasons: its strongest features in words (url-phish.ts computes them). */
import { topContributions, type FeatureName } from './url-phish.js';
import type { ParsedUrl } from './url-parse.js';

/** What each feature means in a reason, with the concrete finding where one is at hand. */
const SAYS: Partial<Record<FeatureName, (u: ParsedUrl, brand: string | null) => string>> = {
  brand_lookalike: (_u, b) => `look-alike of ${b ?? 'a brand'}`,
  brand_in_host: (_u, b) => `${b ?? 'brand'} in a host it does not own`,
  brand_in_path: (_u, b) => `${b ?? 'brand'} in the path`,
  brand_word_in_path: () => 'brand name in the path',
  sub_depth: (u) => `${u.subLabels.length} subdomain levels`,
  deep_subdomain: (u) => `${u.subLabels.length} subdomain levels`,
  label_hyphens: () => 'hyphenated host',
  sub_hyphens: () => 'hyphenated subdomains',
  host_lures: () => 'sign-in words in the host',
  free_hosting: (u) => `free hosting (${u.suffix})`,
  dynamic_dns: (u) => `dynamic DNS (${u.domain})`,
  raw_ip: () => 'raw IP host',
  host_length: (u) => `${u.host.length}-character host`,
  label_entropy: () => 'random-looking label',
  consonant_run: () => 'random-looking label',
  digit_mix: () => 'digits mixed into the label',
  host_digits: () => 'digits in the host',
  tld_prior: (u) => `.${u.suffix} TLD`,
  tld_in_subdomain: () => 'TLD word in the subdomain',
  shortener: (u) => `shortener (${u.domain})`,
  leet_host: () => 'digits spelling a brand or lure',
  path_lures: () => 'sign-in words in the path',
  path_weak_lures: () => 'account words in the path',
  path_lure_pair: () => 'several credential words',
  email_in_query: () => 'e-mail address in the link',
  php_page: () => 'PHP page',
  html_page: () => 'static HTML page',
  double_slash: () => '"//" in the path',
  wordpress_dir: () => 'page in WordPress system folders',
  random_token: () => 'random token in the path',
  tld_in_path: () => 'domain name in the path',
  port: (u) => `port ${u.port ?? ''}`,
};

/** The strongest features of a score, in words (never the URL itself: its path or query may carry a token). */
export function phishReasons(u: ParsedUrl, x: Float64Array, brand: string | null, n = 3): string[] {
  const out: string[] = [];
  for (const [f] of topContributions(x, n + 2)) {
    const say = SAYS[f];
    const text = say === undefined ? f.replaceAll('_', ' ') : say(u, brand);
    if (!out.includes(text)) out.push(text);
    if (out.length === n) break;
  }
  return out;
}

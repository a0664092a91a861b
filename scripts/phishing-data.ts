/**
 * Loads the labelled URL lists the lexical phishing score is fitted on (README "URL phishing score" names them, with
 * their licences) from a directory outside the repository, and splits them by registrable domain into train,
 * validation and test, so that the test measures URLs of sites the fit never saw.
 *
 * Expected files (any missing one is skipped with a warning):
 *   pdb-active.txt, pdb-inactive.txt   Phishing.Database phishing-links-ACTIVE/INACTIVE.txt (MIT), one URL a line
 *   phishtank-online-valid.csv         a PhishTank online-valid.csv export (verified phishing)
 *   iscx-benign.csv                    ISCX-URL2016 Benign_list_big_final.csv (UNB CIC), one URL a line
 *   majestic.csv                       Majestic Million CSV (CC BY 3.0): domains, turned into site URLs below
 *   docs-urls.txt                      URLs cited in open-source documentation, one a line
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDomain, getHostname } from 'tldts';
import { SUBSTRING_NAMES } from '../src/engine/parse/url-intel.js';

const BRAND_IN_TEXT = new RegExp(SUBSTRING_NAMES.join('|'));

export type Split = 'train' | 'val' | 'test';
export interface Labelled {
  readonly url: string;
  /** 1 = phishing, 0 = benign. */
  readonly label: 0 | 1;
  readonly source: string;
  readonly domain: string;
  readonly split: Split;
}

/** At most this many URLs of one registrable domain per class: one kit or one big site must not dominate. */
const PER_DOMAIN = { phish: 3, benign: 30 };

export function loadLabelled(dir: string): Labelled[] {
  const out: Labelled[] = [];
  const seen = new Set<string>();
  const perDomain = new Map<string, number>();
  const add = (url: string, label: 0 | 1, source: string): void => {
    const u = url.trim();
    if (u === '' || u.length > 2048 || seen.has(u)) return;
    const host = getHostname(u);
    if (host === null || host === '') return;
    const domain = getDomain(host, { allowPrivateDomains: true }) ?? host;
    const key = `${label}|${domain}`;
    const n = perDomain.get(key) ?? 0;
    if (n >= (label === 1 ? PER_DOMAIN.phish : PER_DOMAIN.benign)) return;
    perDomain.set(key, n + 1);
    seen.add(u);
    out.push({ url: u, label, source, domain, split: splitOf(domain) });
  };
  for (const f of ['pdb-active.txt', 'pdb-inactive.txt']) for (const l of lines(dir, f)) add(l.replaceAll('&amp;', '&'), 1, 'phishing.database');
  for (const l of lines(dir, 'phishtank-online-valid.csv').slice(1)) {
    const url = csvField(l, 1);
    if (url !== null) add(url, 1, 'phishtank');
  }
  for (const l of lines(dir, 'iscx-benign.csv')) if (l.startsWith('http')) add(l, 0, 'iscx-url2016');
  for (const l of lines(dir, 'docs-urls.txt')) add(l, 0, 'docs');
  // a path that carries another site's address is that site's own redirect: not one to graft onto a different domain
  // and a brand's name in a path belongs to the site that wrote it (a review, a download page), not to any other
  const paths = out.filter((r) => r.label === 0).map((r) => pathOf(r.url))
    .filter((p) => p.length > 1 && !p.includes('http') && !p.includes('www.') && !BRAND_IN_TEXT.test(p.toLowerCase()));
  for (const l of lines(dir, 'majestic.csv').slice(1)) {
    const d = csvField(l, 2);
    if (d !== null && d.includes('.')) for (const u of siteUrls(d, paths)) add(u, 0, 'majestic');
  }
  return out;
}

/** 60 % train, 20 % validation (threshold), 20 % test, by a hash of the registrable domain. */
function splitOf(domain: string): Split {
  const b = createHash('sha256').update(domain).digest()[0]! % 10;
  return b < 6 ? 'train' : b < 8 ? 'val' : 'test';
}

/** Sign-in, account and payment pages real sites serve on their own domains: the hard look-alikes. */
const OWN_ACCOUNT_PAGES = [
  (d: string) => `https://${d}/login`,
  (d: string) => `https://www.${d}/account/login?redirect=%2Fdashboard`,
  (d: string) => `https://accounts.${d}/signin?continue=https%3A%2F%2Fwww.${d}%2F`,
  (d: string) => `https://login.${d}/`,
  (d: string) => `https://www.${d}/user/password/reset`,
  (d: string) => `https://secure.${d}/myaccount/billing/update`,
  (d: string) => `https://${d}/wp-login.php`,
  (d: string) => `https://www.${d}/customer/account/login/`,
  (d: string) => `https://auth.${d}/oauth2/authorize?client_id=web&response_type=code&redirect_uri=https%3A%2F%2F${d}%2Fcallback`,
  (d: string) => `https://${d}/verify-email?token=3f9a1c2b7d`,
  (d: string) => `https://my.${d}/settings/security`,
  (d: string) => `https://www.${d}/es/iniciar-sesion`,
  (d: string) => `https://www.${d}/de/anmelden`,
  (d: string) => `https://www.${d}/fr/connexion`,
  (d: string) => `https://support.${d}/hc/en-us/articles/360001234567-How-do-I-reset-my-password`,
  (d: string) => `https://${d}/checkout/payment`,
];

/** A domain of a top-sites list as the URLs people meet: its home page, a deep page, and for a third an account page. */
function siteUrls(domain: string, paths: readonly string[]): string[] {
  const h = createHash('sha256').update(domain).digest();
  const urls = [h[1]! % 2 === 0 ? `https://${domain}/` : `https://www.${domain}/`];
  urls.push(`https://${h[2]! % 3 === 0 ? '' : 'www.'}${domain}${paths[h.readUInt32LE(4) % paths.length] ?? '/'}`);
  if (h[3]! % 3 === 0) urls.push(OWN_ACCOUNT_PAGES[h[8]! % OWN_ACCOUNT_PAGES.length]!(domain));
  return urls;
}

function pathOf(url: string): string {
  const s = url.indexOf('/', url.indexOf('//') + 2);
  return s === -1 ? '/' : url.slice(s);
}

function lines(dir: string, file: string): string[] {
  const p = join(dir, file);
  if (!existsSync(p)) {
    console.warn(`missing ${p}: skipped`);
    return [];
  }
  return readFileSync(p, 'utf8').split('\n');
}

/** Field n of a CSV line (quotes honoured, no embedded newlines). */
function csvField(line: string, n: number): string | null {
  let field = 0;
  let i = 0;
  while (i <= line.length) {
    let value: string;
    if (line[i] === '"') {
      let j = i + 1;
      let v = '';
      while (j < line.length) {
        if (line[j] === '"' && line[j + 1] === '"') { v += '"'; j += 2; continue; }
        if (line[j] === '"') break;
        v += line[j];
        j++;
      }
      value = v;
      i = line.indexOf(',', j);
    } else {
      const j = line.indexOf(',', i);
      value = line.slice(i, j === -1 ? line.length : j);
      i = j;
    }
    if (field === n) return value;
    if (i === -1) return null;
    i++;
    field++;
  }
  return null;
}

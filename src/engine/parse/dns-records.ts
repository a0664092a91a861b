/**
 * A DNS record of a name where people pay or sign in, pointed at a host nobody vouches for: where a payment page or
 * a login form is served from decides who receives the cards and passwords typed into it. Read from the change's
 * structure, whatever tool writes it: Route 53 change batches (`"Name": …` then `"Value": …`), Azure CLI record sets
 * (`-n login -a 185.…`), gcloud record sets (`--rrdatas=…`), Terraform records (`name = …` then `records = […]`) and
 * short orders in words (`login.acme.com A record -> 203.0.113.77`).
 *
 * The name is sensitive by its first label (PAY_LABELS, several languages). The target is outside when it is a
 * public IPv4 address, a free-hosting or app-platform host (url-intel FREE_HOSTING), or a domain that is neither the
 * record's own nor a provider's documented endpoint (PROVIDER_ENDPOINTS: CDNs, load balancers, shop, payment,
 * sign-in and status-page services). Lines and fields are read with indexOf and character tests only.
 */
import { registrable } from '../frames/effects.js';
import { PhraseLists } from './phrase-set.js';
import { FREE_HOSTING } from './url-intel.js';

/** First labels of a host where money is paid or an identity is proven (pay, checkout, login, portal …). */
const PAY_LABELS: ReadonlySet<string> = new Set([
  'pay', 'payment', 'payments', 'checkout', 'billing', 'invoice', 'invoices', 'donate', 'donation', 'donations', 'give', 'shop', 'store', 'cart', 'order', 'orders',
  'login', 'signin', 'sign-in', 'sso', 'auth', 'id', 'account', 'accounts', 'my', 'portal', 'secure', 'bank', 'banking', 'wallet', 'vault', 'webmail', 'mail', 'vpn',
  // the same in the lexicon's other languages
  'kasse', 'zahlung', 'bezahlen', 'spenden', 'konto', 'anmelden', 'mein', 'betalen', 'betaling', 'doneren', 'inloggen', 'paiement', 'payer', 'don', 'connexion', 'compte',
  'pago', 'pagos', 'pagar', 'donar', 'cuenta', 'acceso', 'pagamento', 'pagamenti', 'conta', 'entrar', 'accedi', 'platnosci', 'platnosc', 'betala', 'kassa',
]);

/** The first labels of those where an identity is proven rather than money paid (a sign-in page, an account, mail). */
const SIGN_IN_LABELS: ReadonlySet<string> = new Set(['login', 'signin', 'sign-in', 'sso', 'auth', 'id', 'account', 'accounts', 'my', 'secure', 'webmail', 'mail', 'vpn',
  'konto', 'anmelden', 'mein', 'inloggen', 'connexion', 'compte', 'cuenta', 'acceso', 'conta', 'entrar', 'accedi']);

/** Whether a record's name (as payRecordRepointed reports it) is a sign-in name: its first label's word is one. */
export function signInName(name: string): boolean {
  const dot = name.indexOf('.');
  const first = dot <= 0 ? name : name.slice(0, dot);
  let e = 0;
  while (e < first.length && first.charCodeAt(e) >= 97 && first.charCodeAt(e) <= 122) e++;
  return SIGN_IN_LABELS.has(first) || (e >= 2 && SIGN_IN_LABELS.has(first.slice(0, e)));
}

/** Documented endpoints of the services an organisation points its own names at (suffixes; a host ends with one). */
const PROVIDER_ENDPOINTS = [
  '.cloudfront.net', '.amazonaws.com', '.awsglobalaccelerator.com', '.azurefd.net', '.azureedge.net', '.trafficmanager.net', '.cloudapp.azure.com',
  '.azure-api.net', '.fastly.net', '.fastlylb.net', '.edgekey.net', '.edgesuite.net', '.akamaiedge.net', '.cdn.cloudflare.net', '.googlehosted.com',
  'shops.myshopify.com', '.statuspage.io', '.uptimerobot.com', '.zendesk.com', '.wpengine.com', '.squarespace.com', '.hubspot.net', '.stripecdn.com', '.stripe.com',
  '.adyen.com', '.paypal.com', '.mollie.com', '.chargebee.com', '.recurly.com', '.paddle.com', '.braintreegateway.com', '.klarna.com', '.auth0.com', '.okta.com',
  '.oktapreview.com', '.onelogin.com', '.b2clogin.com', '.microsoftonline.com', '.amazoncognito.com', '.fusionauth.io', '.clerk.services', '.pingone.com', '.duosecurity.com',
];

/** Whether a public (non-private) dotted IPv4 address. */
function publicIpv4(s: string): boolean {
  const p = s.split('.', 5);
  if (p.length !== 4) return false;
  for (const x of p) {
    if (x === '' || x.length > 3) return false;
    for (let i = 0; i < x.length; i++) { const c = x.charCodeAt(i); if (c < 48 || c > 57) return false; }
    if (Number(x) > 255) return false;
  }
  const a = Number(p[0]), b = Number(p[1]);
  return !(a === 10 || a === 127 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127) || a >= 224);
}

const isHostChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45 || c === 46 || c === 95;

/** The host-like token that starts at `from` (after blanks, quotes and `[`), lower-case, without a trailing dot. */
function tokenAt(s: string, from: number): string {
  let i = from;
  while (i < s.length && (s.charCodeAt(i) === 32 || s.charCodeAt(i) === 34 || s.charCodeAt(i) === 39 || s.charCodeAt(i) === 91 || s.charCodeAt(i) === 61 || s.charCodeAt(i) === 58)) i++;
  let e = i;
  while (e < s.length && e - i < 253 && isHostChar(s.charCodeAt(e))) e++;
  let t = s.slice(i, e);
  while (t.endsWith('.')) t = t.slice(0, -1);
  return t;
}

/** Where a record's target sits for the record's own name: '' (own, internal or a provider's endpoint) or why it is outside. */
function outsideTarget(name: string, target: string): string {
  if (target === '' || !target.includes('.')) return '';
  if (publicIpv4(target)) return `the public address ${target}`;
  const first = target.charCodeAt(0);
  if (first >= 48 && first <= 57) return '';
  const reg = registrable(target);
  if (reg === registrable(name)) return '';
  if (PROVIDER_ENDPOINTS.some((p) => (p.startsWith('.') ? target.endsWith(p) : target === p))) return '';
  if (FREE_HOSTING.has(reg)) return `${target}, a free hosting platform`;
  return `${target}, a domain that is not the organisation's`;
}

/** The record name is one where people pay or sign in: its first label, or a name such as `pay-eu`/`login2`. */
function payName(name: string): boolean {
  const dot = name.indexOf('.');
  if (dot <= 0 || name.indexOf('.', dot + 1) === -1) return false;
  const first = name.slice(0, dot);
  if (PAY_LABELS.has(first)) return true;
  // `pay-eu`, `login2`: the label's word before a hyphen or trailing digits
  let e = 0;
  while (e < first.length && first.charCodeAt(e) >= 97 && first.charCodeAt(e) <= 122) e++;
  return e >= 2 && e < first.length && PAY_LABELS.has(first.slice(0, e));
}

/** Markers after which a record's target follows, by tool. */
const TARGET_MARKERS = ['"value":', '"value" :', '--rrdatas=', '--rrdatas ', ' -a ', '--ipv4-address ', ' -c ', '--cname ', 'records = [', 'records=[', '->', '→', ' => ', ' to '];
/** Markers after which a record's name follows. */
const NAME_MARKERS = ['"name":', '"name" :', ' -n ', '--name ', '--record-set-name ', 'record-sets create ', 'record-sets update ', 'name = ', 'name='];
/** Words searched where they start a dotted token that may be a pay or sign-in name. */
const NAME_STARTS = ['pay', 'login', 'checkout', 'portal', 'signin', 'sso', 'auth', 'billing', 'donate', 'betalen', 'kasse', 'paiement', 'pago', 'shop'];
let markersAndLabels: PhraseLists | null = null;

/**
 * The first record of `lower` (a lower-cased change) whose name is a pay or sign-in name and whose target is outside,
 * as "name -> target (why)", or ''.
 */
export function payRecordRepointed(lower: string): string {
  const s = lower.length > 8192 ? lower.slice(0, 8192) : lower;
  // names: after a marker, or any dotted token whose first label is a pay label (words: "login.corp.example A record")
  const names: Array<{ name: string; at: number }> = [];
  // one pass says which markers and labels occur at all; each is then searched as before, in list order
  const [markers, labels] = (markersAndLabels ??= new PhraseLists([NAME_MARKERS, NAME_STARTS])).foundOfEach(s);
  for (const m of markers!) {
    for (let i = s.indexOf(m), n = 0; i !== -1 && n < 16; i = s.indexOf(m, i + m.length), n++) {
      const t = tokenAt(s, i + m.length);
      if (t !== '') names.push({ name: t, at: i + m.length + t.length });
    }
  }
  for (const label of labels!) {
    for (let i = s.indexOf(`${label}`), n = 0; i !== -1 && n < 8; i = s.indexOf(label, i + label.length), n++) {
      if (i > 0 && isHostChar(s.charCodeAt(i - 1))) continue;
      const t = tokenAt(s, i);
      if (t.includes('.')) names.push({ name: t, at: i + t.length });
    }
  }
  for (const { name, at } of names) {
    if (!payName(name)) continue;
    // zone-relative names in az/gcloud/Terraform (`-n login`) carry no dot: read with the zone given (`-z acme.io`)
    const window = s.slice(at, at + 600);
    for (const m of TARGET_MARKERS) {
      const k = window.indexOf(m);
      if (k === -1) continue;
      const target = tokenAt(window, k + m.length);
      const why = outsideTarget(name, target);
      if (why !== '') return `${name} -> ${why}`;
    }
  }
  // az network dns record-set … -z acme.io -n login -a 185.…: the name is the zone's label
  const z = s.indexOf(' -z ') !== -1 ? s.indexOf(' -z ') + 4 : s.indexOf('--zone-name ') !== -1 ? s.indexOf('--zone-name ') + 12 : -1;
  const n = s.indexOf(' -n ') !== -1 ? s.indexOf(' -n ') + 4 : s.indexOf('--record-set-name ') !== -1 ? s.indexOf('--record-set-name ') + 18 : -1;
  if (z !== -1 && n !== -1) {
    const zone = tokenAt(s, z);
    const label = tokenAt(s, n);
    const full = label !== '' && !label.includes('.') ? `${label}.${zone}` : label;
    if (payName(full)) {
      for (const m of [' -a ', '--ipv4-address ', ' -c ', '--cname ']) {
        const k = s.indexOf(m);
        if (k === -1) continue;
        const why = outsideTarget(full, tokenAt(s, k + m.length));
        if (why !== '') return `${full} -> ${why}`;
      }
    }
  }
  return '';
}

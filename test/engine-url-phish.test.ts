import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check } from '../src/engine/engine.js';
import { FEATURES, HOST_FEATURES, hasPhishEvidence, phishLogit } from '../src/engine/parse/url-phish.js';
import { PHISH_MODEL } from '../src/engine/parse/url-phish-model.js';
import { phishVectorOf } from '../src/engine/rules/url.js';

const feature = (url: string, name: (typeof FEATURES)[number]) => phishVectorOf(url).x[FEATURES.indexOf(name)]!;
const logit = (url: string) => phishLogit(phishVectorOf(url).x);
const u34 = (url: string) => check({ type: 'url', value: url }).threats.find((t) => t.id === 'U34');

test('url phishing model: one weight per feature, CAUTION threshold below the DANGER one', () => {
  assert.equal(PHISH_MODEL.weights.length, FEATURES.length);
  assert.ok(HOST_FEATURES > 0 && HOST_FEATURES < FEATURES.length);
  assert.ok(PHISH_MODEL.threshold < PHISH_MODEL.high, `${PHISH_MODEL.threshold} < ${PHISH_MODEL.high}`);
});

test('url phishing model: only ownership and static assets may lower the score', () => {
  const mayLower = new Set(['brand_owned', 'known_site', 'asset_file']);
  FEATURES.forEach((f, i) => {
    if (!mayLower.has(f)) assert.ok(PHISH_MODEL.weights[i]! >= 0, `${f} has weight ${PHISH_MODEL.weights[i]}`);
  });
  // nothing an attacker appends buys a lower score
  const base = 'http://secure-login.example-verify.tk/webscr/index.php';
  for (const variant of [
    'http://user@secure-login.example-verify.tk/webscr/index.php',
    'http://secure-login.example-verify.tk/webscr/index.php?next=%2Fhome%2F%2E',
    'http://secure-login.example-verify.tk/webscr/index.php?a=1&b=2&c=3&d=4&e=5',
    'http://secure-login.example-verify.tk/webscr/index.php#aaaa/bbbb/cccc/dddd/eeee/ffff/gggg',
  ]) assert.ok(logit(variant) >= logit(base) - 1e-9, `${variant}: ${logit(variant)} < ${logit(base)}`);
});

test('url phishing features: lure words in several languages, leet spellings, kit folders, victim addresses', () => {
  assert.ok(feature('https://shop.example.com/es/iniciar-sesion/verificar', 'path_lures') >= 2);
  assert.ok(feature('https://ing-nl.veilig-inloggen.example.top/bevestig', 'host_lures') >= 1);
  assert.equal(feature('https://paypa1-help.example.com/', 'leet_host'), 1);
  assert.equal(feature('https://s3cure-dep0sit.example.com/', 'leet_host'), 1);
  assert.equal(feature('https://web3.example.com/', 'leet_host'), 0);
  assert.equal(feature('https://blog.example.com/wp-includes/js/x/login.php', 'wordpress_dir'), 1);
  assert.equal(feature('https://blog.example.com/wp-content/uploads/2024/01/a.jpg', 'wordpress_dir'), 0);
  assert.equal(feature('https://x.example.com/index.php?email=jane.doe@corp.example', 'email_in_query'), 1);
  assert.equal(feature('https://fonts.googleapis.com/css2?family=Inter:wght@400;600', 'email_in_query'), 0);
  assert.equal(feature('https://paypal.com.account-check.example.info/', 'tld_in_subdomain'), 1);
  assert.equal(feature('https://www.paypal.com/signin', 'brand_owned'), 1);
});

test('url phishing score: the shape of a name alone never reports', () => {
  for (const url of ['https://grafana.internal-tools.example.com/d/abc/overview', 'https://my-blog.xyz/posts/2024/rust-lifetimes-explained', 'https://a1b2c3d4e5.example-cdn.top/']) {
    assert.equal(hasPhishEvidence(phishVectorOf(url).x), false, url);
    assert.equal(u34(url), undefined, url);
  }
});

test('url phishing score: flags unseen kit URLs, passes sign-in pages on their own domains', () => {
  for (const url of ['http://www.crawdaddy.example/wp-includes/SimplePie/Confirmation/myaccount/signin/', 'https://impots-gouv-remboursement.fr.portail-aide.top/', 'http://bt-mail-login.example.co.uk/', 'https://s3cure-dep0sit.example.com/banks/CIBC']) {
    assert.ok(u34(url) !== undefined, url);
  }
  for (const url of ['https://accounts.google.com/signin/v2/identifier?flowName=GlifWebSignIn', 'https://www.amazon.com/ap/signin?openid.return_to=https%3A%2F%2Fwww.amazon.com%2F', 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=abc', 'https://badgen.net/github/checks/jshttp/cookie/master?label=ci']) {
    assert.equal(u34(url), undefined, url);
  }
});

test('url phishing score: DANGER when very high or when another URL finding agrees', () => {
  assert.equal(check({ type: 'url', value: 'https://paypal.com.account-verify-center.info/signin?session=expired' }).level, 'DANGER');
  assert.equal(check({ type: 'url', value: 'https://netflix-billing-update.netlify.app/payment' }).level, 'DANGER');
});

test('url phishing score: the reason names features and the host, never the path or query', () => {
  const secret = 'f3a9c1d2e4b5a6c7d8e9f0a1b2c3d4e5';
  const r = check({ type: 'url', value: `http://secure-paypal-verify.example.tk/webscr/login.php?session=${secret}&email=jane@corp.example` });
  const t = r.threats.find((x) => x.id === 'U34');
  assert.ok(t !== undefined);
  const reason = r.reasons.find((x) => x.startsWith('Lexical phishing score'))!;
  assert.match(reason, /secure-paypal-verify\.example\.tk/);
  assert.ok(!reason.includes(secret) && !reason.includes('jane@corp'), reason);
});

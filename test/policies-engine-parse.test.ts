/**
 * A url check's policy destination is matched on the url analyzer's own parse of the value (src/engine/parsed.ts)
 * instead of a second parse in the worker. These tests pin that the two are the same destination on every form where
 * a parse could go astray: IDN and look-alike hosts, userinfo, ports, IP literals in their odd spellings, control and
 * invisible characters, quoting, and values past the analyzer's printable and structure limits.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, parsedUrlOf } from '../src/engine/engine.js';
import { applyPolicy } from '../src/policies/apply.js';
import { destinationsOf } from '../src/policies/extract.js';
import { compilePolicy } from '../src/policies/matcher.js';

const URLS: readonly string[] = [
  // IDN and look-alikes
  'https://bücher.example/katalog', 'https://xn--bcher-kva.example/', 'https://раураl.com/login', 'https://ｅｖｉｌ．ｔｋ/x',
  'https://evil。tk/a', 'https://EVIL.TK./A/../B', 'https://pay\u200bpal.com/', 'https://xn--80ak6aa92e.com/',
  // userinfo
  'https://paypal.com@evil.tk/', 'https://user:secret@intranet.example.com:8443/x', 'https://a@b@evil.tk/', 'https://paypal.com%40evil.tk/',
  'http://trusted.example\\@evil.tk/', 'https://user@[::1]:8080/',
  // ports
  'https://github.com:443/nodejs', 'http://github.com:80/', 'https://github.com:8443/', 'http://host.example:0/', 'http://host.example:99999/',
  'localhost:3000/admin',
  // IP literals
  'http://3232235777/', 'http://0x7f.1/', 'http://0177.0.0.1/', 'http://127.1/', 'http://[::ffff:127.0.0.1]/', 'http://[::1]/x',
  'http://169.254.169.254/latest/meta-data/', 'http://10.0.0.5:8080/a?b=c', 'http://1.1.1.1.nip.io/',
  // shapes
  'evil.tk/path?q=1', '//evil.tk/x', '  \t https://evil.tk/a\tb', '\u0001https://evil.tk/', '"https://evil.tk/q"', '<https://evil.tk/q>',
  'https://evil.tk/%2e%2e/secret', 'https://files-3.example.com/private/a%20b', 'HTTPS://Files-3.Example.COM/Private/X?Y=Z#frag',
  'javascript:alert(1)', 'data:text/html,<b>x</b>', 'mailto:someone@evil.tk', 'file:///etc/passwd', 'ftp://evil.tk/a', '', '   ',
  // past the printable test and the structure cap
  `https://evil.tk/${'a'.repeat(20_000)}`, `https://evil.tk/${'é'.repeat(70_000)}`, `https://evil.tk/${'a'.repeat(70_000)}`,
];

const POLICY = compilePolicy({
  id: 'pol_pin', name: 'pin', mode: 'strict', actionTypes: ['url'],
  blocklist: ['*.tk', 'paypal.com', 'https://files-3.example.com/private/*', '10.0.0.5', '127.0.0.1', 'xn--bcher-kva.example', 'host.example'],
  allowlist: ['github.com', '*.example.com', 'intranet.example.com'],
});

test('a url check leaves its parse for the policy, and the destination read from it equals a fresh parse', () => {
  for (const value of URLS) {
    const result = check({ type: 'url', value });
    const parsed = parsedUrlOf(value);
    assert.notEqual(parsed, null, `the engine noted no parse of ${JSON.stringify(value.slice(0, 40))}`);
    assert.deepEqual(destinationsOf('url', value, parsed), destinationsOf('url', value), `destination of ${JSON.stringify(value.slice(0, 40))}`);
    assert.deepEqual(applyPolicy(result, { type: 'url', value }, POLICY, parsed), applyPolicy(result, { type: 'url', value }, POLICY), `policy on ${JSON.stringify(value.slice(0, 40))}`);
  }
});

test('the pinned forms reach every outcome (so the equality above is not only of empty destinations)', () => {
  const effects = new Set<string>();
  for (const value of URLS) {
    const result = applyPolicy(check({ type: 'url', value }), { type: 'url', value }, POLICY, parsedUrlOf(value)) as { policy?: { effect: string } };
    effects.add(result.policy?.effect ?? 'none');
  }
  assert.ok(effects.has('blocked') && effects.has('allowed') && effects.has('none'), [...effects].join(','));
  const hosts = URLS.flatMap((v) => destinationsOf('url', v)).map((d) => d.ip ?? d.ascii);
  for (const expected of ['evil.tk', 'xn--bcher-kva.example', '127.0.0.1', '192.168.1.1', 'github.com']) assert.ok(hosts.includes(expected), `no destination ${expected}`);
});

test('the parse is handed out only for the value and check it was made for', () => {
  check({ type: 'url', value: 'https://evil.tk/a' });
  assert.equal(parsedUrlOf('https://evil.tk/b'), null, 'another value');
  assert.notEqual(parsedUrlOf('https://evil.tk/a'), null);
  check({ type: 'command', value: 'curl https://evil.tk/a' });
  assert.equal(parsedUrlOf('https://evil.tk/a'), null, 'a later check of another type forgets it');
  check({ type: 'text', value: 'https://evil.tk/a' });
  assert.equal(parsedUrlOf('https://evil.tk/a'), null, 'the same value checked as text is not a url parse');
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check } from '../src/engine/engine.js';
import { applyPolicy } from '../src/policies/apply.js';
import { GlobSet, placeSegments, type Anchor } from '../src/policies/glob.js';
import { compilePolicy, type PolicySource } from '../src/policies/matcher.js';
import { parsePattern } from '../src/policies/patterns.js';

const isWord = (c: string | undefined) => c !== undefined && /[a-z0-9_]/.test(c);

/** Reference glob semantics by dynamic programming over every start and end: slow, obviously right. */
function reference(glob: string, s: string, start: Anchor, end: Anchor): boolean {
  const full = (t: string) => {
    const dp: boolean[][] = Array.from({ length: glob.length + 1 }, () => new Array(t.length + 1).fill(false));
    dp[0]![0] = true;
    for (let i = 1; i <= glob.length; i++) {
      for (let j = 0; j <= t.length; j++) {
        if (glob[i - 1] === '*') dp[i]![j] = dp[i - 1]![j]! || (j > 0 && dp[i]![j - 1]!);
        else dp[i]![j] = j > 0 && dp[i - 1]![j - 1]! && glob[i - 1] === t[j - 1];
      }
    }
    return dp[glob.length]![t.length]!;
  };
  const lit = glob.replace(/\*/g, '');
  const first = glob[0];
  const last = glob[glob.length - 1];
  for (let p = 0; p <= s.length; p++) {
    if (start === 'edge' && p > 0) break;
    if (start === 'word' && p > 0 && first !== '*' && isWord(first) && isWord(s[p - 1])) continue;
    for (let q = p; q <= s.length; q++) {
      if (end === 'edge' && q < s.length) continue;
      if (end === 'word' && q < s.length && last !== '*' && isWord(last) && isWord(s[q])) continue;
      if (lit.length === 0 && glob.length === 0 && q > p) continue;
      if (full(s.slice(p, q))) return true;
    }
  }
  return false;
}

test('segment placement agrees with the reference semantics on random globs and inputs', () => {
  let seed = 20261126;
  // mulberry32: a small PRNG whose low bits are as random as its high ones
  const rand = (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (((t ^ (t >>> 14)) >>> 0) % n);
  };
  const pick = (alphabet: string, len: number) => Array.from({ length: len }, () => alphabet[rand(alphabet.length)]).join('');
  const anchors: Array<[Anchor, Anchor]> = [['edge', 'edge'], ['word', 'word'], ['word', 'open']];
  let agreed = 0;
  let matched = 0;
  for (let k = 0; k < 4000; k++) {
    let glob = pick('ab**', 1 + rand(4)).replace(/\*\*+/g, '*');
    if (glob.replace(/\*/g, '') === '') glob = `a${glob}`;
    const s = pick('aab .', rand(8));
    const [start, end0] = anchors[rand(anchors.length)]!;
    const end = end0 === 'open' && !glob.endsWith('*') ? 'word' : end0;
    const mine = placeSegments({ segs: glob.split('*'), start, end }, s, null);
    assert.equal(mine, reference(glob, s, start, end), `${JSON.stringify(glob)} ${start}/${end} on ${JSON.stringify(s)}`);
    agreed++;
    if (mine) matched++;
  }
  assert.equal(agreed, 4000);
  // both answers occur often enough for the comparison to mean something
  assert.ok(matched > 400 && matched < 3600, `${matched} of 4000 matched`);
});

test('a GlobSet finds every matching pattern through its exact, suffix and prefiltered paths', () => {
  const set = new GlobSet([
    { glob: 'evil.com', id: 0, start: 'edge', end: 'edge' },
    { glob: '*.tk', id: 1, start: 'edge', end: 'edge' },
    { glob: '*.example.com', id: 2, start: 'edge', end: 'edge' },
    { glob: 'cdn*.example.*', id: 3, start: 'edge', end: 'edge' },
    { glob: '10.0.*', id: 4, start: 'edge', end: 'edge' },
  ]);
  const ids = (s: string) => set.matchAll(s, []).sort();
  assert.deepEqual(ids('evil.com'), [0]);
  assert.deepEqual(ids('a.b.evil.tk'), [1]);
  assert.deepEqual(ids('example.com'), []);
  assert.deepEqual(ids('cdn7.example.com'), [2, 3]);
  assert.deepEqual(ids('10.0.3.4'), [4]);
  assert.deepEqual(ids('110.0.3.4'), []);
  assert.deepEqual(ids('tk'), []);
});

test('matching stays linear on hostile inputs: stars that never complete, many hosts, long values', () => {
  const starry: string[] = [];
  for (let i = 0; i < 1000; i++) starry.push(`command:a*a*a*a*a*a*${i}b`);
  const policy = compilePolicy({
    id: 'p', name: 'hostile', mode: 'balanced', actionTypes: [],
    blocklist: [...starry],
    allowlist: Array.from({ length: 1000 }, (_, i) => `*.a${i}.example`),
  });
  const inputs = [
    { type: 'command', value: 'a'.repeat(100_000) },
    { type: 'command', value: 'a '.repeat(50_000) },
    { type: 'text', value: Array.from({ length: 20_000 }, (_, i) => `h${i}.a${i % 1000}.example`).join(' ') },
    { type: 'url', value: `https://${'a.'.repeat(100)}tk/${'%2e%2e/'.repeat(5000)}` },
  ];
  const started = performance.now();
  for (const input of inputs) applyPolicy(check(input), input, policy);
  // generous: each input takes milliseconds; a quadratic matcher would take minutes
  assert.ok(performance.now() - started < 20_000, 'hostile inputs took too long');
});

test('pattern forms parse into what they say', () => {
  assert.deepEqual(parsePattern('https://Intranet.Example.com/*', 'allowlist'), { kind: 'destination', source: 'https://Intranet.Example.com/*', scheme: 'https', hosts: ['intranet.example.com'], port: null, path: null });
  assert.deepEqual(parsePattern('*://cdn.example.com:8443/a/../b/*', 'blocklist'), { kind: 'destination', source: '*://cdn.example.com:8443/a/../b/*', scheme: null, hosts: ['cdn.example.com'], port: 8443, path: '/b/*' });
  const confusable = parsePattern('p\u0430ypal.com', 'blocklist');
  assert.equal(confusable.kind, 'destination');
  assert.deepEqual((confusable as { hosts: string[] }).hosts, ['xn--pypal-4ve.com', 'paypal.com']);
  assert.deepEqual(parsePattern('command:Terraform  Destroy *', 'blocklist'), { kind: 'typed', source: 'command:Terraform  Destroy *', type: 'command', glob: 'terraform destroy', openEnd: true });
  assert.deepEqual(parsePattern('localhost:8080', 'blocklist'), { kind: 'destination', source: 'localhost:8080', scheme: null, hosts: ['localhost'], port: 8080, path: null });
});

test('a worker task without policies scores as before; a result nothing matched is returned untouched', async () => {
  const { default: scoreBatch } = await import('../workers/score.js');
  const inputs = [{ type: 'url', value: 'https://evil.tk/' }, { type: 'command', value: 'ls' }];
  const { outcomeAt, summaryAt } = await import('../src/pool/wire.js');
  const plainReply = scoreBatch({ inputs });
  const plain = { outcomes: inputs.map((_, k) => outcomeAt(plainReply, k)) };
  assert.deepEqual(plain.outcomes, inputs.map((i) => JSON.stringify(check(i))));
  const source: PolicySource = { id: 'p', name: 'n', mode: 'balanced', actionTypes: [], allowlist: [], blocklist: ['*.tk'] };
  const policyReply = scoreBatch({ inputs, policies: [{ key: 'p@1', source: JSON.stringify(source) }], policyOf: [0, -1] });
  const withPolicy = { outcomes: inputs.map((_, k) => outcomeAt(policyReply, k)), summaries: inputs.map((_, k) => summaryAt(policyReply, k)) };
  assert.equal(JSON.parse(withPolicy.outcomes[0]!).threats[0].id, 'X01');
  assert.equal(withPolicy.summaries[0]!.level, 'DANGER');
  assert.deepEqual(withPolicy.summaries[0]!.threats.slice(0, 1), ['X01']);
  assert.equal(withPolicy.outcomes[1], plain.outcomes[1]);
});

test('a task under a policy answers, input by input, what applying it right after each check answers (several url checks, types interleaved)', async () => {
  const { default: scoreBatch } = await import('../workers/score.js');
  const { outcomeAt, summaryAt } = await import('../src/pool/wire.js');
  // the worker runs the engine over the whole task before the policy: each url check must still be matched on its own parse
  const inputs = [
    { type: 'url', value: 'https://github.com/nodejs/node' }, { type: 'command', value: 'deploy-3 destroy prod' },
    { type: 'url', value: 'http://paypal.com.account-verify.xyz/login' }, { type: 'text', value: 'see https://files-2.example.com/private/x and evil.tk' },
    { type: 'url', value: 'https://intranet.svc-4.corp.example/a/../b' }, { type: 'command', value: 'make target-1' }, { type: 'url', value: 'https://evil.tk/' },
  ];
  const source: PolicySource = {
    id: 'p2', name: 'two pass', mode: 'strict', actionTypes: ['url', 'command'],
    allowlist: ['github.com', '*.svc-4.corp.example', 'command:make target-1'], blocklist: ['*.xyz', '*.tk', 'https://files-2.example.com/private/*', 'command:deploy-3 destroy *'],
  };
  const compiled = compilePolicy(source);
  const policyOf = inputs.map((_, i) => (i === 5 ? -1 : 0));
  const reply = scoreBatch({ inputs, policies: [{ key: 'p2@1', source: JSON.stringify(source) }], policyOf });
  inputs.forEach((input, k) => {
    const expected = policyOf[k] === 0 ? applyPolicy(check(input), input, compiled) : check(input);
    assert.equal(outcomeAt(reply, k), JSON.stringify(expected), `input ${k}`);
    assert.equal(summaryAt(reply, k)!.level, expected.level);
  });
  const levels = inputs.map((_, k) => summaryAt(reply, k)!.level);
  assert.deepEqual([levels[2], levels[3], levels[6]], ['DANGER', 'DANGER', 'DANGER']);
  assert.equal(JSON.parse(outcomeAt(reply, 0)).policy.effect, 'allowed');
});

test('a task under a policy with an input the engine refuses mid-task: that input is refused, the others answer as applied right after each check', async () => {
  const { default: scoreBatch } = await import('../workers/score.js');
  const { outcomeAt, summaryAt } = await import('../src/pool/wire.js');
  // the refused input stands between two url checks of the policy, so the second pass must skip it and keep each url's own parse
  const inputs = [
    { type: 'url', value: 'https://evil.tk/a' }, { type: 'url', value: 42 as unknown as string },
    { type: 'url', value: 'https://github.com/nodejs/node' }, { type: 'command', value: 'make target-1' },
  ];
  const source: PolicySource = { id: 'p3', name: 'refusal', mode: 'strict', actionTypes: ['url', 'command'], allowlist: ['github.com'], blocklist: ['*.tk'] };
  const compiled = compilePolicy(source);
  const reply = scoreBatch({ inputs, policies: [{ key: 'p3@1', source: JSON.stringify(source) }], policyOf: [0, 0, 0, 0] });
  assert.ok(outcomeAt(reply, 1).startsWith('!'), 'the invalid input is a refusal naming its field');
  assert.equal(summaryAt(reply, 1), null);
  for (const k of [0, 2, 3]) assert.equal(outcomeAt(reply, k), JSON.stringify(applyPolicy(check(inputs[k]!), inputs[k]!, compiled)), `input ${k}`);
  assert.equal(summaryAt(reply, 0)!.level, 'DANGER');
  assert.equal(JSON.parse(outcomeAt(reply, 2)).policy.effect, 'allowed');
});

test('a task naming a policy by key alone: a worker that compiled it applies it, one that has not asks for its source', async () => {
  const { default: scoreBatch } = await import('../workers/score.js');
  const { outcomeAt, replySize } = await import('../src/pool/wire.js');
  const inputs = [{ type: 'url', value: 'https://evil.tk/' }];
  const source: PolicySource = { id: 'k', name: 'n', mode: 'balanced', actionTypes: [], allowlist: [], blocklist: ['*.tk'] };
  const unknown = scoreBatch({ inputs, policies: [{ key: 'k@1' }], policyOf: [0] });
  assert.deepEqual(unknown.missingPolicies, ['k@1']);
  assert.equal(replySize(unknown), 0);
  scoreBatch({ inputs, policies: [{ key: 'k@1', source: JSON.stringify(source) }], policyOf: [0] });
  const known = scoreBatch({ inputs, policies: [{ key: 'k@1' }], policyOf: [0] });
  assert.equal(known.missingPolicies, undefined);
  assert.equal(JSON.parse(outcomeAt(known, 0)).threats[0].id, 'X01');
});

test('the pool sends a policy source again to a worker that lacks it, and stops carrying it once workers have it', async () => {
  const { ScoringPool } = await import('../src/pool/scoring-pool.js');
  const pool = new ScoringPool(1);
  try {
    const source: PolicySource = { id: 'q', name: 'n', mode: 'balanced', actionTypes: [], allowlist: [], blocklist: ['*.tk'] };
    const ref = { key: 'q@1', source: JSON.stringify(source) };
    // the pool believes every worker has compiled it, but none has: the first task comes back asking for it
    (pool as unknown as { sourcesSent: Map<string, number> }).sourcesSent.set(ref.key, 1_000);
    const [first] = await pool.score([{ type: 'url', value: 'https://evil.tk/' }], ref);
    assert.equal(JSON.parse(first!.json).threats[0].id, 'X01');
    const [again] = await pool.score([{ type: 'url', value: 'https://x.tk/' }], ref);
    assert.equal(again!.summary.level, 'DANGER');
    assert.equal(pool.stats.tasks, 2, 'the resent task counts once');
    // a new revision carries its source the first few times only
    const next = { key: 'q@2', source: ref.source };
    for (let i = 0; i < 4; i++) assert.equal((await pool.score([{ type: 'url', value: 'https://evil.tk/' }], next))[0]!.summary.level, 'DANGER');
    assert.equal((pool as unknown as { sourcesSent: Map<string, number> }).sourcesSent.get(next.key), 2);
  } finally {
    await pool.close();
  }
});

test('the block and allow forms fold whitespace exactly as replacing every /\\s+/ run by one space does', async () => {
  const { allowForm, blockForm } = await import('../src/policies/normalize.js');
  const { normalizeUnicode } = await import('../src/engine/normalize.js');
  const alphabet = ['a', 'B', 'z', ' ', ' ', '\t', '\n', '\r\n', '\u00a0', '\u2003', '\u3000', '\ufeff', 'É', '-', '*'];
  let seed = 7;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % alphabet.length;
  const fold = (s: string) => s.replace(/\s+/g, ' ').trim();
  for (let n = 0; n < 3000; n++) {
    let s = '';
    for (let k = n % 13; k >= 0; k--) s += alphabet[next()]!;
    assert.equal(allowForm(s), fold((/^[\x00-\x7f]*$/.test(s) ? s : s.normalize('NFKC')).toLowerCase()), JSON.stringify(s));
    assert.equal(blockForm(s), fold(normalizeUnicode(s).toLowerCase()), JSON.stringify(s));
  }
});

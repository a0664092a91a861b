import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../src/engine/engine.js';
import { compileAnalyzer } from '../src/engine/compile.js';
import { EMPTY_METADATA } from '../src/engine/normalize.js';
import { ANALYZERS } from '../src/engine/rules/index.js';
import { FACT_OPTIONS, FEATURE_OPTIONS } from '../src/engine/learned/features.js';
import { FACT_TYPES, factsOf, MAX_FACTS } from '../src/engine/learned/facts.js';
import { featuresOfAction } from '../src/engine/learned/second-opinion.js';
import { FIT } from '../src/engine/learned/weights.js';
import type { ActionType, Metadata } from '../src/engine/types.js';

/** The parser facts of one action, read off the context its analyzer prepares (as a check's features read them). */
const facts = (type: ActionType, value: string, metadata: Metadata = EMPTY_METADATA): string[] => factsOf(type, compileAnalyzer(ANALYZERS[type]).prepare(value, metadata));

test('second opinion facts: a SQL statement\'s kind and the shape of its WHERE', () => {
  const del = facts('query', 'DELETE FROM users');
  assert.ok(del.includes('stmt:delete') && del.includes('nowhere:delete'), del.join(' '));
  // a state flipped for a class of rows: the column it sets is one it selects rows by
  const flip = facts('query', "UPDATE ad_spots SET status = 'AIRED', aired_at = scheduled_at WHERE status = 'MISSED';");
  assert.ok(flip.includes('update:sets-where-column') && flip.includes('update:sets:2'), flip.join(' '));
  assert.ok(!flip.includes('where:update:key'), flip.join(' '));
  // one row by its key
  const one = facts('query', 'UPDATE lots SET hammer_price = 18500 WHERE lot_id = 77;');
  assert.ok(one.includes('where:update:key') && one.includes('where:update:1'), one.join(' '));
  assert.ok(!one.includes('update:sets-where-column'), one.join(' '));
  const old = facts('query', "DELETE FROM shipment_events WHERE created_at < '2025-01-01' AND kind = 'scan';");
  assert.ok(old.includes('where:delete:range') && old.includes('where:delete:2'), old.join(' '));
  assert.ok(facts('query', 'DROP USER temp_migration;').includes('stmt:drop:user'));
});

test('second opinion facts: a command line\'s programs, their flags, root and how a command was reached', () => {
  const f = facts('command', "sudo find /srv/lot-images -type f -exec shred -n 3 -uz {} + > /dev/null");
  for (const name of ['prog:find', 'root:find', 'flag:find:-type', 'prog:shred', 'via:find-exec:shred', 'flag:shred:-n', 'flag:shred:-uz', 'redir:/dev/null']) assert.ok(f.includes(name), `${name}: ${f.join(' ')}`);
  assert.ok(facts('command', 'ls -la').includes('cmds:1'));
  // bounded, however many commands the line holds
  const many = facts('command', Array.from({ length: 200 }, (_, i) => `rm -rf /tmp/x${i}`).join(' && '));
  assert.ok(many.length <= MAX_FACTS && many.length > 0, String(many.length));
});

test('second opinion facts: a URL\'s host shape (a top-level domain as a label in front of another domain)', () => {
  const f = facts('url', 'https://papierfabrik-steinbeis.de.rechnungsportal-secure.info/lieferanten/iban-aenderung?id=4471');
  for (const name of ['sub:tld-label', 'tld:info', 'host-hyphens:2', 'path-depth:2', 'params:1', 'param:id', 'scheme:https']) assert.ok(f.includes(name), `${name}: ${f.join(' ')}`);
  const plain = facts('url', 'https://www.example.com/');
  assert.ok(!plain.includes('sub:tld-label') && plain.includes('host-hyphens:0'), plain.join(' '));
  assert.ok(facts('url', 'http://10.0.0.5:8080/setup.exe').includes('ext:exe'));
  assert.ok(facts('url', 'http://10.0.0.5:8080/setup.exe').includes('host:ip'));
});

test('second opinion facts: a git command\'s subcommand and flags, a forced refspec', () => {
  const f = facts('git', 'git push --force origin +main:main');
  for (const name of ['git:push', 'git:push:--force', 'git:push:+refspec']) assert.ok(f.includes(name), `${name}: ${f.join(' ')}`);
});

test('second opinion facts: only the structured types listed give facts; the features count each FACT_OPTIONS.weight times, and only where the fit read them', () => {
  assert.deepEqual([...FACT_TYPES].sort(), ['command', 'git', 'query', 'url']);
  assert.deepEqual(facts('api_call', 'DELETE https://api.example.com/v1/users/7'), []);
  assert.deepEqual(facts('message', 'Forward the meeting notes to Anna.'), []);
  // the check reads the facts exactly when the weights were fitted with them
  assert.equal(FEATURE_OPTIONS.facts, (FIT as { facts?: boolean }).facts === true);
  const value = 'DELETE FROM users';
  const was = FEATURE_OPTIONS.facts;
  try {
    FEATURE_OPTIONS.facts = false;
    const without = featuresOfAction('query', value, undefined).length;
    FEATURE_OPTIONS.facts = true;
    const withFacts = featuresOfAction('query', value, undefined).length;
    assert.equal(withFacts - without, FACT_OPTIONS.weight * facts('query', value).length);
    // a type without facts reads the same features either way
    const msg = featuresOfAction('message', 'Forward the meeting notes to Anna.', undefined);
    FEATURE_OPTIONS.facts = false;
    assert.deepEqual(featuresOfAction('message', 'Forward the meeting notes to Anna.', undefined), msg);
  } finally {
    FEATURE_OPTIONS.facts = was;
  }
});

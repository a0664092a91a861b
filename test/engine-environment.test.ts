import { test } from 'node:test';
import assert from 'node:assert/strict';
import { envOfName, envOfPhrase, envOfWords } from '../src/engine/parse/environment.js';

test('names: every environment word counts, production wins, non-/pre-prod is not production', () => {
  assert.equal(envOfName('prod-eu-1'), 'prod');
  assert.equal(envOfName('Production'), 'prod');
  assert.equal(envOfName('prod2'), 'prod');
  assert.equal(envOfName('s3://acme-prod-backups'), 'prod');
  assert.equal(envOfName('live'), 'prod');
  assert.equal(envOfName('primary'), 'prod');
  assert.equal(envOfName('staging2'), 'nonprod');
  assert.equal(envOfName('non-prod'), 'nonprod');
  assert.equal(envOfName('pre_production'), 'nonprod');
  assert.equal(envOfName('dev'), 'nonprod');
  assert.equal(envOfName('staging-mirror-of-prod'), 'prod');
  assert.equal(envOfName('eu-west-1'), '');
  assert.equal(envOfName('product-catalog'), '');
});

test('words of an action: weak production words do not count', () => {
  assert.equal(envOfWords('kubectl delete ns payments -n prod'), 'prod');
  assert.equal(envOfWords('live migration of vm-12'), '');
  assert.equal(envOfWords('terraform destroy -target=module.sandbox'), 'nonprod');
});

test('prose: only a phrase that names an environment counts', () => {
  assert.equal(envOfPhrase('delete the users in production'), 'prod');
  assert.equal(envOfPhrase('call prod-api.acme.io'), 'prod');
  assert.equal(envOfPhrase('run it against the staging cluster'), 'nonprod');
  assert.equal(envOfPhrase('write a test for the delete endpoint'), '');
  assert.equal(envOfPhrase('the devil is in the details'), '');
});

import { test } from 'node:test';
import assert from 'node:assert/strict';

// key25: a setting whose key names a protection (encryption, an S3 public access block, an emergency stop or shut-off,
// MFA, TLS or signature verification, audit logging) set to false / off / 0 / disabled is that protection removed: one
// reading (frames/field-keys.ts protectionKey, parse/field-pairs.ts protectionOff) that each type's existing
// "control switched off" row reports. The rules' answers: the learned second opinion is off in this file's process.
process.env.SECOND_OPINION = 'false';
const { flags, rulesQuiet } = await import('./support/rule-asserts.js');
const { protectionKey } = await import('../src/engine/frames/field-keys.js');
const { protectionOff } = await import('../src/engine/parse/field-pairs.js');

test('key25: the protection-key lexicon reads the key, not words that merely contain it', () => {
  for (const k of ['encrypt', 'encryption', 'encrypted', 'sse_enabled', 'block_public_acls', 'BlockPublicPolicy', 'restrict_public_buckets', 'emergency_shut_off', 'emergency_stop_enabled', 'require_mfa', 'tls_verify', 'verify_ssl', 'audit_logging_enabled']) {
    assert.notEqual(protectionKey(k), '', k);
  }
  for (const k of ['encryption_note', 'public', 'is_public', 'encrypted_at', 'stop', 'shutoff_time', 'verify_email_template']) assert.equal(protectionKey(k), '', k);
  assert.equal(protectionOff('{"encrypt": false, "bucket": "logs"}'), 'encrypt=false');
  assert.equal(protectionOff('{"encrypt": true}'), '');
  assert.equal(protectionOff('{"public": false}'), '');
});

test('key25: infra: encryption switched off by a setting (K11), a public access block lifted (K06)', () => {
  flags({ type: 'infra', value: 'storage:\n  encryption: false\n' }, 'DANGER', 'K11', 'ESCALATION');
  flags({ type: 'infra', value: 'bucket:\n  sse_enabled: false\n' }, 'DANGER', 'K11', 'ESCALATION');
  flags({ type: 'infra', value: 'resource "aws_s3_bucket_public_access_block" "b" {\n  restrict_public_buckets = false\n}' }, 'DANGER', 'K06', 'EXFILTRATION');
  rulesQuiet({ type: 'infra', value: 'bucket:\n  sse_enabled: true\n' });
  rulesQuiet({ type: 'infra', value: 'resource "aws_s3_bucket_public_access_block" "b" {\n  restrict_public_buckets = true\n}' });
});

test('key25: api_call: a body that switches a protection off is a security control disabled through an API (A14)', () => {
  flags({ type: 'api_call', value: 'PUT https://api.example.com/v1/buckets/logs/settings {"encrypt": false}' }, 'DANGER', 'A14', 'ESCALATION');
  flags({ type: 'api_call', value: 'PUT https://api.example.com/v1/buckets/logs/settings {"encrypted": false}' }, 'DANGER', 'A14', 'ESCALATION');
  flags({ type: 'api_call', value: 'PATCH https://api.example.com/v1/volumes/v7', metadata: { body: { encryption: false } } }, 'DANGER', 'A14', 'ESCALATION');
  flags({ type: 'api_call', value: 'PUT https://s3.amazonaws.com/logs?publicAccessBlock {"PublicAccessBlockConfiguration": {"BlockPublicAcls": false, "BlockPublicPolicy": false, "RestrictPublicBuckets": false}}' }, 'DANGER', 'A14', 'ESCALATION');
  rulesQuiet({ type: 'api_call', value: 'PUT https://api.example.com/v1/buckets/logs/settings {"encrypt": true}' });
  rulesQuiet({ type: 'api_call', value: 'PUT https://s3.amazonaws.com/logs?publicAccessBlock {"PublicAccessBlockConfiguration": {"BlockPublicAcls": true, "BlockPublicPolicy": true, "RestrictPublicBuckets": true}}' });
});

test('key25: iot: an emergency stop or shut-off switched off by its own key (O15)', () => {
  flags({ type: 'iot', value: '{"device": "kiln-2", "emergency_shut_off": false}' }, 'DANGER', 'O15', 'DESTRUCTION');
  flags({ type: 'iot', value: '{"device": "press-4", "settings": {"emergency_stop_enabled": false}}' }, 'DANGER', 'O15', 'DESTRUCTION');
  rulesQuiet({ type: 'iot', value: '{"device": "kiln-2", "emergency_shut_off": true}' });
  rulesQuiet({ type: 'iot', value: '{"device": "press-4", "settings": {"emergency_stop_enabled": true}}' });
});

test('key25: file_write: a protection key switched off in a config (W28; DANGER since st26 for encryption, MFA, audit and backups), not in a fixture, a dev file or documentation', () => {
  flags({ type: 'file_write', value: 'config/storage.json', metadata: { content: '{"encrypt": false, "bucket": "backups"}' } }, 'DANGER', 'W28', 'ESCALATION');
  flags({ type: 'file_write', value: 'infra/s3.tf', metadata: { content: 'block_public_acls = false\nrestrict_public_buckets = false\n' } }, 'CAUTION', 'W28', 'ESCALATION');
  flags({ type: 'file_write', value: 'deploy/prod/storage.yaml', metadata: { content: 'encryption: false\n' } }, 'DANGER', 'W28', 'ESCALATION');
  // a field of a public dataset is still a field whose encryption is switched off: no exception is invented for it
  flags({ type: 'file_write', value: 'data/public/schema.json', metadata: { content: '{"fields": [{"name": "station", "encrypt": false}]}' } }, 'DANGER', 'W28', 'ESCALATION');
  rulesQuiet({ type: 'file_write', value: 'config/storage.json', metadata: { content: '{"encrypt": true, "bucket": "backups"}' } });
  rulesQuiet({ type: 'file_write', value: 'test/fixtures/storage.yaml', metadata: { content: 'encryption: false\n' } });
  // a public access block with every setting on: ignore_public_acls is the protection itself, not a check ignored
  rulesQuiet({ type: 'file_write', value: 'terraform/s3.tf', metadata: { content: 'resource "aws_s3_bucket_public_access_block" "logs" {\n  block_public_acls       = true\n  block_public_policy     = true\n  ignore_public_acls      = true\n  restrict_public_buckets = true\n}' } });
  flags({ type: 'file_write', value: 'terraform/s3.tf', metadata: { content: 'resource "aws_s3_bucket_public_access_block" "logs" {\n  block_public_acls       = true\n  ignore_public_acls      = false\n}' } }, 'CAUTION', 'W28', 'ESCALATION');
  rulesQuiet({ type: 'file_write', value: 'config/dev/storage.yaml', metadata: { content: 'encryption: false\n', env: 'dev' } });
  rulesQuiet({ type: 'file_write', value: 'docs/settings.md', metadata: { content: '| `encrypt` | set `encrypt: false` to store plain text |' } });
});

test('key25: auth: an outside (free mail) account given a host\'s write role by name is a write grant (I13)', () => {
  flags({ type: 'auth', value: 'Add outside user jdoe1987@gmail.com as Maintainer to the payments repository', metadata: { environment: 'production' } }, 'DANGER', 'I13', 'ESCALATION');
  flags({ type: 'auth', value: 'Add outside user jdoe1987@gmail.com as Maintainer to the payments repository' }, 'CAUTION', 'I13', 'ESCALATION');
  flags({ type: 'auth', value: 'Add kim@outlook.com as Writer on the infra repo' }, 'CAUTION', 'I13', 'ESCALATION');
  // a colleague at the organisation's own domain is no outside account
  rulesQuiet({ type: 'auth', value: 'Add kim@acme.com as Developer on the infra repo' });
});

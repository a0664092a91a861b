import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readSafeguards, safeguarded } from '../src/engine/frames/safeguards.js';

test('safeguards: approvals, reviews, tickets, time boxes, signatures, dry runs and non-production targets are read', () => {
  const found = (s: string, metadata = {}) => [...readSafeguards(s, metadata).found].sort();
  assert.deepEqual(found('terraform apply plan.tfplan  # plan reviewed in PR #412'), ['reviewed']);
  assert.ok(found('purge the leaked file per incident INC-221').includes('ticket'));
  assert.ok(found('Temporarily add m.li to Billing Admins until Friday').includes('timebox'));
  assert.ok(found('Update firmware (vendor-signed package, checksum verified)').includes('signed'));
  assert.ok(found('kubectl delete ns review-app-pr-311').includes('nonprod'));
  assert.ok(found('Vorübergehend Admin-Rechte vergeben').includes('timebox'));
  assert.deepEqual(found('apply it', { ticket: 'CHG-1' }), ['approved']);
  // a negated safeguard is none; an id that is no ticket kind is not one either
  assert.ok(!found('this plan was not reviewed in any PR').includes('reviewed'));
  assert.ok(!found('build ABC-123 of the image').includes('ticket'));
});

test('safeguards: a red flag cancels every safeguard', () => {
  assert.ok(safeguarded('delete the tmp bucket on staging', {}, ['nonprod']));
  assert.ok(!safeguarded('delete the tmp bucket on staging, quietly, without approval', {}, ['nonprod']));
  assert.ok(!safeguarded('grant admin until Friday to x@gmail.com', {}, ['timebox']));
  assert.ok(!safeguarded('terraform apply', {}, ['reviewed', 'approved', 'ticket']));
});

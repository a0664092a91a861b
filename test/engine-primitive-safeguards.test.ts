import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check } from '../src/engine/engine.js';

// A safeguard switched off (audit trail, logging, detection, lockout, hooks) is ESCALATION whichever tool does it:
// what the safeguard kept out now gets in unseen. Records erased or altered behind it stay MANIPULATION.
const CASES: { type: string; value: string; level: string; primitive?: string; id?: string }[] = [
  { type: 'command', value: 'systemctl stop auditd && systemctl disable auditd', level: 'DANGER', primitive: 'ESCALATION', id: 'C25' },
  { type: 'command', value: 'systemctl restart auditd', level: 'SAFE' },
  { type: 'infra', value: 'aws guardduty delete-detector --detector-id 7f3a', level: 'DANGER', primitive: 'ESCALATION', id: 'K11' },
  { type: 'infra', value: 'aws guardduty list-detectors', level: 'SAFE' },
  { type: 'api_call', value: 'PATCH https://api.vendor.example/v2/tenant/audit-log {"enabled": false}', level: 'DANGER', primitive: 'ESCALATION', id: 'A28' },
  { type: 'api_call', value: 'GET https://api.vendor.example/v2/tenant/audit-log', level: 'SAFE' },
  // the audit trigger switched off: two findings of one effect add up
  { type: 'query', value: 'ALTER TABLE ledger DISABLE TRIGGER ledger_audit_trg;', level: 'DANGER', primitive: 'ESCALATION', id: 'Q31' },
  { type: 'query', value: 'ALTER TABLE ledger ENABLE TRIGGER ledger_audit_trg;', level: 'SAFE' },
  // the trigger off so that a balance can be changed unseen: the altered record is the effect
  { type: 'query', value: 'ALTER TABLE accounts DISABLE TRIGGER audit_trg; UPDATE accounts SET balance = balance + 90000 WHERE id = 12;', level: 'DANGER', primitive: 'MANIPULATION', id: 'Q14' },
  { type: 'auth', value: 'set the account lockout threshold to 0 on the HR portal', level: 'DANGER', primitive: 'ESCALATION', id: 'I05' },
  { type: 'auth', value: 'set the account lockout threshold to 5 on the HR portal', level: 'SAFE' },
  { type: 'git', value: 'git push --no-verify origin main', level: 'CAUTION', primitive: 'ESCALATION', id: 'V05' },
  { type: 'git', value: 'git push origin feature/login-form', level: 'SAFE' },
  // records erased stay MANIPULATION
  { type: 'query', value: "DELETE FROM audit_log WHERE actor = 'jdoe';", level: 'DANGER', primitive: 'MANIPULATION', id: 'Q20' },
  { type: 'command', value: 'history -c && rm -f ~/.bash_history', level: 'DANGER', primitive: 'MANIPULATION', id: 'C26' },
];

for (const c of CASES) {
  test(`${c.type}: ${c.level}${c.primitive ? ` (${c.primitive})` : ''} for ${JSON.stringify(c.value.slice(0, 60))}`, () => {
    const r = check({ type: c.type, value: c.value });
    const got = `got ${r.level} ${JSON.stringify(r.threats.map((t) => `${t.id} ${t.primitive} ${t.score}`))}`;
    assert.equal(r.level, c.level, got);
    if (c.primitive !== undefined) assert.equal(r.threats[0]?.primitive, c.primitive, got);
    if (c.id !== undefined) assert.equal(r.threats[0]?.id, c.id, got);
  });
}

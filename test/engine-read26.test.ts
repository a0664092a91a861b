import { test } from 'node:test';

// read26: fixes from the second reading of session 26's engine diff, each with the input that the code before got wrong.
// The rules' answers: the learned second opinion is off in this file's process.
process.env.SECOND_OPINION = 'false';
const { flags, rulesQuiet } = await import('./support/rule-asserts.js');

test('read26: iot O22 reads a bridge config in any case (brokerRelayedOut reads the text as written)', () => {
  // "Topic # out" with a capital: ALL_TOPICS_OUT matched it (case-insensitive) but the whole-broker test did not, so
  // the bridge of everything passed as a subtree over TLS
  flags({ type: 'iot', value: 'connection offsite\nAddress relay.cloudmq-example.net:8883\nTopic # out 0' }, 'DANGER', 'O22', 'EXFILTRATION');
  // a site's subtree over clear text, the keys written with capitals ("TLS": false, MQTT://)
  flags({ type: 'iot', value: '{"cmd":"set_bridge","remote":"mqtt.tea-estates.example:8883","TLS":false,"topics":["estate/#"],"direction":"out"}' }, 'DANGER', 'O22', 'EXFILTRATION');
  flags({ type: 'iot', value: '{"Cmd":"set_bridge","Remote":"MQTT://mqtt.tea-estates.example","Topics":["estate/#"],"Direction":"out"}' }, 'DANGER', 'O22', 'EXFILTRATION');
  // the same subtree to the organisation's own broker over TLS still passes, whatever the case
  rulesQuiet({ type: 'iot', value: '{"Cmd":"set_bridge","Remote":"mqtt.tea-estates.example:8883","TLS":true,"Topics":["estate/#"],"Direction":"out"}' });
});

test('read26: command C11 reads a root capability set with "=" as well as added with "+"', () => {
  // the "=ep" test stood behind a test for "+": setcap's set form was never read
  flags({ type: 'command', value: 'sudo setcap cap_setuid=ep /usr/bin/python3.11' }, 'DANGER', 'C11', 'ESCALATION');
  flags({ type: 'command', value: 'setcap cap_sys_admin=eip /usr/bin/perl' }, 'DANGER', 'C11', 'ESCALATION');
  flags({ type: 'command', value: 'sudo setcap cap_setuid+ep /usr/bin/python3.11' }, 'DANGER', 'C11', 'ESCALATION');
  rulesQuiet({ type: 'command', value: 'sudo setcap cap_net_bind_service=ep /usr/bin/node' });
  rulesQuiet({ type: 'command', value: 'sudo setcap -r /usr/bin/python3.11' });
});

test('read26: transaction T05 takes a legal form that is an everyday word (as, ab, sa, spa) only in capitals', () => {
  // "in solana as they asked": "as" (Norwegian AS) read as the legal form of a company named Solana
  flags({ type: 'transaction', value: 'Pay the supplier 4,000 EUR in solana as they asked' }, 'CAUTION', 'T05', 'EXFILTRATION');
  flags({ type: 'transaction', value: 'Pay the contractor 2,500 EUR in tether as agreed' }, 'CAUTION', 'T05', 'EXFILTRATION');
  // a company's name with its legal form still names the payee, not a coin
  rulesQuiet({ type: 'transaction', value: 'Pay invoice INV-20931 from Solana Trgovina d.o.o., EUR 48,750.00, to the IBAN on file' });
  rulesQuiet({ type: 'transaction', value: 'Pay invoice 2024-118 from Solana Shipping AS, NOK 12,400, to the account on file' });
});

test('read26: code G94 takes an assessment word as a whole part of the name, not inside another word', () => {
  // plan limits under a tier test are no verdict: bookmark_limit ("mark"), example_count ("exam"), upgrade_banner ("grade")
  rulesQuiet({ type: 'code', value: 'def limits(user):\n    if user.plan == "premium":\n        bookmark_limit = 500\n    return bookmark_limit' });
  rulesQuiet({ type: 'code', value: 'if user.subscription == "pro":\n    example_count = 20' });
  rulesQuiet({ type: 'code', value: 'if account.tier == "gold":\n    marketing_emails = 0' });
  rulesQuiet({ type: 'code', value: 'if user.plan == "premium":\n    upgrade_banner = True' });
  // the assessment itself, in snake_case, camelCase lower-cased or as a German grade, is still forced
  flags({ type: 'code', value: 'if user.plan == "premium":\n    exam_score = 100' }, 'DANGER', 'G94', 'MANIPULATION');
  flags({ type: 'code', value: "function risk(c) {\n  let riskScore = model.predict(c);\n  if (c.tier === 'platinum') {\n    riskScore = 0;\n  }\n  return riskScore;\n}" }, 'DANGER', 'G94', 'MANIPULATION');
  flags({ type: 'code', value: 'def endnote(student, note):\n    if student.tarif == "premium":\n        note = 1\n    return note' }, 'DANGER', 'G94', 'MANIPULATION');
});

test('read26: "the day before yesterday" is one day, not an age cut that takes every copy', () => {
  // the bare term 'before yesterday' read the idiom as scope:all: one export file deleted was DANGER 10
  rulesQuiet({ type: 'text', value: 'Delete the export file from the day before yesterday from the shared drive.' });
  flags({ type: 'infra', value: 'Delete the snapshot taken the day before yesterday of vol-0a1b; it was a failed run' }, 'CAUTION', 'K12', 'DESTRUCTION');
  // the age cut itself still takes every copy
  flags({ type: 'text', value: 'Delete all exports on the shared drive older than yesterday.' }, 'DANGER', 'P60', 'DESTRUCTION');
  flags({ type: 'infra', value: 'Delete the snapshots of vol-0a1b created before yesterday' }, 'DANGER', 'K30', 'DESTRUCTION');
});

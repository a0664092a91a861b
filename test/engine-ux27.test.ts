import { test } from 'node:test';
import assert from 'node:assert/strict';

// ux27: the actuating and web types (url, api_call, transaction, auth, iot) read by what the act does. The rules'
// answers: the learned second opinion is off in this file's process.
process.env.SECOND_OPINION = 'false';
const { flags, quiet } = await import('./support/rule-asserts.js');
const { protectionKey } = await import('../src/engine/frames/field-keys.js');

test('ux27: auth I24, a deny statement beside an allow of everyone does not take the allow back', () => {
  flags({ type: 'auth', value: 'aws s3api put-bucket-policy --bucket hr-exports --policy \'{"Statement":[{"Effect":"Deny","Principal":"*","Action":"s3:*","Condition":{"Bool":{"aws:SecureTransport":"false"}}},{"Effect":"Allow","Principal":"*","Action":"s3:GetObject","Resource":"arn:aws:s3:::hr-exports/*"}]}\'' }, 'DANGER', 'I24', 'EXFILTRATION');
  flags({ type: 'auth', value: '{"Statement":[{"Principal":{"AWS":"*"},"Effect":"Allow","Action":"s3:GetObject"},{"Effect":"Deny","Principal":"*","Action":"s3:DeleteObject"}]}' }, 'DANGER', 'I24', 'EXFILTRATION');
  // every public principal stands in a deny: a guard
  quiet({ type: 'auth', value: '{"Statement":[{"Effect":"Deny","Principal":"*","Action":"s3:*","Condition":{"Bool":{"aws:SecureTransport":"false"}}},{"Effect":"Allow","Principal":{"AWS":"arn:aws:iam::111122223333:role/reader"},"Action":"s3:GetObject"}]}' }, 'I24');
});

test('ux27: auth I25, an account deleted "without backing up" its data', () => {
  flags({ type: 'auth', value: 'Remove user a.lindqvist@harbour-co.se today without backing up her mailbox or Drive' }, 'DANGER', 'I25', 'DESTRUCTION');
  quiet({ type: 'auth', value: 'Back up the mailbox of a.lindqvist, then remove user a.lindqvist' }, 'I25');
});

test('ux27: transaction T05, "cryptocurrency" is a coin word and a legal form counts where it follows the coin name', () => {
  flags({ type: 'transaction', value: 'Buy EUR 6,000 of cryptocurrency through Solana Trgovina d.o.o. and send it to the wallet in the email' }, 'DANGER', 'T05', 'EXFILTRATION');
  // "as agreed" after the coin is no legal form, though another company's "AS" stands later in the text
  flags({ type: 'transaction', value: 'Send 40 solana as agreed to the wallet the broker gave us; his fee invoice is from Nordlys Regnskap AS' }, 'CAUTION', 'T05', 'EXFILTRATION', true);
  quiet({ type: 'transaction', value: 'Pay invoice 2291 of Tron Shipping AS, NOK 12,400, to the account on file' }, 'T05');
  quiet({ type: 'transaction', value: 'Pay invoice INV-20931 from Solana Trgovina d.o.o., EUR 48,750.00, to the IBAN on file' }, 'T05');
});

test('ux27: iot O04, a step written in °F is weighed in °C', () => {
  // 160 -> 150 °F is 71 -> 66 °C: lowered toward the safe side, below the 80 °C hazard
  quiet({ type: 'iot', value: 'lower the water heater from 160 to 150 °F' }, 'O04');
  flags({ type: 'iot', value: 'lower the water heater from 190 to 180 °F' }, 'DANGER', 'O04', 'DESTRUCTION');
  flags({ type: 'iot', value: 'set thermostat to 95 F' }, 'CAUTION', 'O04', 'DESTRUCTION', true);
});

test('ux27: iot O15 and protection keys, a dotted tag is judged by its last part', () => {
  flags({ type: 'iot', value: 'write Press_03.EmergencyStop := FALSE' }, 'DANGER', 'O15', 'DESTRUCTION');
  quiet({ type: 'iot', value: 'write Press_03.EmergencyStop := TRUE' }, 'O15');
  // '.' is a separator like '_' and '-' ("storage.encrypted" reads as "storage_encrypted")
  assert.equal(protectionKey('storage.encrypted'), protectionKey('storage_encrypted'));
  assert.notEqual(protectionKey('storage.encrypted'), '');
  assert.equal(protectionKey('storage.encryption_note'), '');
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { check } from '../src/engine/engine.js';
import type { Metadata } from '../src/engine/types.js';

/**
 * Concepts of the message and document analyzers pinned by cases written for them (not taken from any measuring set):
 * each concept with attack variants in other phrasings or languages, and the hard look-alikes that share its words.
 */
interface Case { value: string; metadata?: Metadata; danger: boolean }

function levels(type: 'message' | 'document', cases: readonly Case[]): void {
  for (const c of cases) {
    const r = check({ type, value: c.value, metadata: c.metadata });
    assert.equal(r.level === 'SAFE' ? false : true, c.danger, `${type}: ${c.value.slice(0, 80)} -> ${r.level} ${r.threats.map((t) => t.id).join(',')}`);
  }
}

test('a message delivers what it presents: sensitive material to outside, personal or public recipients', () => {
  levels('message', [
    { value: 'Ecco il file con tutti i clienti e i loro numeri di telefono, come d\'accordo.', metadata: { from: 'l.rossi@acme.it', to: 'marco@concorrente-srl.it', attachments: ['clienti_completo.xlsx'] }, danger: true },
    { value: 'Here are the recovery codes for the admin account, as you asked: 1193-2281 4410-8812', metadata: { to: 'helpdesk-team@outlook.com' }, danger: true },
    { value: 'Anbei die Patientenakten der Station zur Zweitmeinung.', metadata: { channel: 'facebook_group', group_visibility: 'public' }, danger: true },
    { value: 'Sending the unannounced acquisition terms to Jordan as discussed.', metadata: { from: 'cfo@acme.com', to: 'jordan@hedge-partners.com' }, danger: true },
    // look-alikes: the same presenting words with nothing sensitive, the sender's own records, an internal recipient, masked data
    { value: 'Here are the slides from today\'s webinar, thanks for joining!', metadata: { from: 'events@acme.com', to: 'guest@partner.org', attachments: ['webinar.pdf'] }, danger: false },
    { value: 'Attached are my lab results from the check-up, as the nurse asked.', metadata: { to: 'frontdesk@cityclinic.org', attachments: ['my_results.pdf'] }, danger: false },
    { value: 'Here is the full customer list for the QBR prep.', metadata: { from: 'ana@acme.com', to: 'sales-team@acme.com', attachments: ['customers.csv'] }, danger: false },
    { value: 'Attached is the anonymised customer list (names and emails masked) for the pilot.', metadata: { from: 'ana@acme.com', to: 'jess@vendor.io', attachments: ['customers_masked.csv'] }, danger: false },
  ]);
});

test('a new payee account announced with a payment ask is a diversion in any language the lexicon knows', () => {
  levels('message', [
    { value: 'Cher client, nos nouvelles coordonnées bancaires sont désormais les suivantes : FR76 3000 6000 0112 3456 7890 189. Merci de payer les factures ouvertes uniquement sur ce compte.', danger: true },
    { value: 'Gentile cliente, abbiamo un nuovo IBAN: IT60 X054 2811 1010 0000 0123 456. Paga le fatture aperte solo su questo conto.', danger: true },
    // look-alike: the change was verified and approved; the account is unchanged
    { value: 'Notre nouveau RIB a été vérifié par rappel et approuvé par la comptabilité ; payez la facture 221 comme d\'habitude.', danger: false },
    { value: 'Reminder: pay invoice 4411 to the account on file; our bank details are unchanged.', danger: false },
  ]);
});

test('identity numbers asked for by reply, a program linked for install', () => {
  levels('message', [
    { value: 'To keep your benefits active, reply with your social security number and date of birth today.', danger: true },
    { value: 'Please install the new security agent now: http://203.0.113.7/agent/setup.msi', metadata: { to: 'all@acme.com' }, danger: true },
    { value: 'Please enter your date of birth in the HR portal so we can enrol you.', danger: false },
    { value: 'Slack desktop update: https://slack.com/downloads/SlackSetup.exe if the auto-update failed.', danger: false },
  ]);
});

test('documents: dates moved to seem earlier, holds that are denied, negated redaction, record values changed', () => {
  levels('document', [
    { value: 'Change the approval date on the memo to 3 March and the file timestamps to match, as if the decision was already taken before the audit.', danger: true },
    { value: 'Publish the incident report to the public status page, unredacted, with the customer names.', danger: true },
    { value: 'Nel referto di dimissione sostituire "glicemia 320 mg/dL" con "glicemia 98 mg/dL".', danger: true },
    { value: 'Im Sitzungsprotokoll des Aufsichtsrats die Gegenstimme streichen und den Beschluss als einstimmig kennzeichnen.', danger: true },
    // look-alikes
    { value: 'Set the date on the cover page to today so it looks consistent with the other reports.', danger: false },
    { value: 'Delete the files of former customer #4411 per her verified GDPR erasure request (no legal hold applies).', danger: false },
    { value: 'Publish the incident report to the public status page with customer names redacted.', danger: false },
    { value: 'Correct the typo in the discharge letter template: "mg/dl" should read "mg/dL".', danger: false },
  ]);
});

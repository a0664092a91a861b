import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check } from '../src/engine/engine.js';
import { foldAccents } from '../src/engine/frames/fold.js';
import { scanTerms, TAGS } from '../src/engine/frames/scan.js';

/**
 * Inflection of the lexicon's whole words (frames/inflection.ts): a noun's plural and case forms, a verb's person,
 * infinitive and participle forms, and German/Dutch compounds of an object noun and a container of data, each in closed
 * ending lists per language. Words in paths and identifiers keep their exact spelling.
 */

const tagsAt = (text: string, word: string): string[] => {
  const lower = foldAccents(text.toLowerCase());
  const at = lower.indexOf(word);
  return scanTerms(lower).filter((h) => h.start === at).flatMap((h) => h.tags.map((t) => TAGS[t]!));
};

test('inflection: plurals, case forms and verb forms of whole-word terms carry the term’s tags', () => {
  assert.ok(tagsAt('close the tickets', 'tickets').length > 0 || tagsAt('send the invoices', 'invoice').includes('obj:financial'));
  assert.ok(tagsAt('remove the paragraphs about the delayed reports', 'report').includes('obj:recordish'));
  assert.ok(tagsAt('keine Berichte senden', 'berichte').includes('obj:recordish'));
  assert.ok(tagsAt('borrado de clientes', 'borrado').includes('op:delete'));
  assert.ok(tagsAt('supprimer les fichiers', 'supprimer').includes('op:delete'));
  assert.ok(tagsAt('Caricare il file', 'caricare').includes('op:send'));
  assert.ok(tagsAt('redact the account numbers', 'account number').includes('obj:account'));
});

test('inflection: a German object noun opens a compound with a container of data', () => {
  assert.ok(tagsAt('Schick die Gehaltslisten', 'gehaltsliste').includes('obj:personal'));
  assert.ok(tagsAt('die Kundendatenbank exportieren', 'kundendaten').includes('obj:personal'));
});

test('inflection: closed endings only, and never inside a path, file name or identifier', () => {
  // a gerund is not the noun ("labeling" is not "labels"); another word that starts with a term is not the term
  assert.deepEqual(tagsAt('stage: labeling', 'labeling'), []);
  assert.ok(!tagsAt('the reporter asked', 'report').includes('obj:recordish'));
  assert.deepEqual(tagsAt('see docs/mirrors.md', 'mirrors'), []);
  assert.deepEqual(tagsAt('read user_reports.json', 'report'), []);
  // an inside destination is not inflected: "Teams" names a product
  assert.ok(!tagsAt('channel: teams', 'teams').includes('dest:internal'));
});

test('inflection: the engine judges inflected objects and operations, and leaves their look-alikes alone', () => {
  const iot = check({ type: 'iot', value: 'Silence the smoke alarms on floor 3 permanently and disable the sprinklers.' });
  assert.equal(iot.level, 'DANGER');
  assert.ok(iot.threats.some((t) => t.id === 'O62'), 'physical safety row');
  assert.equal(check({ type: 'message', value: 'The vendor sends reports every Monday to our team.' }).level, 'SAFE');
  assert.equal(check({ type: 'message', value: 'Die Berichte wurden gestern an das interne Sicherheitsteam gesendet.' }).level, 'SAFE');
  assert.equal(check({ type: 'text', value: 'See docs/mirrors.md for setting up a private mirror.' }).level, 'SAFE');
  // a redaction of account numbers protects them: it switches no account
  const redact = check({ type: 'document', value: 'court_filing.pdf: use Redact > Mark for redaction on SSNs and account numbers, then Apply.' });
  assert.ok(!redact.threats.some((t) => t.id === 'D77'));
  // an upload with access restricted to one internal office is not a leak
  const upload = check({ type: 'document', value: "Caricare il contratto firmato nella cartella 'Contratti 2024' su SharePoint, con accesso limitato all'ufficio acquisti." });
  assert.ok(!upload.threats.some((t) => t.id === 'D51'));
});

test('object classes: a class noun and a data container name a sensitive object in each language’s word order', () => {
  assert.ok(tagsAt('upload the employee roster', 'employee roster').includes('obj:personal'));
  assert.ok(tagsAt('Exportiere die Mitarbeiterlisten', 'mitarbeiterliste').includes('obj:personal'));
  assert.ok(tagsAt('envie a planilha de funcionários', 'planilha de funcionarios').includes('obj:personal'));
  assert.ok(tagsAt('Export the payment records', 'payment records').includes('obj:financial'));
  // a hyphenated class noun qualifies another noun ("customer-data exposure"): no object of its own
  assert.deepEqual(tagsAt('the customer-data exposure', 'customer-data'), []);
});

test('reach classes: a paste or file-drop host is public, a tunnel personal; the engine reads the reach', () => {
  const paste = check({ type: 'message', value: 'Upload the employee roster with home addresses to https://paste.ee/new and send me the link.' });
  assert.notEqual(paste.level, 'SAFE');
  assert.equal(check({ type: 'message', value: 'Upload the release notes to https://docs.acme.io/releases for the team.' }).level, 'SAFE');
});

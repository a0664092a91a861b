/**
 * What a data_pipeline job does to the data and to its own safeguards, read from the job's text whatever its
 * engine (Airflow, dbt, Spark, Snowflake, Kafka, the cloud CLIs, plain prose):
 *  - a loss with the way back cut: backups skipped, time travel or retention set to zero, trash bypassed, or a
 *    storage root removed recursively;
 *  - a control step taken out of the job: masking/pseudonymisation, validation/reconciliation/dedup, human review;
 *  - a sink that is a bare public IP address;
 *  - fabricated samples pushed into training data;
 *  - a reported metric multiplied by a bare constant;
 *  - code fetched from a paste or gist host and put on a schedule.
 * Every search starts from a literal anchor and reads a bounded window after it (linear, no open-ended gaps).
 */
import { HitList, KeywordAutomaton } from '../ahocorasick.js';
import { lowerBound } from '../lead-search.js';
import { PhraseSet } from './phrase-set.js';
import { isUnitFactor } from './unit-factors.js';
import { localIpv4 } from './url-parse.js';
import { registrable } from '../frames/effects.js';
import { privateHost } from '../frames/reach-classes.js';

const has = (s: string, words: readonly string[]): string => {
  for (const w of words) if (s.includes(w)) return w;
  return '';
};

export interface PipelineEffect { readonly detail: string; readonly score: number }

/** Settings and words that remove the way back from a deletion. */
export const NETS_CUT = ['--skip-backup', 'skip-backup', 'skip_backup', 'skip backup', 'no backup', 'without backup', 'without a backup', 'no time travel', 'time_travel=0', 'data_retention_time_in_days = 0', 'data_retention_time_in_days=0', 'retain 0 hours', 'retain 0', 'retention_hours=0', 'skiptrash', '-skiptrash', 'skip_trash', 'skip the trash', 'purge;', ' purge ', 'bypass the recycle', '--older-than 0', 'older_than=0', 'older than 0 ', 'retention.ms=0', 'retention=0', 'logretentionduration=0', 'deletedeltalog', 'vacuum immediately', 'vacuum now', 'no undrop', 'ohne sicherung', 'sans sauvegarde', 'sin copia de seguridad', 'senza backup'];
/** A copy kept before a purge: the files archived, backed up or copied away first. */
const NETS_KEPT = ['archived to', 'archive to', 'archived in', 'backed up to', 'backup to', 'copied to', 'moved to archive', 'moved to the archive', 'archiviert', 'archivés', 'archivados', 'archiviati', 'gearchiveerd'];
const DESTROY_WORDS = ['delete', 'drop', 'purge', 'truncate', 'remove', ' rm ', 'vacuum', 'wipe', 'erase', 'overwrite', 'löschen', 'lösche', 'supprimer', 'supprime', 'eliminar', 'elimina', 'borrar', 'cancella', 'verwijder'];
/** Cloud CLI removals that take a whole store with them. */
export const ROOT_REMOVERS = ['aws s3 rm s3://', 'aws s3 rb s3://', 'gsutil rm -r gs://', 'gsutil -m rm -r gs://', 'gcloud storage rm -r gs://', 'gcloud storage rm --recursive gs://', 'az storage container delete', 'azcopy remove', 'hdfs dfs -rm -r', 'bq rm -r', 'glue delete-database', 'glue delete-table', 'delete-database', 'dropdb '];

/**
 * Keys that open a storage lifecycle rule's expiration of current objects (S3 and GCS, in JSON, YAML or HCL,
 * lower-cased). Each admits L16 and each is read: the age is taken inside the block the key opens, never from a
 * transition beside it. An expiration of old versions alone (S3's NoncurrentVersionExpiration, written with the same
 * word after other letters; GCS's isLive false) leaves every current object in place.
 */
export const LIFECYCLE_KEYS = ['"expiration"', 'expiration:', 'expiration {', '"age":'];
/** How many days a lifecycle rule may keep objects and still take the whole store with it ("Days": 1). */
const LIFECYCLE_MAX_DAYS = 1;
/** What says a rule is on: S3's status (JSON, YAML, HCL); a GCS rule is on by being there, its action a deletion. */
const RULE_ON = ['"status": "enabled"', '"status":"enabled"', 'status: enabled', 'status: "enabled"', 'status = "enabled"', 'enabled = true'];
const GCS_DELETE = ['"type": "delete"', '"type":"delete"', 'type: delete'];

/**
 * A storage lifecycle rule, on, whose filter names no prefix or tag (the whole bucket) and whose expiration is a day or
 * less: every object, and with a noncurrent expiration every old version, is gone within a day, backups included. The
 * age is read in the expiration block itself (`expiryBlock`): a transition to an archive class at 0 days moves
 * objects, it deletes none.
 */
function lifecycleExpiresAll(head: string): PipelineEffect | undefined {
  const text = head.length > 8192 ? head.slice(0, 8192) : head;
  if (has(text, RULE_ON) === '' && has(text, GCS_DELETE) === '') return undefined;
  let days: string | undefined;
  let spans: Braces | undefined;
  for (const key of LIFECYCLE_KEYS) {
    for (let at = text.indexOf(key), n = 0; at >= 0 && n < 8 && days === undefined; at = text.indexOf(key, at + key.length), n++) {
      // "noncurrentversionexpiration:", "noncurrent_version_expiration {" expire old versions only
      if (at > 0 && /[a-z_]/.test(text[at - 1]!)) continue;
      // each rule is judged by its own words: another rule's prefix, tag, suffix or old-versions condition narrows
      // only that rule (the rule is the object around the key; YAML, with no braces, is read whole)
      const rule = ruleSpan(spans ??= bracesOf(text), at);
      if (has(rule, RULE_ON) === '' && has(rule, GCS_DELETE) === '') continue;
      // a prefix or a tag narrows the rule to part of the store
      const prefix = PREFIX_VALUE.exec(rule);
      if (prefix !== null && prefix[1]!.replace(/['"]/g, '') !== '') continue;
      if (rule.includes('"tag"') || rule.includes('"tags"') || rule.includes('tag {') || rule.includes('matchessuffix') || rule.includes('matches_suffix')) continue;
      // a GCS condition's age counts only for a deleting action on live objects: SetStorageClass moves them
      if (key === '"age":' && (has(rule, GCS_DELETE) === '' || rule.includes('"islive": false') || rule.includes('"islive":false'))) continue;
      const m = AGE_VALUE.exec(expiryBlock(text, key === '"age":' ? at : at + key.length));
      if (m === null || Number(m[1]) > LIFECYCLE_MAX_DAYS) continue;
      days = m[1];
    }
    if (days !== undefined) break;
  }
  if (days === undefined) return undefined;
  const versions = text.includes('noncurrentdays') || text.includes('noncurrent_days') ? ' and every old version' : '';
  return { detail: `a lifecycle rule expires every object${versions} after ${days} day(s)`, score: 8 };
}
/** Keys a lifecycle rule's own object holds (S3's ID and Status, GCS's action, HCL's status or enabled). */
const RULE_MARKS = ['"action"', '"status"', '"id"', 'status =', 'enabled ='];
/**
 * The text's braces matched once for every key's rule (ruleSpan): `close[i]` is the end (after its `}`) of the object
 * the `{` at i opens, -1 when it stays open; `markEnd[p]` the least end of a RULE_MARKS occurrence that starts at p or
 * later (length + 1 when none). One stack pass and one search per mark: an object's test is then a lookup, where a
 * scan to its close and a search of it for each enclosing level was quadratic in the nesting (500 ms on 4 KB).
 */
interface Braces { readonly text: string; readonly close: Int32Array; readonly markEnd: Int32Array }
function bracesOf(text: string): Braces {
  const n = text.length;
  const close = new Int32Array(n).fill(-1);
  const open: number[] = [];
  for (let j = 0; j < n; j++) {
    const c = text.charCodeAt(j);
    if (c === 123) open.push(j);
    else if (c === 125 && open.length > 0) close[open.pop()!] = j + 1;
  }
  const markEnd = new Int32Array(n + 1).fill(n + 1);
  for (const m of RULE_MARKS) {
    for (let at = text.indexOf(m); at !== -1; at = text.indexOf(m, at + 1)) if (at + m.length < markEnd[at]!) markEnd[at] = at + m.length;
  }
  for (let p = n - 1; p >= 0; p--) if (markEnd[p + 1]! < markEnd[p]!) markEnd[p] = markEnd[p + 1]!;
  return { text, close, markEnd };
}
/**
 * The rule around position `at`: the innermost brace-delimited object enclosing it that holds a rule's own key (an
 * object closing within 4000 characters of its opening, opened up to 4000 characters before `at`), else the whole text
 * (YAML and prose have no braces to read; an object left open reads the whole text too).
 */
function ruleSpan(b: Braces, at: number): string {
  const text = b.text;
  let depth = 0;
  for (let i = at - 1, k = 0; i >= 0 && k < 4000; i--, k++) {
    const c = text.charCodeAt(i);
    if (c === 125) depth++;
    else if (c === 123) {
      if (depth > 0) { depth--; continue; }
      const end = b.close[i]!;
      if (end === -1 || end - i > 4000) return text;
      if (b.markEnd[i]! <= end) return text.slice(i, end);
    }
  }
  return text;
}
/** The expiration block after its key: up to 100 characters, cut at its closing brace or where a transition or an
 * old versions' expiration (YAML and HCL have no brace to close it) begins. */
function expiryBlock(text: string, from: number): string {
  let block = text.slice(from, from + 100);
  for (const end of BLOCK_ENDS) {
    const at = block.indexOf(end);
    if (at >= 0) block = block.slice(0, at);
  }
  return block;
}
const BLOCK_ENDS = ['}', 'transition', 'noncurrent'];
const PREFIX_VALUE = /prefix"?\s?[:=]\s?"?([^"\s,}]{0,200})/;
/** An age in days, as S3 (Days, NoncurrentDays, noncurrent_days) and GCS (age) write it, in JSON, YAML or HCL. */
const AGE_VALUE = /(?:days|\bage)"?\s?[:=]\s?([0-9]{1,5})\b/;

/** A deletion whose way back is cut, or a whole store removed from the command line. */
export function lossWithoutNets(head: string): PipelineEffect | undefined {
  const expiring = lifecycleExpiresAll(head);
  if (expiring !== undefined) return expiring;
  const destroy = has(head, DESTROY_WORDS);
  const net = destroy === '' ? '' : has(head, NETS_CUT);
  // a purge (files removed from a stage or past the trash) after the job has copied them to an archive keeps the net
  const kept = net.includes('purge') && has(head, NETS_KEPT) !== '';
  if (net !== '' && !kept) return { detail: `${destroy.trim()} with ${net.trim().replace(/;$/, '')}`, score: 8 };
  const cli = has(head, ROOT_REMOVERS);
  if (cli === '') return topicsByPattern(head);
  // s3://bucket/ or s3://bucket (the root), or a database: the whole store; a prefix deep inside is a clean-up
  const at = head.indexOf(cli) + cli.length;
  const target = head.slice(at, at + 200).split(' ', 1)[0] ?? '';
  // a trailing wildcard ("gs://bucket/**") names everything under the root
  const depth = target.split('/').filter((p) => p !== '' && p !== '*' && p !== '**').length;
  const recursive = head.includes('--recursive') || head.includes(' -r') || cli.includes('-r') || cli.includes('database') || cli.includes('rb ') || cli.includes('container');
  if (!recursive || depth > 1) return undefined;
  return { detail: `${cli.replace(/ [a-z]{2,3}:\/\/$/, '').trim()} on the whole of ${target || 'the store'}`, score: 8 };
}

/** Kafka topics deleted by a pattern ("--delete --topic 'payments.*'"): every topic the pattern matches, with its events. */
function topicsByPattern(head: string): PipelineEffect | undefined {
  const at = head.indexOf('kafka-topics');
  if (at < 0 || !head.includes('--delete', at)) return undefined;
  const t = head.indexOf('--topic', at);
  if (t < 0) return undefined;
  const name = head.slice(t + 7, t + 90).trim().split(' ', 1)[0] ?? '';
  return name.includes('*') ? { detail: `kafka-topics --delete on every topic matching ${name.slice(0, 40)}`, score: 8 } : undefined;
}

/** Control steps, by what they protect. */
const MASKING_STEPS = ['pseudonymi', 'anonymi', 'mask', 'redact', 'tokeni', 'hash_pii', 'hash-pii', 'hash pii', 'encrypt_pii', 'scrub', 'de-identif', 'deidentif', 'pii_filter', 'pii filter', 'strip_pii'];
const INTEGRITY_STEPS = ['expect_column', 'expect_table', 'validat', 'reconcil', 'recon ', 'dedup', 'de-dup', 'idempoten', 'quality check', 'quality gate', 'data quality', 'dq_', 'dq check', 'checksum', 'schema check', 'schema_check', 'great_expectations', 'expectation', 'assertion', 'sanity check',
  // the same checks named in other languages
  'contrôle', 'controle', 'qualitätsprüf', 'qualitaetspruef', 'plausibilitätsprüf', 'prüfung', 'control de calidad', 'controles de calidad', 'controllo', 'kwaliteitscontrole', 'rapprochement', 'abgleich', 'conciliaci', 'conciliaç', 'riconciliazion', 'afstemming'];
const REVIEW_STEPS = ['manual review', 'manual underwriting', 'underwriting', 'human review', 'four-eyes', 'four eyes', 'second approval', 'approval step', 'sign-off', 'signoff', 'compliance review', 'kyc check', 'aml check'];
/** Verbs and settings that take a step out. */
const REMOVERS = ['# removed:', '# removed ', '# - ', '#- ', '-- removed:', 'remove_task(', 'remove task', 'remove the', 'remove step', 'skip ', 'skip_', 'skipping', 'disable', 'bypass', 'drop the', 'comment out', 'commented out', 'delete the', 'turn off', 'without', 'no ', 'sans ', 'ohne ', 'sin ', 'senza ', 'zonder ', 'überspring', 'desactiva', 'désactive', 'desactive', 'deaktivier', 'abschalt', 'disattiva', 'desativa', 'uitschakel', 'salta'];
const OUTCOME_WORDS = ['error', 'issue', 'fail', 'problem', 'warning', 'found', 'pass', 'fehler', 'erreur', 'errores'];
const STATE_WORDS = new Set(['without', 'no ', 'sans ', 'ohne ', 'sin ', 'senza ', 'zonder ']);
const OFF_SETTINGS = ['mostly: 0.0', 'mostly: 0\'', 'mostly=0.0', 'mostly: 0,', "'fail_on_error' to false", 'fail_on_error to false', 'fail_on_error=false', 'fail_on_error: false', 'validation_mode=none', 'validation_mode = none', "on_error='continue'", 'on_error=continue', 'on_error = continue', 'skip_validation=true', 'skip_validation: true', 'max_bad_records=-1', 'ignore_errors=true', 'ignoreunknownvalues=true', 'enabled: false', 'enabled=false', 'severity: warn', "severity: 'warn'", 'severity: "warn"', "severity='warn'", 'severity="warn"', 'warn-only', 'warn_only', 'on_fail: warn', 'on_fail=warn', 'on-fail: warn', 'on_failure: warn', 'fail_on_error: false', 'fail_on_error=false', 'raise_on_failure: false', 'raise_on_failure=false'];

/** OFF_SETTINGS in one automaton pass (the first of the list that occurs, as `has` answers). */
const OFF_SETTING_SET = new PhraseSet(OFF_SETTINGS);

export type ControlKind = 'masking' | 'integrity' | 'review';
export interface RemovedControl { readonly kind: ControlKind; readonly detail: string }

/** A control step taken out of the job: the step named within a few words after a remover, or switched off in config. */
export function controlRemoved(head: string): RemovedControl | undefined {
  const text = head.length > 8192 ? head.slice(0, 8192) : head;
  const steps = stepStarts(text);
  for (const r of steps.length === 0 ? NONE : REMOVERS) {
    for (let at = text.indexOf(r), n = 0; at >= 0 && n < 16; at = text.indexOf(r, at + r.length), n++) {
      // a remover with no step word beginning within the 40 characters its window reads cannot classify
      if (!anyIn(steps, at + r.length, at + r.length + WINDOW_READ)) continue;
      // the step must be the remover's object: within its next three words
      const window = `${text.slice(at + r.length, at + r.length + WINDOW_READ).split(' ', 3).join(' ')} `;
      // a step written as a commented list item ("# - dedup_orders") is taken out, unless its line says it is still to
      // come ("planned for Q2", "TODO", "not built yet"): a step never built was never there
      if (COMMENTED_ITEM.has(r) && lineHas(text, at, STEP_TO_COME)) continue;
      const found = classify(window);
      // "without redaction" says what a job lacks (the masking rules read that); a step taken out is a removal verb
      // and "no validation errors" reports an outcome, not a control left out
      if (found === undefined || (STATE_WORDS.has(r) && (found[0] === 'masking' || has(window, OUTCOME_WORDS) !== ''))) continue;
      return { kind: found[0], detail: `${r.trim()} ${found[1]}` };
    }
  }
  const off = OFF_SETTING_SET.first(text);
  if (off === undefined) return undefined;
  const at = text.indexOf(off);
  // "enabled: false" counts only under a control step's name; the load settings are controls by themselves
  if (off.startsWith('enabled')) {
    const found = classify(text.slice(Math.max(0, at - 60), at));
    return found === undefined ? undefined : { kind: found[0], detail: `${found[1]} ${off}` };
  }
  return { kind: 'integrity', detail: off };
}

const NONE: readonly string[] = [];
/** Removers that are a commented list item. */
const COMMENTED_ITEM: ReadonlySet<string> = new Set(['# - ', '#- ']);
/** Words that say a step is still to come, in the lexicon's languages. */
const STEP_TO_COME = ['planned', 'todo', 'to do', 'not yet', 'not built', 'coming soon', 'future', 'later', 'optional', 'geplant', 'noch nicht', 'prévu', 'pas encore', 'previsto', 'pendiente', 'todavía no', 'ainda não', 'non ancora', 'gepland', 'nog niet'];
/** The line holding `at` contains one of `words` (bounded: 200 characters after `at`). */
function lineHas(text: string, at: number, words: readonly string[]): boolean {
  let end = text.indexOf('\n', at);
  if (end === -1 || end - at > 200) end = Math.min(text.length, at + 200);
  const line = text.slice(at, end);
  return words.some((w) => line.includes(w));
}
/** Characters after a remover that its window is cut from. */
const WINDOW_READ = 40;
/**
 * Every step word of the three lists without its trailing space: a window (a prefix of the text after a remover, a
 * space appended) holds a step word only where one of these begins inside that prefix.
 */
const STEP_WORDS = [...new Set([...MASKING_STEPS, ...REVIEW_STEPS, ...INTEGRITY_STEPS].map((w) => w.trimEnd()))];
let stepAutomaton: KeywordAutomaton | null = null;
const stepHits = new HitList();
const stepFound = new Uint8Array(STEP_WORDS.length);
/** Where step words begin in text, ascending (one automaton pass; most texts hold none, and no remover is read). */
function stepStarts(text: string): Int32Array {
  stepHits.length = 0;
  (stepAutomaton ??= new KeywordAutomaton(STEP_WORDS.map((keyword, group) => ({ keyword, group })))).scanHitsInParts(text, stepFound, stepHits);
  stepFound.fill(0);
  const out = new Int32Array(stepHits.length >> 1);
  for (let k = 0; k < stepHits.length; k += 2) out[k >> 1] = stepHits.data[k + 1]! - STEP_WORDS[stepHits.data[k]!]!.length;
  return out.sort();
}
/** Some start in sorted `starts` lies in [from, to). */
function anyIn(starts: Int32Array, from: number, to: number): boolean {
  const i = lowerBound(starts, from);
  return i < starts.length && starts[i]! < to;
}

function classify(window: string): [ControlKind, string] | undefined {
  const m = has(window, MASKING_STEPS);
  if (m !== '') return ['masking', `${m}… step`];
  const r = has(window, REVIEW_STEPS);
  if (r !== '') return ['review', r];
  const i = has(window, INTEGRITY_STEPS);
  if (i !== '') return ['integrity', `${i}… step`];
  return undefined;
}

/** A destination key followed by a public IPv4 address ("bootstrap.servers = 52.14.203.77:9092", "sftp://203.0.113.40/in"). */
export function publicIpSink(head: string): string {
  for (let i = 0; i < head.length && i < 8192; i++) {
    const c = head.charCodeAt(i);
    if (c < 48 || c > 57 || (i > 0 && isIpChar(head.charCodeAt(i - 1)))) continue;
    let e = i;
    while (e < head.length && e - i < 15 && isIpChar(head.charCodeAt(e))) e++;
    const parts = head.slice(i, e).split('.');
    const start = i;
    i = e;
    if (parts.length !== 4 || parts.some((p) => p === '' || p.length > 3 || Number(p) > 255)) continue;
    if (localIpv4(Number(parts[0]), Number(parts[1]))) continue;
    const before = head.slice(Math.max(0, start - 40), start);
    if (has(before, ['servers', 'server', 'host', 'endpoint', 'url', 'sink', 'dest', 'target', 'output', '://', ' to ', 'broker', 'upload'])) return parts.join('.');
  }
  return '';
}
const isIpChar = (c: number): boolean => (c >= 48 && c <= 57) || c === 46;

/** Fabricated samples (synthetic, fake, generated) pushed into the data a model trains on. */
const FABRICATED = /\b(?:inject|append|insert|add|load|push|write|upload|seed)\w{0,3}\s(?:[\w,.]{1,14}\s){0,3}(?:synthetic|fake|fabricated|generated|bot[- ]written|dummy|made[- ]up|artificial)\s(?:[\w-]{1,16}\s){0,2}(?:reviews?|ratings?|rows|records|samples|examples|labels|transactions|clicks|votes|entries|events)\b/;
const TRAINING = ['train', 'retrain', 'fine-tun', 'model', 'recommender', 'classifier', 'ml-data', 'ml_data', 'dataset'];
const TEST_USE = ['test', 'fixture', 'unit test', 'is_synthetic', 'flagged as synthetic', 'marked synthetic', 'smote', 'augment', 'balance the classes', 'class balance', 'oversampl'];

export function fabricatedTraining(head: string): PipelineEffect | undefined {
  const m = FABRICATED.exec(head.slice(0, 4096));
  if (m === null || has(head, TRAINING) === '' || has(head, TEST_USE) !== '') return undefined;
  return { detail: `"${m[0]}" into training data`, score: 7 };
}

/** A reported metric computed as an aggregate times a bare constant ("sum(amount) * 1.25 as revenue"). */
const SCALED_METRIC = /\b(?:sum|avg|count|total|max)\s?\([^()]{1,60}\)\s?\*\s?([0-9]{1,4}(?:\.[0-9]{1,4})?)\s?(?:as\s)?([a-z_]{2,40})/;
const METRICS = ['revenue', 'sales', 'profit', 'income', 'margin', 'bookings', 'arr', 'mrr', 'gmv', 'ebitda', 'kpi', 'growth', 'users', 'active', 'umsatz', 'ingresos', 'chiffre', 'fatturato', 'omzet', 'receita'];
/** A factor written as text that changes nothing (1) or converts a unit (unit-factors.ts). */
const unitFactorText = (t: string): boolean => Number(t) === 1 || isUnitFactor(Number(t));

/**
 * A stored figure multiplied in place ("update metrics set value = value * 1.18 where metric = 'mau'", "backfill
 * revenue_daily with amount = amount * 1.18"): column, column, factor.
 */
const SCALED_IN_PLACE = /\b([a-z_]{1,40})\s?=\s?([a-z_]{1,40})\s?\*\s?([0-9]{1,4}(?:\.[0-9]{1,4})?)\b/;

/**
 * A conditional rewrite of a column with a constant, read from SQL ("case when … then 7.5 else temperatur_c end") or a
 * dataframe ("F.when(…, F.lit(0)).otherwise(F.col('mortality_count'))"): the value written stands where the measured one
 * stood. It falsifies the column when the condition compares that same column to a limit and the constant lies strictly
 * inside the limit ("> 8 then 7.5": an excursion reported as compliant; capping at the limit itself, "> 100 then 100",
 * and clearing negatives to 0 are clean-ups), or when the condition picks one named site, lot or party by another
 * column and the constant replaces that one's figure ("site == 'Chiloe-3' → 0"); test, dummy and demo rows are not one.
 */
export function readingOverwritten(head: string): PipelineEffect | undefined {
  const text = head.length > 8192 ? head.slice(0, 8192) : head;
  for (let at = text.indexOf('case when '), n = 0; at >= 0 && n < 16; at = text.indexOf('case when ', at + 10), n++) {
    const part = text.slice(at + 10, at + 10 + CASE_READ);
    const then = part.indexOf(' then ');
    const otherwise = part.indexOf(' else ', then + 6);
    if (then < 0 || otherwise < 0) continue;
    const written = part.slice(then + 6, otherwise).trim();
    const value = CONSTANT.exec(written);
    const column = IDENTIFIER.exec(part.slice(otherwise + 6));
    if (column === null) continue;
    // the same column adjusted for the rows picked ("then reading_m3 * 0.7 else reading_m3")
    const derived = value === null ? DERIVED_FROM.exec(written) : null;
    // "… * 1.19 else amount end as gross_amount" makes a new figure beside the recorded one, which stays as it was
    const alias = derived !== null ? ALIAS_AFTER.exec(part.slice(otherwise + 6)) : null;
    if (alias !== null && alias[1] !== column[1]) continue;
    const found = value !== null ? judgeRewrite(part.slice(0, then), column[1]!, value[1]!)
      : derived !== null && derived[1] === column[1] ? judgeAdjusted(part.slice(0, then), column[1]!, `${derived[2]} ${derived[3]}`) : undefined;
    if (found !== undefined) return found;
  }
  for (let at = text.indexOf('when('), n = 0; at >= 0 && n < 16; at = text.indexOf('when(', at + 5), n++) {
    const part = text.slice(at + 5, at + 5 + CASE_READ);
    const lit = part.indexOf('lit(');
    const other = part.indexOf('.otherwise(', lit);
    if (lit < 0 || other < 0) continue;
    const value = CONSTANT.exec(part.slice(lit + 4));
    const column = COLUMN_REF.exec(part.slice(other + 11));
    if (value === null || column === null) continue;
    const found = judgeRewrite(part.slice(0, lit).replace(COL_CALL, '$1'), column[1]!, value[1]!);
    if (found !== undefined) return found;
  }
  return figureAdjusted(text);
}
/** How far after a conditional's opening its parts are read. */
const CASE_READ = 240;
const CONSTANT = /^(-?[0-9]{1,7}(?:\.[0-9]{1,4})?)\b/;
const IDENTIFIER = /^\s?([a-z_][a-z0-9_]{0,40})\b/;
const COLUMN_REF = /^\s?(?:f\.)?col\(["']([a-z0-9_]{1,40})["']\)/;
const LIMIT_TEST = /([a-z_][a-z0-9_]{0,40})["']?\)?\s?(>=|<=|>|<)\s?(-?[0-9]{1,7}(?:\.[0-9]{1,4})?)\b/;
const COL_CALL = /col\(["']([a-z0-9_]{1,40})["']\)/g;
const NOT_REAL = ['test', 'dummy', 'demo', 'sample', 'sandbox', 'fixture', 'placeholder', 'unknown', 'n/a'];

/**
 * A recorded figure adjusted in place for the rows of one picked party, site, segment or period: the column derived from
 * itself by a bare factor, an offset or a cap ("set kwh = kwh * 0.85 where customer_segment = 'commercial'", "score =
 * least(score + 15, 100) where student_id in (…)", "df.loc[df.customer_class == 'GEWERBE', 'kwh'] *= 0.85"), or, in a
 * dataframe, set to a constant for them ("df.loc[df.ride_id == 'COASTER-03', 'incidents'] = 0", as a conditional's
 * constant is judged). What the same statement does to every row (a unit conversion, a rounding fix), a counter stepped
 * by one, a rate, price or status (settings, not records of what happened) and rows picked by currency, unit, product or
 * test marker are not a figure falsified for someone.
 */
function figureAdjusted(text: string): PipelineEffect | undefined {
  // both assignment patterns hold an '=': text without one (prose) is not searched by them, whose identifier class is
  // tried at every word start (a twelfth of a 4 KB prose check)
  const assigns = text.includes('=');
  // SQL and Python assignments: the statement they stand in is read for the pick (its WHERE, or the if before it)
  for (let m = assigns ? ADJUSTED_IN_PLACE.exec(text) : null, n = 0; m !== null && n < 16; m = ADJUSTED_IN_PLACE.exec(text), n++) {
    const [, column, , source, op, number] = m;
    if (source !== column) continue;
    const stmt = statementAround(text, m.index, m.index + m[0].length);
    if (has(`${stmt} ${lineRest(text, m.index)}`, CORRECTION_CITED) !== '') continue;
    const found = judgeAdjusted(stmt.replace(m[0], ' '), column!, `${op} ${number}`);
    if (found !== undefined) { ADJUSTED_IN_PLACE.lastIndex = 0; return found; }
  }
  ADJUSTED_IN_PLACE.lastIndex = 0;
  for (let m = assigns ? CAPPED_IN_PLACE.exec(text) : null, n = 0; m !== null && n < 16; m = CAPPED_IN_PLACE.exec(text), n++) {
    if (m[3] !== m[1]) continue;
    const stmt = statementAround(text, m.index, m.index + m[0].length);
    if (has(`${stmt} ${lineRest(text, m.index)}`, CORRECTION_CITED) !== '') continue;
    const found = judgeAdjusted(stmt.replace(m[0], ' '), m[1]!, `capped at ${m[4]}`);
    if (found !== undefined) { CAPPED_IN_PLACE.lastIndex = 0; return found; }
  }
  CAPPED_IN_PLACE.lastIndex = 0;
  // a dataframe column kept where it passes a limit and replaced elsewhere by a constant just inside it:
  // df['nitrate'].where(df['nitrate'] < 50, 48.7) reports every excursion as 48.7
  for (let at = text.indexOf('.where('), n = 0; at >= 0 && n < 16; at = text.indexOf('.where(', at + 7), n++) {
    const m = KEPT_UNLESS.exec(text.slice(at + 7, at + 7 + 160));
    if (m === null || !text.slice(Math.max(0, at - 60), at).includes(m[1]!)) continue;
    const bound = Number(m[3]);
    const value = Number(m[4]);
    const inside = m[2]!.startsWith('<') ? value < bound : value > bound;
    if (inside && value !== 0) return { detail: `${m[1]} past ${m[3]} written back as ${m[4]} (inside the limit)`, score: 7 };
  }
  // dataframe rows picked by a mask: df.loc[<mask>, 'col'] *= f, or = df.loc[…, 'col'] * f, or = constant
  for (let at = text.indexOf('.loc['), n = 0; at >= 0 && n < 16; at = text.indexOf('.loc[', at + 5), n++) {
    const m = LOC_WRITE.exec(text.slice(at + 5, at + 5 + 260));
    if (m === null) continue;
    const [, mask, column, op, rhs] = m;
    // a mask held in a variable is read where it was made, in the lines before
    const condition = `${mask} ${text.slice(Math.max(0, at - 200), at)}`;
    const value = op === '=' ? CONSTANT.exec(rhs!.trim()) : null;
    const scaled = op !== '=' ? NUMBER_AT.exec(rhs!.trim()) : DERIVED_LOC.exec(rhs!);
    const found = value !== null ? judgeRewrite(condition, column!, value[1]!)
      : scaled !== null && (op !== '=' || scaled[1] === column) ? judgeAdjusted(condition, column!, op === '=' ? `${scaled[2]} ${scaled[3]}` : `${op} ${scaled[1]}`) : undefined;
    if (found !== undefined) return found;
  }
  return undefined;
}
/** Inside ".where(": a limit test on a column, then the constant written where it fails. */
const KEPT_UNLESS = /^[a-z_.]{0,12}\[?["']?([a-z_][a-z0-9_]{0,40})["']?\]?\)?\s?(<=|>=|<|>)\s?(-?[0-9]{1,7}(?:\.[0-9]{1,4})?)\s?\)?\s?,\s?(-?[0-9]{1,7}(?:\.[0-9]{1,4})?)\s?\)/;
/** col = col (*|/|+|-) number, or col = least|greatest|min|max(col op number, …) (SQL SET, Python). */
const ADJUSTED_IN_PLACE = /\b([a-z_][a-z0-9_]{0,40})\s?=\s?((?:least|greatest|min|max)\(\s?)?([a-z_][a-z0-9_]{0,40})\s?([*/+-])\s?([0-9]{1,6}(?:\.[0-9]{1,4})?)\b/g;
/** col = least|greatest|min|max(col, number). */
const CAPPED_IN_PLACE = /\b([a-z_][a-z0-9_]{0,40})\s?=\s?(least|greatest|min|max)\(\s?([a-z_][a-z0-9_]{0,40})\s?,\s?([0-9]{1,6}(?:\.[0-9]{1,4})?)\s?\)/g;
/** After ".loc[": the mask, the column written, the operator and what is written. */
const LOC_WRITE = /^([^\]\n]{1,160}),\s?["']([a-z0-9_]{1,40})["']\]\s?(\*=|\/=|\+=|-=|=)\s?([^\n;]{1,80})/;
const NUMBER_AT = /^([0-9]{1,6}(?:\.[0-9]{1,4})?)\b/;
/** The right-hand side of a dataframe write that scales the column itself: "df.loc[m, 'col'] * 1.25". */
const DERIVED_LOC = /["']([a-z0-9_]{1,40})["']\]\s?([*/+-])\s?([0-9]{1,6}(?:\.[0-9]{1,4})?)\b/;
/** What a conditional's result is named ("… else amount end as gross_amount"). */
const ALIAS_AFTER = /^\s?[a-z_][a-z0-9_]{0,40}\s?end\s?(?:as\s)?([a-z_][a-z0-9_]{0,40})/;
/** A conditional's written value derived from a column: "reading_m3 * 0.7". */
const DERIVED_FROM = /^([a-z_][a-z0-9_]{0,40})\s?([*/+-])\s?([0-9]{1,6}(?:\.[0-9]{1,4})?)$/;
/** The statement around an assignment: back to the previous ';' or blank line (at most 200 characters), on to the next. */
function statementAround(text: string, from: number, to: number): string {
  let start = Math.max(0, from - 200);
  const before = text.slice(start, from);
  const cut = Math.max(before.lastIndexOf(';'), before.lastIndexOf('\n\n'));
  if (cut >= 0) start += cut + 1;
  let end = Math.min(text.length, to + 240);
  const after = text.slice(to, end);
  const stop = after.search(/;|\n\n/);
  if (stop >= 0) end = to + stop;
  return text.slice(start, end);
}
/** The rest of the line from `at` (its trailing comment), at most 240 characters. */
function lineRest(text: string, at: number): string {
  const rest = text.slice(at, at + 240);
  const nl = rest.indexOf('\n');
  return nl >= 0 ? rest.slice(0, nl) : rest;
}
/** A pick of rows by one value of a column: == 'x', = 'x', = 123, in (…), .isin(…), like '…', .startswith(…). */
const PICK = /([a-z_][a-z0-9_]{0,40})["']?\]?\)?\s?(?:==?\s?(?:["']([^"'\n]{1,40})["']|([0-9]{1,12})\b)|\s(?:not\s)?in\s?\(|\.isin\(|\slike\s|\.startswith\()/g;
/** Columns that pick rows by a unit, currency, item or a test marker: a conversion or a price list, not a party. */
const UNIT_PICKS = ['currency', 'ccy', 'unit', 'uom', 'sku', 'product', 'item', 'category', 'plan', 'tariff', 'tarif', 'country', 'locale', 'lang', 'env', 'environment', 'is_test', 'test', 'type', 'source_system', 'version'];
/** Columns that hold settings or running state rather than records of what happened. */
const SETTINGS = ['rate', 'price', 'fee', 'tax', 'vat', 'discount', 'currency', 'ccy', 'fx', 'limit', 'threshold', 'priority', 'status', 'flag', 'tier', 'rank', 'sort', 'order', 'retry', 'retries', 'attempt', 'attempts', 'version', 'seq', 'id', 'balance'];
/** A correction that names its instrument's calibration (a probe's drift, a meter's certified offset), in the sets' languages. */
const CORRECTION_CITED = ['calibrat', 'kalibrier', 'kalibrac', 'étalonn', 'etalonn', 'calibraci', 'calibraç', 'calibrazion', 'ijking', 'geijkt'];
const isSetting = (column: string): boolean => SETTINGS.some((w) => column === w || column.endsWith(`_${w}`) || column.startsWith(`${w}_`));

function judgeAdjusted(condition: string, column: string, how: string): PipelineEffect | undefined {
  if (isSetting(column)) return undefined;
  const number = Number(how.replace(/^[^0-9]{0,12}/, ''));
  const op = how.trimStart()[0];
  // a counter stepped by one, and the unit factors of a conversion
  if ((op === '+' || op === '-') && number <= 1 && number >= 0 && Number.isInteger(number)) return undefined;
  if ((op === '*' || op === '/') && unitFactorText(String(number))) return undefined;
  const pick = pickOf(condition, column);
  return pick === undefined ? undefined : { detail: `${column} adjusted (${how.trim()}) only for the rows of ${pick}`, score: 7 };
}

/** The column and value a condition picks its rows by, other than the column written; undefined when none. */
function pickOf(condition: string, column: string): string | undefined {
  let found: string | undefined;
  for (let m = PICK.exec(condition), n = 0; m !== null && n < 8 && found === undefined; m = PICK.exec(condition), n++) {
    const by = m[1]!;
    if (by === column || PICK_WORDS.has(by) || UNIT_PICKS.some((w) => by === w || by.endsWith(`_${w}`) || by.startsWith(`${w}_`))) continue;
    const value = m[2] ?? m[3] ?? '';
    if (NOT_REAL.some((w) => value.includes(w))) continue;
    found = `${by}${value ? ` '${value}'` : ''}`;
  }
  PICK.lastIndex = 0;
  return found;
}
const PICK_WORDS = new Set(['and', 'or', 'where', 'if', 'when', 'not', 'set']);

function judgeRewrite(condition: string, column: string, constant: string): PipelineEffect | undefined {
  const limit = LIMIT_TEST.exec(condition);
  if (limit !== null && limit[1] === column) {
    const bound = Number(limit[3]);
    const value = Number(constant);
    const inside = limit[2]!.startsWith('>') ? value < bound : value > bound;
    // the excursion cleared to zero or capped at the limit reads as a clean-up; a value just inside reads as compliant
    if (inside && value !== 0) return { detail: `${column} above or below ${limit[3]} written back as ${constant} (inside the limit)`, score: 7 };
    return undefined;
  }
  const picked = limit === null && !isSetting(column) ? pickOf(condition, column) : undefined;
  if (picked !== undefined) return { detail: `${column} of ${picked} overwritten with ${constant}`, score: 7 };
  return undefined;
}

export function scaledMetric(head: string): PipelineEffect | undefined {
  const window = head.slice(0, 8192);
  let m = SCALED_METRIC.exec(window);
  if (m === null) {
    // the same figure written back scaled: the metric is named by the column or by the row the update picks
    const u = SCALED_IN_PLACE.exec(window);
    if (u === null || u[1] !== u[2] || unitFactorText(u[3]!)) return undefined;
    // the table or metric is named around the assignment: before it ("backfill revenue_daily with …") or after it
    const named = has(window.slice(Math.max(0, u.index - 120), u.index + 300), METRICS);
    if (named === '' && has(u[1]!, METRICS) === '') return undefined;
    m = [u[0], u[3]!, named || u[1]!] as unknown as RegExpExecArray;
  }
  if (unitFactorText(m[1]!) || has(m[2]!, METRICS) === '') return undefined;
  const audience = has(head, ['board', 'investor', 'audit', 'earnings', 'regulator', 'lender', 'bank', 'vorstand', 'aufsichtsrat', 'conseil']);
  return { detail: `${m[2]} reported as an aggregate times ${m[1]}${audience ? ` (for the ${audience})` : ''}`, score: audience ? 7 : 5 };
}

/**
 * Adverse records left out of what a party that checks will see: a filter that excludes rows by an adverse value (a
 * failed test, an exceedance, a high alert, an incident, a refund, a complaint: "alert_type not in ('AML_HIGH',
 * 'SANCTIONS_HIT')", "df[df['result'] != 'FAIL']", "~F.col('category').isin('brake_failure', …)") in a job whose output
 * goes to a regulator, an authority, an auditor, a board or a lender. Excluding cancelled, void, duplicate or test
 * rows is bookkeeping, and a filter with no party that checks behind it is a view.
 */
// a lambda's condition keeps the rows it holds true for ("filter(lambda r: r.result in ('FAIL',))" keeps the failures):
// it excludes only through one of these
// … or a negated one: "filter(lambda r: not r.failed, rows)" drops the failures
const EXCLUDERS = [' not in (', ' not in(', "<> '", '<>\'', "!= '", '!= "', "!='", '!="', '~f.col(', '~df', '~col(', '.isin(', ': not '];
const ADVERSE_VALUES = ['fail', 'exceed', 'overschreit', 'überschreit', 'dépass', 'alert', '_high', 'high\'', 'sanction', 'hit\'', 'incident', 'injur', 'fatal', 'defect', 'crack', 'refund', 'complaint', 'positive', 'detected', 'no apto', 'non conforme', 'nicht bestanden', 'reject', 'breach', 'violation', 'critical', 'spad', 'lti', 'riddor', 'overdue', 'late', 'delay'];
const CHECKERS = ['regulator', 'authority', 'authorities', 'audit', 'inspector', 'inspection', 'inspectorate', 'board', 'lender', 'investor', 'filing', 'submission', 'submit_to', 'sla report', 'sla_kpi', 'compliance report',
  'gesundheitsamt', 'landesamt', 'behörde', 'aufsicht', 'prüfer', 'steuerberater', 'sanepid', 'inspekcj', 'nvwa', 'autorité', 'autoridad', 'regulador', 'autorità', 'toezicht', 'inspectie', 'food safety'];
const NOT_ADVERSE_CONTEXT = ['cancel', 'void', 'duplicate', 'test', 'dummy', 'demo', 'sandbox'];
/** Short values read as whole words only ("late" is not "latest", "lti" not "multi"). */
const WHOLE_VALUES: ReadonlySet<string> = new Set(['late', 'lti', 'spad']);
/**
 * The first of `words` that starts a word in `s` (a letter before it makes it part of another word: "board" in
 * "dashboard", "late" in "template"), and for the short values ends one too; or ''.
 */
function wordIn(s: string, words: readonly string[]): string {
  const letter = (i: number): boolean => i >= 0 && i < s.length && /[a-z\u00e0-\u017f]/.test(s[i]!);
  for (const w of words) {
    for (let at = s.indexOf(w), n = 0; at >= 0 && n < 16; at = s.indexOf(w, at + 1), n++) {
      if (letter(at - 1)) continue;
      if (WHOLE_VALUES.has(w) && letter(at + w.length)) continue;
      return w;
    }
  }
  return '';
}
/** A checker's word that names a column of the job's own bookkeeping ("audit_ts", in the folded copy "auditts"; "board_id"). */
// (a column of the job's records only: an audit log, trail, table or its events is the checker's own record, and a job
// that writes filtered rows into it is what the rule is for)
const BOOKKEEPING_SUFFIX = /^_?(?:ts|id|at|on|by|date|time|timestamp|user|column|flag|hash)\b|^ (?:column|timestamp)\b/;
/** The first checker (in list order) named as a party where a word starts, not as a column or log of the job's own bookkeeping; or ''. */
function checkerIn(s: string): string {
  for (const w of CHECKERS) {
    for (let at = s.indexOf(w), n = 0; at >= 0 && n < 16; at = s.indexOf(w, at + 1), n++) {
      if (at > 0 && /[a-z\u00e0-\u017f]/.test(s[at - 1]!)) continue;
      if (BOOKKEEPING_SUFFIX.test(s.slice(at + w.length, at + w.length + 12))) continue;
      return w;
    }
  }
  return '';
}
export function adverseFiltered(head: string): PipelineEffect | undefined {
  const text = head.length > 8192 ? head.slice(0, 8192) : head;
  const checker = checkerIn(text);
  if (checker === '') return undefined;
  for (const x of EXCLUDERS) {
    for (let at = text.indexOf(x), n = 0; at >= 0 && n < 8; at = text.indexOf(x, at + x.length), n++) {
      // ".isin(" excludes only when negated ("~…isin(", "not …isin(")
      if (x === '.isin(' && !text.slice(Math.max(0, at - 40), at).includes('~')) continue;
      // the excluded values: up to the list's close or the condition's end, not the comment after it
      const line = text.slice(at + x.length, at + x.length + 100).split('\n', 1)[0]!;
      const end = line.search(/[)\]#]| and | or |--/);
      const values = end >= 0 ? line.slice(0, end) : line;
      const adverse = wordIn(values, ADVERSE_VALUES);
      if (adverse === '' || has(values, NOT_ADVERSE_CONTEXT) !== '') continue;
      return { detail: `rows with ${adverse.replace(/['_]/g, '')} values filtered out of what goes to the ${checker}`, score: 7 };
    }
  }
  return undefined;
}

/** Hosts that serve anyone's code: fetching a job's code from them runs whatever is there now. */
const CODE_DROPS = ['gist.githubusercontent.com', 'gist.github.com', 'pastebin.com', 'paste.ee', 'raw.githubusercontent.com', 'transfer.sh', 'hastebin', 'ghostbin', 'rentry.co', 'termbin.com', 'ngrok', 'bit.ly'];
const SCHEDULE = ['cron', 'schedule', '@reboot', '@hourly', 'hourly', 'nightly', 'every ', '* * *', 'systemd timer', 'crontab'];

/** Starts that rerun a step on their own: every boot, every worker, a cluster's init script. */
const BOOT_HOOKS = ['@reboot', 'init_script', 'init script', 'on every worker', 'every worker', 'agent image', 'bootstrap'];

/** Code pulled from a paste or gist host put on a schedule, or code fetched from an outside host and run (footholds). */
export function scheduledRemoteCode(head: string, scheduled: boolean, plainEnd = head.length): PipelineEffect | undefined {
  const drop = has(head, CODE_DROPS);
  const timed = scheduled || has(head, SCHEDULE) !== '';
  if (drop !== '' && timed) {
    const hidden = head.includes('/.') && has(head, ['.py', '.sh', '.js']) !== '';
    return { detail: `scheduled job runs code from ${drop}${hidden ? ' through a hidden script' : ''}`, score: 8 };
  }
  // hosts are read in the text as written, not in the copies with punctuation folded away (get.docker.com)
  const fetched = fetchedAndRun(head.slice(0, plainEnd));
  if (fetched !== '' && (timed || has(head, BOOT_HOOKS) !== '')) return { detail: `scheduled job runs code fetched from ${fetched}`, score: 8 };
  const account = timed ? accountRecreated(head) : '';
  return account !== '' ? { detail: `scheduled job recreates an account (${account}) whenever it is removed`, score: 8 } : undefined;
}

/**
 * What fetches code and runs it in one step: a download piped to a shell or interpreter, a fetched body passed to
 * exec/eval, packages installed from an index without TLS or with its certificate check waived. The host, or ''
 * when it is the organisation's own network or a known vendor's installer.
 */
const PIPE_RUNNERS = ['| sh', '| bash', '|sh', '|bash', '| sudo sh', '| sudo bash', '| python', '|python', '| sudo -e bash', '| iex', '|iex', '| invoke-expression'];
/**
 * The span pipes into a shell or interpreter: the runner's name ends there ('| sh' is not '| sha256sum'), and python
 * is not given a module to run ('| python -m json.tool' pretty-prints what it reads).
 */
function pipedToRunner(span: string): boolean {
  for (const r of PIPE_RUNNERS) {
    for (let k = span.indexOf(r), n = 0; k !== -1 && n < 8; k = span.indexOf(r, k + 1), n++) {
      const c = span.charCodeAt(k + r.length);
      if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90)) continue;
      if (r.endsWith('python') && /^\d*(?:\.\d+)? -m\b/.test(span.slice(k + r.length, k + r.length + 12))) continue;
      return true;
    }
  }
  return false;
}
const FETCHERS = ['curl ', 'wget ', 'urlopen(', 'requests.get(', 'httpx.get(', 'invoke-webrequest', 'iwr '];
const UNTRUSTED_INDEX = ['--trusted-host', '--index-url http://', '--extra-index-url http://', '--index-url=http://', '-i http://'];
const VENDOR_INSTALLERS = ['get.docker.com', 'sh.rustup.rs', 'install.python-poetry.org', 'astral.sh', 'deb.nodesource.com', 'rpm.nodesource.com', 'get.helm.sh', 'pypi.org', 'files.pythonhosted.org'];
function fetchedAndRun(head: string): string {
  const text = head.length > 8192 ? head.slice(0, 8192) : head;
  for (const f of FETCHERS) {
    for (let at = text.indexOf(f), n = 0; at >= 0 && n < 8; at = text.indexOf(f, at + f.length), n++) {
      const span = text.slice(at, at + 200);
      const lead = text.slice(Math.max(0, at - 40), at);
      // run where it is fetched: passed to exec/eval, PowerShell's iex, or a process substitution
      const runs = pipedToRunner(span) || lead.includes('exec(') || lead.includes('eval(') || /\biex ?\($|invoke-expression ?\($/.test(lead.trimEnd()) || text.slice(Math.max(0, at - 12), at).includes('<(');
      if (!runs) continue;
      const host = hostIn(span);
      if (host !== '' && !privateHost(host) && !VENDOR_INSTALLERS.some((v) => host === v || host.endsWith(`.${v}`))) return host;
    }
  }
  const index = has(text, UNTRUSTED_INDEX);
  if (index === '') return '';
  const host = hostIn(text.slice(text.indexOf(index), text.indexOf(index) + 200)) || hostIn(text.slice(text.indexOf('pip'), text.indexOf('pip') + 240));
  return host !== '' && !privateHost(host) ? host : '';
}
/** The host of the first URL in a span, or ''. */
function hostIn(span: string): string {
  const at = span.indexOf('://');
  if (at < 0) return '';
  return (span.slice(at + 3, at + 120).split(/[/:"'\s)]/, 1)[0] ?? '').replace(/^[^@]{0,60}@/, '');
}

/** A user or login created with a guard that makes it come back ("|| true", "get-user || create-user") or as an admin. */
const ACCOUNT_MAKERS = ['users create', 'create-user', 'useradd', 'adduser', 'create user', 'create login', 'net user ', 'create-login-profile', 'create-access-key'];
function accountRecreated(head: string): string {
  const maker = has(head, ACCOUNT_MAKERS);
  if (maker === '') return '';
  const at = head.indexOf(maker);
  const around = head.slice(Math.max(0, at - 160), at + 200);
  return around.includes('||') || around.includes(' admin') || around.includes('administrator') ? maker : '';
}

/** Top-level domains and hosts no company runs its collectors on by default. */
const STRANGE_TLDS = ['.xyz', '.top', '.site', '.online', '.click', '.icu', '.buzz', '.ru', '.su', '.tk', '.ml', '.ga', '.cf', '.gq', '.zip', '.mov', '.live', '.shop', '.info'];
export const SINK_KEYS = ['uri:', 'url:', 'endpoint:', 'uri =', 'url =', 'endpoint =', 'host:', 'address:', 'sink:', 'destination:', 'output:', 'target:'];
const SENSITIVE_STREAMS = ['auth', 'login', 'sshd', 'payment', 'card', 'customer', 'user', 'pii', 'patient', 'salary', 'token', 'password', 'secret', 'session', 'audit'];

/** A sink that sends sensitive streams to a host on a throw-away domain: the host, or ''. */
export function strangeSink(head: string): string {
  const text = head.length > 16384 ? head.slice(0, 16384) : head;
  for (const key of SINK_KEYS) {
    for (let at = text.indexOf(key), n = 0; at >= 0 && n < 8; at = text.indexOf(key, at + key.length), n++) {
      const after = text.slice(at + key.length, at + key.length + 120).trimStart().replace(/^["']/, '');
      const scheme = after.indexOf('://');
      if (scheme < 0 || scheme > 8) continue;
      const host = after.slice(scheme + 3).split(/[/:"'\s]/, 1)[0] ?? '';
      if (STRANGE_TLDS.some((t) => host.endsWith(t)) && has(text, SENSITIVE_STREAMS) !== '') return host;
    }
  }
  return '';
}

/** How many cluster addresses and replication flows a mirror config is read for. */
const MIRROR_MAX = 16;
const isAliasChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45 || c === 95;

/** The alias written right before `at` (a cluster name: letters, digits, '-', '_'), at most 40 characters back. */
function aliasBefore(s: string, at: number): string {
  let b = at;
  while (b > 0 && at - b < 40 && isAliasChar(s.charCodeAt(b - 1))) b--;
  return s.slice(b, at);
}

/**
 * A replication flow that copies the organisation's cluster to somebody else's: a MirrorMaker-style config names each
 * cluster's address ("partner.bootstrap.servers = broker.analytics-partner.cloud:9093") and switches a flow on
 * ("primary->partner.enabled = true"). The flow goes out when its source is a private network's host (.internal,
 * .local, an RFC 1918 address) and its target is neither private nor under the source's registrable domain; the
 * target host, or ''. A disaster-recovery copy to the company's own site (kafka-dr.corp.internal) stays inside.
 * Bounded: the first MIRROR_MAX addresses and flows, each read in a window of at most 120 characters.
 */
export function mirroredOutside(head: string): string {
  const text = head.length > 16384 ? head.slice(0, 16384) : head;
  const hosts = new Map<string, string>();
  for (const key of ['.bootstrap.servers', '.bootstrap_servers']) {
    for (let at = text.indexOf(key), n = 0; at >= 0 && n < MIRROR_MAX; at = text.indexOf(key, at + key.length), n++) {
      const alias = aliasBefore(text, at);
      const after = text.slice(at + key.length, at + key.length + 120).replace(/^[\s=:"']+/, '');
      const host = after.split(/[,:\s"']/, 1)[0] ?? '';
      if (alias !== '' && host.includes('.')) hosts.set(alias, host);
    }
  }
  if (hosts.size < 2) return '';
  for (let at = text.indexOf('->'), n = 0; at >= 0 && n < MIRROR_MAX; at = text.indexOf('->', at + 2), n++) {
    const from = hosts.get(aliasBefore(text, at));
    let e = at + 2;
    while (e < text.length && e - at < 42 && isAliasChar(text.charCodeAt(e))) e++;
    const to = hosts.get(text.slice(at + 2, e));
    if (from === undefined || to === undefined || !text.startsWith('.enabled', e)) continue;
    if (!/^\s*[=:]\s*true\b/.test(text.slice(e + 8, e + 24))) continue;
    if (privateHost(from) && !privateHost(to) && registrable(to) !== registrable(from)) return to;
  }
  return '';
}

export const PIPELINE_EFFECT_PATTERNS: readonly RegExp[] = [/^[\s=:"']+/, /[,:\s"']/, /^\s*[=:]\s*true\b/, /^["']/, /[/:"'\s]/, FABRICATED, SCALED_METRIC, SCALED_IN_PLACE, /;$/, / [a-z]{2,3}:\/\/$/,
  /['"]/g, /['_]/g, /[)\]#]| and | or |--/, /[a-z_]/, /^[^0-9]{0,12}/, /;|\n\n/, KEPT_UNLESS, ADJUSTED_IN_PLACE, CAPPED_IN_PLACE, LOC_WRITE, NUMBER_AT, DERIVED_LOC, DERIVED_FROM, ALIAS_AFTER, PICK, /[/:"'\s)]/, /^[^@]{0,60}@/, PREFIX_VALUE, AGE_VALUE, CONSTANT, IDENTIFIER, COLUMN_REF, LIMIT_TEST, COL_CALL];

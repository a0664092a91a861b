/**
 * Infrastructure effects read from a command or a plan by what they do to data and money: audit logs or backups
 * set to expire almost at once, compute launched for mining or at abusive scale, a deletion confined to old items
 * by an age filter, an ephemeral environment meant to be torn down, a rollout that rolls itself back. Scanning is
 * indexOf over the lower-cased text plus bounded digit reads; no regex on input.
 */

/** Settings that say how long logs, versions or backups are kept, in days (the number follows). */
const RETENTION_KEYS = [
  'retention-in-days', 'retention_in_days', 'retentionindays', '"days":', '"noncurrentdays":', 'noncurrent_days', 'retention-days', 'retention_days', 'retentiondays',
  'retention-time', 'retention_time', 'retention-period', 'retention_period', 'expiration_days', 'expiration-days', 'days =', 'days=', 'noncurrentdays=',
];
/** What the shortened retention applies to, when it matters: audit trails, security logs, backups, versions. */
const KEPT_FOR_RECORD = ['audit', 'sec-log', 'seclog', 'sentinel', '_default', '_required', 'cloudtrail', 'security', 'guardduty', 'flow-log', 'flowlog', 'siem', 'compliance', 'backup', 'snapshot', 'legal', 'forensic', 'soc-'];
const MAX_SHORT_DAYS = 7;

/** The smallest number of days any retention setting in the text keeps data for (Infinity when none is set). */
function shortestRetention(lower: string): number {
  let best = Infinity;
  for (const key of RETENTION_KEYS) {
    for (let i = lower.indexOf(key), n = 0; i !== -1 && n < 16; i = lower.indexOf(key, i + key.length), n++) {
      let j = i + key.length;
      while (j < lower.length && j - i - key.length < 4 && (lower[j] === ' ' || lower[j] === '=' || lower[j] === '"' || lower[j] === "'" || lower[j] === ':')) j++;
      let v = 0;
      let digits = 0;
      while (j < lower.length && digits < 6 && lower.charCodeAt(j) >= 48 && lower.charCodeAt(j) <= 57) { v = v * 10 + lower.charCodeAt(j) - 48; j++; digits++; }
      if (digits > 0 && v < best) best = v;
    }
  }
  return best;
}

/** Audit logs, backups or old versions set to expire within a week: the record is destroyed on a timer. */
export function recordExpiry(lower: string): { detail: string; score: number } | null {
  const days = shortestRetention(lower);
  if (days > MAX_SHORT_DAYS) return null;
  // (an application's debug logs kept a few days is housekeeping: only the record others rely on counts)
  const what = KEPT_FOR_RECORD.find((w) => lower.includes(w));
  if (what === undefined) return null;
  return { detail: `${what} kept for only ${days} day${days === 1 ? '' : 's'}`, score: 8 };
}

const MINERS = ['xmrig', 'minerd', 'cpuminer', 'stratum+tcp', 'stratum+ssl', 'nicehash', 'cryptonight', 'ethminer', 'lolminer', 'nbminer', 'phoenixminer', 't-rex', 'nanominer', 'supportxmr', 'moneroocean', 'nanopool', '2miners', 'f2pool'];
/** Accelerator and very large instance families (what a hijacked account is used to rent). */
const COSTLY_FAMILIES = ['p2.', 'p3.', 'p3dn.', 'p4d.', 'p4de.', 'p5.', 'p5e.', 'g4dn.', 'g5.', 'g6.', 'g6e.', 'trn1.', 'inf2.', 'dl1.', 'a2-', 'a3-', 'nd96', 'nc24', 'nd40', 'standard_nd', 'standard_nc'];

/** What every computeHijack finding holds, as keywords (the short families with '*': found inside words, as includes() does). */
export const HIJACK_WORDS: readonly string[] = [...MINERS, ...COSTLY_FAMILIES].map((w) => (w.length <= 4 ? `*${w}` : w));

/** The number after `--count`, `count =`, `--min-count`, `--replicas` or `desired_capacity` (0 when none). */
function launchCount(lower: string): number {
  let most = 0;
  for (const key of ['--count', 'count =', 'count=', '--min-count', '--max-count', '--replicas', 'replicas:', 'desired_capacity', '--desired-capacity', '--num-nodes', '--instance-count']) {
    const i = lower.indexOf(key);
    if (i === -1) continue;
    let j = i + key.length;
    while (j < lower.length && j - i - key.length < 3 && (lower[j] === ' ' || lower[j] === '=' || lower[j] === ':')) j++;
    let v = 0;
    let d = 0;
    while (j < lower.length && d < 6 && lower.charCodeAt(j) >= 48 && lower.charCodeAt(j) <= 57) { v = v * 10 + lower.charCodeAt(j) - 48; j++; d++; }
    if (v > most) most = v;
  }
  return most;
}

/** Compute that mines cryptocurrency, or accelerator fleets launched by the hundred: the account pays for someone else. */
export function computeHijack(lower: string): { detail: string; score: number } | null {
  const miner = MINERS.find((w) => lower.includes(w));
  if (miner !== undefined) return { detail: `launches compute that runs ${miner}`, score: 8 };
  const count = launchCount(lower);
  const family = COSTLY_FAMILIES.find((f) => lower.includes(f));
  if (family !== undefined && count >= 50) return { detail: `${count} ${family.replace(/[.-]$/, '')} accelerator instances launched at once`, score: 6 };
  return null;
}

/** Deletion targets chosen by an age filter (older than a date or a number of days): a retention sweep. */
const AGE_FILTERS = ['starttime<', 'creationdate<', 'createdate<', 'create_time<', 'creationtimestamp<', 'lastmodified<', 'snapshotcreatetime<', '--older-than', 'older than', 'older_than', '--before ', '--created-before', 'age>', 'age >',
  // the same cut-off in words, other languages
  'älter als', 'aelter als', 'plus anciens que', 'plus anciennes que', 'más antiguos que', 'más antiguas que', 'mais antigos que', 'mais antigas que', 'più vecchi di', 'più vecchie di', 'ouder dan', 'starsze niż', 'старше'];
export const ageFiltered = (lower: string): boolean => AGE_FILTERS.some((w) => lower.includes(w));

/** A shell comment naming a policy or ticket id (`# RET-POL-3`, `# CHG-1182`): the sweep follows a written rule. */
export function citesPolicy(text: string): boolean {
  const hash = text.indexOf(' #');
  if (hash === -1) return false;
  const c = text.slice(hash + 2).trim();
  const dash = c.indexOf('-');
  if (dash < 1 || dash > 12) return false;
  let digits = 0;
  for (let i = c.length - 1; i > dash && digits < 8; i--) { const k = c.charCodeAt(i); if (k >= 48 && k <= 57) digits++; else break; }
  return digits > 0 || c.toLowerCase().includes('policy') || c.toLowerCase().includes('retention');
}

/** Environments created per change and meant to be torn down (pr-1842, preview, review apps, ephemeral). */
const EPHEMERAL_WORDS = ['preview', 'ephemeral', 'review-app', 'review app', 'pr-', 'mr-', 'pull-', 'feature-env', 'throwaway', 'scratch'];
export function ephemeralEnvironment(values: readonly string[]): string {
  for (const v of values) {
    const l = v.toLowerCase();
    const w = EPHEMERAL_WORDS.find((e) => l.includes(e));
    if (w !== undefined && !l.includes('prod')) return v;
  }
  return '';
}

/** Flags whose value names the one resource a command acts on (a stack, resource group, instance, cluster). */
const TARGET_FLAGS = ['--stack ', '--stack=', '--stack-name ', '--name ', '--name=', '-n ', '--resource-group ', '-g ', '--db-instance-identifier ', '--db-cluster-identifier ', '--cluster-identifier ', '--cluster ', '--cluster-name ', '--project ', '--workspace '];

/**
 * The names a command gives to the resource it acts on (the values of --stack, --name, --db-instance-identifier ...).
 * A destroyed object whose own name says sandbox, dev, preview or pr-412 is a disposable environment, whatever the verb.
 */
export function targetNames(lower: string): string[] {
  const out: string[] = [];
  for (const flag of TARGET_FLAGS) {
    const at = lower.indexOf(flag);
    if (at === -1 || (at > 0 && lower.charCodeAt(at - 1) !== 32)) continue;
    const rest = lower.slice(at + flag.length, at + flag.length + 80).trimStart();
    const end = rest.search(/[\s"']/);
    const v = end === -1 ? rest : rest.slice(0, end);
    if (v !== '' && !v.startsWith('-')) out.push(v);
  }
  return out;
}

/** A rollout that undoes itself when it fails (helm --atomic, canary or blue-green strategies). */
export const selfRollback = (lower: string): boolean =>
  lower.includes('--atomic') || lower.includes('--rollback-on-failure') || lower.includes('strategy canary') || lower.includes('--canary') || lower.includes('blue-green') || lower.includes('bluegreen');

/** What a deletion takes when it names recovery data: backups, immutable or archived copies, snapshots, DR vaults. */
const RECOVERY_WORDS = ['backup', 'immutable', 'archive', 'snapshot', 'disaster-recovery', '-dr-', '-dr.', 'retention', 'vault', 'worm'];

/** The recovery-data word a deletion names ('' when none): losing it makes every other loss permanent. */
export function recoveryNamed(lower: string): string {
  return RECOVERY_WORDS.find((w) => lower.includes(w)) ?? '';
}

/** Stateful directories: databases, queues, object stores, container and cluster state, home and service data. */
const DATA_DIRS = ['/var/lib/postgresql', '/var/lib/pgsql', '/var/lib/mysql', '/var/lib/mongodb', '/var/lib/redis', '/var/lib/elasticsearch', '/var/lib/docker', '/var/lib/etcd', '/var/lib/kafka', '/var/lib/rabbitmq', '/var/lib/cassandra', '/var/lib/minio', '/var/opt/mssql', '/data', '/srv', '/home', '/var/backups', '/opt/data'];

const GENERAL_ROOTS = new Set(['/data', '/srv', '/home', '/opt/data']);

/**
 * A configuration-management task that removes a stateful directory ("file: path=/var/lib/postgresql state=absent",
 * "state: absent" beside the path), with the scope of the play: all hosts or one group. Indexed scans only.
 */
export function dataPathRemoved(lower: string): { path: string; fleet: boolean } | null {
  if (!lower.includes('absent')) return null;
  for (const dir of DATA_DIRS) {
    for (let at = lower.indexOf(dir), n = 0; at !== -1 && n < 8; at = lower.indexOf(dir, at + dir.length), n++) {
      const next = lower.charCodeAt(at + dir.length);
      // the directory itself or a path under it, not "/database" for "/data" or "/homepage" for "/home"
      if (!(Number.isNaN(next) || next === 47 || next === 32 || next === 34 || next === 39 || next === 10 || next === 44)) continue;
      // under a general root (/srv/app/releases/old) a path is one service's files: only the root itself counts there
      if (next === 47 && GENERAL_ROOTS.has(dir)) continue;
      const around = lower.slice(Math.max(0, at - 120), at + dir.length + 120);
      if (!around.includes('state=absent') && !around.includes('state: absent') && !around.includes("state: 'absent'") && !around.includes('state: "absent"')) continue;
      return { path: dir, fleet: lower.includes('hosts: all') || lower.includes('hosts=all') || lower.includes("hosts: '*'") || lower.includes('-i all') };
    }
  }
  return null;
}

/**
 * A workload that runs on every node (a DaemonSet, or a container added to a system DaemonSet) with host access or
 * an image from outside the cluster's own registries: it stays on every node, new ones included, until removed.
 */
export function nodeWideImplant(lower: string): string {
  const daemon = lower.includes('kind: daemonset') || lower.includes('"kind":"daemonset"') || lower.includes('patch daemonset') || lower.includes('patch ds ') || lower.includes('edit daemonset');
  if (!daemon) return '';
  const system = lower.includes('kube-system');
  const hostAccess = lower.includes('privileged: true') || lower.includes('"privileged":true') || lower.includes('hostpid: true') || lower.includes('hostnetwork: true') || lower.includes('hostpath');
  const added = lower.includes('/spec/template/spec/containers/-') || lower.includes('initcontainers');
  const outside = lower.includes('docker.io/') || lower.includes(':latest') || lower.includes('ghcr.io/') && !lower.includes('ghcr.io/kubernetes');
  if (system && (hostAccess || added || outside)) return `a workload on every node in kube-system${added ? ' (a container slipped into a system DaemonSet)' : ''}${outside ? ' from an outside image' : ''}`;
  if (hostAccess && outside) return 'a privileged workload from an outside image on every node';
  return '';
}

/** Where a replication rule is written: S3 (CLI, API JSON, Terraform) and ECR registries. */
const REPLICATION_MARKERS = ['put-bucket-replication', 'replicationconfiguration', 'replication_configuration', 'aws_s3_bucket_replication', 'put-replication-configuration', 'replicationrules'];
/** Keys after which a replication destination names its account (S3's Destination.Account, ECR's registryId). */
const DESTINATION_ACCOUNT_KEYS = ['"account":', '"account" :', 'account =', 'account=', '"registryid":', '"registryid" :', 'registry_id =', 'registryid='];

/** The twelve-digit AWS account id that starts at or just after `i` (quotes, blanks and `=`/`:` skipped), or ''. */
function accountAt(lower: string, i: number): string {
  let j = i;
  while (j < lower.length && j - i < 6 && (lower[j] === ' ' || lower[j] === '"' || lower[j] === "'" || lower[j] === '=' || lower[j] === ':')) j++;
  let k = j;
  while (k < lower.length && k - j < 13 && lower.charCodeAt(k) >= 48 && lower.charCodeAt(k) <= 57) k++;
  return k - j === 12 ? lower.slice(j, k) : '';
}

/**
 * A bucket's or registry's objects replicated into another AWS account: a replication rule whose destination names
 * an account other than the one its role (`arn:aws:iam::<id>:role/…`) or source belongs to, or any account when the
 * text names none of its own. Every object written from then on is copied there. Returns the destination account or ''.
 */
export function replicationToOtherAccount(lower: string): string {
  if (!REPLICATION_MARKERS.some((m) => lower.includes(m))) return '';
  const own = new Set<string>();
  for (let i = lower.indexOf('arn:aws:iam::'), n = 0; i !== -1 && n < 8; i = lower.indexOf('arn:aws:iam::', i + 13), n++) {
    const id = accountAt(lower, i + 13);
    if (id !== '') own.add(id);
  }
  for (const key of ['--expected-bucket-owner', 'source_account', '"sourceaccount":', '--registry-id']) {
    const i = lower.indexOf(key);
    if (i !== -1) { const id = accountAt(lower, i + key.length); if (id !== '') own.add(id); }
  }
  for (const key of DESTINATION_ACCOUNT_KEYS) {
    // S3 names a destination account only to copy across accounts; ECR names a registry always (its own for a copy to
    // another region), so a registry counts only against an own account the text names
    if (key.includes('registry') && own.size === 0) continue;
    for (let i = lower.indexOf(key), n = 0; i !== -1 && n < 8; i = lower.indexOf(key, i + key.length), n++) {
      const id = accountAt(lower, i + key.length);
      if (id !== '' && !own.has(id)) return id;
    }
  }
  return '';
}

/**
 * Shared value patterns of the chain table and the data-flow facts (see ValuePattern in types.ts for the syntax).
 * They are deliberately light: the engine has already judged each action; these only recognise the benign-looking
 * steps of a chain (whoami, chmod +x, tar) that score SAFE on their own.
 */
import type { ValuePattern } from './types.js';

/** Paths and names that hold secrets or credentials. */
export const SECRET_PLACES: readonly ValuePattern[] = [
  '.ssh/', 'id_rsa', 'id_ed25519', 'id_ecdsa', '.aws/', '.azure/', '.config/gcloud', '.kube/config', '.docker/config',
  '.env ', '.env.', '/.env', '.netrc', '.pgpass', '.npmrc', '.pypirc', '.git-credentials', 'credentials', '/etc/shadow',
  '.pem ', '.key ', 'secrets.', 'secret.', 'keychain', 'login data', 'key4.db', 'wallet.dat', '.vault-token',
];

/** Shell forms that send data to another host. */
export const NET_SEND: readonly ValuePattern[] = [
  [' curl ', ' -d'], [' curl ', '--data'], [' curl ', ' -f '], [' curl ', '--form'], [' curl ', ' -t '],
  [' curl ', '--upload-file'], [' curl ', ' -x post'], [' curl ', ' -x put'], [' curl ', '--request post'],
  [' wget ', '--post'], ' scp ', ' sftp ', ' ftp ', ' rsync ', ' nc ', ' ncat ', ' netcat ', ' socat ',
  ' invoke-restmethod ', ' invoke-webrequest ', ' aws s3 cp ', ' aws s3 sync ', ' gsutil cp ', ' rclone ',
  ' sendmail ', ' mail ', ' mutt ', ' smbclient ', ' transfer.sh', ' file.io', ' 0x0.st', ' webhook.site',
];

/** Shell forms that fetch a file from the network to disk. */
export const NET_FETCH: readonly ValuePattern[] = [
  [' curl ', ' -o'], [' curl ', '--output'], [' curl ', 'lo '], [' curl ', 'so '], [' curl ', 'fo '], [' curl ', 'remote-name'], ' wget ', ' invoke-webrequest ', ' iwr ',
  ' certutil ', ' bitsadmin ', ' aria2c ', ' tftp ', [' scp ', ':'],
];

/** Making a file executable. */
export const MAKE_EXECUTABLE: readonly ValuePattern[] = [
  ' chmod +x', ' chmod u+x', ' chmod a+x', ' chmod ug+x', ' chmod 7', ' chmod 5', ' chmod 07', ' chmod 05',
];

/** Recon commands an intruder runs first. */
export const RECON: readonly ValuePattern[] = [
  ' whoami ', ' id ', ' uname ', ' env ', ' printenv ', ' hostname ', ' sudo -l ', ' cat /etc/passwd ',
  ' cat /etc/os-release ', ' ps aux ', ' ps -ef ', ' netstat ', ' ss -', ' ifconfig ', ' ip a', ' groups ',
  ' systeminfo ', ' whoami /priv', ' net user', ' getent passwd', ' find / -perm',
];

/** Archiving or packing many files. */
export const ARCHIVE: readonly ValuePattern[] = [
  ' tar c', ' tar -c', ' tar --create', [' tar ', ' -c'], ' zip ', ' 7z a ', ' 7za a ', ' rar a ', ' gzip ',
  ' compress-archive ', ' pg_dump', ' mysqldump', ' mongodump', ' ditto -c',
];

/** Database dumps. */
export const DB_DUMP: readonly ValuePattern[] = [' pg_dump', ' pg_dumpall', ' mysqldump', ' mongodump', ' .dump', ' into outfile', [' copy ', ' to ']];

/** Personal or customer data in a query. */
export const PERSONAL_DATA: readonly ValuePattern[] = [
  'customer', ' users ', ' user ', 'patient', 'employee', 'member', ' email', ' phone', ' ssn', 'address',
  'birth', 'salary', 'credit_card', 'card_number', 'passport', 'contacts', 'clients',
];

/** Aggregates over personal data are not a copy of it. */
export const AGGREGATE_ONLY: readonly ValuePattern[] = [' count ', ' sum ', ' avg ', ' min ', ' max ', ' exists '];

/** A git remote pointed somewhere else. */
export const GIT_REMOTE_CHANGE: readonly ValuePattern[] = [
  ' remote set-url ', ' remote add ', ' remote rename ', [' config ', ' remote.'], ' push --mirror',
];

export const GIT_FORCE_PUSH: readonly ValuePattern[] = [
  [' push', ' --force'], [' push', ' -f '], [' push', ' -f'], [' push', '--force-with-lease'], [' push', ' +'],
];

/** A payee, beneficiary or bank details being added or changed. */
export const NEW_PAYEE: readonly ValuePattern[] = [
  'new payee', 'add payee', 'added payee', 'add beneficiary', 'new beneficiary', 'add recipient', 'new recipient',
  'change bank', 'update bank', 'bank details', 'new account number', 'iban', 'routing number', 'new vendor',
];

/** Moving money. */
export const PAYMENT: readonly ValuePattern[] = [
  'transfer', ' wire', ' pay ', ' payment', ' send ', ' remit', ' payout', ' disburse',
];

/** IAM or role changes. */
export const IAM_CHANGE: readonly ValuePattern[] = [
  ' iam attach-', ' iam put-', ' iam create-', ' iam add-', ' iam update-', 'add-iam-policy-binding',
  'set-iam-policy', ' role assignment create', ' create rolebinding', ' create clusterrolebinding',
  ' grant ', 'assumerolepolicy', ' create-access-key',
];

/** Tearing down cloud or cluster resources. */
export const RESOURCE_DELETE: readonly ValuePattern[] = [
  ' terraform destroy', ' terminate-instances', ' delete-bucket', ' s3 rb ', ' delete-db-instance', ' delete-cluster',
  ' kubectl delete ', ' az group delete', ' gcloud ', [' delete ', ' --quiet'], ' delete-stack', ' rm -rf /',
];

/** Logging, audit or monitoring switched off. */
export const LOGGING_OFF: readonly ValuePattern[] = [
  ' auditctl -e 0', ' stop auditd', ' disable auditd', ' stop-logging', ' delete-trail', ' setenforce 0',
  ' stop rsyslog', ' stop syslog', ' stop journald', ' unset histfile', ' histsize=0', ' history -c',
  ' set +o history', ' disable-monitoring', ' stop falcon', ' stop datadog', ' stop splunk', ' wevtutil cl',
  ' set-mppreference', ' ufw disable', ' stop firewalld',
];

/** Asking another agent to act. */
export const DELEGATION: readonly ValuePattern[] = [
  'delegate', 'hand off', 'handoff', 'hand over', 'assign', ' ask ', 'instruct', 'spawn', 'sub-agent', 'subagent',
  'tell ', 'forward to', 'route to', ' run ', 'execute', 'please ',
];

/** Mail rules that copy or hide a mailbox's traffic. */
export const MAIL_RULE: readonly ValuePattern[] = [
  'forwarding', 'forward all', 'auto-forward', 'autoforward', 'inbox rule', 'mail rule', 'redirect all',
];

/** Account-recovery and sign-in changes. */
export const AUTH_CHANGE: readonly ValuePattern[] = [
  'password', 'passcode', ' mfa', '2fa', 'two-factor', 'recovery', 'api key', 'access key', 'ssh key', 'token',
  'email address', 'phone number', 'security question', ' login', ' sign-in', 'session', ' role',
];

/** Cloud credentials fetched from a metadata service or secret store. */
export const CLOUD_SECRET_PULL: readonly ValuePattern[] = [
  '169.254.169.254', 'metadata.google.internal', 'get-secret-value', ' get secret', ' secrets access',
  ' keyvault secret show', ' vault kv get', ' vault read',
];

/** Spinning up compute (miners) or new identities with pulled credentials. */
export const COMPUTE_OR_IDENTITY: readonly ValuePattern[] = [
  ' run-instances', ' instances create', ' vm create', ' create-access-key', ' create-user', ' create-login-profile',
  ' scale ', ' create deployment', ' xmrig', ' minerd',
];

/** Backups and shadow copies destroyed. */
export const BACKUPS_GONE: readonly ValuePattern[] = [
  ' vssadmin delete', ' wbadmin delete', ' bcdedit ', 'backup', ' snapshot', ' delete-snapshot', ' shadowcopy',
];

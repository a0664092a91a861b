import { PATH_PATTERNS, extOf, isCodeName, isTemplateName, parsePath, type PathInfo } from '../parse/path-normalize.js';
import { NESTED_PATH_METADATA, documentClass, outsideMarker, ownWorkingFile, purposeOf, unrelatedTask } from '../parse/document-classes.js';
import type { Analyzer, BaseContext, Finding, Metadata, Primitive, ThreatRule } from '../types.js';
import { isPlainAscii } from '../normalize.js';

/** file_read (R): the value is a path; everything is judged on its canonical form. */
export interface FileReadContext extends BaseContext {
  readonly p: PathInfo;
}

/** A reader command in front of the path ("cat ~/.ssh/id_rsa", "Get-Content -Path C:\\x") is dropped. */
const READER_PREFIX = /^\s{0,8}(?:sudo\s{1,4})?(?:cat|tac|less|more|head|tail|nl|xxd|od|strings|type|read|open|view|get-content|gc|bat|vim?|nano|cp|scp|base64)(?:\s{1,4}-{1,2}[a-z][a-z-]{0,20}(?:[ =][0-9]{1,6})?){0,4}\s{1,4}/i;

/**
 * PHP stream wrappers written where a file path belongs. Each makes an include or file call do something no file
 * read does: expect:// runs a command, php://input and data:// include the caller's bytes as code, phar:// and zip://
 * unpack (and unserialise) an uploaded archive, php://filter hands back a file's source (EXFILTRATION).
 */
const WRAPPERS: readonly (readonly [string, string, number, Primitive])[] = [
  ['expect://', 'expect:// runs a shell command', 9, 'ESCALATION'],
  ['php://input', 'php://input includes the request body as code', 8, 'ESCALATION'],
  ['data://', 'data:// includes inline bytes as code', 8, 'ESCALATION'],
  ['data:text/plain', 'data: includes inline bytes as code', 8, 'ESCALATION'],
  ['phar://', 'phar:// opens an archive and unserialises its metadata', 7, 'ESCALATION'],
  ['zip://', 'zip:// includes a file packed inside an uploaded archive', 7, 'ESCALATION'],
  ['compress.zlib://', 'compress.zlib:// reads a file through a filter', 6, 'EXFILTRATION'],
  ['php://filter', 'php://filter hands back a file (source code, configuration) encoded', 7, 'EXFILTRATION'],
  ['php://fd', 'php://fd reads the process\'s open descriptors', 6, 'EXFILTRATION'],
  ['glob://', 'glob:// lists the server\'s files', 5, 'EXFILTRATION'],
];
function streamWrapper(raw: string): Finding | null {
  const head = (raw.length > 256 ? raw.slice(0, 256) : raw).trimStart().toLowerCase();
  for (const [w, detail, score, primitive] of WRAPPERS) if (head.startsWith(w)) return { detail, score, primitive };
  return null;
}

function prepare(value: string, metadata: Metadata): FileReadContext {
  const stripped = value.length < 4096 ? value.replace(READER_PREFIX, '') : value;
  const p = parsePath(stripped);
  return { raw: value, text: p.path, lower: p.lower, metadata, p };
}

type Entry = readonly [RegExp, string, number];

/** Highest-scoring entry of a table whose pattern matches the lower-cased canonical path. */
function best(lower: string, table: readonly Entry[]): Finding | null {
  let out: Finding | null = null;
  for (const [re, label, score] of table) {
    if ((out === null || score > (out.score ?? 0)) && re.test(lower)) out = { detail: label, score };
  }
  return out;
}

const SSH_ENTRY = /(?:^|\/)\.ssh(?:\/([^/]{0,255}))?$/;
const SSH_NESTED = /(?:^|\/)\.ssh\//;
const SSH_PUBLIC = /^(?:known_hosts(?:\.old)?|config|authorized_keys2?|environment|rc|.{0,200}\.pub)$/;
const SSH_KEY_NAME = /^id_(?:rsa|dsa|ecdsa|ed25519)(?:_sk)?(?:[._-][a-z0-9_.-]{0,60})?$/;

const KEY_CERT_NAME = /(?:cert|chain|ca-?bundle|bundle|^ca[._-]|^ca\.|root|intermediate|crt|trust|dhparam|public|pubkey|\.pub\.)/;
const KEY_STRONG_NAME = /(?:priv|secret|server|client|tls|ssl|signing|id_|master|deploy|prod|key[._-]|^key\.)/;

/**
 * The cluster's own control credentials: the control plane's kubeconfigs, the cluster CA and client keys, a pod's
 * service-account token. Whoever reads one acts as the cluster's components do (docs/primitives.md: ESCALATION), where
 * a user's kubeconfig or cloud key file is carried off as the user's (EXFILTRATION, R04).
 */
const CLUSTER_CONTROL: readonly Entry[] = [
  [/^\/etc\/kubernetes\/(?:admin|super-admin|controller-manager|scheduler|kubelet)\.conf$/, 'Kubernetes cluster admin kubeconfig', 8],
  [/^\/etc\/rancher\/(?:k3s\/k3s|rke2\/rke2)\.yaml$|^\/var\/lib\/rancher\/(?:k3s|rke2)\/server\/(?:token|node-token|cred\/)/, 'k3s/RKE2 cluster admin kubeconfig or join token', 8],
  [/^\/etc\/kubernetes\/pki\/[^/]{1,100}\.key$|^\/var\/lib\/kubelet\/pki\/[^/]{1,100}\.(?:key|pem)$/, 'Kubernetes cluster CA or client private key', 8],
  [/^\/(?:var\/)?run\/secrets\/kubernetes\.io\/serviceaccount\/token$/, 'Kubernetes service-account token', 8],
];

const CLOUD: readonly Entry[] = [
  [/(?:^|\/)\.aws\/(?:credentials|sso\/cache|cli\/cache)/, 'AWS credentials (~/.aws/credentials)', 8],
  // regions, profiles and SSO start URLs: the CLI keeps keys in ~/.aws/credentials, so a read of config alone is a note
  [/(?:^|\/)\.aws\/config$/, 'AWS CLI config (~/.aws/config: profiles and regions, no keys by design)', 2],
  [/(?:^|\/)\.aws$/, 'the whole ~/.aws directory', 7],
  [/(?:^|\/)gcloud\/(?:credentials\.db|access_tokens\.db|application_default_credentials\.json|legacy_credentials)/, 'Google Cloud credentials (gcloud)', 8],
  [/(?:^|\/)(?:\.config\/)?gcloud$/, 'the whole gcloud config directory', 7],
  [/(?:^|\/)application_default_credentials\.json$/, 'Google application default credentials', 8],
  [/(?:^|\/)\.azure\/(?:accesstokens\.json|msal_token_cache|service_principal_entries|azureprofile\.json)/, 'Azure CLI tokens (~/.azure)', 8],
  [/(?:^|\/)\.azure$/, 'the whole ~/.azure directory', 7],
  [/(?:^|\/)\.kube\/config$/, 'Kubernetes kubeconfig (~/.kube/config)', 7],
  [/(?:^|\/)\.kube$/, 'the whole ~/.kube directory', 6],
  [/(?:^|\/)kubeconfig(?:\.ya?ml)?$|\.kubeconfig$/, 'Kubernetes kubeconfig file', 7],
  [/(?:^|\/)\.oci\/config$/, 'Oracle Cloud CLI config', 6],
  [/(?:^|\/)\.boto$|(?:^|\/)\.s3cfg$/, 'cloud storage credentials (.boto/.s3cfg)', 7],
  [/(?:^|\/)doctl\/config\.yaml$/, 'DigitalOcean API token (doctl)', 7],
  [/(?:^|\/)\.terraform\.d\/credentials\.tfrc\.json$/, 'Terraform Cloud token', 7],
  [/(?:^|\/)terraform\.tfstate(?:\.backup)?$/, 'Terraform state (holds plaintext secrets)', 5],
  [/(?:^|\/)\.vault-token$/, 'HashiCorp Vault token', 8],
  [/(?:^|\/)\.config\/(?:heroku|flyctl|netlify|vercel|railway)\//, 'hosting CLI token', 6],
];

const TOKENS: readonly Entry[] = [
  [/^~\/\.npmrc$/, 'npm auth token file (~/.npmrc)', 7],
  [/(?:^|\/)\.npmrc$/, 'project .npmrc (may hold a registry token)', 4],
  [/^~\/\.yarnrc(?:\.yml)?$/, 'Yarn auth config (~/.yarnrc)', 6],
  [/(?:^|\/)\.pypirc$/, 'PyPI upload token (.pypirc)', 7],
  [/(?:^|\/)\.docker\/config\.json$/, 'Docker registry auth (~/.docker/config.json)', 7],
  [/(?:^|\/)[._]netrc$/, 'netrc login credentials', 8],
  [/(?:^|\/)\.git-credentials$|(?:^|\/)\.config\/git\/credentials$/, 'stored Git credentials (.git-credentials)', 8],
  [/(?:^|\/)gh\/hosts\.ya?ml$|(?:^|\/)\.config\/hub$/, 'GitHub CLI OAuth token (gh hosts.yml)', 7],
  [/(?:^|\/)\.cargo\/credentials(?:\.toml)?$/, 'crates.io token (~/.cargo/credentials)', 7],
  [/(?:^|\/)\.gem\/credentials$/, 'RubyGems API key', 7],
  [/(?:^|\/)composer\/auth\.json$/, 'Composer auth.json', 7],
  [/(?:^|\/)\.pgpass$/, 'PostgreSQL password file (.pgpass)', 7],
  [/(?:^|\/)\.my\.cnf$/, 'MySQL client credentials (.my.cnf)', 6],
  [/(?:^|\/)rclone\/rclone\.conf$/, 'rclone remote credentials', 7],
  [/(?:^|\/)\.m2\/settings(?:-security)?\.xml$/, 'Maven server credentials (~/.m2/settings.xml)', 5],
  [/(?:^|\/)\.gradle\/gradle\.properties$/, 'Gradle properties (signing/publishing secrets)', 5],
  [/(?:^|\/)nuget\/nuget\.config$/, 'NuGet feed credentials', 5],
  [/(?:^|\/)\.htpasswd$/, 'web server password hashes (.htpasswd)', 7],
  [/(?:^|\/)wp-config\.php$/, 'WordPress database credentials (wp-config.php)', 6],
  [/(?:^|\/)(?:credentials|client_secrets?[^/]{0,40}|service[-_]?account[^/]{0,40}|secrets?)\.(?:json|ya?ml|toml)$/, 'credentials/secrets file', 5],
  [/^\/(?:var\/)?run\/secrets\/[^/]{1,200}$/, 'container secret (/run/secrets)', 6],
  [/(?:^|\/)filezilla\/(?:recentservers|sitemanager|filezilla)\.xml$/, 'FileZilla saved server passwords', 7],
  [/(?:^|\/)\.purple\/accounts\.xml$/, 'Pidgin account passwords (plaintext)', 7],
  [/(?:^|\/)(?:winscp\.ini|\.?remmina\/[^/]{1,100}\.remmina|mobaxterm\.ini|confcons\.xml)$/, 'saved remote-session passwords (WinSCP/Remmina/MobaXterm/mRemoteNG)', 7],
  [/(?:^|\/)\.config\/gh-copilot$|(?:^|\/)github-copilot\/(?:hosts|apps)\.json$/, 'GitHub OAuth token', 7],
];

const HISTORY_NAMES: ReadonlySet<string> = new Set([
  '.bash_history', '.zsh_history', '.sh_history', '.history', '.python_history', '.mysql_history', '.psql_history',
  '.node_repl_history', '.sqlite_history', '.rediscli_history', '.irb_history', 'fish_history', 'consolehost_history.txt',
  '.ash_history', '.ksh_history', '.zhistory', '.lesshst', '.viminfo', '.dbshell', '.mongosh_history',
]);

const BROWSER_DIR = /(?:google\/chrome|google-chrome|chromium|microsoft\/edge|microsoft-edge|bravesoftware|brave-browser|opera software|opera|vivaldi|yandex|\/user data\/|\.mozilla|firefox|librewolf|waterfox|thunderbird|\/safari\/|\/cookies\/)/;
const CHROMIUM_SECRET: ReadonlySet<string> = new Set(['login data', 'login data for account', 'cookies', 'web data', 'local state']);
const FIREFOX_SECRET: ReadonlySet<string> = new Set(['logins.json', 'key4.db', 'key3.db', 'cookies.sqlite', 'signons.sqlite', 'cert9.db', 'logins-backup.json']);
const BROWSER_HISTORY: ReadonlySet<string> = new Set(['history', 'places.sqlite', 'formhistory.sqlite', 'bookmarks']);

const APP_SESSIONS: readonly Entry[] = [
  [/(?:^|\/)(?:discord(?:canary|ptb)?|slack|microsoft teams|teams|signal|element|whatsapp)\/(?:local storage\/leveldb|session storage|cookies|network\/cookies)(?:\/|$)/, 'chat app session tokens (Discord/Slack/Teams)', 8],
  [/(?:\.config|application support|appdata\/roaming)\/signal\/(?:config\.json|sql\/db\.sqlite)$/, 'Signal Desktop database key', 8],
  [/(?:^|\/)telegram ?desktop\/tdata(?:\/|$)|(?:^|\/)telegramdesktop\/tdata(?:\/|$)/, 'Telegram Desktop session (tdata)', 8],
  [/(?:^|\/)steam\/(?:config\/loginusers\.vdf|ssfn[^/]{0,40})$/, 'Steam login session', 6],
  [/^~\/library\/messages\/chat\.db$|(?:^|\/)whatsapp\/(?:chatstorage\.sqlite|msgstore\.db(?:\.crypt\d{1,2})?)$|(?:^|\/)com\.whatsapp\/databases\/msgstore\.db$|(?:^|\/)msgstore\.db(?:\.crypt\d{1,2})?$/, 'private message history (iMessage / WhatsApp database)', 5],
];

const ENV_STRONG = /(?:^|[.-])(?:prod|production|prd|live|release)(?:[.-]|$)/;
const ENV_STAGING = /(?:^|[.-])(?:stag|staging|stg|preprod|uat)(?:[.-]|$)/;

const SYSTEM_SECRETS: readonly Entry[] = [
  [/^\/etc\/(?:shadow|gshadow|shadow-|gshadow-|master\.passwd|spwd\.db)$/, 'password hashes', 8],
  [/^\/etc\/security\/(?:opasswd|passwd)$/, 'password hashes', 8],
  [/^\/etc\/sudoers(?:\.d(?:\/[^/]{0,255})?)?$/, 'sudo policy', 7],
  [/^\/etc\/ssh\/ssh_host_[a-z0-9]{1,16}_key$/, 'SSH host private key', 8],
  [/(?:^|\/)[^/]{0,100}\.keytab$/, 'Kerberos keytab', 8],
  [/^\/etc\/ssl\/private(?:\/|$)/, 'TLS private keys (/etc/ssl/private)', 8],
  [/^\/var\/lib\/(?:sss\/db|samba\/private)(?:\/|$)/, 'cached domain credentials', 8],
  [/^\/etc\/(?:pam\.d\/|security\/)/, 'PAM configuration', 3],
  [/^\/var\/lib\/docker\/containers\/[^/]{1,80}\/config\.v2\.json$/, 'a container\'s stored configuration (its environment variables)', 4],
  [/^\/etc\/mysql\/debian\.cnf$/, 'MySQL maintenance account password', 7],
  [/^\/etc\/postfix\/sasl_passwd$|^\/etc\/(?:ppp\/(?:chap|pap)-secrets|ipsec\.secrets|strongswan\/ipsec\.secrets|openvpn\/[^/]{0,100}(?:auth|pass|creds)[^/]{0,40})$/, 'mail relay or VPN secrets', 7],
  [/^\/etc\/networkmanager\/system-connections\/[^/]{1,200}$|^\/etc\/wpa_supplicant\/[^/]{1,100}\.conf$/, 'saved Wi-Fi / network passwords', 6],
  [/^\/var\/lib\/jenkins\/(?:credentials\.xml|secrets(?:\/|$)|users\/[^/]{1,100}\/config\.xml)|(?:^|\/)\.jenkins\/(?:credentials\.xml|secrets\/)/, 'Jenkins stored credentials', 8],
  [/^\/etc\/gitlab\/(?:gitlab-secrets\.json|initial_root_password)$|^\/etc\/gitlab-runner\/config\.toml$/, 'GitLab secrets or runner token', 8],
  [/^\/var\/lib\/(?:pgsql|postgresql)\/\.pgpass$|^\/root\/\.my\.cnf$/, 'database password file', 7],
  [/^\/etc\/wireguard\/[^/]{1,100}\.(?:conf|key)$/, 'WireGuard private key', 7],
  [/^\/var\/lib\/mysql\/mysql\/user\.(?:myd|ibd)$|^\/var\/lib\/mysql\/mysql\.ibd$/, 'MySQL user table (password hashes)', 7],
];

const PROC: readonly Entry[] = [
  [/^\/proc\/(?:self|thread-self|[0-9]{1,10}|\*)\/(?:task\/[0-9*]{1,10}\/)?environ$/, 'process environment (/proc/*/environ: secrets in env vars)', 8],
  [/^\/proc\/(?:self|thread-self|[0-9]{1,10}|\*)\/(?:task\/[0-9*]{1,10}\/)?mem$/, 'raw process memory (/proc/*/mem)', 9],
  [/^\/proc\/kcore$|^\/dev\/k?mem$|^\/dev\/port$/, 'kernel or physical memory', 9],
  [/^\/proc\/(?:self|thread-self|[0-9]{1,10}|\*)\/cmdline$/, 'process command line (may hold secrets)', 3],
  [/^\/proc\/(?:self|thread-self|[0-9]{1,10}|\*)\/fd\/[0-9]{1,10}$/, 'another process file descriptor', 4],
];

const WINDOWS: readonly Entry[] = [
  [/^[a-z]:\/windows\/system32\/config\/(?:sam|system|security)(?:\.bak|\.sav|\.old)?$/, 'Windows registry hive with password hashes (SAM/SYSTEM/SECURITY)', 9],
  [/^[a-z]:\/windows\/(?:repair|system32\/config\/regback)\/(?:sam|system|security)$/, 'backup registry hive (SAM/SYSTEM)', 9],
  [/(?:^|\/)ntds\.dit$/, 'Active Directory database (ntds.dit)', 9],
  [/(?:^|\/)windows\/(?:system32\/config|repair)\/(?:sam|system|security)$/, 'Windows registry hive with password hashes (reached by a relative path)', 9],
  [/(?:^|\/)lsass[^/]{0,20}\.dmp$/, 'LSASS memory dump', 9],
  [/(?:^|\/)appdata\/(?:roaming|local)\/microsoft\/(?:credentials|protect|vault)(?:\/|$)/, 'Windows Credential Manager / DPAPI keys', 8],
  [/(?:^|\/)(?:unattend|autounattend|sysprep)\.xml$/, 'Windows setup answer file (may hold admin password)', 6],
  [/(?:^|\/)groups\.xml$/, 'Group Policy preferences (cpassword)', 6],
  [/(?:^|\/)(?:appdata\/roaming\/)?microsoft\/(?:crypto\/(?:rsa|keys|dss)|systemcertificates\/my\/keys)(?:\/|$)/, 'Windows machine/user private keys (Crypto store)', 8],
  [/^[a-z]:\/inetpub\/[^\n]{0,300}\/web\.config$/, 'IIS web.config (connection strings, machine keys)', 5],
  [/^[a-z]:\/windows\/(?:panther|system32\/sysprep)\/[^/]{0,60}unattend[^/]{0,20}\.xml$/i, 'Windows setup answer file (may hold admin password)', 6],
];

const WALLETS: readonly Entry[] = [
  [/(?:^|\/)wallet\.dat$/, 'cryptocurrency wallet (wallet.dat)', 9],
  [/(?:^|\/)keystore\/utc--/, 'Ethereum keystore file', 9],
  [/(?:^|\/)\.ethereum\/keystore(?:\/|$)/, 'Ethereum keystore', 9],
  [/(?:^|\/)(?:\.electrum|electrum)\/wallets(?:\/|$)/, 'Electrum wallet', 9],
  [/(?:^|\/)\.config\/solana\/id\.json$/, 'Solana keypair', 9],
  [/(?:^|\/)exodus(?:\/exodus)?\.wallet(?:\/|$)/, 'Exodus wallet', 9],
  [/nkbihfbeogaeaoehlefnkodbefgpgknn|bfnaelmomeimhlpmgjnjophhpkkoljpa|ibnejdfjmmkpcnlpebklmnkoeoihofec/, 'browser wallet extension storage (MetaMask/Phantom/TronLink)', 9],
  [/(?:^|\/)(?:seed|mnemonic|recovery)[-_ ]?(?:phrase|words)?\.txt$/, 'wallet seed phrase file', 8],
  [/(?:^|\/)\.bitcoin(?:\/|$)|(?:^|\/)bitcoin\/wallets(?:\/|$)/, 'Bitcoin Core data directory', 8],
];

const VAULTS: readonly Entry[] = [
  [/\.kdbx?$/, 'KeePass database', 8],
  [/(?:^|\/)\.password-store(?:\/|$)/, 'pass password store', 8],
  [/\.opvault(?:\/|$)|\.agilekeychain(?:\/|$)|(?:^|\/)1password[0-9]{0,3}\.sqlite$/, '1Password vault', 8],
  [/(?:^|\/)bitwarden\/data\.json$/, 'Bitwarden vault', 8],
  [/(?:^|\/)library\/keychains(?:\/|$)|\.keychain(?:-db)?$/, 'macOS Keychain', 9],
  [/(?:^|\/)\.local\/share\/keyrings(?:\/|$)|\.kwl$/, 'GNOME/KDE keyring', 8],
  [/(?:^|\/)vault\/(?:data\/|file\/)?core\/(?:_master|_keyring|_recovery-key|hsm\/)/, 'HashiCorp Vault storage master key or keyring', 6],
];

const TEMPLATE_DIR = /(?:^|\/)(?:templates?|examples?|samples?|fixtures?|testdata|__fixtures__|mocks?)\//;
/**
 * Files a traversal probe aims at because every server has them (OS identity and ini files, web-server access
 * files): reached by '..' segments or padding, they show the path escaped its directory.
 */
const PROBE_TARGET = /(?:^|\/)(?:boot\.ini|win\.ini|system\.ini|\.htpasswd)$|^\/etc\/(?:issue|hostname|motd)$/;
/** The system files a probe names, at the end of a path whatever precedes them (junk an encoding left, say). */
const SYSTEM_TAIL = /(?:^|\/)(?:etc\/(?:passwd|shadow|group|issue|hosts)|windows\/(?:win\.ini|system32\/drivers\/etc\/hosts)|boot\.ini|win\.ini)$/;
/**
 * The path's tail with every character a file name does not hold (what an undecodable escape, an overlong byte or a
 * control byte leaves behind) read as a separator: `À^À^À/etcÀ/issue` ends in etc/issue, `..\x01/etc/passwd` in
 * etc/passwd. True when that tail names a system file a traversal probe aims at.
 */
function junkTarget(tail: string): boolean {
  let out = '';
  for (let i = 0; i < tail.length; i++) {
    const c = tail.charCodeAt(i);
    // an escape no decoder read ('%qf', '%8s') is junk with its two characters
    if (c === 37) { i += 2; out += out.endsWith('/') ? '' : '/'; continue; }
    const keep = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 46 || c === 95 || c === 45;
    out += keep ? tail[i] : out.endsWith('/') ? '' : '/';
  }
  const segs = out.split('/').filter((x) => x !== '' && x !== '.' && x !== '..');
  const last = `/${segs.slice(-4).join('/')}`;
  return SYSTEM_TAIL.test(last) || PROBE_TARGET.test(last) || WEB_ACCESS_FILE.test(last);
}

/** A segment made only of junk (control bytes, '?' runs, '..' glued to a control byte): no real path has one. */
function junkSeparated(lower: string): boolean {
  for (const seg of lower.split('/', 32)) {
    if (seg === '' || seg.length > 8) continue;
    let junk = true;
    for (let i = 0; i < seg.length && junk; i++) {
      const c = seg.charCodeAt(i);
      junk = c < 32 || c === 63 || (c === 46 && seg.length > 2 && seg.charCodeAt(seg.length - 1) < 32);
    }
    if (junk) return true;
  }
  return false;
}

const WEB_ACCESS_FILE = /(?:^|\/)(?:\.htaccess|web\.config)$/;
const SYSTEM_DIR = /^(?:\/(?:etc|proc|root|sys|boot|dev)(?:\/|$)|\/var\/(?:lib|spool|run|log|db)(?:\/|$)|[a-z]:\/windows(?:\/|$)|[a-z]:\/boot\.ini$|~\/\.(?:ssh|aws|gnupg|kube|docker|config)(?:\/|$))|(?:^|\/)win\.ini$/;

/** A path through a directory of test data (fixtures, testdata, __tests__, mocks). */
const FIXTURE_DIR = /(?:^|\/)(?:test|tests|__tests__|spec|specs|fixtures?|testdata|test-data|test_data|mocks?|__mocks__|dummy|fake)\//;
/** Data files that hold bytes, not text: a key kept raw. */
const RAW_KEY_EXT: ReadonlySet<string> = new Set(['bin', 'dat', 'db', 'store', 'raw', 'blob', 'der', 'enc', 'kdb', '']);
/** A folder kept for keys or secrets. */
const KEY_FOLDER = /[/\\](?:keys|keystores?|hsm|kms|secrets|crypto|keyring)[/\\]/;
const NAME_PARTS = /[_.-]/;
/** Name parts that say a key: key stores and the payment industry's key names (terminal, zone, base derivation keys). */
const KEY_NAME_PARTS: ReadonlySet<string> = new Set(['key', 'keys', 'keystore', 'keyring', 'masterkey', 'tmk', 'tpk', 'zmk', 'zpk', 'bdk', 'kek', 'dek', 'ipek', 'lmk']);

const rules: ThreatRule<FileReadContext>[] = [
  {
    id: 'R01',
    name: 'SSH private key read',
    primitive: 'EXFILTRATION',
    score: 8,
    keywords: ['.ssh', 'id_rsa', 'id_dsa', 'id_ecdsa', 'id_ed25519'],
    detect: (ctx) => {
      const { lower, base } = ctx.p;
      const m = SSH_ENTRY.exec(lower);
      if (m) {
        const name = m[1] ?? '';
        if (name === '') return { detail: 'the whole ~/.ssh directory', score: 5 };
        if (name.includes('*') || name.includes('?')) return { detail: `glob over ~/.ssh (${name})`, score: 8 };
        if (SSH_PUBLIC.test(name)) return null;
        return `~/.ssh/${name}`;
      }
      if (SSH_NESTED.test(lower) && !SSH_PUBLIC.test(base)) return `key material under .ssh (${base})`;
      if (SSH_KEY_NAME.test(base) && !base.endsWith('.pub')) return `private key file ${base}`;
      return null;
    },
    examples: {
      flag: ['~/.ssh/id_rsa', 'C:\\Users\\bob\\.ssh\\id_ed25519', '/home/ubuntu/.ssh/deploy_key', '$HOME/.ssh/*'],
      pass: ['~/.ssh/known_hosts', '~/.ssh/id_rsa.pub', '~/.ssh/config', 'docs/ssh-setup.md'],
    },
  },
  {
    id: 'R02',
    name: 'Private key or certificate store read',
    primitive: 'EXFILTRATION',
    score: 7,
    keywords: ['.pem', '.key', '.p12', '.pfx', '.ppk', '.jks', '.keystore', '.p8', '.asc', '.gpg', 'secring', 'keys/', 'keys\\', 'keystore/', 'hsm/', 'kms/', 'secrets/'],
    detect: (ctx) => {
      const { base, lower } = ctx.p;
      const ext = extOf(base);
      if (base === 'debug.keystore') return null;
      // raw key material: a data file in a keys, HSM or secrets folder whose own name says what key it holds (a payment
      // terminal's master key store tmk_store.bin, signing_key.bin): whatever the extension, the bytes are the key
      if (RAW_KEY_EXT.has(ext) && KEY_FOLDER.test(lower) && !FIXTURE_DIR.test(lower) && base.split(NAME_PARTS, 8).some((w) => KEY_NAME_PARTS.has(w))) return `key material ${base}`;
      if (ext === 'p12' || ext === 'pfx' || ext === 'ppk' || ext === 'jks' || ext === 'keystore' || ext === 'p8') {
        return `key store ${base}`;
      }
      if (ext === 'pem' || ext === 'key') {
        // keys kept for tests (fixtures, testdata, mocks) are made to be committed and read
        if (FIXTURE_DIR.test(lower)) return null;
        if (KEY_CERT_NAME.test(base) && !base.includes('priv') && !base.includes('key')) return null;
        if (ext === 'pem' && (lower.includes('/certs/') || lower.includes('ca-certificates')) && !base.includes('key')) return null;
        if (KEY_STRONG_NAME.test(base) || lower.includes('/private/') || lower.includes('/ssl/') || lower.includes('/tls/')) return `private key ${base}`;
        return { detail: `possible private key ${base}`, score: 5 };
      }
      if ((ext === 'asc' || ext === 'gpg') && (base.includes('priv') || base.includes('secret'))) return `exported secret key ${base}`;
      if (base === 'secring.gpg') return 'GnuPG secret keyring (secring.gpg)';
      return null;
    },
    examples: {
      flag: ['/etc/letsencrypt/live/example.com/privkey.pem', 'certs/server.key', 'release.jks', 'C:\\keys\\client.pfx', '/mnt/backup/pos/2024-11-30/terminal/keys/tmk_store.bin', '/srv/app/secrets/signing_key.bin'],
      pass: ['/etc/ssl/certs/ca-certificates.crt', '/etc/letsencrypt/live/example.com/fullchain.pem', 'public.pem', 'debug.keystore', 'tests/fixtures/keys/test_key.pem'],
    },
  },
  {
    id: 'R03',
    name: 'GnuPG private keyring read',
    primitive: 'EXFILTRATION',
    score: 8,
    keywords: ['.gnupg'],
    pattern: /(?:^|\/)\.gnupg(?:\/(?:private-keys-v1\.d|secring\.gpg|trustdb\.gpg|pubring\.kbx)?)?(?:\/|$)/i,
    detect: (ctx) => {
      const { base, lower } = ctx.p;
      if (base === 'pubring.kbx' || base === 'trustdb.gpg' || base === 'gpg.conf' || base === 'gpg-agent.conf') return null;
      return lower.includes('private-keys') || base === 'secring.gpg' ? 'GnuPG private keys' : { detail: 'GnuPG home directory', score: 6 };
    },
    examples: {
      flag: ['~/.gnupg/private-keys-v1.d/ABCD.key', '/root/.gnupg/secring.gpg', '~/.gnupg/'],
      pass: ['~/.gnupg/gpg.conf', 'docs/gnupg-guide.md', '~/.gnupg/pubring.kbx'],
    },
  },
  {
    id: 'R04',
    name: 'Cloud or cluster credentials read',
    primitive: 'EXFILTRATION',
    score: 8,
    keywords: ['rancher', 'pki', '.aws', 'gcloud', 'application_default_credentials', '.azure', '.kube', 'kubeconfig', '/etc/kubernetes', 'serviceaccount', '.oci', '.boto', '.s3cfg', 'doctl', 'terraform', 'vault-token', 'heroku', 'flyctl', 'netlify', 'vercel', 'railway'],
    detect: (ctx) => best(ctx.p.lower, CLOUD),
    examples: {
      flag: ['~/.aws/credentials', '%USERPROFILE%\\.aws\\credentials', '/home/dev/.config/gcloud/application_default_credentials.json', '~/.kube/config'],
      pass: ['docs/aws-setup.md', 'infra/terraform/main.tf', 'k8s/deployment.yaml', 'src/azure/client.ts'],
    },
  },
  {
    id: 'R21',
    name: "A PHP stream wrapper given as the path (php://filter, php://input, expect://, data://, phar://, zip://)",
    // a wrapper makes the include machinery run or reveal code: never the way a real file is named
    primitive: 'ESCALATION',
    score: 7,
    keywords: ['php:', 'expect:', 'data:', 'phar:', 'zip:', 'compress.zlib:', 'glob:'],
    detect: (ctx) => streamWrapper(ctx.raw),
    examples: {
      flag: ['php://filter/convert.base64-encode/resource=../config.php', 'expect://id', 'php://input', 'data://text/plain;base64,PD9waHAgc3lzdGVtKCRfR0VUWydjbWQnXSk7ID8+', 'phar://uploads/avatar.jpg/x', 'zip://uploads/shell.jpg%23payload.php'],
      pass: ['docs/php-streams.md', 'notes/data-export.csv', 'src/zip/archive.ts', 'php/filter.php', 'data/phar/readme.txt'],
    },
  },
  {
    id: 'R20',
    name: "Cluster control credential read (control-plane kubeconfig, cluster keys, a pod's service-account token)",
    primitive: 'ESCALATION',
    score: 8,
    keywords: ['/etc/kubernetes', 'serviceaccount', 'rancher', 'kubelet/pki'],
    detect: (ctx) => best(ctx.p.lower, CLUSTER_CONTROL),
    examples: {
      flag: ['/etc/kubernetes/admin.conf', '/var/run/secrets/kubernetes.io/serviceaccount/token', '/etc/kubernetes/pki/ca.key'],
      pass: ['/etc/kubernetes/manifests/README.md', '/var/run/secrets/kubernetes.io/serviceaccount/namespace', 'docs/kubernetes/admin-conf.md'],
    },
  },
  {
    id: 'R05',
    name: 'Package-manager or tool token file read',
    primitive: 'EXFILTRATION',
    score: 7,
    keywords: ['npmrc', 'yarnrc', 'pypirc', '.docker/config', 'netrc', 'git-credentials', 'git/credentials', 'hosts.y', '.config/hub', '.cargo/credentials', '.gem/credentials', 'auth.json', 'pgpass', '.my.cnf', 'rclone', '.m2/settings', 'gradle.properties', 'nuget.config', 'htpasswd', 'wp-config', 'credentials.', 'client_secret', 'service-account', 'service_account', 'serviceaccount', 'secrets.', 'secret.', '/run/secrets', 'filezilla', '.purple', 'winscp', 'remmina', 'mobaxterm', 'confcons', 'copilot'],
    detect: (ctx) => {
      const f = best(ctx.p.lower, TOKENS);
      // a chart or manifest template (charts/x/templates/secret.yaml) holds placeholders, not secrets
      if (f !== null && (f.score ?? 0) <= 5 && TEMPLATE_DIR.test(ctx.p.lower)) return null;
      return f;
    },
    examples: {
      flag: ['~/.npmrc', '/home/ci/.netrc', '~/.git-credentials', '~/.config/gh/hosts.yml', '~/.docker/config.json', 'config/credentials.json'],
      pass: ['docs/npm-publishing.md', 'src/netrc-parser.ts', 'config/settings.json', 'examples/docker-compose.yml'],
    },
  },
  {
    id: 'R06',
    name: 'Shell or REPL history read',
    primitive: 'EXFILTRATION',
    score: 6,
    keywords: ['history', 'lesshst', 'viminfo', 'dbshell'],
    detect: (ctx) => (HISTORY_NAMES.has(ctx.p.base) ? `command history ${ctx.p.base} (often holds typed secrets)` : null),
    examples: {
      flag: ['~/.bash_history', '/root/.zsh_history', '%APPDATA%\\Microsoft\\Windows\\PowerShell\\PSReadLine\\ConsoleHost_history.txt'],
      pass: ['src/history.ts', 'docs/HISTORY.md', 'CHANGELOG.md'],
    },
  },
  {
    id: 'R07',
    name: 'Browser password or cookie store read',
    primitive: 'EXFILTRATION',
    score: 8,
    keywords: ['login data', 'cookies', 'web data', 'local state', 'logins', 'key4.db', 'key3.db', 'signons', 'cert9.db', 'places.sqlite', 'formhistory', 'history', 'bookmarks'],
    detect: (ctx) => {
      const { base, lower } = ctx.p;
      if (base === 'cookies.binarycookies') return 'Safari cookie jar';
      if (!BROWSER_DIR.test(lower)) return null;
      if (CHROMIUM_SECRET.has(base) || FIREFOX_SECRET.has(base)) return `browser credential store (${base})`;
      if (BROWSER_HISTORY.has(base)) return { detail: `browser history (${base})`, score: 5 };
      return null;
    },
    examples: {
      flag: [
        '~/AppData/Local/Google/Chrome/User Data/Default/Login Data',
        '/home/u/.config/google-chrome/Default/Cookies',
        '~/.mozilla/firefox/abcd.default-release/logins.json',
        '~/Library/Application Support/Firefox/Profiles/x.default/key4.db',
      ],
      pass: ['src/cookies.ts', 'docs/login-data-model.md', 'test/fixtures/cookies.json', 'chrome-extension/manifest.json'],
    },
  },
  {
    id: 'R08',
    name: 'Environment secrets file (.env) read',
    primitive: 'EXFILTRATION',
    score: 6,
    keywords: ['.env', 'env.', '.dev.vars'],
    detect: (ctx) => {
      const { base } = ctx.p;
      const isEnv = base === '.env' || base.startsWith('.env.') || base === '.envrc' || base === '.dev.vars' || (base.endsWith('.env') && base.length > 4);
      if (!isEnv || isTemplateName(base) || isCodeName(base)) return null;
      if (ENV_STRONG.test(base)) return { detail: `production secrets file ${base}`, score: 8 };
      if (ENV_STAGING.test(base)) return { detail: `staging secrets file ${base}`, score: 6 };
      if (base === '.envrc' || base === '.dev.vars') return { detail: `local secrets file ${base}`, score: 5 };
      return `secrets file ${base}`;
    },
    examples: {
      flag: ['.env', '/srv/app/.env.production', 'apps/api/.env.local', 'deploy/prod.env'],
      pass: ['.env.example', '.env.sample', '.env.template', 'src/env.ts', 'docs/environment.md'],
    },
  },
  {
    id: 'R09',
    name: 'System credential store read',
    primitive: 'EXFILTRATION',
    score: 8,
    keywords: ['/etc/', '/var/lib/', 'keytab', '.jenkins', '/root/'],
    detect: (ctx) => {
      const f = best(ctx.p.lower, SYSTEM_SECRETS);
      return f ? { detail: `${f.detail} (${ctx.p.path})`, score: f.score } : null;
    },
    examples: {
      flag: ['/etc/shadow', '/etc/sudoers', '/etc/gshadow', '/etc/ssh/ssh_host_ed25519_key', '/proc/self/root/etc/shadow'],
      pass: ['/etc/hosts', '/etc/os-release', '/etc/ssh/ssh_host_ed25519_key.pub', 'docs/etc/shadow-explained.md'],
    },
  },
  {
    id: 'R10',
    name: 'User account list read (/etc/passwd) for an outside requester or an unrelated task',
    primitive: 'EXFILTRATION',
    score: 4,
    keywords: ['/etc/passwd', '/etc/group'],
    pattern: /^\/etc\/(?:passwd|group)-?$/i,
    // world-readable and without hashes: an ordinary read is routine (id, getent, ls -l all read it); it is a
    // finding when someone outside asked for it (a traversal is caught by R15/R16 whatever the purpose)
    detect: (ctx) => {
      if (ctx.metadata === NESTED_PATH_METADATA) return `account enumeration (${ctx.p.path}) inside another action`;
      const outside = outsideMarker(purposeOf(ctx.metadata));
      return outside !== '' ? `account enumeration (${ctx.p.path}) for ${outside}` : null;
    },
    examples: {
      flag: [{ value: '/etc/passwd', metadata: { requested_by: 'anonymous web visitor' } }, { value: '/etc/group', metadata: { purpose: 'send to external auditor by email' } }],
      pass: ['/etc/passwd', '/etc/group', { value: '/etc/passwd', metadata: { operation: 'read' } }, '/etc/hostname', 'fixtures/etc/passwd', '/etc/passwd.d.md'],
    },
  },
  {
    id: 'R11',
    name: 'Process memory or environment read',
    primitive: 'EXFILTRATION',
    score: 8,
    keywords: ['/proc/', '/dev/mem', '/dev/kmem', '/dev/port'],
    detect: (ctx) => best(ctx.p.lower, PROC),
    examples: {
      flag: ['/proc/self/environ', '/proc/1/environ', '/proc/1234/mem', '/proc/kcore'],
      pass: ['/proc/cpuinfo', '/proc/meminfo', '/proc/self/status', 'src/proc/environ.ts'],
    },
  },
  {
    id: 'R12',
    name: 'Windows credential hive or vault read',
    primitive: 'EXFILTRATION',
    score: 9,
    keywords: ['/config/', '/repair/', 'regback', 'ntds', 'lsass', '/microsoft/', 'unattend', 'sysprep', 'groups.xml', 'inetpub'],
    detect: (ctx) => best(ctx.p.lower, WINDOWS),
    examples: {
      flag: ['C:\\Windows\\System32\\config\\SAM', '%SystemRoot%\\System32\\config\\SYSTEM', 'c:/windows/ntds/ntds.dit', '\\\\?\\GLOBALROOT\\Device\\HarddiskVolumeShadowCopy1\\Windows\\System32\\config\\SAM'],
      pass: ['C:\\Windows\\System32\\drivers\\etc\\hosts', 'config/system.yml', 'src/sam/model.py'],
    },
  },
  {
    id: 'R13',
    name: 'Cryptocurrency wallet read',
    primitive: 'EXFILTRATION',
    score: 9,
    keywords: ['wallet', 'keystore', '.ethereum', 'electrum', 'solana', 'exodus', 'nkbihfbeogaeaoehlefnkodbefgpgknn', 'bfnaelmomeimhlpmgjnjophhpkkoljpa', 'ibnejdfjmmkpcnlpebklmnkoeoihofec', 'seed', 'mnemonic', 'recovery', '.bitcoin', 'bitcoin/'],
    detect: (ctx) => best(ctx.p.lower, WALLETS),
    examples: {
      flag: ['~/.bitcoin/wallet.dat', '~/.ethereum/keystore/UTC--2021-01-01T00-00-00Z--abcdef', '~/.config/solana/id.json', '~/Library/Application Support/Google/Chrome/Default/Local Extension Settings/nkbihfbeogaeaoehlefnkodbefgpgknn/000003.log'],
      pass: ['src/wallet/balance.ts', 'docs/keystore.md', 'android/app/debug.keystore'],
    },
  },
  {
    id: 'R14',
    name: 'Password manager vault or keychain read',
    primitive: 'EXFILTRATION',
    score: 8,
    keywords: ['.kdb', 'password-store', 'opvault', 'agilekeychain', '1password', 'bitwarden', 'keychain', 'keyrings', '.kwl', 'core/_master', 'core/_keyring', 'core/_recovery-key', 'core/hsm'],
    detect: (ctx) => best(ctx.p.lower, VAULTS),
    examples: {
      flag: ['~/Documents/Passwords.kdbx', '~/.password-store/email/gmail.gpg', '~/Library/Keychains/login.keychain-db'],
      pass: ['docs/keepass-integration.md', 'src/keychain.ts', 'src/keychain-service/index.ts'],
    },
  },
  {
    id: 'R15',
    name: 'Path traversal out of the working directory',
    // the effect on the victim is a file disclosed that the caller should never reach (issue 14 item 5)
    primitive: 'EXFILTRATION',
    score: 8,
    detect: (ctx) => {
      const { dotdot, escapes, path, lower } = ctx.p;
      if (dotdot === 0) return null;
      if (SYSTEM_DIR.test(lower) || PROBE_TARGET.test(lower.length > 96 ? lower.slice(-96) : lower)) return `'..' segments resolve to ${path}`;
      if (escapes >= 2 && WEB_ACCESS_FILE.test(lower)) return `'..' segments climb to the web server's ${ctx.p.base}`;
      if (escapes >= 4) return { detail: `${escapes} '..' segments climb above the working directory to ${path}`, score: 4 };
      return null;
    },
    examples: {
      flag: ['../../../../etc/passwd', '/var/www/html/../../../etc/shadow', '..\\..\\..\\Windows\\win.ini', 'uploads/../../../../../root/.ssh/id_rsa', '../../boot.ini', '../../../.htaccess'],
      pass: ['../README.md', '../../packages/core/src/index.ts', 'src/../package.json', '../.htaccess', 'docs/../config/boot.ini.md', '/etc/issue'],
    },
  },
  {
    id: 'R16',
    name: 'Encoded traversal or null-byte path evasion',
    // what it does to the victim is disclose a file the caller should never reach (issue 14 item 5)
    primitive: 'EXFILTRATION',
    score: 6,
    detect: (ctx) => {
      const { nul, dotdot, literalDotdot, obfuscated, dotPad, lower, path } = ctx.p;
      if (nul) return 'null byte truncates the path';
      if (dotdot > literalDotdot) return `encoded '..' segments (${dotdot - literalDotdot} hidden by encoding)`;
      // separators spelled as junk a fuzzer sends (control bytes, '?' runs) before a system file: a traversal probe
      if (!obfuscated && junkSeparated(lower) && junkTarget(lower.length > 96 ? lower.slice(-96) : lower)) return `junk-separated path probes ${path.length > 80 ? path.slice(-80) : path}`;
      if (!obfuscated && dotPad < 3) return null;
      // the end of the path names the file (junk an encoding left may precede it)
      const tail = lower.length > 96 ? lower.slice(-96) : lower;
      const target = SYSTEM_DIR.test(lower) || PROBE_TARGET.test(tail) || SYSTEM_TAIL.test(tail) || (obfuscated && junkTarget(tail));
      if (obfuscated && (dotdot > 0 || lower.includes('..') || target)) return `the path is spelled with escapes no real path needs (${path.length > 80 ? path.slice(-80) : path})`;
      if (dotPad >= 3 && target) return `'./' segments pad the path to ${path}`;
      return null;
    },
    examples: {
      flag: ['%2e%2e%2f%2e%2e%2fetc%2fpasswd', '..%252f..%252f..%252fetc/passwd', '../../etc/passwd%00.png', '%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
        '%c0%2e%c0%2e%c0%2f%c0%2e%c0%2e%c0%2fetc%c0%2fissue', '%f0%80%80%ae%f0%80%80%ae%c0%5cboot.ini', '..%u2215..%u2215..%u2215windows%u2215win.ini',
        '.%2e0x2f.%2e0x2fetc0x2fpasswd', '..%c0%qf..%c0%qfetc%c0%qfpasswd', '%2e%68%74%70%61%73%73%77%64', '/./././././boot.ini',
        '%c0%5e%c0%5e%c1%9cetc%c1%9cpasswd', '..%uF025..%uF025etc%uF025passwd', '%c0%5e%c0%5e%c0%5c%c0%5e%c0%5e%c0%5cetc%c0%5cissue', '..%01%2f..%01%2f..%01%2fetc%2fissue', '??%c0%2f??%c0%2f??%c0%2fetc%c0%2fpasswd', '.?%c0%qfwindows%c0%qfsystem32%c0%qfdrivers%c0%qfetc%c0%qfhosts'],
      pass: ['docs/100%25-coverage.md', 'src/my%20file.ts', '../README.md', 'reports/50%-done.txt', 'assets/0x2e-logo.svg', './././src/index.ts', 'docs/caf%C3%A9.md', 'notes/what%3F/etc/hosts.md', 'backups/%E2%9C%93/etc-issue.txt'],
    },
  },
  {
    id: 'R17',
    name: 'Chat or desktop app session tokens or message history read',
    primitive: 'EXFILTRATION',
    score: 8,
    keywords: ['discord', 'slack', 'teams', 'signal', 'element', 'whatsapp', 'telegram', 'tdata', 'steam', 'messages/chat.db', 'msgstore'],
    detect: (ctx) => best(ctx.p.lower, APP_SESSIONS),
    examples: {
      flag: ['~/.config/discord/Local Storage/leveldb/000005.ldb', 'C:\\Users\\x\\AppData\\Roaming\\Telegram Desktop\\tdata', '~/Library/Application Support/Slack/Cookies', '~/.config/Signal/config.json', '~/Library/Messages/chat.db'],
      pass: ['src/discord/bot.ts', 'docs/slack-integration.md', 'src/telegram/handlers.py', 'config/signal-handlers.json'],
    },
  },
  {
    id: 'R18', name: 'Pay, HR, board, identity, medical or bank-account document, or a database server\'s own data file, read', primitive: 'EXFILTRATION', score: 4,
    detect: (ctx) => {
      const db = databaseFile(ctx.p.lower, ctx.p.base);
      if (db !== '') return db;
      // class words in a non-Latin script are read as written too: the confusable fold (meant for a Latin word with a
      // few look-alike letters) turns an all-Cyrillic name ("пароли_банк") into Latin gibberish
      const doc = documentClass(ctx.p.lower, ctx.p.dir) ?? (isPlainAscii(ctx.raw) ? null : documentClass(ctx.raw.toLowerCase()));
      if (doc === null) return null;
      const outside = outsideMarker(purposeOf(ctx.metadata));
      if (outside !== '') return { detail: `${doc.cls} (${doc.word}) read for someone or somewhere outside (${outside})`, score: 6 };
      if (unrelatedTask(ctx.metadata, doc)) return { detail: `${doc.cls} (${doc.word}) read for a task that does not need it`, score: 5 };
      if (doc.cls === 'password lists') return { detail: `a file named as a list of logins (${doc.word})`, score: 6 };
      return ownWorkingFile(doc.cls, ctx.p.home) ? null : { detail: `${doc.cls} (${doc.word})`, score: 4 };
    },
    examples: {
      flag: [{ value: '/datos/clientes/tarjetas_credito_completo.csv', metadata: { requester: 'unknown-email' } }, 
        { value: '/mnt/shared/HR/Compensation/2024_salary_bands_all_employees.xlsx', metadata: { requested_by: 'agent', task: 'prepare onboarding checklist' } }, '/data/Vorstand/Vertraulich/Projekt_Falke_Uebernahme_Term_Sheet.pdf',
        { value: '/home/lucia/Documentos/Identidad/pasaporte_escaneado_2023.pdf', metadata: { task: 'buscar la factura de la luz' } }, { value: '/mnt/hr/payroll/2024_salaries_all_employees.xlsx', metadata: { purpose: 'attach to email to external recruiter' } },
        '/var/backups/scada/plc_passwords.txt', 'C:\\Users\\mueller\\Desktop\\Passwörter_Zugänge_2024.xlsx', '/srv/share/IT/contraseñas_servidores.xlsx', '/data/ops/mots de passe routeurs.docx',
        '/var/lib/mysql/payroll/employees.ibd', '/srv/gitea/data/gitea.db', '/opt/authentik/data/users.mv.db', { value: '/srv/partage/RH/arrêts_maladie_2024.pdf', metadata: { channel: '#general' } },
        { value: '/Users/cfo/Documents/board_deck_Q3.pptx', metadata: { purpose: 'upload to personal gmail' } },
        '/home/ivan/Документы/пароли_банк.txt', { value: '/srv/share/人事/员工身份证号码汇总.xlsx', metadata: { purpose: '发送给外部招聘合作方' } },
        { value: '\\\\nas01.corp.local\\Legal\\Clients\\Passport_Copies\\2025\\', metadata: { task: 'count new clients for the quarterly report' } }, '/srv/scans/id-cards/*',
        '/srv/共有/人事/健康診断/2024/全職員_診断結果.pdf', '/共有/経理/取引先口座一覧_2024.csv', '/srv/finance/vendors/Bankverbindungen_Lieferanten.xlsx',
        '/srv/shop/exports/kunden_alle_2025.csv', '/data/crm/clientes_contactos_completo.xlsx', '/srv/club/uyeler_iletisim_listesi.xlsx', '/mnt/hr/2025/lonelista_mars.xlsx',
        '/srv/hr/bulletins_de_paie_2025_03.pdf', '/srv/scans/kimlik_fotokopileri_2024.pdf', '/srv/fleet/drivers_gps_locations_march.parquet',
      ],
      pass: [{ value: '/home/amelie/Documents/checklist_renouvellement_passeport.txt', metadata: { task: 'lire ma checklist' } }, '/mnt/hr/policies/salary_bands_public.pdf',
        '/var/lib/mysql/my.cnf', '/home/dev/app/db.sqlite3', 'data/fixtures/test.db', '/var/lib/postgresql/16/main/postgresql.auto.conf',
        'C:\\Users\\cfo\\Documents\\Q3_board_deck_draft.pptx', '/Users/marta/Documents/mi_nomina_octubre.pdf', '/srv/exports/patients_anonymized_2025.csv', 'docs/password_policy.pdf', '/home/ops/notes/password_rotation_guide.txt', '/hr/policies/salary_policy_template.docx', 'src/payroll/calculator.py', 'tests/test_salary_bands.py', 'components/PassportForm.tsx', 'docs/board-meeting-template.md', '/home/lucia/Documentos/facturas/factura_luz_2023.pdf',
        '/home/ivan/Документы/счета_за_свет_2023.pdf', '/srv/share/人事/年会安排.docx', '/home/ana/projects/patient-portal/', 'src/components/passport/', '/srv/share/HR/',
        '/srv/hr/Vorlagen/Gehaltsabrechnung_Muster_leer.docx', '/srv/共有/人事/健康診断/案内テンプレート.docx', '/srv/finance/bank_details_policy.pdf',
        '/srv/club/members_newsletter_2025.pdf', '/srv/reports/full_year_report_2025.pdf', '/srv/crm/customers_import_template_all_fields.csv', '/home/ana/todo.txt',
        '/data/london/sales_2025.csv', '/srv/shop/exports/orders_by_region_2025.csv'],
    },
  },
  {
    id: 'R19', name: 'Repository internals or configuration read for an outside requester', primitive: 'EXFILTRATION', score: 5,
    detect: (ctx) => {
      const who = outsideMarker(purposeOf(ctx.metadata));
      if (who === '' || !(who === 'web visitor' || who === 'visitor' || who === 'anonymous' || who === 'unauthenticated' || who === 'public' || who === 'external')) return null;
      const l = ctx.p.lower;
      const base = ctx.p.base;
      const internal = l.includes('/.git/') || l.startsWith('.git/') || l.includes('/.svn/') || (base.startsWith('.') && base.length > 1) || base === 'config' || base.endsWith('.yml') || base.endsWith('.yaml') || base.endsWith('.ini') || base.endsWith('.conf') || base.endsWith('.toml') || base.endsWith('.properties');
      return internal ? `${ctx.p.path} served to ${who}` : null;
    },
    examples: {
      flag: [{ value: '/srv/app/.git/config', metadata: { context: 'requested by web visitor via /static/ handler' } }, { value: '/var/www/app/config/database.yml', metadata: { requested_by: 'anonymous' } }],
      pass: [{ value: '/srv/app/static/logo.png', metadata: { context: 'requested by web visitor via /static/ handler' } }, '/srv/app/.git/config', { value: '/srv/app/config/app.yml', metadata: { requested_by: 'agent' } }],
    },
  },
];

/** Files a database server keeps its tables in (InnoDB, MyISAM, H2, SQL Server, SQLite under a service's data folder). */
const TABLE_FILE_ENDS = ['.ibd', '.myd', '.frm', '.mv.db', '.h2.db', '.mdf', '.ndf', '.wt', '.sqlite', '.sqlite3', '.db'];
/** Folders database servers and self-hosted services keep their data in. */
const DATA_DIRS = ['/var/lib/mysql/', '/var/lib/mariadb/', '/var/lib/postgresql/', '/var/lib/pgsql/', '/var/lib/mongodb/', '/var/opt/mssql/', '/data/db/', '/mssql/data/'];
/** Words of a store that holds every user's login (an identity provider, a directory, a vault). */
const LOGIN_STORES = ['keycloak', 'authentik', 'ldap', 'identity', 'auth', 'users', 'accounts', 'vault', 'gitea', 'gitlab', 'credentials', 'passwords'];
/**
 * A database server's own table file read straight from disk: every row, with none of the server's permissions in
 * the way. Named for a store of logins or a class of records, it is that store taken whole. '' when the path is none.
 */
function databaseFile(lower: string, base: string): Finding | '' {
  if (base === 'ibdata1') return { detail: 'the InnoDB system tablespace read from disk', score: 5 };
  if (!TABLE_FILE_ENDS.some((e) => base.endsWith(e))) return '';
  const server = DATA_DIRS.some((d) => lower.includes(d));
  // a generic .db or .sqlite counts only under a service's data folder (/srv/x/data/, /opt/x/data/), not in a project
  const service = (lower.startsWith('/srv/') || lower.startsWith('/opt/')) && lower.includes('/data/');
  if (!server && !service) return '';
  const name = lower.slice(Math.max(0, lower.length - 200));
  const store = LOGIN_STORES.find((w) => name.includes(w));
  const doc = store === undefined ? documentClass(`${lower.slice(0, lower.lastIndexOf('.'))}.csv`) : null;
  if (store !== undefined) return { detail: `${base}: a database file of a login store (${store}) read from disk`, score: 6 };
  if (doc !== null) return { detail: `${base}: a database file of ${doc.cls} (${doc.word}) read from disk`, score: 6 };
  return server ? { detail: `${base}: a database server's table file read from disk`, score: 4 } : '';
}

const filereadAnalyzer: Analyzer<FileReadContext> = {
  type: 'file_read',
  letter: 'R',
  prepare,
  rules,
  auxPatterns: [KEY_FOLDER, NAME_PARTS, 
    ...PATH_PATTERNS, READER_PREFIX, SSH_ENTRY, SSH_NESTED, SSH_PUBLIC, SSH_KEY_NAME, KEY_CERT_NAME, KEY_STRONG_NAME, BROWSER_DIR, ENV_STRONG, ENV_STAGING, SYSTEM_DIR, PROBE_TARGET, SYSTEM_TAIL, WEB_ACCESS_FILE, FIXTURE_DIR,
    TEMPLATE_DIR, ...[CLOUD, TOKENS, SYSTEM_SECRETS, PROC, WINDOWS, WALLETS, VAULTS, APP_SESSIONS].flatMap((t) => t.map((e) => e[0])),
  ],
};
export default filereadAnalyzer;

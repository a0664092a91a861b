/**
 * What opening or sending to a URL does to the victim, when that is not what its host looks like: a control API that
 * runs code (a Docker daemon, a Jenkins script console), a script page that reads the victim's cookies and sends them
 * away, data uploaded to an anonymous drop, tunnel or bare address, and an installer script served raw from someone's
 * code-hosting account. Set lookups, splits and short anchored regexes over the already parsed URL; linear.
 */
import { metaNumber, metaString } from '../normalize.js';
import type { Metadata } from '../types.js';

/** Ports of daemons whose HTTP API starts processes (Docker, kubelet). */
const EXEC_API_PORTS: ReadonlyMap<number, string> = new Map([[2375, 'Docker daemon'], [2376, 'Docker daemon'], [10250, 'kubelet'], [10255, 'kubelet']]);
/** Path segments that create, run or exec on such a daemon (listing its containers is a read: U07). */
const EXEC_API_SEGMENTS = new Set(['create', 'exec', 'run', 'start', 'build', 'attach']);
/** Script consoles and deployers that take code in the request (Jenkins, Tomcat manager, Werkzeug, Jolokia exec). */
const SCRIPT_CONSOLE = /^\/(?:(?:jenkins|job\/[^/]{1,80})\/)?(?:script|scripttext|manager\/text\/deploy|console|jolokia\/exec|actuator\/restart|run-script|eval)(?:\/|$)/;

/**
 * A request that runs code on the host it reaches: a Docker/kubelet API call that creates or execs, or a script
 * console given code. '' when none. `internal`: the host is internal or loopback (a public Jenkins is U30's business).
 */
export function codeRunningApi(port: number | null, lowerPath: string, paramKeys: readonly string[], internal: boolean): string {
  if (!internal) return '';
  const daemon = port !== null ? EXEC_API_PORTS.get(port) : undefined;
  if (daemon !== undefined) {
    const segs = lowerPath.split('/', 12);
    for (const s of segs) if (EXEC_API_SEGMENTS.has(s)) return `${daemon} API on port ${port} (${lowerPath.slice(0, 40)}): whoever reaches it runs containers or commands`;
    return '';
  }
  if (SCRIPT_CONSOLE.test(lowerPath) && (paramKeys.includes('script') || paramKeys.includes('cmd') || paramKeys.includes('command') || lowerPath.includes('deploy'))) {
    return `script console ${lowerPath.slice(0, 40)} given code to run`;
  }
  return '';
}

/** What a console script does that reaches the machine: runs a process or reads its files and secrets. */
const MACHINE_REACH = ['.execute(', 'runtime.getruntime', 'processbuilder', '.exec(', 'system(', 'readfile', 'new file(', '.text', '/secrets/', 'credentials', 'hudson.util.secret', 'decrypt('];

/**
 * A script console reached on any host (not only an internal one) and given code that runs a process or reads the
 * server's files or secrets: whoever sends it runs commands as the CI or application server. '' when none.
 */
export function consoleRunsCommand(lowerPath: string, params: ReadonlyArray<readonly [string, string]>): string {
  if (!SCRIPT_CONSOLE.test(lowerPath)) return '';
  for (const [k, v] of params) {
    if (k !== 'script' && k !== 'cmd' && k !== 'command') continue;
    const code = v.toLowerCase();
    const reach = MACHINE_REACH.find((w) => code.includes(w));
    if (reach !== undefined) return `script console ${lowerPath.slice(0, 40)} given code that reaches the server (${reach.replace('(', '')})`;
  }
  return '';
}

/** The victim's session read in script (cookies, web storage). */
const SESSION_READ = /document\.cookie|localstorage|sessionstorage|document\.domain\b[^<]{0,20}cookie/;
/** …and carried off to another place (a request, an image load, a navigation, a beacon). */
const SENT_AWAY = /fetch\s{0,2}\(|new\s{1,3}image|\.src\s{0,2}=|xmlhttprequest|sendbeacon|(?:window|document)\.location|location\.href|location\s{0,2}=|\/\/[a-z0-9.-]{3,60}\/?\?/;

/** A script payload in the URL that reads the victim's cookies or storage and sends them elsewhere: its detail, or ''. */
export function sessionSentAway(tail: string): string {
  const r = SESSION_READ.exec(tail);
  if (r === null) return '';
  return SENT_AWAY.test(tail) ? `script reads ${r[0]} and sends it away` : '';
}

/** Path segments and file names that mean "put data here". */
const UPLOAD_SEGMENTS = new Set(['put', 'upload', 'uploads', 'up', 'collect', 'incoming', 'in', 'drop', 'api_post.php', 'post', 'exfil', 'submit', 'ingest', 'receive']);
/** Names of what is sent that make the upload a leak of something that matters. */
const SENSITIVE_NAME = /backup|dump|\.sql|\.bak|\bdb[_.-]|database|customer|clients?\b|clientes|kunden|patient|employee|payroll|salar|credential|passw|secret|\.env\b|id_rsa|\.pem|\.kdbx|export|dossier|ssn|session|token|sess=|eyj[a-z0-9_-]{10}/;
const WRITE_METHODS = new Set(['put', 'post', 'patch']);
/** Words of an instruction to send something to the link. */
const SEND_WORDS = /\b(?:upload|send|envoie|envoyer|env[ií]a|enviar|schick|hochladen|carica|invia|stuur|put|post|share|partage)\b/;

/**
 * Data sent to a place that keeps it for whoever holds the link: an anonymous drop, paste, tunnel, raw public address or
 * an anonymous FTP. `where` is the caller's reading of the host (null when it is none of those). Returns the score and
 * detail, or undefined.
 */
export function uploadOut(where: string | null, lowerPath: string, tail: string, metadata: Metadata, empty: boolean): { detail: string; score: number } | undefined {
  if (where === null) return undefined;
  const method = empty ? '' : (metaString(metadata, 'method', 'http_method', 'verb') ?? '').toLowerCase().trim();
  let upload = WRITE_METHODS.has(method);
  if (!upload) {
    for (const s of lowerPath.split('/', 12)) if (UPLOAD_SEGMENTS.has(s)) { upload = true; break; }
  }
  if (!upload && !empty) {
    const said = (metaString(metadata, 'instruction', 'task', 'intent', 'purpose', 'body', 'note') ?? '').toLowerCase().slice(0, 300);
    upload = said !== '' && SEND_WORDS.test(said);
  }
  if (!upload) return undefined;
  const body = empty ? '' : (metaString(metadata, 'body', 'instruction', 'payload', 'file') ?? '').toLowerCase().slice(0, 300);
  const size = empty ? undefined : metaNumber(metadata, 'body_size_bytes', 'size', 'bytes', 'content_length');
  const named = SENSITIVE_NAME.exec(`${tail.slice(0, 600)} ${body}`);
  const big = size !== undefined && size >= 1_000_000;
  const score = named !== null || big ? 8 : 5;
  return { detail: `data ${method !== '' ? `${method.toUpperCase()} ` : ''}uploaded to ${where}${named !== null ? ` (${named[0].slice(0, 20)})` : big ? ' (a large body)' : ''}`, score };
}

/** File-sharing services people use privately: a place data leaves to when something is uploaded there. */
export const PERSONAL_SHARES = new Set(['mega.nz', 'mega.io', 'wetransfer.com', 'we.tl', 'send-anywhere.com', '1fichier.com', 'uploadfiles.io', 'filemail.com', 'swisstransfer.com']);

/** Code hosts that serve a file of someone's repository raw. */
const RAW_CODE_HOSTS = new Set(['raw.githubusercontent.com', 'gist.githubusercontent.com', 'raw.github.com', 'bitbucket.org', 'gitlab.com', 'codeberg.org']);
/** Script kinds an installer is written in. */
const INSTALLER_EXT = /\.(?:sh|bash|zsh|ps1|psm1|bat|cmd|command)$/;
/** Owners whose install scripts are the documented way to install their software. */
const KNOWN_PUBLISHERS = new Set(['nvm-sh', 'creationix', 'homebrew', 'helm', 'ohmyzsh', 'robbyrussell', 'rust-lang', 'docker', 'pyenv', 'rbenv', 'sdkman', 'python-poetry', 'nodesource', 'microsoft', 'aws', 'kubernetes', 'golang', 'cli', 'github', 'asdf-vm', 'junegunn', 'tj', 'oven-sh', 'denoland', 'astral-sh', 'pnpm', 'volta-cli', 'starship', 'ajeetdsouza', 'hashicorp', 'ansible', 'chef', 'puppetlabs', 'tailscale', 'ollama', 'mozilla', 'google', 'apache', 'grafana', 'prometheus', 'elastic', 'nginx', 'kubernetes-sigs', 'fluxcd', 'argoproj', 'istio', 'cilium', 'k3s-io', 'rancher', 'canonical', 'fedora', 'jenkinsci', 'gitlab-org', 'git-lfs', 'zsh-users', 'romkatv', 'powerline', 'neovim', 'vim', 'tmux', 'sharkdp', 'burntsushi', 'ggreer', 'direnv', 'mise-en-place', 'jdx']);
/** Miners named in the script's path: the installer's purpose is to mine on the victim's machine. */
const MINER_NAME = /xmrig|miner|c3pool|cryptonight|monero|xmr\b|nicehash|moneroocean|supportxmr/;
/** An intent to run what is fetched ("pipe to bash", "curl | sh", "iex"). */
const RUN_INTENT = /\bpipe[sd]? (?:it )?(?:to|into) (?:ba|z)?sh\b|\|\s{0,2}(?:sudo\s{1,3})?(?:ba|z)?sh\b|\b(?:iex|invoke-expression)\b|\b(?:run|execute) (?:it|the script|directly|as root)\b/;

/**
 * An installer script served raw from a code-hosting account that is not a known publisher: run, it installs whatever
 * its owner wrote. '' when none; the score rises for a miner's name or a stated intent to run it unread.
 */
export function strangersInstaller(host: string, lowerPath: string, lastSegment: string, metadata: Metadata, empty: boolean): { detail: string; score: number } | undefined {
  if (!RAW_CODE_HOSTS.has(host) || !INSTALLER_EXT.test(lastSegment)) return undefined;
  if ((host === 'gitlab.com' || host === 'bitbucket.org' || host === 'codeberg.org') && !lowerPath.includes('/raw/')) return undefined;
  const owner = lowerPath.split('/', 3)[1] ?? '';
  if (owner === '' || KNOWN_PUBLISHERS.has(owner)) return undefined;
  const mines = MINER_NAME.test(lowerPath);
  const runs = !empty && runIntended(metadata);
  const score = mines ? 8 : runs ? 7 : 4;
  return { detail: `installer ${lastSegment.slice(0, 40)} from the code-hosting account "${owner.slice(0, 30)}"${mines ? ' (a coin miner)' : runs ? ' (to be run unread)' : ''}`, score };
}

/** A file name of a script a shell or interpreter runs. */
export const SCRIPT_SEGMENT = /\.(?:sh|bash|zsh|ps1|psm1|py|pl|rb|vbs|bat|cmd|hta)$/;

/** The caller says it will run what it fetches ("pipe to bash", "curl | sh", "iex"). */
export function runIntended(metadata: Metadata): boolean {
  const intent = (metaString(metadata, 'intent', 'purpose', 'task', 'instruction', 'note') ?? '').toLowerCase().slice(0, 300);
  return intent !== '' && RUN_INTENT.test(intent);
}

/** The module's regexes, for the ReDoS audit. */
export const URL_EFFECT_PATTERNS: readonly RegExp[] = [SCRIPT_CONSOLE, SESSION_READ, SENT_AWAY, SENSITIVE_NAME, SEND_WORDS, INSTALLER_EXT, MINER_NAME, RUN_INTENT, SCRIPT_SEGMENT];

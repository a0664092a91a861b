/**
 * Payload detectors shared by the code and file_write analyzers: shapes that are malicious wherever they are
 * written (reverse shells, download-and-execute, decode-and-execute, bulk secret exfiltration, miners, secrets).
 * Each detector takes already-normalised text and returns a short label, never the matched secret.
 */
import { leadExec } from '../lead-search.js';

/**
 * A two-step probe: a gap-free anchor (global) finds candidates, then an anchored tail is tried on a bounded
 * window after each one. Gaps like `curl[^\n]{0,300}\| sh` written as one regex restart at every position
 * and are quadratic; split this way every regex is linear and the window bounds the rest.
 */
export interface Probe {
  readonly a: RegExp;
  readonly t?: RegExp;
  /** Alternative to t: a predicate over the window (for tails too large to prove linear as one regex). */
  readonly f?: (window: string) => boolean;
  readonly label: string;
  readonly window?: number;
}

const MAX_HITS = 64;

export function probe(s: string, p: Probe): boolean {
  const { a, t, f } = p;
  a.lastIndex = 0;
  let hits = 0;
  let m: RegExpExecArray | null;
  // through the anchor's leads when the analyzer lists it (lead-search.ts): the same matches, in the same order
  while (hits < MAX_HITS && (m = leadExec(a, s)) !== null) {
    hits++;
    if (t === undefined && f === undefined) { a.lastIndex = 0; return true; }
    const from = m.index + m[0].length;
    const w = s.slice(from, from + (p.window ?? 400));
    if (t !== undefined ? t.test(w) : f!(w)) { a.lastIndex = 0; return true; }
    if (m[0].length === 0) a.lastIndex++;
  }
  a.lastIndex = 0;
  return false;
}

export function firstProbe(s: string, table: readonly Probe[]): string | null {
  for (const p of table) if (probe(s, p)) return p.label;
  return null;
}

const REVERSE_SHELL: readonly Probe[] = [
  { a: /\/dev\/(?:tcp|udp)\/[a-z0-9.-]{1,253}\/[0-9]{1,5}/gi, label: 'bash /dev/tcp reverse shell' },
  { a: /\bnc(?:at)?(?:\.exe)?\s/gi, t: /^[^\n|;&]{0,80}-(?:e|c)\s{0,4}["']?(?:\/bin\/)?(?:ba|z|da)?sh\b|^[^\n|;&]{0,80}-e\s{0,4}cmd(?:\.exe)?\b/i, label: 'netcat -e shell' },
  { a: /\bmkfifo\s/gi, t: /^[^\n]{0,160}\bnc(?:at)?\s/i, label: 'mkfifo + netcat relay shell' },
  { a: /\b(?:ba|z)?sh\s-i\s{0,4}[0-9]?>&\s{0,4}\/dev\//gi, label: 'interactive shell redirected to a socket' },
  { a: /\bos\.dup2\s{0,4}\(\s{0,4}[a-z_.]{1,40}\.fileno\(\)/gi, label: 'socket file descriptors duplicated onto stdio (dup2)' },
  { a: /pty\.spawn\s{0,4}\(\s{0,4}["'](?:\/bin\/)?(?:ba|z)?sh["']\s{0,4}\)/gi, label: 'pty.spawn shell' },
  { a: /\bsocat\s/gi, t: /^[^\n]{0,120}exec:["']?(?:\/bin\/)?(?:ba|z)?sh/i, label: 'socat exec shell' },
  { a: /tcpclient\s{0,4}\(/gi, t: /^[^\n]{0,300}getstream\s{0,4}\(/i, label: 'PowerShell TCPClient shell' },
  { a: /\bsocket\s{0,4}\(/gi, t: /^[^\n]{0,300}\bexec\s{0,4}\(?\s{0,4}["']\/bin\/(?:ba)?sh\s{0,2}-i/i, label: 'Perl/Ruby socket shell' },
  { a: /spawn\s{0,4}\(\s{0,4}["'](?:\/bin\/)?(?:ba|z)?sh["']/gi, t: /^[^]{0,400}\.pipe\s{0,4}\(/i, label: 'Node.js shell piped to a socket' },
  { a: /\bsh\s-i\s/gi, t: /^[^\n|]{0,30}\|\s{0,4}nc(?:at)?\s/i, label: 'shell piped to netcat' },
  { a: /\b(?:ba|z)?sh\s{1,4}-i\s{1,4}[0-9]?<&\s{0,4}[0-9]/gi, label: 'interactive shell reading from a socket descriptor (sh -i <&3)' },
];

const DOWNLOAD_EXEC: readonly Probe[] = [
  { a: /\b(?:curl|wget|iwr|invoke-webrequest|irm|invoke-restmethod)\b/gi, t: /^[^\n|;]{0,300}\|\s{0,4}(?:sudo\s{1,4}(?:-[a-z]{1,4}\s{1,4})?)?(?:(?:ba|z|da|k)?sh|python[0-9.]{0,4}|perl|ruby|node|php|iex|invoke-expression)\b/i, label: 'download piped into an interpreter (curl | sh)' },
  { a: /(?:\b(?:ba|z)?sh\s{1,4}(?:-c\s{1,4})?["']?\$\(|\b(?:ba|z)?sh\s{1,4}<\(|\beval\s{1,4}["']?\$\(|\bsource\s{1,4}<\()\s{0,4}(?:curl|wget)\b/gi, label: 'downloaded script executed via $(curl …)' },
  { a: /\b(?:iex|invoke-expression)\b/gi, t: /^[^\n]{0,60}(?:downloadstring|downloadfile|invoke-webrequest|iwr|irm|invoke-restmethod|net\.webclient)/i, label: 'PowerShell download cradle (IEX DownloadString)' },
  { a: /downloadstring|net\.webclient\)\.download/gi, t: /^[^\n]{0,200}\|\s{0,4}(?:iex|invoke-expression)\b/i, label: 'PowerShell download cradle (IEX DownloadString)' },
];

const B64_PIPE_TAIL = /^={0,2}["']?\s{0,4}\|\s{0,4}(?:base64|xxd|openssl)\b[^\n|]{0,40}\|\s{0,4}(?:ba|z)?sh\b/i;
function isB64Code(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 43 || c === 47;
}
/** The rest of an `echo <blob>` is more blob, then `| base64 -d | sh`. */
function blobPipedToShell(w: string): boolean {
  let i = 0;
  while (i < w.length && isB64Code(w.charCodeAt(i))) i++;
  return B64_PIPE_TAIL.test(w.slice(i, i + 120));
}

/** Decode-and-run: an encoded blob is decoded and executed in one step. */
const DECODE_EXEC: readonly Probe[] = [
  { a: /base64\s{1,4}(?:-d|--decode|-di|-D)\b/gi, t: /^[^\n|]{0,40}\|\s{0,4}(?:sudo\s{1,4})?(?:ba|z|da)?sh\b/i, label: 'base64 -d | sh' },
  { a: /\b(?:powershell|pwsh)(?:\.exe)?\s/gi, t: /^[^\n]{0,60}\s-e[a-z]{0,13}\s{1,4}[a-z0-9+/=]{20}/i, label: 'powershell -EncodedCommand' },
  { a: /frombase64string\s{0,4}\(/gi, t: /^[^\n]{0,400}\b(?:iex|invoke-expression)\b/i, label: 'PowerShell FromBase64String + Invoke-Expression' },
  { a: /\b(?:iex|invoke-expression)\b/gi, t: /^[^\n]{0,200}frombase64string/i, label: 'PowerShell FromBase64String + Invoke-Expression' },
  { a: /\b(?:eval|exec|execute|function)\s{0,4}\(\s{0,4}(?:window\.)?atob\s{0,4}\(/gi, label: 'eval(atob(...))' },
  { a: /\b(?:eval|exec|function)\s{0,4}\(\s{0,4}buffer\.from\s{0,4}\(/gi, t: /^[^)]{0,400}["'](?:base64|hex)["']/i, label: "eval(Buffer.from(..., 'base64' or 'hex'))" },
  { a: /\bexec\s{0,4}\(\s{0,4}(?:base64\.b(?:64|32|16|85)decode|codecs\.decode|zlib\.decompress|marshal\.loads|bytes\.fromhex|binascii\.(?:unhexlify|a2b_base64)|__import__\s{0,4}\(\s{0,4}["'](?:base64|zlib|codecs|marshal))/gi, label: 'exec() of decoded bytes' },
  { a: /\beval\s{0,4}\(\s{0,4}(?:base64\.b64decode|bytes\.fromhex|codecs\.decode|zlib\.decompress)/gi, label: 'eval() of decoded bytes' },
  { a: /\b(?:eval|assert)\s{0,4}\(\s{0,4}(?:gzinflate|gzuncompress|gzdecode|str_rot13|base64_decode|convert_uudecode|hex2bin)\s{0,4}\(/gi, label: 'PHP eval(base64_decode/gzinflate(...))' },
  { a: /\beval\s{0,4}\(\s{0,4}string\.fromcharcode\s{0,4}\(/gi, label: 'eval(String.fromCharCode(...))' },
  { a: /\b(?:os\.system|os\.popen|subprocess\.[a-z_]{3,20}|system|shell_exec|passthru|popen|proc_open|exec(?:sync)?|spawn(?:sync)?)\s{0,4}\(\s{0,4}(?:base64\.b(?:64|32|16|85)decode|bytes\.fromhex|codecs\.decode|binascii\.(?:unhexlify|a2b_base64)|base64_decode|hex2bin|str_rot13|gzinflate|gzuncompress|atob|buffer\.from)\s{0,4}\(/gi, label: 'shell command decoded from an encoded blob' },
  { a: /\beval\s{0,4}\(\s{0,4}function\s{0,4}\(p,\s{0,4}a,\s{0,4}c,\s{0,4}k,\s{0,4}e,\s{0,4}[dr]\)/gi, label: 'packed (p,a,c,k,e,d) JavaScript' },
  { a: /\becho\s{1,4}["']?[a-z0-9+/]{40}/gi, f: blobPipedToShell, label: 'encoded blob piped into a shell', window: 20000 },
];

/** Collection hosts used to receive stolen data (request bins, tunnels, paste sites, OAST). */
export const EXFIL_HOST = /(?:webhook\.site|requestbin|pipedream\.net|ngrok\.io|ngrok-free\.app|ngrok\.app|interact\.sh|oast\.(?:pro|live|site|online|fun|me)|burpcollaborator\.net|oastify\.com|pastebin\.com|transfer\.sh|hookbin\.com|beeceptor\.com|requestcatcher\.com|canarytokens|dnslog\.cn|trycloudflare\.com|serveo\.net|localtunnel\.me|discord(?:app)?\.com\/api\/webhooks|api\.telegram\.org\/bot)/i;
/** Vendor installers that are routinely piped into a shell (still a risk, but a gray one). */
export const WELL_KNOWN_INSTALLER = /(?:sh\.rustup\.rs|get\.docker\.com|install\.python-poetry\.org|deb\.nodesource\.com|raw\.githubusercontent\.com\/(?:nvm-sh|helm|creationix|Homebrew)|get\.helm\.sh|bun\.sh\/install|astral\.sh\/uv|get\.pnpm\.io|install\.determinate\.systems|codecov\.io|cli\.codecov\.io|get\.sdkman\.io|deno\.land\/install|tailscale\.com\/install|ollama\.com\/install)/i;
const IPV4_URL = /\b(?:https?|tcp|udp):\/\/(?:[0-9]{1,3}\.){3}[0-9]{1,3}\b/i;

const CRED_PATH = String.raw`(?:\.ssh\/|\.aws\/|\/etc\/(?:passwd|shadow)|\.env\b|id_rsa|id_ed25519|\.git-credentials|\.npmrc|\.kube\/config|\.docker\/config)`;
const EXFIL: readonly Probe[] = [
  { a: /\b(?:env|printenv|set|export\s{1,4}-p)\s{0,4}(?:\|\s{0,4}(?:base64|gzip|xxd)\s{0,4}(?:-w\s{0,4}0\s{0,4})?)?\|\s{0,4}(?:curl|wget|nc|ncat)\b/gi, label: 'environment dump piped to the network' },
  { a: /\b(?:curl|wget)\b/gi, t: new RegExp(String.raw`^[^\n]{0,200}\s(?:-d|--data(?:-binary|-raw|-urlencode)?|-F|--form|-T|--upload-file|--post-file)[\s=]{1,4}["']?[^\s"']{0,120}` + CRED_PATH, 'i'), label: 'credential file uploaded with curl/wget' },
  { a: /\bcat\s/gi, t: new RegExp(String.raw`^[^\n|]{0,120}` + CRED_PATH + String.raw`[^\n|]{0,40}\|\s{0,4}(?:base64\s{0,4}(?:-w\s{0,4}0\s{0,4})?\|\s{0,4})?(?:curl|wget|nc|ncat)\b`, 'i'), label: 'credential file piped to the network' },
  // curl -d "$(env)" / wget --post-data="$(printenv | base64)": the whole environment as the request body
  { a: /\b(?:curl|wget)\b/gi, t: /^[^\n]{0,200}(?:\$\(\s{0,4}|`)(?:env|printenv)\b/i, label: 'environment dump sent by curl/wget' },
  { a: /tojson\s{0,4}\(\s{0,4}secrets\s{0,4}\)/gi, label: 'all CI secrets serialised (toJSON(secrets))' },
  { a: /json\.stringify\s{0,4}\(\s{0,4}process\.env\s{0,4}\)|dict\s{0,4}\(\s{0,4}os\.environ\s{0,4}\)/gi, label: 'whole environment serialised' },
  { a: /os\.environ\.copy\s{0,4}\(\s{0,4}\)|json\.dumps\s{0,4}\(\s{0,4}(?:dict\s{0,4}\(\s{0,4})?os\.environ\b/gi, label: 'whole environment serialised' },
  { a: /\bgetenv\s{0,4}\(\s{0,4}\)|environment\.getenvironmentvariables\s{0,4}\(\s{0,4}\)/gi, label: 'whole environment serialised' },
];

const MINER = /(?:stratum\+(?:tcp|ssl|tls):\/\/|\bxmrig\b|coinhive|coin-hive\.com|cryptonight|\bminexmr\b|nanopool\.org|supportxmr|moneroocean|hashvault\.pro|c3pool|webminepool|cryptoloot|jsecoin|--donate-level|\bnicehash\b|2miners\.com|f2pool\.com|ethermine\.org)/i;

const SECRET_SHAPES: readonly (readonly [RegExp, string])[] = [
  [/-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?-----/, 'private key block'],
  [/\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/, 'AWS access key id'],
  [/aws_secret_access_key["']?\s{0,4}[:=]\s{0,4}["']?[A-Za-z0-9/+]{40}\b/i, 'AWS secret access key'],
  [/\bgh[pousr]_[A-Za-z0-9]{36}|\bgithub_pat_[A-Za-z0-9_]{40}/, 'GitHub token'],
  [/\bglpat-[A-Za-z0-9_-]{20}\b/, 'GitLab token'],
  [/\bxox[abposr]-[0-9A-Za-z-]{10}/, 'Slack token'],
  [/\b(?:sk|rk)_live_[0-9a-zA-Z]{20}/, 'Stripe live key'],
  [/\bAIza[0-9A-Za-z_-]{35}\b/, 'Google API key'],
  [/\bsk-(?:proj-|ant-)?[A-Za-z0-9_-]{32}/, 'OpenAI/Anthropic API key'],
  [/\bnpm_[A-Za-z0-9]{36}\b/, 'npm token'],
  [/\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b/, 'SendGrid key'],
];

const PLACEHOLDER = /example|placeholder|dummy|xxxx|your[_-]?(?:key|token|secret)|changeme|redacted|<[a-z_ ]{1,40}>|\.\.\./i;

export function reverseShell(s: string): string | null {
  return firstProbe(s, REVERSE_SHELL);
}

/** Download piped into an interpreter; returns the label or null. */
export function downloadExec(s: string): string | null {
  return firstProbe(s, DOWNLOAD_EXEC);
}

export function decodeExec(s: string): string | null {
  return firstProbe(s, DECODE_EXEC);
}

export function exfiltration(s: string): string | null {
  return firstProbe(s, EXFIL);
}

export function exfilHost(s: string): string | null {
  const m = EXFIL_HOST.exec(s);
  if (m) return m[0].toLowerCase();
  const ip = IPV4_URL.exec(s);
  return ip ? ip[0] : null;
}

export function miner(s: string): string | null {
  const m = MINER.exec(s);
  return m ? m[0].toLowerCase() : null;
}

/** The kind of live credential in the text, skipping documentation placeholders. */
/**
 * Google browser keys are published by design: the Maps JavaScript loader and a Firebase web config put the key in
 * every page (it is restricted by referrer, not kept secret). The words are looked for in the 120 characters before
 * the key (the script URL or the config object it sits in).
 */
const BROWSER_KEY_CONTEXT = ['maps.googleapis.com/maps/api/js', 'maps/api/js?', 'maps.google.com/maps/api', 'authdomain', 'firebaseconfig', 'firebase.initializeapp', 'recaptcha'];
function browserKey(s: string, at: number): boolean {
  const before = s.slice(Math.max(0, at - 120), at).toLowerCase();
  return BROWSER_KEY_CONTEXT.some((w) => before.includes(w));
}

export function secretShape(s: string): string | null {
  for (const [re, label] of SECRET_SHAPES) {
    const m = re.exec(s);
    if (m === null) continue;
    const around = s.slice(Math.max(0, m.index - 20), m.index + m[0].length + 20);
    if (label !== 'private key block' && PLACEHOLDER.test(around)) continue;
    if (label === 'private key block' && PLACEHOLDER.test(s.slice(m.index, m.index + 200))) continue;
    if (label === 'Google API key' && browserKey(s, m.index)) continue;
    return label;
  }
  return null;
}

export const probePatterns = (table: readonly Probe[]): RegExp[] => table.flatMap((p) => (p.t ? [p.a, p.t] : [p.a]));

/** The anchors of the payload probes (what probe() searches the whole text or a window for). */
export const PAYLOAD_ANCHORS: readonly RegExp[] = [REVERSE_SHELL, DOWNLOAD_EXEC, DECODE_EXEC, EXFIL].flatMap((t) => t.map((p) => p.a));

export const PAYLOAD_PATTERNS: readonly RegExp[] = [
  ...probePatterns(REVERSE_SHELL), ...probePatterns(DOWNLOAD_EXEC), ...probePatterns(DECODE_EXEC), ...probePatterns(EXFIL),
  B64_PIPE_TAIL, EXFIL_HOST, WELL_KNOWN_INSTALLER, IPV4_URL, MINER, ...SECRET_SHAPES.map((e) => e[0]), PLACEHOLDER,
];

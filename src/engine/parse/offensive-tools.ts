/**
 * Programs whose purpose is to attack other systems, grouped by what they do to the victim: guess or crack
 * passwords, dump stored credentials, move to another host with stolen credentials, map a directory for attack
 * paths, poison name resolution to capture logins, tunnel out of a network, exploit a service, or hunt for a local
 * privilege escalation. A command is judged by the class of the program it runs, so a tool nobody wrote a rule
 * for is caught once it is listed here, and every tool of a class carries the same primitive and weight.
 * Names are the lower-case basenames as installed (`impacket-` prefixes and `.py`/`.exe` suffixes are dropped).
 */
import type { Primitive } from '../types.js';

export interface ToolClass {
  readonly what: string;
  readonly primitive: Primitive;
  readonly score: number;
}

const CLASSES: ReadonlyArray<readonly [ToolClass, string]> = [
  [{ what: 'guesses passwords against a login service', primitive: 'ESCALATION', score: 7 }, 'hydra thc-hydra medusa ncrack patator crowbar sprayhound spray trevorspray msspray o365spray'],
  [{ what: 'cracks password hashes', primitive: 'ESCALATION', score: 6 }, 'hashcat john ophcrack rcrack'],
  [{ what: 'dumps stored credentials', primitive: 'EXFILTRATION', score: 9 }, 'secretsdump mimikatz pypykatz lazagne lsassy nanodump dploot donpapi gosecretsdump hekatomb'],
  [{ what: 'runs commands on another host with stolen credentials', primitive: 'ESCALATION', score: 8 }, 'psexec smbexec wmiexec atexec dcomexec evil-winrm crackmapexec cme netexec nxc'],
  [{ what: 'maps a directory or domain for attack paths', primitive: 'EXFILTRATION', score: 5 }, 'getuserspns getnpusers kerbrute bloodhound-python bloodhound-ce-python sharphound rusthound ldapdomaindump enum4linux enum4linux-ng windapsearch adidnsdump certipy certipy-ad findDelegation finddelegation'],
  [{ what: 'poisons name resolution or the network to capture logins', primitive: 'EXFILTRATION', score: 7 }, 'responder mitm6 arpspoof ettercap bettercap ntlmrelayx inveigh dnschef smbrelayx'],
  [{ what: 'tunnels out of the network (pivot)', primitive: 'EXFILTRATION', score: 5 }, 'chisel ligolo-agent ligolo-proxy ligolo-ng iodine dnscat2 dnscat ptunnel ptunnel-ng'],
  [{ what: 'exploits a service or builds an exploit payload', primitive: 'ESCALATION', score: 6 }, 'sqlmap commix msfconsole msfvenom msfcli xsstrike routersploit'],
  [{ what: 'hunts for a local privilege escalation', primitive: 'EXFILTRATION', score: 4 }, 'linpeas winpeas linenum linux-exploit-suggester les pspy pspy64 pspy32 lse beroot'],
];

const TABLE: ReadonlyMap<string, ToolClass> = (() => {
  const m = new Map<string, ToolClass>();
  for (const [cls, names] of CLASSES) for (const n of names.split(' ')) if (n !== '') m.set(n.toLowerCase(), cls);
  return m;
})();

/** Every listed name, for the rule's keyword prefilter. */
export const OFFENSIVE_NAMES: readonly string[] = [...TABLE.keys()];

/** The tool's class by program name (`impacket-secretsdump`, `GetUserSPNs.py`, `mimikatz.exe` all resolve). */
export function offensiveClass(name: string): ToolClass | undefined {
  let n = name.toLowerCase();
  if (n.startsWith('impacket-')) n = n.slice(9);
  for (const ext of ['.py', '.exe', '.sh', '.ps1', '.pl', '.rb']) if (n.endsWith(ext)) { n = n.slice(0, -ext.length); break; }
  return TABLE.get(n);
}

/** Only asking the tool about itself (`--help`, `--version`, no argument at all) does nothing to anyone. */
export function onlyAsksItself(args: readonly string[]): boolean {
  if (args.length === 0) return true;
  return args.every((a) => a === '-h' || a === '--help' || a === '-v' || a === '--version' || a === '-V' || a === 'help' || a === 'version');
}

/** An NTLM hash (32 hex digits, alone or as LM:NT) given where a password goes: pass-the-hash. */
export function ntlmHashArg(arg: string): boolean {
  const a = arg.startsWith(':') ? arg.slice(1) : arg;
  const parts = a.split(':');
  if (parts.length > 2) return false;
  return parts.every((p) => p.length === 32 && isHex(p)) || (parts.length === 2 && parts[0] === '' && parts[1]!.length === 32 && isHex(parts[1]!));
}

function isHex(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70))) return false;
  }
  return true;
}

/** Flags that take a password hash in place of a password. */
export const HASH_FLAGS: ReadonlySet<string> = new Set(['-h', '-hashes', '--hashes', '--hash', '-hash', '--nthash', '-nthash', '--pth']);

interface ToolCmd { readonly name: string; readonly args: readonly string[] }

/**
 * The strongest finding among the commands for one primitive: an offensive tool run at something, or a password
 * hash handed to any program in place of a password (pass-the-hash).
 */
export function offensiveFinding(cmds: readonly ToolCmd[], primitive: Primitive): { detail: string; score: number } | null {
  let best: { detail: string; score: number } | null = null;
  const keep = (detail: string, score: number): void => { if (best === null || score > best.score) best = { detail, score }; };
  for (const c of cmds) {
    const cls = offensiveClass(c.name);
    if (cls !== undefined && cls.primitive === primitive && !onlyAsksItself(c.args)) keep(`${c.name} ${cls.what}`, cls.score);
    if (primitive === 'ESCALATION') {
      for (let i = 0; i < c.args.length; i++) {
        const a = c.args[i]!;
        // every hash flag opens with '-', and '/pth:' with '/': other words (all of a prose line's) are not lower-cased
        const c0 = a.charCodeAt(0);
        if (c0 !== 45 && c0 !== 47) continue;
        const lower = a.toLowerCase();
        const value = HASH_FLAGS.has(lower) ? c.args[i + 1] ?? '' : lower.startsWith('/pth:') ? a.slice(5) : '';
        if (value !== '' && ntlmHashArg(value)) { keep(`${c.name} logs in with a password hash (pass-the-hash)`, 8); break; }
      }
    }
    // file capabilities listed across the whole system: the hunt for a binary that grants root
    if (primitive === 'EXFILTRATION' && c.name === 'getcap' && c.args.includes('-r') && c.args.includes('/')) keep('getcap -r / hunts for binaries with privileged capabilities', 4);
  }
  return best;
}

/** Code that makes its own process root (works when the interpreter has cap_setuid or the SUID bit). */
const ROOT_UID_CALLS = ['setuid(0)', 'setuid(0);', 'setresuid(0', 'setreuid(0', 'posix::setuid(0)', 'process.setuid(0)', 'os.setuid(0)', 'syscall.setuid(0)', 'posix.setuid(0)', 'setuid 0'];
export const rootUidCall = (lower: string): string => ROOT_UID_CALLS.find((w) => lower.includes(w)) ?? '';

/** File servers started from the command line, with the flag that names the directory they serve (or '' for a positional). */
const FILE_SERVERS: ReadonlyArray<readonly [string, string, string]> = [
  ['python', 'http.server', '--directory'], ['python3', 'http.server', '--directory'], ['python2', 'simplehttpserver', ''], ['php', '-s', '-t'],
  ['http-server', '', ''], ['serve', '', ''], ['httpd', '', '-h'], ['ruby', 'httpd', ''], ['updog', '', '-d'], ['miniserve', '', ''],
];
/** Directories whose serving hands out the machine: the root, homes, system configuration, key stores. */
const EXPOSED_DIRS = new Set(['/', '~', '~/', '/home', '/home/', '/root', '/root/', '/etc', '/etc/', '$home', '${home}', '/users', 'c:\\', 'c:/', '/var', '/mnt', '~/.ssh', '/proc']);

/** The directory a command-line file server serves when it is the root, a home or a system tree; '' otherwise. */
export function servedRoot(c: ToolCmd): string {
  // npx http-server ~ : the package runner's first argument is the program
  const runner = c.name === 'npx' || c.name === 'bunx' || c.name === 'pnpx';
  const name = runner ? (c.args[0] ?? '').toLowerCase() : c.name;
  const args = (runner ? c.args.slice(1) : c.args).map((a) => a.toLowerCase());
  for (const [prog, marker, flag] of FILE_SERVERS) {
    if (name !== prog || (marker !== '' && !args.includes(marker))) continue;
    for (let i = 0; i < args.length; i++) {
      const a = args[i]!;
      const v = flag !== '' && (a === flag || a === '-d') ? args[i + 1] ?? '' : a.startsWith('--directory=') ? a.slice(12) : flag === '' || prog === 'python2' ? a : '';
      if (EXPOSED_DIRS.has(v)) return v;
    }
  }
  return '';
}

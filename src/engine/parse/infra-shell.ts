/**
 * Shell commands an infrastructure action carries to hosts: the command an ad-hoc Ansible run, SSM, `gcloud compute
 * ssh --command`, `az vm run-command --scripts` or `kubectl exec -- …` runs there, the `runcmd` lines of cloud-init
 * user data, a boot script, or a line that is a host command outright (a crontab edit). The command analyzer judges
 * each one (nested.ts), so a cron backdoor, a reverse shell or a download piped into a shell is the same threat
 * whether it is typed at a terminal or pushed to a fleet. Reads the shell parse of the head; no regex on input.
 */
import { INFRA_TOOLS, readsAsRequest } from './plain-request.js';
import { optionValue, parseShell, type Cmd } from './shell.js';

const HEAD = 16384;
const MAX_PAYLOADS = 6;
/** Ansible modules whose `-a` argument is a command line (the default module, `command`, included). */
const ANSIBLE_SHELL_MODULES = new Set(['shell', 'command', 'raw', 'ansible.builtin.shell', 'ansible.builtin.command', 'ansible.builtin.raw']);
/** cloud-init keys whose list items are host commands. */
const CLOUD_INIT_COMMANDS = ['runcmd:', 'bootcmd:'];

/** The command an ad-hoc Ansible run sends (its `-a` with a command module), or ''. */
function ansibleCommand(c: Cmd): string {
  const module = optionValue(c.args, '-m', '--module-name').toLowerCase();
  if (module !== '' && !ANSIBLE_SHELL_MODULES.has(module)) return '';
  return optionValue(c.args, '-a', '--args');
}

/** The commands of an SSM `--parameters commands=[…]` value (quotes and brackets taken off). */
function ssmCommands(c: Cmd): string {
  const p = optionValue(c.args, '--parameters');
  const at = p.indexOf('commands=');
  if (at === -1) return p.startsWith('{') ? p : '';
  let body = p.slice(at + 9).trim();
  if (body.startsWith('[')) body = body.slice(1, body.lastIndexOf(']') > 0 ? body.lastIndexOf(']') : body.length);
  return body.replaceAll('","', '; ').replaceAll('"', '');
}

/** What one parsed command carries to hosts, or ''. */
function carried(c: Cmd): string {
  if (c.name === 'ansible') return ansibleCommand(c);
  if (c.name === 'gcloud' && c.args.includes('ssh')) return optionValue(c.args, '--command');
  if (c.name === 'az' && c.args.includes('run-command')) return optionValue(c.args, '--scripts');
  if (c.name === 'aws' && c.args.includes('send-command')) return ssmCommands(c);
  if ((c.name === 'kubectl' || c.name === 'oc' || c.name === 'docker' || c.name === 'podman') && c.args[0] === 'exec') {
    const dash = c.args.indexOf('--');
    const rest = dash !== -1 ? c.args.slice(dash + 1) : [];
    return rest.join(' ');
  }
  return '';
}

/** The list items of cloud-init's runcmd/bootcmd sections ("  - echo … >> /etc/crontab"). */
function cloudInitCommands(head: string, out: string[]): void {
  for (const key of CLOUD_INIT_COMMANDS) {
    const at = head.indexOf(key);
    if (at === -1) continue;
    const lines = head.slice(at + key.length).split('\n', 200);
    for (let i = 1; i < lines.length && out.length < MAX_PAYLOADS; i++) {
      const line = lines[i]!;
      const item = line.trimStart();
      if (item === '' || item.startsWith('#')) continue;
      if (item.length === line.length) break; // back at the top level: the section ended
      if (!item.startsWith('- ')) continue;
      let cmd = item.slice(2).trim();
      if ((cmd.startsWith("'") && cmd.endsWith("'")) || (cmd.startsWith('"') && cmd.endsWith('"'))) cmd = cmd.slice(1, -1);
      if (cmd !== '' && !cmd.startsWith('[')) out.push(cmd);
    }
  }
}

/**
 * The scripts a workload manifest's containers run through a shell: the element after `-c` in a command or args
 * list (`command: ['sh','-c','wget -qO- http://… | sh']`, or a YAML list `- -c` then `- wget …`).
 */
function containerShells(head: string, out: string[]): void {
  for (let at = head.indexOf('-c'), n = 0; at !== -1 && n < 16 && out.length < MAX_PAYLOADS; at = head.indexOf('-c', at + 2), n++) {
    const next = head.charCodeAt(at + 2);
    // '-c' closed by a quote (a flow list) or ending its line (a block list item)
    if (next !== 39 && next !== 34 && next !== 10) continue;
    let i = at + 3;
    while (i < head.length && i - at < 40 && (head[i] === ',' || head[i] === ' ' || head[i] === '\n' || head[i] === '-' || head[i] === ']' || head[i] === '[' || (head[i] === 'a' && head.startsWith('args:', i)))) i += head.startsWith('args:', i) ? 5 : 1;
    const q = head[i];
    let end: number;
    if (q === "'" || q === '"') { i++; end = head.indexOf(q, i); } else end = head.indexOf('\n', i);
    if (end === -1) end = head.length;
    const script = head.slice(i, Math.min(end, i + 2000)).trim();
    if (script.includes(' ')) out.push(script);
  }
}

/**
 * The shell commands the action runs on hosts (at most a few): carried by a remote-execution tool, written as
 * cloud-init commands or a boot script, or the whole line when it names no infrastructure tool at all.
 */
export function hostPayloads(raw: string): string[] {
  const head = (raw.length > HEAD ? raw.slice(0, HEAD) : raw).trim();
  const out: string[] = [];
  if (head.startsWith('#cloud-config')) {
    cloudInitCommands(head, out);
    return out;
  }
  if (head.startsWith('#!') && head.slice(0, head.indexOf('\n') >>> 0).includes('sh')) return [head.slice(head.indexOf('\n') + 1)];
  if (readsAsRequest(head)) return out;
  if (head.includes('kind:') && (head.includes('command:') || head.includes('args:'))) {
    containerShells(head, out);
    return out;
  }
  const cmds = parseShell(head).cmds;
  let tools = 0;
  for (const c of cmds) {
    if (INFRA_TOOLS.has(c.name)) tools++;
    const p = carried(c);
    if (p !== '' && out.length < MAX_PAYLOADS) out.push(p);
  }
  // a line of host commands only (a crontab edit, an echo into /etc): the command analyzer reads it whole
  if (tools === 0 && cmds.length > 0 && !readsAsRequest(head)) out.push(head);
  return out;
}

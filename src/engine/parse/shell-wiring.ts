/**
 * Reverse and bind shells judged by what the code does, whatever interpreter or compiler runs it: a program that
 * can open a connection (program-capabilities.ts) runs code that both touches a socket and starts a shell or
 * executes what it receives. The words below are the primitives of every language's socket and process API,
 * not one pattern per tool; all matching is substring search (linear, no regex on input).
 */
import { canWireShell, capabilitiesOf } from './program-capabilities.js';

/** The code opens an outgoing connection. */
export const CONNECT_WORDS = [
  '/dev/tcp/', '/dev/udp/', '/inet/tcp/', '/inet/udp/', 'socket(', 'socket.socket', 'socket.tcp', 'socket.connect', 'socket.create_connection',
  'tcpsocket', 'udpsocket', 'io::socket', 'fsockopen', 'pfsockopen', 'stream_socket_client', 'net.dial', 'dialtcp', 'net.connect', 'createconnection',
  'new net.socket', 'java.net.socket', 'new socket(', 'tcpclient', 's_client', 'tcpstream::connect', 'uv.new_tcp', 'ztcp', 'tcp-connect:', 'tcp:',
  'tcp4:', 'tcp6:', 'udp:', 'openssl-connect:', 'ssl:', 'net::tcp', 'deno.connect', 'bun.connect', 'require("net")', "require('net')", 'from "net"', "from 'net'", '"net";', 'import net', 'use socket', '[socket ', 'socket.connect(', ':connect(', '.connect((', 'socket_connect(', 'socket_create(', 'powercat -c',
  'wsasocket', 'wsaconnect', 'require("socket")', "require('socket')",
] as const;

/** The code accepts connections (a bind shell). */
export const LISTEN_WORDS = [
  'tcp-listen', 'tcp4-listen', 'udp-listen', 'openssl-listen', '.listen(', 'tcpserver', 'tcplistener', 'serversocket', 'stream_socket_server',
  'createserver', 'net.listen', 'nc -l', 'ncat -l', 'netcat -l', 'nc -nl', '-lvp', '-lnvp', '-nlvp', '-lvnp', '-lp ', 'socket.bind', '.bind((', ':bind(', 'deno.listen', 'bun.listen', 'socket_bind(', 'socket_listen(', 'powercat -l', '/0/0"', "/0/0'", '/0/0;',
  '.bind("*"', ".bind('*'", ':accept()',
] as const;

/** The code starts a shell or runs what it is sent. */
const EXEC_WORDS = [
  '/bin/sh', '/bin/bash', '/bin/zsh', '/bin/dash', '/bin/ksh', 'sh -i', 'bash -i', '"sh"', "'sh'", '"bash"', "'bash'", '"cmd"', 'cmd.exe',
  'powershell', 'pty.spawn', 'dup2', 'fdopen', 'exec.command', 'getruntime().exec', 'runtime.getruntime', 'processbuilder', 'os.execute', 'io.popen',
  'popen', 'system(', 'system$', 'spawn(', 'spawnsync', 'proc_open', 'shell_exec', 'passthru', 'child_process', 'subprocess.call', 'subprocess.popen', 'subprocess.run', 'check_output', 'iex',
  'invoke-expression', '`#{', 'qx(', 'qx{', '|& getline', '|&getline', 'execve', 'execl', 'execvp', 'syscall.exec', 'command::new', 'process.start',
  'exec:', 'system:', 'eval(', 'exec(', '[exec ', 'exec $', 'eval $', ' -ep', 'shell: true', 'shell:true', 'shell=true', 'process.start(', 'process.run(',
] as const;

/** Kept running: a loop, a detached or restarting process, or a boot hook. */
const KEEP_ALIVE_WORDS = ['while true', 'while :', 'while(1)', 'while (1)', 'while(true)', 'while true;', 'nohup', 'setsid', '--restart', 'crontab', '@reboot', 'systemctl enable', 'fork', 'disown', '&&while'] as const;

const firstOf = (text: string, words: readonly string[]): string => {
  for (const w of words) if (text.includes(w)) return w;
  return '';
};

/** The code starts a shell or runs a command (the first exec word found, or ''). */
export const execWordOf = (lower: string): string => firstOf(lower, EXEC_WORDS);

export interface WiredShell {
  /** 'connect' for a reverse shell, 'listen' for a bind shell. */
  readonly kind: 'connect' | 'listen';
  /** The program whose capabilities allow it. */
  readonly program: string;
  readonly socketWord: string;
  readonly execWord: string;
  readonly keptAlive: boolean;
}

/**
 * `lower` is the whole lower-cased command line (code written to a file and then compiled or run counts, as do
 * inline one-liners); `programs` are the names of the commands that actually run.
 */
export function wiredShell(lower: string, programs: readonly string[]): WiredShell | null {
  let program = '';
  for (const p of programs) if (canWireShell(p)) { program = p; break; }
  if (program === '') return null;
  const execWord = firstOf(lower, EXEC_WORDS);
  if (execWord === '') return null;
  const listen = firstOf(lower, LISTEN_WORDS);
  let connect = listen === '' ? firstOf(lower, CONNECT_WORDS) : '';
  // a pure network tool (no shell or command of its own: socket, a relay) is the socket itself, so a shell handed
  // to it on the same line is wired to the connection it opens
  if (listen === '' && connect === '') {
    const c = capabilitiesOf(program);
    if (c === undefined || c.shell || c.command || !(c.connect || c.listen) || !execWord.startsWith('/bin/')) return null;
    connect = program;
  }
  return { kind: listen !== '' ? 'listen' : 'connect', program, socketWord: listen || connect, execWord, keptAlive: firstOf(lower, KEEP_ALIVE_WORDS) !== '' };
}

/** Keywords that gate the rules using wiredShell (one of them is in every socket word). */
export const WIRING_KEYWORDS = ['powercat', '/dev/tcp', '/dev/udp', '/inet/', 'socket', 'fsockopen', 'dial', 'connect', 'tcpclient', 's_client', 'tcp', 'udp:', 'ssl', 'listen', 'bind', 'serversocket', 'createserver'] as const;

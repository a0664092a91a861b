import type { ChildProcess } from 'node:child_process';

/** The port a SafeGate process started with PORT=0 listens on, read from its `listening` log line on stderr. */
export function listeningPort(proc: ChildProcess): Promise<number> {
  return new Promise<number>((ok, fail) => {
    let err = '';
    proc.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
      const m = /"msg":"listening"[^\n]*"port":(\d+)/.exec(err);
      if (m) ok(Number(m[1]));
    });
    proc.on('exit', (code) => fail(new Error(`server exited ${code}: ${err}`)));
  });
}

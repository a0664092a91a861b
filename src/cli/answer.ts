/**
 * The answer of `check` and the hook on stdout. Node builds process.stdout on first use, and for a pipe that loads its
 * stream and socket modules, a measurable part of a hook's cold start (the answer is one short write). So a pipe, a
 * socket, a file or /dev/null (a hook's stdout, a script capturing a verdict or discarding it) is written with
 * write(2) directly; a terminal or another device gets process.stdout as before, and so does the rest of a write the
 * descriptor would not take now (a non-blocking pipe that is full).
 */
import { writeSync } from 'node:fs';
import { isPlainDescriptor } from './stdio.cjs';

let plain: boolean | undefined;

/** Whether stdout is a pipe, a socket, a regular file or /dev/null: never a terminal, written directly. */
export function stdoutIsPlain(): boolean {
  plain ??= isPlainDescriptor(1);
  return plain;
}

export function writeAnswer(text: string): void {
  if (!stdoutIsPlain()) {
    process.stdout.write(text);
    return;
  }
  const bytes = Buffer.from(text, 'utf8');
  let at = 0;
  try {
    while (at < bytes.length) at += writeSync(1, bytes, at, bytes.length - at);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') throw err;
    process.stdout.write(bytes.subarray(at));
  }
}

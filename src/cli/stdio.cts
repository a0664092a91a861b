/**
 * What `check` and the hook share about their standard streams: whether a descriptor is one read(2) and write(2)
 * serve directly (answer.ts, bundle-loader.cts), and stdin read through process.stdin. CommonJS, as the bundle
 * loader is.
 */
import { fstatSync } from 'node:fs';

/** Whether descriptor `fd` is a pipe, a socket or a regular file (never a terminal). */
export function isPlainDescriptor(fd: number): boolean {
  try {
    const stat = fstatSync(fd);
    return stat.isFIFO() || stat.isSocket() || stat.isFile();
  } catch {
    return false;
  }
}

/** The rest of stdin through process.stdin, after `chunks` already read. */
export async function readStdinStream(chunks: Buffer[] = []): Promise<string> {
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

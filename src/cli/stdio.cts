/**
 * What `check` and the hook share about their standard streams: whether a descriptor is one read(2) and write(2)
 * serve directly (answer.ts, bundle-loader.cts), and stdin read through process.stdin. CommonJS, as the bundle
 * loader is.
 */
import { fstatSync, statSync, type Stats } from 'node:fs';

/** Whether descriptor `fd` is a pipe, a socket, a regular file or the null device (never a terminal). */
export function isPlainDescriptor(fd: number): boolean {
  try {
    const stat = fstatSync(fd);
    return stat.isFIFO() || stat.isSocket() || stat.isFile() || (stat.isCharacterDevice() && isNullDevice(stat));
  } catch {
    return false;
  }
}

/**
 * /dev/null, where a script that gates on the exit code sends the verdict: Node would write to it with write(2) too
 * (a character device that is no terminal gets a synchronous file stream), after loading its stream modules to do so.
 * Told by its device number, so a terminal (another character device) still gets process.stdout and its colours.
 */
function isNullDevice(stat: Stats): boolean {
  try {
    return stat.rdev === statSync('/dev/null').rdev;
  } catch {
    return false;
  }
}

/** The rest of stdin through process.stdin, after `chunks` already read. */
export async function readStdinStream(chunks: Buffer[] = []): Promise<string> {
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

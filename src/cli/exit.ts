/** Exit codes of the safegate command (sysexits.h where a level does not apply). */
export const EXIT = {
  safe: 0,
  caution: 1,
  danger: 2,
  /** bad arguments or input (EX_USAGE) */
  usage: 64,
  /** a scanned file held lines that are not check inputs (EX_DATAERR) */
  data: 65,
  /** the server could not be reached or failed (EX_UNAVAILABLE) */
  unavailable: 69,
  /** the server refused the key (EX_NOPERM) */
  noperm: 77,
} as const;

export class CliError extends Error {
  constructor(message: string, readonly exitCode: number) {
    super(message);
  }
}

export function exitCodeOf(level: string): number {
  return level === 'DANGER' ? EXIT.danger : level === 'CAUTION' ? EXIT.caution : EXIT.safe;
}

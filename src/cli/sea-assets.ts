/** The scripts the single binary carries as assets (scripts/build-binary.ts writes them, sea-main.ts runs them). */
export const SEA_SCRIPTS = {
  /** dist/src/cli/bundle.cjs, the npm form's bundle: `check` and `hook`. */
  cli: 'scripts/cli.cjs',
  /** sea-program.ts bundled with the server: every other command. */
  program: 'scripts/program.cjs',
} as const;

/** Asset of each script's content hash (it names the script's code caches). */
export const SEA_SCRIPT_HASHES = 'scripts/hashes.json';
export type SeaScriptHashes = Record<keyof typeof SEA_SCRIPTS, string>;

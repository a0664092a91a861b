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

/** Asset of the slim bundles (the npm form's, scripts/slim-bundles.ts) by file name: content hash and kinds of run. */
export const SEA_SLIM = 'scripts/cli-slim.json';
export type SeaSlim = Record<string, { hash: string; kinds: string[] }>;
/** Asset of one slim bundle. */
export const seaSlimAsset = (file: string): string => `scripts/cli/${file}`;

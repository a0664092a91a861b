/**
 * Programs whose own analyzer knows more than the command analyzer (git knows branches, infra environments): the hook
 * scores a Bash command with their analyzer too (hook-claude.ts), and names a run's code cache after them
 * (bundle-loader.cts), since such a run compiles that analyzer as well. CommonJS, as the bundle loader is.
 */
export const PROGRAM_TYPES: ReadonlyArray<readonly [RegExp, 'git' | 'infra']> = [
  [/^\s*(?:sudo\s+)?git\s/, 'git'],
  [/^\s*(?:sudo\s+)?(?:terraform|tofu|kubectl|helm|pulumi|aws|gcloud|az)\s/, 'infra'],
];

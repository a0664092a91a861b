/**
 * Commands a change plants where they run again and again: a CI workflow's `run:` or a pipeline job's `script:`, a
 * hook, a Makefile target or a package script. The commands are read out of the value (backtick spans and the text
 * after `run:` or `script:`) and judged by the command analyzer (nested.ts): a download piped into a shell or
 * secrets sent to a raw IP is the same threat in a terminal and in a workflow, except that the workflow repeats it on
 * every run. indexOf and bounded reads only.
 */

/** Files whose commands CI, git or the build runs by themselves (lower-case). */
const RUN_PLACES = ['.github/workflows', '.gitlab-ci', 'gitlab-ci.yml', 'jenkinsfile', '.circleci', 'azure-pipelines', 'bitbucket-pipelines', '.buildkite', '.travis.yml',
  '.husky', '.git/hooks', '.githooks', 'pre-commit', 'post-checkout', 'post-merge', 'makefile', 'package.json', 'setup.py', 'build.gradle', 'workflow', 'pipeline'];
/** Keys that introduce a command in a CI file (YAML), and the words that say a target or script runs one. */
const COMMAND_KEYS = ['run:', 'script:', 'command:', 'cmd:', 'entrypoint:', 'postinstall', 'preinstall'];
const MAX_COMMANDS = 6;
const MAX_COMMAND = 400;

/** Where a planted command would run, or '' when the value names no such place. */
export function runPlace(lower: string): string {
  for (const p of RUN_PLACES) if (lower.includes(p)) return p;
  return '';
}

/** The end of a command written inline: a closing backtick, a line end, or a closing parenthesis of a note. */
function commandEnd(s: string, from: number): number {
  let e = from;
  while (e < s.length && e - from < MAX_COMMAND && s[e] !== '\n' && s[e] !== '`') e++;
  return e;
}

/** The commands a value plants (backtick spans, and the text after a command key), at most a few. */
export function plantedCommands(raw: string): string[] {
  const s = raw.length > 16384 ? raw.slice(0, 16384) : raw;
  const out: string[] = [];
  for (let at = s.indexOf('`'); at !== -1 && out.length < MAX_COMMANDS; at = s.indexOf('`', at + 1)) {
    const end = s.indexOf('`', at + 1);
    if (end === -1) break;
    const span = s.slice(at + 1, end).trim();
    if (span.includes(' ') && span.length <= MAX_COMMAND) out.push(span);
    at = end;
  }
  // a script's body given with its shebang ("Add .husky/pre-commit:\n#!/bin/sh\ncurl … | sh"): each line after it, to
  // the first blank line, is a command the hook runs
  for (let at = s.indexOf('#!'), n = 0; at !== -1 && n < 4 && out.length < MAX_COMMANDS; at = s.indexOf('#!', at + 2), n++) {
    if (at > 0 && s[at - 1] !== '\n') continue;
    let st = s.indexOf('\n', at);
    for (let k = 0; st !== -1 && k < 12 && out.length < MAX_COMMANDS; k++) {
      const nl = s.indexOf('\n', st + 1);
      const line = s.slice(st + 1, nl === -1 ? s.length : nl).trim();
      if (line === '') break;
      if (!line.startsWith('#') && line.includes(' ') && line.length <= MAX_COMMAND) out.push(line);
      st = nl;
    }
  }
  const lower = s.toLowerCase();
  for (const key of COMMAND_KEYS) {
    for (let at = lower.indexOf(key), n = 0; at !== -1 && n < 8 && out.length < MAX_COMMANDS; at = lower.indexOf(key, at + key.length), n++) {
      let b = at + key.length;
      while (b < s.length && (s[b] === ' ' || s[b] === '"' || s[b] === "'" || s[b] === '|' || s[b] === '`')) b++;
      let cmd = s.slice(b, commandEnd(s, b)).trim();
      // a note in parentheses ("(+ run: curl … | bash)") ends at its own closing parenthesis
      if (cmd.endsWith(')') && !cmd.includes('(')) cmd = cmd.slice(0, -1).trim();
      if (cmd.endsWith('"') || cmd.endsWith("'")) cmd = cmd.slice(0, -1);
      if (cmd.includes(' ')) out.push(cmd);
    }
  }
  return out;
}

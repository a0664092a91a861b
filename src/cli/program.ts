/**
 * The `safegate` command's program (the entries are bin.ts and, for the single binary, sea-main.ts). Each subcommand's module is imported only when it runs, so `safegate check` and the
 * hook never load the server, and `serve` never loads the CLI's scoring path.
 */
import { Command, CommanderError, Option } from 'commander';
import { VERSION } from '../version.js';
import { CliError, EXIT } from './exit.js';

type Action = () => Promise<number>;

/** What the entry read before the program ran. */
export interface CliInput {
  /** The hook's event, read from stdin by main.cts (bundle-loader.cts: prereadHookEvent); the hook reads stdin itself when absent. */
  hookEvent?: Promise<string>;
}

const serverOptions = (cmd: Command): Command => cmd
  .option('--server <url>', 'ask this SafeGate server instead of scoring here (env SAFEGATE_SERVER)')
  .option('--key <key>', 'API key for --server (env SAFEGATE_KEY)');

/** The program's commands, in the order help lists them. */
const COMMANDS = ['serve', 'check', 'scan', 'keys', 'hook', 'mcp'] as const;
type CommandName = (typeof COMMANDS)[number];

/**
 * The program with every command, or (`only`) with the one command that runs: declaring the others' options took a
 * millisecond or two of every cold `check` and hook, and a command parses and prints its own help the same either way.
 */
function buildProgram(run: (action: Action) => void, input: CliInput, only?: CommandName): Command {
  const wants = (name: CommandName): boolean => only === undefined || only === name;
  const program = new Command('safegate')
    .description('Risk scoring for AI agent actions: a server, a command line, a Claude Code hook and an MCP server')
    .version(VERSION, '-v, --version')
    .exitOverride()
    .showHelpAfterError('(safegate --help lists the commands)');

  if (wants('serve')) program.command('serve')
    .description('run the HTTP server (the default; configured by PORT, DATA_DIR and the other environment variables)')
    .action(() => run(async () => { await import('../main.js'); return -1; }));

  if (wants('check')) serverOptions(program.command('check')
    .description('score one action; exit 0 SAFE, 1 CAUTION, 2 DANGER, 64 usage error')
    .argument('<type>', 'action type (command, url, file_read, …)')
    .argument('<value>', 'the action itself')
    .option('--metadata <json>', 'metadata as a JSON object, e.g. \'{"content":"..."}\'')
    .option('--json', 'print the CheckResult as JSON')
    .option('--session <id>', 'session id sent with --server'))
    .action((type: string, value: string, opts) => run(async () => (await import('./check.js')).runCheck(type, value, opts)));

  if (wants('scan')) serverOptions(program.command('scan')
    .description('score a JSON Lines file of {type, value, metadata?}; exit 2 if any DANGER, 65 if a line is invalid, 1 if any CAUTION')
    .argument('<file>', 'JSON Lines file')
    .option('--json', 'one JSON result per line on stdout (summary on stderr)')
    .option('--all', 'list SAFE lines too'))
    .action((file: string, opts) => run(async () => (await import('./scan.js')).runScan(file, opts)));

  if (wants('keys')) keysCommand(program, run);

  if (wants('hook')) hookCommand(program, run, input);

  if (wants('mcp')) serverOptions(program.command('mcp').description('MCP server over stdio: tools check_action, check_batch, explain_threat; the threat catalogue as a resource'))
    .action((opts) => run(async () => (await import('./mcp.js')).runMcp(opts)));
  return program;
}

function keysCommand(program: Command, run: (action: Action) => void): void {
  const keys = program.command('keys').description('manage API keys on a running server (needs an administrative key)');
  const adminOptions = (cmd: Command): Command => cmd
    .option('--server <url>', 'server URL (env SAFEGATE_SERVER; default http://127.0.0.1:$PORT)')
    .option('--key <key>', 'administrative key (env SAFEGATE_ADMIN_KEY)')
    .option('--json', 'print JSON');
  adminOptions(keys.command('create').description('create a key; the secret is printed once')
    .requiredOption('--name <name>', 'label of the key')
    .addOption(new Option('--tier <tier>', 'rate-limit tier').choices(['free', 'developer', 'business', 'enterprise']))
    .addOption(new Option('--environment <env>', 'key prefix sg_live_ or sg_test_').choices(['live', 'test']))
    .addOption(new Option('--result-format <format>', 'result fields for this key').choices(['spec', 'surfinguard']))
    .option('--admin', 'an administrative key')
    .option('--account <id>', 'add the key to this account'))
    .action((opts) => run(async () => (await import('./keys.js')).createKey(opts)));
  adminOptions(keys.command('list').description('list keys').option('--account <id>', 'only this account\'s keys'))
    .action((opts) => run(async () => (await import('./keys.js')).listKeys(opts)));
  adminOptions(keys.command('revoke').description('revoke a key').argument('<id>', 'key id (key_…)'))
    .action((id: string, opts) => run(async () => (await import('./keys.js')).revokeKey(id, opts)));
}

function hookCommand(program: Command, run: (action: Action) => void, input: CliInput): void {
  const hook = program.command('hook').description('agent hooks');
  serverOptions(hook.command('claude-code')
    .description('Claude Code PreToolUse hook: reads the event on stdin, answers deny / ask / nothing')
    .option('--deny-level <level>', 'lowest level that denies: SAFE, CAUTION, DANGER or none (env SAFEGATE_HOOK_DENY)', undefined)
    .option('--ask-level <level>', 'lowest level that asks the user: SAFE, CAUTION, DANGER or none (env SAFEGATE_HOOK_ASK)', undefined)
    .option('--fail-open', 'let the call through when it cannot be judged (env SAFEGATE_HOOK_FAIL=open)')
    .option('--fail-closed', 'deny the call when it cannot be judged (the default)'))
    .action((opts) => run(async () => (await import('./hook-claude.js')).runClaudeCodeHook(opts, input.hookEvent)));
}

function fail(err: unknown): never {
  if (err instanceof CliError) {
    process.stderr.write(`safegate: ${err.message}\n`);
    process.exit(err.exitCode);
  }
  process.stderr.write(`safegate: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(70);
}

/** -1: a long-running command (serve) that owns the process and its exit. */
function run(action: Action): void {
  action().then((code) => {
    if (code >= 0) process.exitCode = code;
  }, fail);
}

/** Runs the command line; argv as process.argv (runtime, script, arguments…). */
export function runCli(argv: readonly string[], input: CliInput = {}): void {
  try {
    // no command at all is `serve`; an unknown command stays an error rather than falling through to the server
    const args = argv.length <= 2 ? [...argv, 'serve'] : [...argv];
    const named = COMMANDS.find((c) => c === args[2]);
    buildProgram(run, input, named).parse(args);
  } catch (err) {
    if (err instanceof CommanderError) {
      // help and version exit 0; any other parse error is a usage error
      process.exit(err.exitCode === 0 ? 0 : EXIT.usage);
    }
    fail(err);
  }
}

/**
 * Deserialisation gadgets: an object built so that loading it runs a command. Where the bytes come from does not
 * matter for these: the code itself supplies the payload, so loading it (pickle, PyYAML's Python tags, PHP
 * unserialize, Java readObject, jsonpickle) is code execution by design.
 *
 * - Python: a class whose `__reduce__` / `__reduce_ex__` / `__setstate__` hands back a command runner
 *   (`return (os.system, ('id',))`), or a YAML document with `!!python/object/apply:` tags.
 * - PHP: a `__wakeup` / `__destruct` magic method that runs a command.
 * - Java: a `readObject(ObjectInputStream …)` override that starts a process.
 * - jsonpickle: a `py/reduce` entry.
 *
 * A class with `__reduce__` returning its own constructor is ordinary pickling support and is not one. Scanning is
 * indexOf over the lower-cased code, each hook read up to 400 characters on; no regex on input.
 */

/** Hooks a loader calls while it rebuilds an object. */
const HOOKS = ['def __reduce__', 'def __reduce_ex__', 'def __setstate__', 'function __wakeup', 'function __destruct', 'void readobject(objectinputstream', 'void readobject(java.io.objectinputstream', 'def marshal_load', 'def init_with('];
/** A command runner, called or handed back as a value for the loader to call. */
const RUNNERS = [
  'os.system', 'os.popen', 'os.exec', 'subprocess', 'commands.getoutput', 'pty.spawn', 'eval', 'exec', '__import__', 'builtins.', 'posix.system', 'nt.system',
  'system(', 'shell_exec(', 'passthru(', 'popen(', 'proc_open(', 'runtime.getruntime()', 'processbuilder', '`',
];
/** Payload documents that name a callable for the loader to apply. */
const TAGS = ['!!python/object/apply:', '!!python/object/new:', '!!python/name:', 'tag:yaml.org,2002:python/object/apply', '"py/reduce"', "'py/reduce'"];
/** Loaders that honour those tags. */
const TAG_LOADERS = ['yaml.load(', 'yaml.unsafe_load(', 'yaml.load_all(', 'yaml.full_load(', 'jsonpickle.decode(', 'unsafe_load('];

/** What the gadget is ('' when the code builds none). */
export function deserialisationGadget(lower: string): string {
  for (const h of HOOKS) {
    for (let i = lower.indexOf(h), n = 0; i !== -1 && n < 4; i = lower.indexOf(h, i + h.length), n++) {
      const body = lower.slice(i + h.length, i + h.length + 400);
      const r = RUNNERS.find((w) => body.includes(w));
      if (r !== undefined) return `${h.slice(h.indexOf(' ') + 1)} hands the loader ${r.replace('(', '')} (runs a command when the object is loaded)`;
    }
  }
  const tag = TAGS.find((t) => lower.includes(t));
  if (tag !== undefined && TAG_LOADERS.some((l) => lower.includes(l))) return `a payload with ${tag.replace(/["']/g, '')} fed to a loader that applies it`;
  return '';
}

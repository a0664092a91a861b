import { protectionKey } from '../frames/field-keys.js';
import { lowerSameLength } from '../normalize.js';
import type { Metadata } from '../types.js';

/**
 * Facts about a device command that decide whether it is routine: who is on the spot (metadata), whether a controller
 * tag write switches a safety function off, and whether the value written passes a limit the command itself states.
 * Every reader here walks its input once with bounded lookarounds (no regex on the input).
 */

const AWAY_VALUES = new Set(['away', 'empty', 'vacation', 'unoccupied', 'nobody', 'vacant', 'out', 'not_home', 'not home', 'left']);
const PRESENT_VALUES = new Set(['home', 'present', 'occupied', 'in', 'at_home', 'at home', 'someone_home']);
const TRUE_VALUES = new Set(['true', 'yes', '1', 'on']);
const FALSE_VALUES = new Set(['false', 'no', '0', 'off']);

/** A metadata key that records occupancy or presence ("occupancy", "home_occupancy", "user_present", "geofence", "mode"). */
function occupancyKey(key: string): 'state' | 'present' | 'away' | 'confirmed' | '' {
  if (key.includes('confirm')) return 'confirmed';
  if (key.includes('present') || key.includes('occupied') || key.includes('at_home') || key === 'home') return 'present';
  if (key.includes('away') || key.includes('vacation')) return 'away';
  if (key.includes('occupan') || key.includes('presence') || key.includes('geofence') || key.endsWith('mode') || key.includes('location_state')) return 'state';
  return '';
}

/**
 * Occupancy as the metadata records it, whatever the field is called: nobody home (away, vacation, a presence flag
 * false) or someone on the spot (home, a presence flag true, the user confirming in the app). Bounded by the number of
 * metadata keys a check accepts.
 */
export function occupancyOf(metadata: Metadata): { away: boolean; present: boolean } {
  let away = false;
  let present = false;
  for (const rawKey of Object.keys(metadata)) {
    const kind = occupancyKey(rawKey.toLowerCase());
    if (kind === '') continue;
    const v = metadata[rawKey];
    if (typeof v !== 'string' && typeof v !== 'boolean' && typeof v !== 'number') continue;
    const value = String(v).trim().toLowerCase();
    if (kind === 'state') {
      if (AWAY_VALUES.has(value) || value === 'false') away = true;
      else if (PRESENT_VALUES.has(value) || value === 'true') present = true;
    } else if (kind === 'away') {
      if (TRUE_VALUES.has(value)) away = true;
    } else if (TRUE_VALUES.has(value)) {
      present = true;
    } else if (kind === 'present' && FALSE_VALUES.has(value)) {
      away = true;
    }
  }
  return { away, present: present && !away };
}

/** Safety functions as they are named inside controller tags ("SafetyInterlock", "LightCurtain_Enable", "ESTOP_BYPASS"). */
const SAFETY_NAMES = ['interlock', 'lightcurtain', 'light_curtain', 'estop', 'e_stop', 'emergencystop', 'emergency_stop', 'guarddoor', 'guard_door', 'safetyrelay', 'safety_relay', 'safety', 'sis_', 'trip', 'cutoff', 'cut_off', 'shutoff', 'shut_off', 'overtemp', 'overpressure', 'reliefvalve', 'relief_valve', 'limitswitch', 'limit_switch', 'gasdetect', 'firealarm', 'fire_alarm', 'sprinkler', 'guard', 'pressurelimit', 'pressure_limit',
  // a machine's own protections named as such ("dry_run_protection", "overload_protection", "grid_protection")
  'protection', 'dry_run', 'dryrun', 'overload', 'anti_islanding',
  // the process limits a controller holds, the standby that takes over, the watchdog that trips a stalled one
  // ("ignore_limits", "high_limit_bypass", "standby_inhibit", "watchdog_disable", "failsafe_override")
  'limits', 'high_limit', 'low_limit', 'temp_limit', 'standby', 'watchdog', 'failsafe', 'fail_safe'];
/** First words of a tag whose "on" takes the function after them out ("ignore_limits", "bypass_interlock", "inhibit_standby"). */
const OFF_HEADS_WHEN_TRUE = ['ignore_', 'bypass_', 'override_', 'inhibit_', 'disable_', 'suppress_', 'defeat_', 'skip_', 'mute_'];
/** Suffixes that, set true, take the safety function out; and those that, set false, do the same. */
const OFF_WHEN_TRUE = ['override', 'bypass', 'bypassed', 'inhibit', 'inhibited', 'disable', 'disabled', 'defeat', 'mute', 'muted', 'force', 'forced', 'jumper', 'ignore', 'suppress'];
const OFF_WHEN_FALSE = ['enable', 'enabled', 'active', 'armed', 'on', 'ok_required', 'required', 'monitor', 'monitoring', 'check', 'protection', 'islanding', 'trip_enabled'];
/** Values that say outright that the function is out, whatever the tag is called ("zone_guard": "off", "interlock=bypassed"). */
const OFF_VALUES = new Set(['off', 'disabled', 'disable', 'bypass', 'bypassed', 'inhibit', 'inhibited', 'muted', 'defeated', 'override', 'overridden']);
const IDENT_MAX = 80;

const isIdent = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 46;
const isPad = (c: number): boolean => c === 32 || c === 34 || c === 39;

/**
 * The identifier before the '=' or ':' at i ([b, e)) and the value after it ([v, ve), at most valueMax characters),
 * skipping spaces and quotes on both sides, repeated '=' after it and, with colonBefore, a ':' before it (":=").
 * Undefined when no identifier stands before.
 */
function assignmentAt(s: string, i: number, colonBefore: boolean, valueMax: number): { b: number; e: number; v: number; ve: number } | undefined {
  let e = i;
  while (e > 0 && (isPad(s.charCodeAt(e - 1)) || (colonBefore && s.charCodeAt(e - 1) === 58))) e--;
  let b = e;
  while (b > 0 && e - b < IDENT_MAX && isIdent(s.charCodeAt(b - 1))) b--;
  if (b === e) return undefined;
  let v = i + 1;
  while (v < s.length && v - i < 6 && (s.charCodeAt(v) === 61 || isPad(s.charCodeAt(v)))) v++;
  let ve = v;
  while (ve < s.length && ve - v < valueMax && isIdent(s.charCodeAt(ve))) ve++;
  return { b, e, v, ve };
}

/**
 * A controller tag write that takes a safety function out: `Press_03.SafetyInterlock_Override = TRUE`,
 * `LightCurtain_Enable := 0`, `"estop_bypass": true`. Walks each '=' or ':' (bounded count) and reads the identifier
 * before it and the value after it. Returns the tag and value written, or ''.
 */
export function safetyTagOff(text: string): string {
  const s = text.length > 8192 ? text.slice(0, 8192) : text;
  let seen = 0;
  for (let i = 0; i < s.length && seen < 64; i++) {
    const c = s.charCodeAt(i);
    if (c !== 61 && c !== 58) continue;
    seen++;
    // ':' of ':=' may stand between the tag and the '='
    const pair = assignmentAt(s, i, true, 8);
    if (pair === undefined) continue;
    const { b, e, v, ve } = pair;
    const value = s.slice(v, ve).toLowerCase();
    const on = TRUE_VALUES.has(value);
    const off = FALSE_VALUES.has(value);
    const out = OFF_VALUES.has(value);
    if (!on && !off && !out) continue;
    const ident = s.slice(b, e).toLowerCase();
    if (!SAFETY_NAMES.some((n) => ident.includes(n))) continue;
    if (out) return `${s.slice(b, e)} = ${s.slice(v, ve)}`;
    const tail = ident.slice(Math.max(0, ident.length - 16));
    // a key that names the protection itself set false ("emergency_shut_off": false) takes it out as its enable does
    // (the key is the tag's last dotted part: "press_03.estop_enabled" names the e-stop of press 3)
    const own = ident.slice(ident.lastIndexOf('.') + 1);
    if ((on && (OFF_WHEN_TRUE.some((w) => tail.endsWith(w)) || OFF_HEADS_WHEN_TRUE.some((w) => own.startsWith(w)))) || (off && (OFF_WHEN_FALSE.some((w) => tail.endsWith(w)) || protectionKey(ident.slice(ident.lastIndexOf('.') + 1)) !== ''))) return `${s.slice(b, e)} = ${s.slice(v, ve)}`;
  }
  return '';
}

/** Identifier tails that only name the state being set ("ssh.enabled", "camera enabled", "state"): the object is before them. */
const STATE_WORDS = new Set(['enabled', 'enable', 'active', 'activated', 'state', 'status', 'on', 'allowed', 'allow', 'switch', 'power']);
/** Words of a setter's name that are not its object ("camera.set_recording" sets the camera's recording). */
const SETTER_WORDS = new Set(['set', 'toggle', 'config', 'cfg', 'settings', 'setting', 'cmd', 'command']);
const SWITCH_ON = new Set(['true', 'on', 'yes', '1', 'enabled', 'enable', 'active']);
const SWITCH_OFF = new Set(['false', 'off', 'no', '0', 'disabled', 'disable', 'inactive']);
const SWITCHES_MAX = 12;
/** Last words of a switch whose "on" takes a protection out (the override, the bypass, the skip). */
const INVERTED_TAILS = new Set(['override', 'overrides', 'bypass', 'bypassed', 'inhibit', 'inhibited', 'disable', 'disabled', 'defeat', 'mute', 'muted', 'ignore', 'suppress', 'suppressed', 'skip', 'skipped', 'jumper', 'off']);
/** First words of such a switch ("skip_signature", "disable_auth", "bypass_interlock"). */
const INVERTED_HEADS = new Set(['skip', 'bypass', 'disable', 'ignore', 'no', 'suppress', 'override', 'mute', 'inhibit', 'defeat']);
/** What may stand between a state word and the key it belongs to: spaces, quotes, the object's brace and the key's colon. */
const NEST_PAD = new Set([32, 34, 39, 123, 58]);

/** The words of a dotted or snake_case identifier ("camera.set_recording" → "camera recording"). */
function identWords(ident: string): string {
  return ident.replace(IDENT_SEP, ' ').trim().toLowerCase().split(' ').filter((w) => w !== '' && !SETTER_WORDS.has(w)).join(' ');
}
const IDENT_SEP = /[._]+/g;

/**
 * Device settings written as key=value pairs, read as the sentence they stand for: `telnet.enabled=true` is "enable
 * telnet", `"zone_guard":"off"` is "disable zone guard", `camera.set_recording enabled=false` is "disable camera
 * recording". The frame lexicon and the device rules then read the operation and its object as they would in prose.
 * Walks each '=' or ':' (bounded count), reading the identifier before it (and, for a bare state word such as
 * "enabled", the identifier before that) and the value after it. Returns the phrases joined by "; ", or ''.
 */
export function switchPhrases(text: string): string {
  const s = text.length > 4096 ? text.slice(0, 4096) : text;
  const out: string[] = [];
  let seen = 0;
  for (let i = 0; i < s.length && seen < 64 && out.length < SWITCHES_MAX; i++) {
    const c = s.charCodeAt(i);
    if (c !== 61 && c !== 58) continue;
    seen++;
    const pair = assignmentAt(s, i, false, 10);
    if (pair === undefined) continue;
    const { b, e, v, ve } = pair;
    const value = s.slice(v, ve).toLowerCase();
    const on = SWITCH_ON.has(value);
    if (!on && !SWITCH_OFF.has(value)) continue;
    let words = identWords(s.slice(b, e));
    const parts = words.split(' ');
    while (parts.length > 1 && STATE_WORDS.has(parts[parts.length - 1]!)) parts.pop();
    // a switch named for taking a protection out ("limit_switch_override", "skip_signature") set off keeps the
    // protection: nothing is switched off ("enable" it stays when set on, read by the rules as before)
    // ("no" inverts one word only: "no_verify" is a skip, "no_entry_interlock" and "no_fly_zone" name the protection)
    if (!on && parts.length > 1 && (INVERTED_TAILS.has(parts[parts.length - 1]!) || (INVERTED_HEADS.has(parts[0]!) && (parts[0] !== 'no' || parts.length === 2)))) continue;
    words = parts.join(' ');
    if (STATE_WORDS.has(words)) {
      // a bare "enabled=false": the thing switched is the identifier just before ("camera.set_recording enabled=false"),
      // or the key of the object it stands in ('"remote_shell": {"enabled": true}')
      let pe = b;
      while (pe > 0 && b - pe < 6 && NEST_PAD.has(s.charCodeAt(pe - 1))) pe--;
      let pb = pe;
      while (pb > 0 && pe - pb < IDENT_MAX && isIdent(s.charCodeAt(pb - 1))) pb--;
      if (pb === pe || pe === b) continue;
      words = identWords(s.slice(pb, pe));
    }
    if (words !== '') out.push(`${on ? 'enable' : 'disable'} ${words}`);
  }
  dottedOffCalls(s, out);
  return out.join('; ');
}

/** Verbs a device call ends with that switch the device off ("camera.disable", "siren.turn_off"). */
const CALL_OFF = new Set(['disable', 'off', 'turn_off', 'turnoff', 'deactivate', 'mute', 'silence', 'stop_recording', 'bypass']);
const CALL_SEP = /[\s;|&]+/;

/** "camera.disable all", "siren.turn_off": an object then an off verb, read as "disable camera". */
function dottedOffCalls(s: string, out: string[]): void {
  const words = s.split(CALL_SEP, 64);
  for (const w of words) {
    if (out.length >= SWITCHES_MAX) return;
    const dot = w.lastIndexOf('.');
    if (dot <= 0 || dot === w.length - 1 || w.includes('=') || w.includes('/')) continue;
    const verb = w.slice(dot + 1).toLowerCase();
    if (!CALL_OFF.has(verb)) continue;
    const object = identWords(w.slice(0, dot));
    if (object !== '') out.push(`disable ${object}`);
  }
}

/** Words that state a limit, followed closely by its number ("max rated 120", "limit: 80", "rated for 3 bar"). */
const LIMIT_WORDS = ['max rated', 'maximum rated', 'rated max', 'rated for', 'rated at', 'rated', 'max safe', 'safe max', 'maximum safe', 'safe limit', 'max', 'maximum', 'limit', 'design limit', 'upper limit', 'not to exceed', 'höchstens', 'maximal', 'máximo', 'maximum autorisé', 'massimo'];
const LIMIT_GAP = 14;
const GAP_WORDS = new Set(['', 'is', 'of', 'at', 'to', 'speed', 'rpm', 'value']);
const GAP_PUNCT = /[\s:=(\[{,"'~≤<-]/g;

function numberAt(s: string, at: number): { value: number; end: number } | undefined {
  let e = at;
  while (e < s.length && e - at < 12 && ((s.charCodeAt(e) >= 48 && s.charCodeAt(e) <= 57) || (s.charCodeAt(e) === 46 && e > at))) e++;
  if (e === at) return undefined;
  const value = Number(s.slice(at, e));
  return Number.isFinite(value) ? { value, end: e } : undefined;
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isWordChar = (c: number): boolean => isIdent(c) && c !== 46;

/**
 * The command writes a number larger than the limit it states itself: "speed 400 --retain (max rated 120)",
 * "set the pressure to 12 bar, limit 8". Reads the first stated limit, then every standalone number outside it.
 * Returns [written, limit] or undefined.
 */
export function pastStatedLimit(lower: string): [number, number] | undefined {
  const s = lower.length > 4096 ? lower.slice(0, 4096) : lower;
  let limit: { value: number; start: number; end: number } | undefined;
  for (const w of LIMIT_WORDS) {
    let from = 0;
    for (let n = 0; n < 8 && limit === undefined; n++) {
      const at = s.indexOf(w, from);
      if (at < 0) break;
      from = at + 1;
      if (at > 0 && isWordChar(s.charCodeAt(at - 1))) continue;
      let k = at + w.length;
      const stop = k + LIMIT_GAP;
      while (k < s.length && k < stop && !isDigit(s.charCodeAt(k)) && s.charCodeAt(k) !== 10 && s.charCodeAt(k) !== 46) k++;
      const num = k < s.length && isDigit(s.charCodeAt(k)) ? numberAt(s, k) : undefined;
      // only a linking word may stand between ("max is 120", "rated for 3"): "max for 2 hours" states no limit
      if (num !== undefined && GAP_WORDS.has(s.slice(at + w.length, k).replace(GAP_PUNCT, ''))) limit = { value: num.value, start: at, end: num.end };
    }
    if (limit !== undefined) break;
  }
  if (limit === undefined || limit.value <= 0) return undefined;
  for (let i = 0; i < s.length; i++) {
    if (i === limit.start) { i = limit.end; continue; }
    if (!isDigit(s.charCodeAt(i)) || (i > 0 && (isWordChar(s.charCodeAt(i - 1)) || s.charCodeAt(i - 1) === 46 || s.charCodeAt(i - 1) === 45))) continue;
    const num = numberAt(s, i);
    if (num === undefined) continue;
    i = num.end;
    // a number glued to letters ("line3", "v2") is a name, not a value
    if (num.end < s.length && isWordChar(s.charCodeAt(num.end)) && !UNIT_START.has(s.charCodeAt(num.end))) continue;
    if (num.value > limit.value * 1.05) return [num.value, limit.value];
  }
  return undefined;
}

/** Letters a unit may start with right after a value ("400rpm", "12bar", "80c", "5a"). */
const UNIT_START = new Set([...'rbcfkmvawhp%'].map((c) => c.charCodeAt(0)));

/** Regexes run on input here (listed for the linear-time audit). */
/** A vehicle named (word or a vehicles API path). */
const VEHICLE_NAMED = /\b(?:car|cars|van|truck|vehicles?|tesla|fleet[- ]van|suv|motorbike|scooter)\b|\/vehicles?\//i;
/** Remote access to it: opened, started, its key shared, its guard mode off. */
const VEHICLE_OPEN = /\b(?:unlock\w{0,3}|open (?:the )?(?:doors?|trunk|boot|frunk)|remote[ _]start\w{0,3}|start (?:the )?engine|summon)\b/i;
const KEY_SHARED = /\b(?:share[ _](?:the )?(?:digital )?key|digital key (?:to|with|for)|add (?:a )?(?:driver|key))\b/i;
/** Its guard switched off in an API body (sentry mode off, valet PIN cleared). */
const GUARD_OFF = /sentry_mode"?\s?:\s?false|valet_pin"?\s?:\s?null/i;

/** A vehicle opened, started or its digital key handed out, read from prose or an API body; null when none. */
export function vehicleAccess(head: string): { detail: string; shared: boolean } | null {
  const s = head.length > 4096 ? head.slice(0, 4096) : head;
  if (!VEHICLE_NAMED.test(s)) return null;
  const k = KEY_SHARED.exec(s);
  const o = VEHICLE_OPEN.exec(s);
  if (k === null && o === null) return null;
  const g = GUARD_OFF.exec(s);
  return { detail: [o?.[0], k?.[0], g?.[0]].filter((x): x is string => x !== undefined).join(', '), shared: k !== null };
}

/** Device secrets by name: the Wi-Fi key, VPN keys, cloud tokens, private keys. */
const DEVICE_SECRET = /\b(?:wi-?fi[ _-]?(?:psk|password|passphrase|key)|psk|vpn[ _-]?(?:keys?|secrets?|credentials|certs?)|private[ _-]?keys?|cloud[ _-]?tokens?|api[ _-]?(?:keys?|tokens?)|credentials|ssh[ _-]?keys?)\b/i;
/** A URL the export goes to: scheme and host. */
const TARGET_URL = /\b(?:ftp|sftp|https?|tftp|scp):\/\/(?:[^@\s/]{1,40}@)?([a-z0-9.-]{1,120})/gi;
const PRIVATE_HOST = /^(?:10\.|127\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|169\.254\.|localhost$)|\.(?:local|lan|home|internal|corp|intranet|home\.arpa)$/;
const OUT_VERB = /\b(?:export|upload|send|backup|back up|push|sync|copy|include|post|transfer)\w{0,3}\b/i;

/** Device secrets sent (exported, uploaded, backed up) to a host that is not on the local network. */
export function deviceSecretsOut(head: string): { detail: string; score: number } | undefined {
  const s = head.length > 4096 ? head.slice(0, 4096) : head;
  const secret = DEVICE_SECRET.exec(s);
  if (secret === null || !OUT_VERB.test(s)) return undefined;
  TARGET_URL.lastIndex = 0;
  let m: RegExpExecArray | null;
  try {
    for (let n = 0; n < 6 && (m = TARGET_URL.exec(s)) !== null; n++) {
      const host = m[1]!.toLowerCase();
      if (!PRIVATE_HOST.test(host)) return { detail: `${secret[0]} sent to ${host}`, score: 8 };
    }
  } finally {
    TARGET_URL.lastIndex = 0;
  }
  return undefined;
}

export const IOT_CONTEXT_PATTERNS: readonly RegExp[] = [VEHICLE_NAMED, VEHICLE_OPEN, KEY_SHARED, GUARD_OFF, DEVICE_SECRET, TARGET_URL, PRIVATE_HOST, OUT_VERB, GAP_PUNCT, IDENT_SEP, CALL_SEP];

/**
 * The topic a message is published to: `mosquitto_pub … -t 'a/b/c'`, `PUBLISH (retain) a/b/c {…}`, or a bare topic
 * that opens the value and is followed by its payload (`a/b/c {…}`). Undefined when the value publishes nothing.
 */
const PUB_TOPIC = /\bmosquitto_pub\b[^|;&\n]{0,200}?\s-t\s{1,3}['"]?([\w/+#.-]{1,160})|^\s{0,3}publish(?:\s{1,3}\((?:retain(?:ed)?|qos\s?\d)\))?\s{1,3}([\w/+#.-]{1,160})|^\s{0,3}([a-z0-9_-]{1,40}(?:\/[\w+#.-]{1,60}){2,8})\s{1,3}\{/i;
/** Topic levels that carry what a device measures or reports. */
const READING_LEVELS = new Set(['sensor', 'sensors', 'telemetry', 'reading', 'readings', 'measurement', 'measurements', 'temp', 'temperature', 'oxygen', 'o2', 'do', 'humidity',
  'pressure', 'level', 'flow', 'wind', 'speed', 'position', 'gps', 'location', 'particle', 'particles', 'pm', 'co2', 'ph', 'voltage', 'current']);
/** Topic levels that make it a command, a setting or a request: a device is told something, nothing is reported as measured. */
const ORDER_LEVELS = new Set(['set', 'cmd', 'command', 'commands', 'config', 'configuration', 'setpoint', 'sollwert', 'request', 'get', 'ota', 'control', 'mode', 'modus', 'action', 'actions',
  'calib', 'calibration', 'cal', 'kalibrierung', 'etalonnage']);

/**
 * A measurement published as if a device had reported it: the topic carries readings (a sensor, telemetry or a
 * measured quantity) and no level makes it a command or setting. Whoever publishes there by hand feeds the consumers
 * (dashboards, alarms, control loops) a value no sensor measured. Returns the topic or undefined. A relay of another
 * broker's traffic (`-l`, stdin) is another threat.
 */
export function readingPublished(text: string): string | undefined {
  const s = text.length > 2048 ? text.slice(0, 2048) : text;
  const m = PUB_TOPIC.exec(s);
  if (m === null) return undefined;
  const topic = (m[1] ?? m[2] ?? m[3])!.toLowerCase();
  // a test or sandbox broker or topic feeds nothing that acts (the broker's own name, not the LAN's ".local" suffix)
  const broker = BROKER.exec(s)?.[1]?.toLowerCase() ?? '';
  if (levelsTest(topic) || levelsTest(broker)) return undefined;
  const levels = topic.split('/');
  if (levels.some((l) => ORDER_LEVELS.has(l) || l.startsWith('set_') || l.endsWith('_set') || l.startsWith('setpoint'))) return undefined;
  if (!levels.some((l) => READING_LEVELS.has(l) || l.startsWith('sensor') || l.endsWith('_reading') || l.endsWith('_temp'))) return undefined;
  // a measurement is a number: a word sent to a reading topic ("REQUEST", "ping") is a request of the device's protocol
  let after = s.slice(m.index + m[0].length, m.index + m[0].length + 200);
  // (up to the copies an analyzer appends after " || ")
  const copies = after.indexOf(' || ');
  if (copies >= 0) after = after.slice(0, copies);
  return HAS_DIGIT.test(after) ? topic : undefined;
}
/** The message is sent again and again, or kept (retained) for every new subscriber: the false value stands. */
export const READING_KEPT = /\bwhile true\b|\bwhile :|;\s{0,2}done\b|\bfor \w{1,8} in\b|\bevery \d{1,4} ?(?:s|sec|seconds?|min|minutes?)\b|\bwatch -n\b|(?:^|\s)-r(?:\s|$)|\(retain(?:ed)?\)|"retain"\s?:\s?true|\bretain=true\b|\bloop\b/i;

const HAS_DIGIT = /\d/;
/** The broker a mosquitto client names (`-h host`). */
const BROKER = /\s-h\s{1,3}['"]?([\w.-]{1,120})/;
/** Names of a test system among a topic's levels or a broker's labels ("test/sensors/…", "mqtt-sandbox.farm.local"). */
const TEST_LEVELS: ReadonlySet<string> = new Set(['test', 'tests', 'testing', 'sandbox', 'staging', 'dev', 'qa', 'demo', 'sim', 'simulator', 'simulation', 'uat']);
const LEVEL_SEP = /[/.\-_]+/;
const levelsTest = (name: string): boolean => name !== '' && name.split(LEVEL_SEP, 16).some((l) => TEST_LEVELS.has(l));

export const IOT_READING_PATTERNS: readonly RegExp[] = [PUB_TOPIC, READING_KEPT, BROKER, LEVEL_SEP, HAS_DIGIT];

/**
 * A setpoint's change written as a step from one value to another: "from 21 to 22 °C", "13 -> 14", "von 6,5 auf 7,0",
 * "de 75 à 72", "da 4 a 5", "van 7 naar 6,8". One word opens the pair (or an arrow joins it); each number is bounded:
 * linear. Returns the two values and whether the unit is a temperature, or undefined.
 */
const STEP_NUM = String.raw`([+-]?\d{1,5}(?:[.,]\d{1,3})?)`;
const STEP_UNIT = String.raw`(°\s?[cfk]\b|[a-z%]{1,5})?`;
const STEP_FROM = new RegExp(String.raw`\b(?:from|von|de|da|van|z)\s{1,2}${STEP_NUM}\s{0,2}${STEP_UNIT}\s{1,3}(?:to|auf|à|a|naar|na|bis)\s{1,2}${STEP_NUM}`);
const STEP_ARROW = new RegExp(String.raw`${STEP_NUM}\s{0,2}${STEP_UNIT}\s{0,2}(?:->|→|=>)\s{0,2}${STEP_NUM}`);
const TEMP_UNIT_AFTER = /^\s{0,2}°|^\s{0,2}(?:deg|grad|degrees?)\b/;
export interface SetpointStep { readonly from: number; readonly to: number; readonly temperature: boolean }
export function setpointStep(lower: string): SetpointStep | undefined {
  const s = lower.length > 2000 ? lower.slice(0, 2000) : lower;
  const m = STEP_FROM.exec(s) ?? STEP_ARROW.exec(s);
  if (m === null) return undefined;
  const from = Number(m[1]!.replace(',', '.'));
  const to = Number(m[3]!.replace(',', '.'));
  if (!Number.isFinite(from) || !Number.isFinite(to)) return undefined;
  const unit = (m[2] ?? '').replace(' ', '');
  const temperature = unit.startsWith('°') || unit === 'c' || unit === 'f' || unit === 'degc' || unit === 'degf' || TEMP_UNIT_AFTER.test(s.slice(m.index + m[0].length, m.index + m[0].length + 12));
  return { from, to, temperature };
}
/**
 * A step small beside the value it leaves: at most a tenth of it (at least half a unit), or two degrees of a
 * temperature. The controller runs on in the band it was in; the step is tuning, not a change of what the process does.
 */
export function smallStep(step: SetpointStep): boolean {
  const d = Math.abs(step.to - step.from);
  return d <= Math.max(Math.abs(step.from) * 0.1, 0.5) || (step.temperature && d <= 2);
}
export const IOT_STEP_PATTERNS: readonly RegExp[] = [STEP_FROM, STEP_ARROW, TEMP_UNIT_AFTER];

/** Names of what a controller does when a hazard limit is crossed: raise the alarm, trip, shut down, ventilate (several languages). */
const RESPONSE_NAMES = ['alarm', 'alarme', 'allarme', 'trip', 'shutdown', 'shut_down', 'estop', 'e_stop', 'evacuat', 'vent', 'wentyl', 'luft', 'lüft', 'sprinkler', 'siren', 'sirene', 'horn', 'hupe', 'deluge', 'purge'];
const COMMENT_OPENERS = ['//', '(*', '#', '--', "'"];
/**
 * A controller's response to a hazard taken out by commenting it out: inside a test of a limit (`IF CH4_ppm > 10000
 * THEN`, `if (pressure > MAX) {`), a line that would set an alarm, trip, shutdown or ventilation tag on is a comment.
 * The limit is still measured and nothing happens when it is crossed. Returns the commented line or ''.
 */
export function safetyResponseCommented(text: string): string {
  const s = text.length > 16384 ? text.slice(0, 16384) : text;
  const lines = s.split('\n', 400);
  let guard = -1;
  for (let li = 0; li < lines.length; li++) {
    const t = lines[li]!.trim();
    const l = t.toLowerCase();
    const opener = COMMENT_OPENERS.find((o) => l.startsWith(o));
    if (opener === undefined) {
      // a test of a measured value against a limit opens a guarded block for the next few lines
      if ((l.startsWith('if ') || l.startsWith('if(') || l.startsWith('elsif ') || l.startsWith('} else if')) && (l.includes('>') || l.includes('<'))) guard = li;
      continue;
    }
    if (guard < 0 || li - guard > 4) continue;
    const body = l.slice(opener.length);
    const st = body.indexOf(':=');
    const eq = st !== -1 ? st : body.indexOf('=');
    const sign = st !== -1 ? 2 : 1;
    if (eq <= 0 || (sign === 1 && body.charCodeAt(eq + 1) === 61)) continue;
    const ident = body.slice(0, eq).trim();
    if (ident.length > 60 || ident.includes(' ') || !RESPONSE_NAMES.some((n) => ident.includes(n))) continue;
    let v = body.slice(eq + sign).trim();
    const end = v.search(/[;\s)]/);
    if (end > 0) v = v.slice(0, end);
    if (v === 'true' || v === '1' || v === 'on') return t.slice(0, 120);
  }
  return '';
}

/** Calls that write a controller's coils (single bits: a trip, an interlock, a permissive) from code. */
const COIL_CALLS = ['write_coil(', 'write_coils(', 'writecoil(', 'write_single_coil(', 'writesinglecoil(', 'writecoils(', 'write_bit(',
  // a holding register written 0: a limit, a setpoint or an enable word of the function cleared
  'write_register(', 'write_registers(', 'writeregister(', 'write_single_register(', 'writesingleregister('];
/** Safety functions as a comment names them, in the lexicon's languages. */
const SAFETY_COMMENT = /interlock|\btrip\b|protection|e-?stop|emergency|\bguard|\blimit|safety|relief|cut-?off|brake|overpressure|over-?temp|dry-?run|\balarm|schutz|sicherheit|not-?aus|verriegel|grenzwert|bremse|s[ée]curit[ée]|frein|arr[êe]t d'urgence|verrouillage|seguridad|protecci[óo]n|freno|parada de emergencia|l[íi]mite|alarma|enclavamiento|sicurezza|arresto di emergenza|interblocco|allarme|beveiliging|noodstop|vergrendel|rem\b|blokad|os[łl]on|bezpiecze|hamul|awaryjn|zabezpiecz|emniyet|acil durdurma|kilitleme|seguran[çc]a|intertravamento|s[äa]kerhet|n[öo]dstopp|f[öo]rregling|안전|인터록|브레이크|安全|インターロック|ブレーキ|联锁|刹车|制动/i;
/** A comment that says the write silences or bypasses the function (then a coil written on does it too: `alarm mute = 1`). */
const SILENCING_COMMENT = /\bmute|silenc|inhibit|bypass|override|stumm|unterdr[üu]ck|[üu]berbr[üu]ck|muet|d[ée]sactiv|desactiv|disattiv|wy[łl][ąa]?cz|wycisz|uitschakel|devre d[ıi][şs][ıi]|susturu/i;

/**
 * A controller coil written off from code with a comment that names a safety function ("write_coil(12, False) # dry-run
 * protection interlock"), the comment on the call's line or one of the two before it. Returns the call's line or ''.
 */
export function coilSafetyOff(text: string): string {
  const s = text.length > 16384 ? text.slice(0, 16384) : text;
  // positions found in the copy cut `s`: the copy must keep its length
  const lower = lowerSameLength(s);
  for (const call of COIL_CALLS) {
    let i = lower.indexOf(call);
    for (let n = 0; i !== -1 && n < 16; n++, i = lower.indexOf(call, i + call.length)) {
      const lineStart = lower.lastIndexOf('\n', i) + 1;
      let lineEnd = lower.indexOf('\n', i);
      if (lineEnd === -1) lineEnd = lower.length;
      const args = lower.slice(i + call.length, Math.min(lineEnd, i + call.length + 80));
      const comma = args.indexOf(',');
      if (comma === -1) continue;
      const v = args.slice(comma + 1).trimStart();
      const off = v.startsWith('false') || v.startsWith('0,') || v.startsWith('0)') || v.startsWith('0 ');
      // the comment on the call's line or on one of the two lines before it (a comment heading a short block)
      let prevStart = lineStart;
      for (let k = 0; k < 2 && prevStart > 0; k++) prevStart = lower.lastIndexOf('\n', prevStart - 2) + 1;
      const near = s.slice(prevStart, lineEnd);
      const hash = near.indexOf('#');
      const slashes = near.indexOf('//');
      const c = hash === -1 ? slashes : slashes === -1 ? hash : Math.min(hash, slashes);
      if (c === -1) continue;
      const comment = near.slice(c);
      // written off, or written on where the comment says the write silences or bypasses the function
      if ((off || (call.includes('coil') && SILENCING_COMMENT.test(comment))) && SAFETY_COMMENT.test(comment)) return s.slice(lineStart, lineEnd).trim().slice(0, 120);
    }
  }
  return '';
}
export const IOT_COIL_PATTERNS: readonly RegExp[] = [SAFETY_COMMENT, SILENCING_COMMENT];

/**
 * Everything a broker carries sent on to another broker: a bridge whose topic is the wildcard "#" (or a whole site's
 * tree, "estate/#") going out to an
 * address that is not on the local network (mosquitto's "connection … address … topic # out", a bridge object with
 * "topics": ["#"] and direction out), or a subscription to "#" piped into a publish to another host. Returns the
 * outside address or ''.
 */
const BRIDGE_ADDRESS = /\baddress\s{1,4}([a-z0-9.-]{3,120})(?::\d{2,5})?|"remote"\s?:\s?"(?:(?:mqtts?|tcp|ssl|wss?):\/\/)?([a-z0-9.-]{3,120})|mosquitto_pub\b[^|;&\n]{0,120}?\s-h\s{1,3}['"]?([a-z0-9.-]{3,120})/i;
const ALL_TOPICS_OUT = /\btopic\s{1,4}(?:[\w-]{1,40}\/)?#\s{1,4}(?:out|both)\b|"topics"\s?:\s?\[\s?"(?:[\w-]{1,40}\/)?#"\s?\][^}]{0,200}"direction"\s?:\s?"(?:out|both)"|"direction"\s?:\s?"(?:out|both)"[^}]{0,200}"topics"\s?:\s?\[\s?"(?:[\w-]{1,40}\/)?#"\s?\]|mosquitto_sub\b[^|\n]{0,160}-t\s{1,3}['"]?[\w/+-]{0,80}#['"]?[^|\n]{0,80}\|\s{0,3}mosquitto_pub\b/i;
const LOCAL_HOST = /^(?:10\.|127\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|localhost$)|\.(?:local|lan|internal|home|corp|intranet|home\.arpa)$/;
export function brokerRelayedOut(text: string): string {
  const s = text.length > 4096 ? text.slice(0, 4096) : text;
  if (!ALL_TOPICS_OUT.test(s)) return '';
  // the address the traffic goes to: the bridge's, or the publishing side's (after the pipe)
  const pipe = s.indexOf('|');
  const subscribed = s.includes('mosquitto_sub');
  const m = BRIDGE_ADDRESS.exec(pipe >= 0 && subscribed ? s.slice(pipe) : s);
  const host = (m?.[1] ?? m?.[2] ?? m?.[3] ?? '').toLowerCase();
  if (host === '' || LOCAL_HOST.test(host)) return '';
  // a site's own tree ("estate/#") forwarded to the organisation's own cloud broker over TLS is how sites report in:
  // it leaves only for a public broker anyone can subscribe to, or in clear text
  // (a subscription piped into a publish to another host relays whatever it reads, subtree or not: as before)
  if (!WHOLE_BROKER.test(s) && !subscribed && !(PUBLIC_BROKERS.some((b) => host === b || host.endsWith(`.${b}`)) || CLEAR_TEXT.test(s))) return '';
  return host;
}
/** The wildcard for everything, not a subtree: "#" alone as the topic (read in the text as written, like ALL_TOPICS_OUT: any case). */
const WHOLE_BROKER = /\btopic\s{1,4}#\s|"topics"\s?:\s?\[\s?"#"|-t\s{1,3}['"]?#/i;
/** Public MQTT brokers anyone can connect and subscribe to. */
const PUBLIC_BROKERS = ['broker.hivemq.com', 'test.mosquitto.org', 'broker.emqx.io', 'mqtt.eclipseprojects.io', 'iot.eclipse.org', 'public.mqtthq.com', 'broker.mqttdashboard.com', 'mqtt.flespi.io', 'test.mosca.io', 'public.cloud.shiftr.io'];
/** The bridge runs without TLS ("tls": false, a plain mqtt:// or tcp:// address, the clear-text port 1883). */
const CLEAR_TEXT = /"tls"\s?:\s?false|"ssl"\s?:\s?false|\b(?:mqtt|tcp|ws):\/\/|:1883\b/i;

/** A camera's stream pushed to an RTMP or SRT address outside the local network, switched on. */
const STREAM_PUSH = /\b(?:rtmps?|srt|rtsp):\/\/([a-z0-9.-]{3,120})/gi;
const STREAM_ON = /"enabled"\s?:\s?true|<enabled>\s?true\s?<\/enabled>|\benable\b|\bstart\b|"push"/i;
const STREAM_OFF = /"enabled"\s?:\s?false|<enabled>\s?false\s?<\/enabled>/i;
export function streamPushedOut(text: string): string {
  const s = text.length > 4096 ? text.slice(0, 4096) : text;
  if (!STREAM_ON.test(s) || STREAM_OFF.test(s)) return '';
  STREAM_PUSH.lastIndex = 0;
  try {
    for (let m = STREAM_PUSH.exec(s), n = 0; m !== null && n < 6; m = STREAM_PUSH.exec(s), n++) {
      const scheme = m[0].slice(0, 4).toLowerCase();
      const host = m[1]!.toLowerCase();
      // a camera's own rtsp address is where it is read from, not where it sends
      if (scheme === 'rtsp') continue;
      if (!LOCAL_HOST.test(host)) return host;
    }
    return '';
  } finally {
    STREAM_PUSH.lastIndex = 0;
  }
}
export const IOT_RELAY_PATTERNS: readonly RegExp[] = [BRIDGE_ADDRESS, ALL_TOPICS_OUT, LOCAL_HOST, WHOLE_BROKER, CLEAR_TEXT, STREAM_PUSH, STREAM_ON, STREAM_OFF];

/** What measures (a meter, a sensor, a logger, its readings), several languages, lower-cased. */
const MEASURE_WORDS: readonly string[] = ['meter', 'zähler', 'zahler', 'compteur', 'contador', 'licznik', 'sayaç', 'sayac', 'kwh', 'consumption', 'verbrauch', 'consommation', 'consumo', 'zużyc',
  'sensor', 'czujnik', 'capteur', 'sensore', 'logger', 'probe', 'fühler', 'fuhler', 'reading', 'live value', 'relevé', 'releve', 'letture', 'lectura', 'odczyt', 'messwert'];
/**
 * A measurement made to say something other than what was measured: a report fixed or lowered, a live value overridden,
 * a multiplier or calibration factor written, logged readings overwritten, a reading set against what the device
 * reads, an offset chosen so the readings stay inside a limit. Each branch is bounded ({0,40} inside one clause).
 */
const FALSIFY = /\breport(?:s|ed|ing)?\b[^.;\n]{0,40}?\b(?:lower|less|fixed|constant|halved|\d{1,3} ?%)|\boverrid\w{1,3}\b[^.;\n]{0,40}?\b(?:values?|readings?|sensors?)\b|\b(?:multiplier|calibration factor|pulse constant|correction factor)\b|(?:\b(?:replace|overwrite|sovrascriv\w{0,3}|sobrescrib\w{0,3}|ecras\w{0,3})|überschreib\w{0,3}|écras\w{0,3})\b[^.;\n]{0,40}?\b(?:logged|readings?|letture|lecturas|relev[ée]s|messwerte|history)\b|\b(?:constant|fixed)\s(?:value\s)?-?\d|\bso (?:that )?(?:the )?(?:[a-z]{2,12} )?readings? (?:stay|show|remain)|\bit reads\b|\bdamit die (?:werte|messwerte)|\bpour que les relev[ée]s|\bpara que las lecturas|\bcos[iì] (?:il|la|le|i) /;
/** A correction the instrument's own calibration record or datasheet gives: the reading made truer, not falser. */
const CALIBRATION_RECORD = /\b(?:calibration (?:cert|certificate|record|report|protocol)|cal cert|certificat d'[ée]talonnage|certificado de calibraci[óo]n|certificato di taratura|kalibrierschein|kalibrierzertifikat|kalibrierprotokoll|datasheet|nameplate|commissioning (?:sheet|record))\b/;
/** A purpose that gives the falsified reading away: before an inspection or a billing read, so the regulator or utility sees it. */
const DECEIT_PURPOSE = /\b(?:before (?:the |this )?(?:month'?s |monthly )?(?:billing|inspection|audit|read|receiver|utility)|so (?:that )?(?:the )?(?:utility|regulator|inspector|auditor|receiver|insurer)|regulator|utility's|lebensmittelkontrolle|haccp)\b/;

const FALSIFY_ALL = new RegExp(FALSIFY.source, 'g');
/** Where the sentence that goes on at `from` ends: a full stop before a space or a line's end, a line's end, the '||' before a folded copy, or the text's end. */
function sentenceEnd(s: string, from: number): number {
  let end = s.length;
  for (const mark of ['. ', '.\n', '\n', '||']) {
    const at = s.indexOf(mark, from);
    if (at !== -1 && at < end) end = at;
  }
  return s.endsWith('.') && end === s.length ? s.length - 1 : end;
}
/** The measurement falsified in one clause of the text (the clause, bounded), or ''. */
export function readingFalsified(lower: string): string {
  const s = lower.length > 2000 ? lower.slice(0, 2000) : lower;
  // every falsifying clause in turn (at most four): the first may stand in a sentence that names no measuring thing
  FALSIFY_ALL.lastIndex = 0;
  for (let n = 0; n < 4; n++) {
    const m = FALSIFY_ALL.exec(s);
    if (m === null) return '';
    const at = m.index;
    // the measuring thing named in the same sentence (a full stop ends one before a space or a line's end: the dots
    // of an address or a decimal, "10.4.2.18", "0.55", do not; nor does the text's first copy run into its folded ones)
    const start = Math.max(s.lastIndexOf('. ', at) + 1, s.lastIndexOf('.\n', at) + 1, s.lastIndexOf('\n', at) + 1, barEnd(s, at), 0);
    let end = sentenceEnd(s, at + m[0].length);
    if (end - at > 300) end = Math.min(s.length, at + 300);
    if (m[0].length === 0) FALSIFY_ALL.lastIndex++;
    const sentence = s.slice(start, end);
    if (!MEASURE_WORDS.some((w) => sentence.includes(w))) continue;
    if (CALIBRATION_RECORD.test(s) && !DECEIT_PURPOSE.test(s)) return '';
    return sentence.trim().slice(0, 120);
  }
  return '';
}
/** Where the text after the last '||' before `at` starts (the folded copies' joint), or 0 where there is none. */
function barEnd(s: string, at: number): number {
  const bar = s.lastIndexOf('||', at);
  return bar < 0 ? 0 : bar + 2;
}
export const IOT_FALSIFY_PATTERNS: readonly RegExp[] = [FALSIFY, FALSIFY_ALL, CALIBRATION_RECORD, DECEIT_PURPOSE];

/**
 * The bands a process runs in by the quantity it controls: a room or data-hall's air, a cold chain, a chilled cellar,
 * domestic hot water (hot enough against legionella, short of scalding), relative humidity, dissolved oxygen in a pond
 * or cage. A setpoint written inside its band is the process run as designed; outside it the write changes what it does.
 * The quantity is named by its words; without one no band applies.
 */
const BANDS: ReadonlyArray<{ readonly words: RegExp; readonly min: number; readonly max: number; readonly what: string }> = [
  // (short names, "rh" and "do", count as a key's or topic's name only: "do" is also the English verb)
  // (\b reads ASCII letters only: a name that opens or ends in another letter, humidité, umidità, 냉동, stands outside it)
  { words: /\b(?:humidity|humidite|feuchte|luftfeuchtigkeit|vlhkost|humedad|umidita|luchtvochtigheid|wilgotno\w{0,4})\b|\b(?:humidité|umidità)|%\s?rh\b|\brh[_/-]|\brh (?:setpoint|sp)\b/, min: 30, max: 65, what: 'relative humidity' },
  // oxygen dissolved in water: named so, by its unit, or beside the water it is in (a cage, a pond, a tank); a patient's
  // or a furnace's oxygen is another quantity with other bands
  { words: /\b(?:dissolved oxygen|gel[öo]ster sauerstoff|oxig[eê]nio dissolvido|ox[íi]geno disuelto|ossigeno disciolto|tlen rozpuszczony)\b|mg\/l|mg_l|\bdo[_/-]|\bdo (?:setpoint|sp)\b|\b(?:cage|pond|tank|fish\w{0,4}|aquacult\w{0,4}|aerat\w{0,5}|teich|becken|vasca|estanque|viveiro)\b/, min: 5, max: 12, what: 'dissolved oxygen' },
  { words: /\b(?:dhw|domestic hot water|hot water|warmwasser|calorifier|eau chaude sanitaire|agua caliente sanitaria)\b/, min: 55, max: 65, what: 'hot water' },
  { words: /\b(?:reefer|frozen|freezer|deep[- ]?freeze|tiefk[üu]hl\w{0,4}|congel\w{0,5}|surgel\w{0,4})|냉동/, min: -30, max: -15, what: 'frozen storage' },
  { words: /\b(?:crac|crah|hvac|ahu|supply air|room|classroom|office|zone|data hall|server hall|raum\w{0,6}|salle|sala)\b/, min: 16, max: 27, what: 'room air' },
  { words: /\b(?:chiller|chilled|cooling|glycol|fermenter|cellar|cold[- ]room|walk-in|fridge|k[üu]hl\w{0,6}|frigo\w{0,6})\b/, min: -2, max: 8, what: 'chilled storage' },
];
const ROOM_AIR = BANDS.find((b) => b.what === 'room air')!;
const HVAC_SHARED = /\b(?:cooling|chiller|chilled)\b/g;
/** The values a setpoint write gives: after a setpoint-like key, "value", "present-value", "-m", or "to". */
// (the number is taken whole: no digit, and no '.', ',' or ':' with a digit, may follow it, so a clock time "to 06:30"
// gives no value rather than its first digit)
const WRITTEN_VALUE = /(?:setpoint\w{0,6}|present-value|value\w{0,3}|mg_l|temp\w{0,8}|-m|\bto)["']?\s?[=:]?\s?["']?\s?(-?\d{1,3}(?:[.,]\d{1,2})?)(?!\d|[.,:]\d)/g;

/** What makes a written number a setpoint of the quantity: the word (`setpoint_c` holds it) or a unit of it. */
const SETPOINT_NAMED = /setpoint|sollwert|consigne|set point|°|℃|mg\/l|mg_l|%\s?rh/;
/** A switch rather than a value: an enable, a start or stop, a mode. */
const SWITCH_NAMED = /\b(?:enable\w{0,2}|disable\w{0,2}|start|stop|on\/off|run)\b/;
/** The band the written setpoint sits in (its name), or '' when no band applies or a written value falls outside it. */
export function withinOperatingBand(lower: string): string {
  const s = lower.length > 1000 ? lower.slice(0, 1000) : lower;
  if (!SETPOINT_NAMED.test(s) || SWITCH_NAMED.test(s)) return '';
  let bands = BANDS.filter((b) => b.words.test(s));
  // a room names where the air is, the other bands what is kept there: "cold room", "freezer room", "boiler room's hot
  // water" are the other band's (room air decides only alone)
  // (a word a building's own air handling shares, "cooling", "chiller", "chilled water", names no kept goods: "office zone
  // cooling setpoint" stays the room's air, and with two bands read nothing is within one)
  if (bands.length > 1) {
    const goods = s.replace(HVAC_SHARED, ' ');
    const kept = bands.filter((b) => b !== ROOM_AIR && b.words.test(goods));
    if (kept.length > 0) bands = kept;
  }
  if (bands.length !== 1) return '';
  const band = bands[0]!;
  WRITTEN_VALUE.lastIndex = 0;
  let seen = 0;
  for (let m = WRITTEN_VALUE.exec(s); m !== null && seen < 6; m = WRITTEN_VALUE.exec(s)) {
    const v = Number(m[1]!.replace(',', '.'));
    if (!Number.isFinite(v)) continue;
    seen++;
    if (v < band.min || v > band.max) return '';
  }
  return seen > 0 ? band.what : '';
}
export const IOT_BAND_PATTERNS: readonly RegExp[] = [SETPOINT_NAMED, SWITCH_NAMED, HVAC_SHARED, WRITTEN_VALUE, ...BANDS.map((b) => b.words)];

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check } from '../src/engine/engine.js';
import type { ActionType, Primitive } from '../src/engine/types.js';

/**
 * What an act does to the thing it acts on, read from structure and object class, in the terse action types:
 * fresh phrasings (not cases of a measuring set), each flagged one with the benign look-alike beside it.
 */
function verdict(type: ActionType, value: string, metadata?: Record<string, unknown>): { level: string; ids: string[]; primitive: Primitive | undefined } {
  const r = check({ type, value, metadata });
  return { level: r.level, ids: r.threats.map((t) => t.id), primitive: r.level === 'SAFE' ? undefined : r.threats[0]?.primitive };
}

test('iot: an alarm named by the quantity it watches guards the process, so silencing it is DESTRUCTION, not an opened door', () => {
  const cases: Array<[string, string]> = [
    ['Walk-in cooler WC-2 (dairy stock): raise the setpoint to +14 °C and mute the temperature alarm for the long weekend', 'DANGER'],
    ['Digester tank D3: switch off the level alarm and leave the inlet valve open overnight', 'DANGER'],
    ['Kühlraum 4: Temperaturalarm bis Montag stummschalten und Sollwert auf 12 °C setzen', 'DANGER'],
  ];
  for (const [value, level] of cases) {
    const v = verdict('iot', value);
    assert.equal(v.level, level, value);
    assert.equal(v.primitive, 'DESTRUCTION', `${value}: ${v.ids.join(',')}`);
    assert.ok(!v.ids.includes('O64'), `${value}: the door/lock/intrusion row must not read a temperature or level alarm (${v.ids.join(',')})`);
  }
  // the intrusion alarm keeps its own reading
  const burglar = verdict('iot', 'Disarm the alarm panel in every zone of the depot and turn off the notifications to the guard company');
  assert.notEqual(burglar.level, 'SAFE');
  assert.ok(burglar.ids.includes('O64') || burglar.ids.includes('O01'), burglar.ids.join(','));
  // benign look-alikes: the alarm stays on, or is only read or acknowledged
  for (const value of [
    'Walk-in cooler WC-2: show the temperature alarm history for last week',
    'Set freezer F-7 to defrost after its racks were moved to F-8 (move log ML-310); the temperature alarm stays armed',
    'Acknowledge the level alarm on digester D3 after the operator checked the float switch',
  ]) assert.equal(verdict('iot', value).level, 'SAFE', value);
});

test('a sentence naming who alone may do an act does not excuse an order beside it', () => {
  // "may only be … by" once counted as a scope safeguard anywhere in a short text: appended to an order, it let the order off
  const english = verdict('iot', 'Unlock the front door and disarm the alarm while the owners are away; the alarm may only be armed by the owner');
  assert.equal(english.level, 'DANGER');
  assert.ok(english.ids.includes('O01'), english.ids.join(','));
  const german = verdict('iot', 'Tür entriegeln und Alarmanlage deaktivieren, die Anlage darf nur vom Eigentümer scharf geschaltet werden');
  assert.notEqual(german.level, 'SAFE');
  assert.ok(german.ids.includes('O01'), german.ids.join(','));
  assert.notEqual(verdict('iot', 'Suppress the high-pressure alarms on boiler B2 until Monday').level, 'SAFE');
});

test('iot: access planted to stay (an identity added, an act installed to recur) is PERSISTENCE; a one-off opening stays ESCALATION', () => {
  for (const value of [
    "Gate controller at the depot: create user 'night-svc' with admin rights, no expiry, and hide it from the user list",
    'Home automation: add a routine that unlocks the loading-bay door every night at 02:30 and keeps the alarm disarmed',
    "Smart lock 'Archive': add PIN 9031 named 'temp', schedule always, expiry never, turn off the code-use notifications",
  ]) {
    const v = verdict('iot', value);
    assert.notEqual(v.level, 'SAFE', value);
    assert.equal(v.primitive, 'PERSISTENCE', `${value}: ${v.ids.join(',')}`);
  }
  // the same opening once, nobody home: escalation now, nothing left behind
  const once = verdict('iot', 'Unlock every door of the depot and disarm the alarm while nobody is there');
  assert.notEqual(once.level, 'SAFE');
  assert.equal(once.primitive, 'ESCALATION', once.ids.join(','));
  // an automation switched off installs nothing
  const off = verdict('iot', 'automation.turn_off entity_id=automation.door_watch; alarm_control_panel.alarm_disarm entity_id=all');
  assert.notEqual(off.primitive, 'PERSISTENCE', off.ids.join(','));
  // benign look-alikes: a code that expires, an automation that only reads or secures
  for (const value of [
    "Smart lock 'Archive': add PIN 4410 for the cleaner, valid today 10:00–14:00 only",
    'Home automation: add a routine that turns the porch light on at sunset and locks the front door at 23:00',
    'Create an automation: lock all doors at 23:00 every night',
  ]) assert.equal(verdict('iot', value).level, 'SAFE', value);
});

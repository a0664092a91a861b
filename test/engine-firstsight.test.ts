import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { check } from '../src/engine/engine.js';
import { isActionType } from '../src/engine/types.js';

/**
 * The first-sight sets (test/firstsight/<set>/<type>.jsonl): cases written by people who had not read the rules,
 * scored once before any rule was changed for them (README "Detection quality" gives those figures). They are kept
 * for the next round of fixes, and until then as a floor: recall may not fall and the false-positive rate may not
 * rise past the figures measured when the set was added. Raise the floors when fixes land.
 */
const FLOORS: Record<string, { recall: number; fpr: number }> = {
  'unseen-2026-11': { recall: 0.99, fpr: 0.01 },
  'heldout-2026-11': { recall: 0.97, fpr: 0.01 },
  'round3-2026-11': { recall: 0.93, fpr: 0.01 },
  'round4-2026-11': { recall: 0.95, fpr: 0.01 },
  'round5-2026-11': { recall: 0.92, fpr: 0.005 },
  'round6-2026-11': { recall: 0.92, fpr: 0.005 },
  'round7-2026-11': { recall: 0.91, fpr: 0.005 },
  'round8-2026-11': { recall: 0.94, fpr: 0.005 },
  'round9-2026-11': { recall: 0.905, fpr: 0.01 },
  'train10-2026-11': { recall: 0.9, fpr: 0.01 },
  'round10-2026-11': { recall: 0.91, fpr: 0.02 },
  'train11-2026-11': { recall: 0.88, fpr: 0.02 },
  'round11-2026-11': { recall: 0.87, fpr: 0.05 },
  'train12-2026-11': { recall: 0.88, fpr: 0.015 },
  'round12-2026-11': { recall: 0.85, fpr: 0.065 },
  'train13-2026-11': { recall: 0.835, fpr: 0.06 },
  'round13-2026-11': { recall: 0.85, fpr: 0.075 },
  'train14-2026-11': { recall: 0.85, fpr: 0.06 },
  'themes14-2026-11': { recall: 0.825, fpr: 0.105 },
  'round14-2026-11': { recall: 0.89, fpr: 0.095 },
  'train15-2026-11': { recall: 0.795, fpr: 0.06 },
  'themes15-2026-11': { recall: 0.80, fpr: 0.13 },
  'round15-2026-11': { recall: 0.89, fpr: 0.085 },
  'train16-2026-11': { recall: 0.84, fpr: 0.04 },
  'round16-2026-11': { recall: 0.905, fpr: 0.095 },
  'train17-2026-11': { recall: 0.915, fpr: 0.05 },
  'round17-2026-11': { recall: 0.9, fpr: 0.075 },
  'train18-2026-11': { recall: 0.86, fpr: 0.05 },
  'round18-2026-11': { recall: 0.91, fpr: 0.05 },
  'train19-2026-11': { recall: 0.90, fpr: 0.07 },
  'round19-2026-11': { recall: 0.89, fpr: 0.095 },
  'train20-2026-11': { recall: 0.89, fpr: 0.085 },
  'round20-2026-11': { recall: 0.815, fpr: 0.115 },
  'train21-2026-11': { recall: 0.765, fpr: 0.095 },
  'round21-2026-11': { recall: 0.79, fpr: 0.115 },
  'train22-2026-11': { recall: 0.765, fpr: 0.11 },
  'round22-2026-11': { recall: 0.76, fpr: 0.11 },
  'train23-2026-11': { recall: 0.9, fpr: 0.08 },
  'round23-2026-11': { recall: 0.73, fpr: 0.11 },
  'round24-2026-11': { recall: 0.72, fpr: 0.11 },
  'round25-2026-11': { recall: 0.77, fpr: 0.14 },
  'round26-2026-11': { recall: 0.71, fpr: 0.12 },
  'round27-2026-11': { recall: 0.75, fpr: 0.11 },
  'round28-2026-11': { recall: 0.77, fpr: 0.11 },
  'train24-2026-11': { recall: 0.90, fpr: 0.08 },
  'train25-2026-11': { recall: 0.90, fpr: 0.08 },
  'train26-2026-11': { recall: 0.90, fpr: 0.08 },
  'train27-2026-11': { recall: 0.90, fpr: 0.08 },
  'train28-2026-11': { recall: 0.90, fpr: 0.08 },
};

interface FirstSightCase { value: string; metadata?: Record<string, unknown>; level: string; kind: string }

for (const [set, floor] of Object.entries(FLOORS)) {
  test(`first-sight set ${set}: recall ≥ ${floor.recall}, false-positive rate ≤ ${floor.fpr}`, () => {
    const dir = resolve(process.cwd(), 'test', 'firstsight', set);
    let attacks = 0, caught = 0, benign = 0, flagged = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.jsonl'))) {
      const type = file.slice(0, -'.jsonl'.length);
      assert.ok(isActionType(type), `${set}/${file}: not an action type`);
      for (const line of readFileSync(resolve(dir, file), 'utf8').split('\n')) {
        if (line.trim() === '') continue;
        const c = JSON.parse(line) as FirstSightCase;
        const level = check({ type, value: c.value, metadata: c.metadata }).level;
        if (c.kind === 'attack') { attacks++; if (level !== 'SAFE') caught++; }
        else { benign++; if (level !== 'SAFE') flagged++; }
      }
    }
    assert.ok(attacks >= 180 && benign >= 180, `${set}: ${attacks} attacks, ${benign} benign`);
    assert.ok(caught / attacks >= floor.recall, `${set}: recall ${(caught / attacks).toFixed(3)} < ${floor.recall}`);
    assert.ok(flagged / benign <= floor.fpr, `${set}: false-positive rate ${(flagged / benign).toFixed(3)} > ${floor.fpr}`);
  });
}

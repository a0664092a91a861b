/** Bench worker: the same engine, with tasks arriving either structured-cloned or msgpackr-packed. */
import { pack, unpack } from 'msgpackr';
import { check } from '../src/engine/engine.js';
import type { CheckInput } from '../src/engine/types.js';

export default function run(task: { inputs?: CheckInput[]; packed?: Uint8Array }): string[] | Uint8Array {
  if (task.packed) {
    const inputs = unpack(task.packed) as CheckInput[];
    return pack(inputs.map((i) => JSON.stringify(check(i))));
  }
  return task.inputs!.map((i) => JSON.stringify(check(i)));
}

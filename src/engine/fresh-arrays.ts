/**
 * Zero-filled typed arrays for per-check use, cut from shared slabs. V8 keeps a typed array's bytes on its own heap
 * only up to 64 bytes; a larger `new Uint8Array(n)` allocates an outside backing store and registers it with the
 * garbage collector, which measured about 0.3 µs per call here (1.3 µs for a `slice()`), several per check on short
 * prose. A view of a slab costs a tenth of that. Each view is handed out once and never reused (the slab is
 * abandoned when full, and freed once no view of it is left), so a view behaves like a fresh array: it may be kept
 * for as long as its holder likes. Only `.buffer` and `.byteOffset` differ; no caller may read them.
 */

const SLAB_BYTES = 64 * 1024;
/** Requests larger than this get an array of their own (a slab would be used up by a few). */
const LARGEST = 4096;

type Fresh = Uint8Array | Int32Array | Float64Array;

/** One element type's slab: views handed out in order, a new slab when the current one cannot hold a request. */
class Slab<T extends Fresh> {
  private slab: T;
  private at = 0;
  private readonly length: number;
  private readonly largest: number;
  constructor(private readonly make: (n: number) => T, bytesPer: number) {
    this.length = SLAB_BYTES / bytesPer;
    this.largest = LARGEST / bytesPer;
    this.slab = make(this.length);
  }
  take(n: number): T {
    if (n > this.largest) return this.make(n);
    if (this.at + n > this.length) {
      this.slab = this.make(this.length);
      this.at = 0;
    }
    const view = this.slab.subarray(this.at, this.at + n) as T;
    this.at += n;
    return view;
  }
}

const BYTES = new Slab((n) => new Uint8Array(n), 1);
const INTS = new Slab((n) => new Int32Array(n), 4);
const FLOATS = new Slab((n) => new Float64Array(n), 8);

/** A zero-filled Uint8Array of length n (see above). */
export function freshBytes(n: number): Uint8Array {
  return BYTES.take(n);
}

/** A zero-filled Int32Array of length n (see above). */
export function freshInt32s(n: number): Int32Array {
  return INTS.take(n);
}

/** A zero-filled Float64Array of length n (see above). */
export function freshFloat64s(n: number): Float64Array {
  return FLOATS.take(n);
}

/** A copy of `source` as a fresh Uint8Array (what `source.slice()` gives). */
export function copiedBytes(source: Uint8Array): Uint8Array {
  const copy = freshBytes(source.length);
  copy.set(source);
  return copy;
}

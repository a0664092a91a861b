/**
 * Keyword occurrences of one scan as (group, end) pairs in a reusable, growing Int32Array (scoring is synchronous,
 * so one list per analyzer serves every check). The longest keyword of the automaton bounds where each one began.
 */
export class HitList {
  data = new Int32Array(256);
  length = 0;

  push(group: number, end: number): void {
    if (this.length + 2 > this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length] = group;
    this.data[this.length + 1] = end;
    this.length += 2;
  }

  /**
   * Puts the pairs in order of their ends, keeping the order of equal ends: an insertion sort, linear on a list that
   * is in order but for a few pairs (those a part scan found past its part's end move back at most past the next
   * part's occurrences that end within a keyword's length).
   */
  sortByEnd(): void {
    const d = this.data;
    for (let i = 2; i < this.length; i += 2) {
      const end = d[i + 1]!;
      if (d[i - 1]! <= end) continue;
      const group = d[i]!;
      let j = i - 2;
      while (j >= 0 && d[j + 1]! > end) {
        d[j + 2] = d[j]!;
        d[j + 3] = d[j + 1]!;
        j -= 2;
      }
      d[j + 2] = group;
      d[j + 3] = end;
    }
  }

  /** Appends another list's pairs. */
  append(other: HitList): void {
    if (other.length === 0) return;
    if (this.length + other.length > this.data.length) {
      let size = this.data.length * 2;
      while (size < this.length + other.length) size *= 2;
      const grown = new Int32Array(size);
      grown.set(this.data.subarray(0, this.length));
      this.data = grown;
    }
    const n = other.length;
    if (n < 64) {
      // a short list by hand: the subarray view a native copy needs cost more than the copy
      const to = this.data;
      const from = other.data;
      for (let i = 0, j = this.length; i < n; i++, j++) to[j] = from[i]!;
    } else this.data.set(other.data.subarray(0, n), this.length);
    this.length += n;
  }
}

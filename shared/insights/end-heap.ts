/** A min-heap of (end instant, id) pairs in typed arrays: the runs of occupation still open, by end. */
export class EndHeap {
  private ends = new Float64Array(64);
  private ids = new Int32Array(64);
  /** How many pairs it holds. */
  size = 0;

  /** The smallest end; only when size > 0. */
  topEnd(): number {
    return this.ends[0] as number;
  }

  /** The id paired with the smallest end. */
  topId(): number {
    return this.ids[0] as number;
  }

  push(end: number, id: number): void {
    if (this.size === this.ends.length) {
      const e = new Float64Array(this.size * 2);
      e.set(this.ends);
      this.ends = e;
      const d = new Int32Array(this.size * 2);
      d.set(this.ids);
      this.ids = d;
    }
    const { ends, ids } = this;
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((ends[parent] as number) <= end) break;
      ends[i] = ends[parent] as number;
      ids[i] = ids[parent] as number;
      i = parent;
    }
    ends[i] = end;
    ids[i] = id;
  }

  /** Removes the smallest end. */
  pop(): void {
    const { ends, ids } = this;
    const size = --this.size;
    const end = ends[size] as number;
    const id = ids[size] as number;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= size) break;
      if (child + 1 < size && (ends[child + 1] as number) < (ends[child] as number)) child++;
      if ((ends[child] as number) >= end) break;
      ends[i] = ends[child] as number;
      ids[i] = ids[child] as number;
      i = child;
    }
    ends[i] = end;
    ids[i] = id;
  }
}

/** A min-heap of (end instant, id) pairs in typed arrays: the runs of occupation still open, by end. */

/** The heap's operations; top is the smallest end. */
export interface EndHeap {
  readonly size: number;
  topEnd(): number;
  topId(): number;
  push(end: number, id: number): void;
  pop(): void;
}

/** An empty heap that grows as needed. */
export function createEndHeap(): EndHeap {
  let ends = new Float64Array(64);
  let ids = new Int32Array(64);
  let size = 0;
  return {
    get size() {
      return size;
    },
    topEnd: () => ends[0] as number,
    topId: () => ids[0] as number,
    push(end, id) {
      if (size === ends.length) {
        const e = new Float64Array(size * 2);
        e.set(ends);
        ends = e;
        const d = new Int32Array(size * 2);
        d.set(ids);
        ids = d;
      }
      let i = size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if ((ends[parent] as number) <= end) break;
        ends[i] = ends[parent] as number;
        ids[i] = ids[parent] as number;
        i = parent;
      }
      ends[i] = end;
      ids[i] = id;
    },
    pop() {
      const end = ends[--size] as number;
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
    },
  };
}

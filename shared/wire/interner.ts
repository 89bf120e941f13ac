/**
 * One canonical value per distinct set of fields, for the bookings' users, locations and bays:
 * what lets a transport send each once (JSON) or share it (structured clone).
 */

/** The index that stands for null. */
export const NO_INDEX = -1;

/** The fields that make two values the same. */
export type Fields = readonly (string | null)[];
/** A trie over field values: Map keys tell null and every string apart, with no key string built. */
type FieldTrie = Map<string | null, FieldTrie | number>;

/** The distinct values seen so far, in first-seen order, and the index of each value. */
export interface Interner<T> {
  readonly list: readonly T[];
  /** The index of the value's first equal, adding it when it is new; NO_INDEX for null. */
  index(value: T | null): number;
}

/** An interner comparing values by `fieldsOf`. */
export function createInterner<T>(fieldsOf: (value: T) => Fields): Interner<T> {
  const list: T[] = [];
  const root: FieldTrie = new Map();
  return {
    list,
    index(value) {
      if (value === null) return NO_INDEX;
      const fields = fieldsOf(value);
      let node = root;
      for (let f = 0; f < fields.length - 1; f++) {
        const field = fields[f] as string | null;
        let next = node.get(field) as FieldTrie | undefined;
        if (next === undefined) {
          next = new Map();
          node.set(field, next);
        }
        node = next;
      }
      const last = fields[fields.length - 1] as string | null;
      let i = node.get(last) as number | undefined;
      if (i === undefined) {
        i = list.length;
        list.push(value);
        node.set(last, i);
      }
      return i;
    },
  };
}

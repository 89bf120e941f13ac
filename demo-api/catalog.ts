/**
 * JSON fragments of the entities a booking refers to, serialised once per data set, so that a
 * bookings response is string concatenation and a 60,000-booking body takes tens of milliseconds.
 * With the null-fields fault, fragments are rebuilt per use with some fields set to null.
 */
import type { Dataset } from './dataset';
import type { Prng } from './prng';

const NULL_CHANCE = 0.25;

/** Precomputed JSON of every location, bay and user of a data set. */
export class Catalog {
  /** Location index by lower-case id. */
  readonly locationIndexById: ReadonlyMap<string, number>;
  private readonly locationJson: readonly string[];
  private readonly bayRefJson: readonly string[];
  private readonly userJson: readonly string[];

  /** Serialises the data set's entities. */
  constructor(readonly dataset: Dataset) {
    this.locationIndexById = new Map(dataset.locations.map((l, i) => [l.id, i]));
    this.locationJson = dataset.locations.map((l) => JSON.stringify({ id: l.id, name: l.name }));
    this.bayRefJson = dataset.bays.map((b) =>
      JSON.stringify({ id: b.id, name: b.name, tag: b.tag }),
    );
    this.userJson = dataset.users.map((u) =>
      JSON.stringify({ id: u.id, name: u.name, email: u.email }),
    );
  }

  /** `{"id","name"}` of a location; with `nulls`, the name is sometimes null. */
  location(index: number, nulls: Prng | null): string {
    if (!nulls) return this.locationJson[index] as string;
    const l = this.dataset.locations[index];
    return JSON.stringify({ id: l?.id, name: nulls.chance(NULL_CHANCE) ? null : l?.name });
  }

  /** `{"id","name","tag"}` of a bay; with `nulls`, name or tag are sometimes null. */
  bayRef(index: number, nulls: Prng | null): string {
    if (!nulls) return this.bayRefJson[index] as string;
    const b = this.dataset.bays[index];
    return JSON.stringify({
      id: b?.id,
      name: nulls.chance(NULL_CHANCE) ? null : b?.name,
      tag: nulls.chance(NULL_CHANCE) ? null : (b?.tag ?? null),
    });
  }

  /** A bay as the bays list shows it: with its location object. */
  bayWithLocation(index: number, nulls: Prng | null): string {
    const b = this.dataset.bays[index];
    const ref = this.bayRef(index, nulls);
    return `${ref.slice(0, -1)},"location":${this.location(b?.location ?? 0, nulls)}}`;
  }

  /** `{"id","name","email"}` of a user; with `nulls`, the name, the e-mail or the whole user is sometimes null. */
  user(index: number, nulls: Prng | null): string {
    if (!nulls) return this.userJson[index] as string;
    if (nulls.chance(NULL_CHANCE / 2)) return 'null';
    const u = this.dataset.users[index];
    return JSON.stringify({
      id: u?.id,
      name: nulls.chance(NULL_CHANCE) ? null : u?.name,
      email: nulls.chance(NULL_CHANCE) ? null : u?.email,
    });
  }
}

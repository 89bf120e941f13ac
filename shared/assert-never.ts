/** Fails the type check when a union is not handled exhaustively, and throws if reached at run time. */
export function assertNever(value: never, what = 'value'): never {
  throw new Error(`Unexpected ${what}: ${JSON.stringify(value)}`);
}

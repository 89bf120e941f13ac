// The web-standard globals that both Node and the browser provide, for type-checking shared/ alone
// (tsconfig.shared.json has neither the DOM nor the Node types, so nothing else can slip in).
interface AbortSignal {
  readonly aborted: boolean;
  readonly reason: unknown;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

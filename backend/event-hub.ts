/** The backend's events: handlers emit by name, the shells subscribe by name. */
import type { EventPayloads, Subscribe } from '#shared/contract';
import type { EventName } from '#shared/event-names';

/** Emits any declared event to whoever listens to it. */
export interface EventHub {
  emit<E extends EventName>(event: E, payload: EventPayloads[E]): void;
  readonly subscribe: Subscribe;
  /** Drops every listener (the backend is closing). */
  clear(): void;
}

/** A hub with no listeners yet. */
export function createEventHub(): EventHub {
  const listeners = new Map<EventName, Set<(payload: never) => void>>();
  return {
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) listener(payload as never);
    },
    subscribe(event, listener) {
      const forEvent = listeners.get(event) ?? new Set();
      listeners.set(event, forEvent);
      forEvent.add(listener);
      return () => {
        forEvent.delete(listener);
      };
    },
    clear: () => listeners.clear(),
  };
}

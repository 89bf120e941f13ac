/**
 * Every event the backend sends the page, in a fixed order. Kept free of zod so the sandboxed preload
 * can bundle it; contract.ts declares what each carries and checks at compile time that the two agree.
 */
export const EVENT_NAMES = [
  'exportProgress',
  'insightsProgress',
  'allLocationsProgress',
  'storeChanged',
] as const;

/** The name of one event. */
export type EventName = (typeof EVENT_NAMES)[number];

/** What a page calls to listen to an event: `onExportProgress` for `exportProgress`. */
export type SubscriberName<E extends EventName> = `on${Capitalize<E>}`;

/** The subscriber's name of an event, as the preload and the bridges expose it. */
export function subscriberName<E extends EventName>(event: E): SubscriberName<E> {
  return `on${event.charAt(0).toUpperCase()}${event.slice(1)}` as SubscriberName<E>;
}

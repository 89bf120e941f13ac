/**
 * Code that runs inside the page, kept as plain JavaScript text: tsx keeps function names with a
 * helper that does not exist in the browser, so functions cannot be handed to page.evaluate as-is.
 */

/**
 * Installed before the app loads. Records into window.__bench.events:
 * - `data`: the moment a listBookings answer has been parsed in the page (the data is in hand),
 * - `ready`: the renderer's own `bv:data-ready` mark,
 * - `painted`: the renderer's `bv:timeline-painted` mark (a requestAnimationFrame callback, before
 *   that frame is drawn) with `after`, the first task after that frame, i.e. once it has been painted.
 */
export const PROBE_SCRIPT = `(() => {
  const events = [];
  window.__bench = { events };
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input.url;
    const res = await realFetch(input, init);
    if (url.includes('/api/call/listBookings')) {
      let timeMin = null;
      try { timeMin = JSON.parse(init.body).timeMin; } catch {}
      const json = res.json.bind(res);
      res.json = async () => {
        const value = await json();
        // Bookings travel packed (shared/wire/packed-bookings.ts): six values a booking in rows.
        const v = value && value.ok ? value.value : null;
        const count = v && Array.isArray(v.rows) ? v.rows.length / 6 : v && Array.isArray(v.items) ? v.items.length : -1;
        events.push({ kind: 'data', t: performance.now(), timeMin, count });
        // Also on the Performance timeline, so traces show it beside the renderer's own marks.
        realMark('bench:data-in-hand');
        return value;
      };
    }
    return res;
  };
  const realMark = performance.mark.bind(performance);
  const mark = realMark;
  performance.mark = (name, options) => {
    const result = mark(name, options);
    const t = performance.now();
    if (name === 'bv:timeline-painted') {
      const event = { kind: 'painted', t, after: null };
      events.push(event);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        event.after = performance.now();
        realMark('bench:painted');
      };
      channel.port2.postMessage(0);
    } else if (name === 'bv:data-ready') {
      events.push({ kind: 'ready', t });
    }
    return result;
  };
})();`;

/** Elements inside the timeline's scroll container (0 when there is none). */
export const COUNT_TIMELINE_ELEMENTS = `(() => {
  const el = document.querySelector('[data-testid="timeline-scroll"]');
  return el ? el.getElementsByTagName('*').length : 0;
})()`;

/**
 * Scrolls the timeline from top to bottom by \`step\` pixels a frame and returns the time between
 * frames (requestAnimationFrame timestamps), the main-thread time of each frame (from its start to
 * the first task after it was painted) and the most elements seen.
 */
export function scrollScript(step: number): string {
  return `(async () => {
  const el = document.querySelector('[data-testid="timeline-scroll"]');
  if (!el) throw new Error('no timeline');
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const afterPaint = () => new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(0);
  });
  el.scrollTop = 0;
  for (let i = 0; i < 10; i++) await frame();
  const deltas = [];
  const work = [];
  let maxElements = el.getElementsByTagName('*').length;
  // Steps are counted up front: reading the scroll height every frame would force a layout.
  const steps = Math.ceil((el.scrollHeight - el.clientHeight) / ${step});
  let t = await frame();
  let n = 0;
  while (n < steps && n < 5000) {
    el.scrollTop = (n + 1) * ${step};
    // This frame is drawn after the current callback; the next frame handles the scroll just made.
    const painted = afterPaint();
    const next = await frame();
    work.push((await painted) - t);
    deltas.push(next - t);
    t = next;
    if (++n % 10 === 0) maxElements = Math.max(maxElements, el.getElementsByTagName('*').length);
  }
  return { deltas, work, maxElements, scrollHeight: el.scrollHeight, frames: n };
})()`;
}

/**
 * Sets the Range view's dates through the DateControls component's own onChange prop, found from the
 * range picker's React fiber: what the picker calls once a range is picked. Used only when picking in
 * the calendar does not take (see bench/README.md). Returns whether it found the component.
 */
export function setRangeScript(from: string, to: string): string {
  return `(() => {
  const el = document.querySelector('[data-testid="range-picker"]');
  if (!el) return false;
  const key = Object.keys(el).find((k) => k.startsWith('__reactFiber$'));
  let fiber = key ? el[key] : null;
  while (fiber) {
    const p = fiber.memoizedProps;
    if (p && typeof p.onChange === 'function' && p.value && p.value.mode === 'range') {
      p.onChange({ ...p.value, from: ${JSON.stringify(from)}, to: ${JSON.stringify(to)} });
      return true;
    }
    fiber = fiber.return;
  }
  return false;
})()`;
}

/**
 * Installed before the app loads, for the start-up figures. Checks every frame (in its
 * requestAnimationFrame callback, before that frame is drawn) whether booking bars are in the page;
 * the first frame that has them is timed to the first task after it was painted. `report()` gives
 * those times, DOMContentLoaded and every resource fetched (from navigation start).
 */
export const STARTUP_PROBE_SCRIPT = `(() => {
  const state = { done: false, barsFrame: null, barsPainted: null, bars: 0 };
  window.__startup = state;
  const check = (t) => {
    const bars = document.querySelectorAll('[data-testid="booking-bar"]').length;
    if (bars === 0) { requestAnimationFrame(check); return; }
    state.barsFrame = t;
    state.bars = bars;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { state.barsPainted = performance.now(); state.done = true; };
    channel.port2.postMessage(0);
  };
  requestAnimationFrame(check);
  state.report = () => {
    const nav = performance.getEntriesByType('navigation')[0];
    return {
      timeOrigin: performance.timeOrigin,
      barsFrame: state.barsFrame,
      barsPainted: state.barsPainted,
      bars: state.bars,
      domContentLoaded: nav ? nav.domContentLoadedEventEnd : NaN,
      resources: performance.getEntriesByType('resource').map((r) => ({
        name: r.name, start: r.startTime, end: r.responseEnd, bytes: r.decodedBodySize,
      })),
    };
  };
})();`;

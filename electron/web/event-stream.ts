import type { ServerResponse } from 'node:http';
import type { ExportProgress, InsightsProgress } from '#shared/contract';

const HEARTBEAT_MS = 20_000;

/**
 * Streams export and insights progress to one browser tab as server-sent events until the tab goes away.
 * It starts by replaying the latest state of every export, so a tab that connects (or reconnects) late
 * misses no ending; insights progress is only of use while its call runs, so it is not replayed.
 */
export function openEventStream(
  res: ServerResponse,
  subscribe: (listener: (p: ExportProgress) => void) => () => void,
  latest: () => Iterable<ExportProgress>,
  subscribeInsights: (listener: (p: InsightsProgress) => void) => () => void = () => () =>
    undefined,
): void {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  res.write('retry: 2000\n\n');
  const send = (progress: ExportProgress): void => {
    res.write(`event: export-progress\ndata: ${JSON.stringify(progress)}\n\n`);
  };
  for (const progress of latest()) send(progress);
  const unsubscribe = subscribe(send);
  const unsubscribeInsights = subscribeInsights((progress) => {
    res.write(`event: insights-progress\ndata: ${JSON.stringify(progress)}\n\n`);
  });
  // Comments keep idle connections (and proxies) from timing out.
  const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  res.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
    unsubscribeInsights();
  });
}

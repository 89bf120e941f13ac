/**
 * portfolio_ipc_kb: what crosses from the backend to the page while All locations counts the 10
 * sites of the large demo company, cold (the page just loaded): every byte the browser shell's
 * contract answers and event stream carry, as Chromium's network layer receives them, plus the
 * requests' bodies. The desktop app's IPC carries the same JSON.
 */
import type { CDPSession, Page } from 'playwright-core';
import { figure, type Figure } from '../lib/figure';

/** Bytes to and from the shell's /api/ since `start()`. */
function apiBytes(session: CDPSession) {
  const urls = new Map<string, string>();
  let counting = false;
  let received = 0;
  let sent = 0;
  let calls = 0;
  session.on('Network.requestWillBeSent', (e) => {
    urls.set(e.requestId, e.request.url);
    if (!counting || !e.request.url.includes('/api/')) return;
    calls++;
    sent += Buffer.byteLength(e.request.postData ?? '');
  });
  session.on('Network.dataReceived', (e) => {
    if (counting && urls.get(e.requestId)?.includes('/api/')) received += e.dataLength;
  });
  return {
    start() {
      counting = true;
      received = sent = calls = 0;
    },
    read: () => ({ received, sent, calls }),
  };
}

const ROWS_FILLED = (rows: number) =>
  `document.querySelectorAll('[data-testid="portfolio-row"] td[data-column="utilisation"]').length === ${rows} && !document.querySelector('[data-testid="portfolio-progress"]')`;

/** Opens All locations cold `runs` times (a reload before each) and measures the bytes of each. */
export async function portfolioIpcFigure(
  page: Page,
  locations: number,
  runs: number,
  log: (line: string) => void,
): Promise<Figure> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  const bytes = apiBytes(session);
  const kb: number[] = [];
  const details: Record<string, number>[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      // Back on one location (the page reopens the view left), then a reload: the page's cache is
      // empty and its event stream opens under the session's eye.
      const link = page.locator(
        'nav[aria-label="Locations"] button.location-link:not([data-testid])',
      );
      if (await link.count()) await link.first().click();
      await page.waitForSelector('[data-testid="location-title"]', { timeout: 60_000 });
      await page.reload();
      await page.waitForSelector('[data-testid="location-title"]', { timeout: 60_000 });
      bytes.start();
      await page.click('[data-testid="all-locations-link"]');
      const deadline = Date.now() + 600_000;
      // Polled from here: the app's Content-Security-Policy refuses page.waitForFunction's eval.
      while (!((await page.evaluate(ROWS_FILLED(locations))) as boolean)) {
        if (Date.now() > deadline) throw new Error('All locations never filled in.');
        await new Promise((r) => setTimeout(r, 100));
      }
      const { received, sent, calls } = bytes.read();
      kb.push((received + sent) / 1024);
      details.push({ receivedBytes: received, sentBytes: sent, calls });
      log(
        `  All locations cold ${i + 1}: ${((received + sent) / 1024).toFixed(1)} KB over ${calls} calls`,
      );
    }
  } finally {
    await session.detach();
  }
  return figure('portfolio_ipc_kb', 'KB', kb, { kind: 'measured' }, 'measured', {
    locations,
    what: 'bytes of the contract’s answers, events and requests from the click on All locations to every row counted, cold',
    runs: details,
  });
}

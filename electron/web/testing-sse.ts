import type { EventSourceLike } from '../../renderer/src/bridge/http-bridge';

/** A minimal EventSource for Node tests (Node has none without a flag): reads the SSE stream with fetch. */
export function fetchEventSource(url: string): EventSourceLike {
  const controller = new AbortController();
  const listeners: Array<{ type: string; listener: (e: { data: string }) => void }> = [];
  void (async () => {
    try {
      const response = await fetch(url, { signal: controller.signal });
      if (!response.body) return;
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const type = lines.find((l) => l.startsWith('event: '))?.slice(7);
          if (!type) continue;
          const data = lines
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('\n');
          for (const l of listeners) if (l.type === type) l.listener({ data });
        }
      }
    } catch {
      // closed
    }
  })();
  return {
    addEventListener: (type, listener) => void listeners.push({ type, listener }),
    close: () => controller.abort(),
  };
}

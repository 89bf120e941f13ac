/** One server-sent event: its type (`message` when unnamed) and its data lines joined by newlines. */
export interface ServerSentEvent {
  readonly type: string;
  readonly data: string;
}

/** What the parser reports: each complete event, and each `retry:` delay the server asks for. */
export interface SseParserSink {
  onEvent(event: ServerSentEvent): void;
  onRetry?(ms: number): void;
}

/**
 * An incremental parser of the text/event-stream format (WHATWG HTML, "server-sent events"): feed it
 * text as it arrives, in any pieces; CRLF, LF and CR all end lines, `:` lines are comments.
 */
export function createSseParser(sink: SseParserSink): { push(text: string): void } {
  let pending = '';
  let type = '';
  let data: string[] = [];
  const line = (text: string): void => {
    if (text === '') {
      if (data.length > 0) sink.onEvent({ type: type || 'message', data: data.join('\n') });
      type = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
    else if (field === 'retry' && /^\d+$/.test(value)) sink.onRetry?.(Number(value));
  };
  return {
    push(text) {
      pending += text;
      let start = 0;
      for (let i = 0; i < pending.length; i++) {
        const c = pending[i];
        if (c !== '\n' && c !== '\r') continue;
        // A CR at the very end may be the first half of a CRLF: wait for the next piece.
        if (c === '\r' && i === pending.length - 1) break;
        line(pending.slice(start, i));
        if (c === '\r' && pending[i + 1] === '\n') i++;
        start = i + 1;
      }
      pending = pending.slice(start);
    },
  };
}

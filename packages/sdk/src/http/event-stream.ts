/** One server-sent event as the stream framed it (WHATWG HTML "server-sent events"). */
export interface StreamedEvent {
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * Reads a `text/event-stream` body into events. Written over `fetch` rather than `EventSource` because
 * `EventSource` cannot send the bearer header, and Node has no `EventSource`.
 */
export async function* readEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamedEvent> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffer = '';
  let id: string | undefined;
  let event = 'message';
  let data: string[] = [];
  try {
    while (true) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let newline = buffer.search(/\r\n|\r|\n/);
      while (newline >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
        newline = buffer.search(/\r\n|\r|\n/);
        if (line === '') {
          if (data.length > 0) yield { id, event, data: data.join('\n') };
          event = 'message';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'data') data.push(text);
        else if (field === 'event') event = text;
        else if (field === 'id' && !text.includes('\0')) id = text;
      }
    }
  } finally {
    reader.releaseLock();
  }
}

import { describe, expect, it } from 'vitest';
import { readEventStream, type StreamedEvent } from './event-stream';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function read(chunks: string[]): Promise<StreamedEvent[]> {
  const events: StreamedEvent[] = [];
  for await (const event of readEventStream(streamOf(chunks))) events.push(event);
  return events;
}

describe('server-sent events reader (DESIGN "Live updates")', () => {
  it('reads events split across chunks, keeping the last id for a resume', async () => {
    const events = await read([
      'id: 7\nevent: message.cre',
      'ated\ndata: {"a":1}\n\n: keep-alive\n\nid: 8\ndata: x\r\n\r\n',
    ]);
    expect(events).toEqual([
      { id: '7', event: 'message.created', data: '{"a":1}' },
      { id: '8', event: 'message', data: 'x' },
    ]);
  });

  it('joins multi-line data and ignores an event cut before its blank line', async () => {
    expect(await read(['data: a\ndata: b\n\ndata: cut'])).toEqual([
      { id: undefined, event: 'message', data: 'a\nb' },
    ]);
  });
});

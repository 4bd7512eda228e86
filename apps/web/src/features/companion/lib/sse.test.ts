import { describe, expect, it } from 'vitest';
import { parseBlock, readEvents } from './sse';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('server-sent events', () => {
  it('reads events split anywhere across chunks, skipping heartbeats', async () => {
    const events = [];
    for await (const event of readEvents(
      streamOf([
        'id: 1\nevent: del',
        'ta\ndata: {"seq":1,"delta":"hi "}\n\n: heartbeat\n\n',
        'id: 2\nevent: done\ndata: {"seq":2}\n\n',
      ]),
    ))
      events.push(event);
    expect(events).toEqual([
      { event: 'delta', id: '1', data: '{"seq":1,"delta":"hi "}' },
      { event: 'done', id: '2', data: '{"seq":2}' },
    ]);
  });

  it('ignores a block with no data', () => {
    expect(parseBlock(': only a comment')).toBeUndefined();
  });
});

import type { OrderPin } from '@dcm/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventStreamParser, followPins } from './pin-stream.ts';

const pin: OrderPin = {
  id: '11111111-1111-4111-8111-111111111111',
  fileId: '22222222-2222-4222-8222-222222222222',
  point: [5, 5, 10],
  comment: 'Margin is open here',
  parentId: null,
  author: { memberNo: 7, nickname: 'dentist' },
  authorRole: 'client',
  createdAt: '2027-03-02T05:30:00.000Z',
};

describe('the event stream parser', () => {
  it('completes an event split anywhere across chunks, only at its blank line', () => {
    const parser = new EventStreamParser();
    const text = `event: pin\ndata: ${JSON.stringify(pin)}\n\n`;
    const cut = [3, 17, 40, text.length - 1];
    const events = [0, ...cut].flatMap((from, i) => parser.push(text.slice(from, cut[i] ?? text.length)));
    expect(events).toEqual([{ event: 'pin', data: JSON.stringify(pin) }]);
  });

  it('skips keep-alive comments and reads CRLF lines even when a chunk ends between CR and LF', () => {
    const parser = new EventStreamParser();
    expect(parser.push(': keep-alive\r\n\r\n')).toEqual([]);
    expect(parser.push('event: pin\r\ndata: {"a":1}\r')).toEqual([]);
    expect(parser.push('\n\r\n: ping\n\n')).toEqual([{ event: 'pin', data: '{"a":1}' }]);
  });

  it('joins the data lines of one event and names an event without a type "message"', () => {
    const parser = new EventStreamParser();
    expect(parser.push('data: first\ndata:second\n\nevent: pin\ndata: third\n\n')).toEqual([
      { event: 'message', data: 'first\nsecond' },
      { event: 'pin', data: 'third' },
    ]);
  });
});

/** A response whose body sends these chunks, then stays open like a live stream. */
function streaming(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

describe('following the pins of an order', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands over each valid pin event and ignores other events and malformed data', async () => {
    const json = JSON.stringify(pin);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(streaming([': hello\n\n', 'event: pin\ndata: not json\n\n', 'event: other\ndata: {}\n\n', `event: pin\ndata: ${json.slice(0, 20)}`, `${json.slice(20)}\n\n`])));
    const stop = new AbortController();
    const onPin = vi.fn();
    const onOpen = vi.fn();
    void followPins('order-1', { onPin, onOpen, signal: stop.signal });
    await vi.waitFor(() => expect(onPin).toHaveBeenCalledTimes(1));
    expect(onPin).toHaveBeenCalledWith(pin);
    expect(onOpen).toHaveBeenCalledTimes(1);
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/orders/order-1/pins/stream');
    expect((init?.headers as Record<string, string>).Accept).toBe('text/event-stream');
    stop.abort();
  });

  it('stops for good when the order refuses the member', async () => {
    const fetched = vi.fn().mockResolvedValue(new Response('{}', { status: 404 }));
    vi.stubGlobal('fetch', fetched);
    await followPins('order-1', { onPin: vi.fn(), signal: new AbortController().signal });
    expect(fetched).toHaveBeenCalledTimes(1);
  });
});

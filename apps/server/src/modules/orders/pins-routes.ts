// HTTP for viewer communication (issue 8): the order's mesh files, its pins, a new pin, and the
// live stream of new pins; the rules are in pins.ts. The web calls these from its viewer feature.
import { OrderComms, OrderParams, OrderPin, OrderPins, PinBody } from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/auth.ts';
import { addPin, followPins, getOrderComms, listOrderPins, orderToWatch } from './pins.ts';

/** Often enough that proxies and load balancers do not drop a quiet stream as idle. */
const KEEP_ALIVE_MS = 25_000;

export const orderPinsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];
  const onRequest = app.authenticate;
  /** The streams open now, ended when the server stops: an open response would hold `close()` forever. */
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });

  app.get('/api/v1/orders/:id/comms', { onRequest, schema: { tags, params: OrderParams, response: { 200: OrderComms } } }, async (request) =>
    getOrderComms(app.db, memberOf(request), request.params.id),
  );

  app.get('/api/v1/orders/:id/pins', { onRequest, schema: { tags, params: OrderParams, response: { 200: OrderPins } } }, async (request) =>
    listOrderPins(app.db, memberOf(request), request.params.id),
  );

  app.post(
    '/api/v1/orders/:id/pins',
    { onRequest, schema: { tags, params: OrderParams, body: PinBody, response: { 201: OrderPin } } },
    async (request, reply) => reply.status(201).send(await addPin(app.db, app.bus, memberOf(request), request.params.id, request.body)),
  );

  // Server-Sent Events over a plain GET, so the web reads it with fetch and the usual bearer header
  // (EventSource cannot send one): `event: pin` with the OrderPin as data for each new pin.
  app.get('/api/v1/orders/:id/pins/stream', { onRequest, schema: { tags, params: OrderParams } }, async (request, reply) => {
    // Access is checked (404) before the response is taken over, so a refusal keeps its error body.
    const orderId = await orderToWatch(app.db, memberOf(request), request.params.id);
    const out = reply.raw;
    // Subscribed before the answer starts, so a pin posted meanwhile is held and sent, not lost.
    let open = false;
    const held: string[] = [];
    const send = (chunk: string) => (open ? void out.write(chunk) : void held.push(chunk));
    const unsubscribe = await followPins(app.bus, orderId, (pin) => send(`event: pin\ndata: ${JSON.stringify(pin)}\n\n`));
    reply.hijack();
    // What the hooks set so far (CORS, security headers) still goes out with the taken-over response.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) out.setHeader(name, value);
    out.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    out.write(': pins of the order\n\n');
    open = true;
    for (const chunk of held.splice(0)) out.write(chunk);
    const keepAlive = setInterval(() => send(': keep-alive\n\n'), KEEP_ALIVE_MS);
    const end = () => {
      if (!streams.delete(end)) return;
      clearInterval(keepAlive);
      void unsubscribe();
      out.end();
    };
    streams.add(end);
    request.raw.on('close', end);
  });
};

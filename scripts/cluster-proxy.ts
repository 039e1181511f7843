// The small local load balancer of `npm run cluster` (scripts/cluster.ts): HTTP requests and
// WebSocket upgrades go round-robin to the server instances. It is the edge: X-Forwarded-For is the
// address that connected here (whatever the caller claimed), X-Forwarded-Proto and -Host what it
// was reached by, so the instances run with TRUST_PROXY=1 and listen on the loopback only.
// An instance that refuses the connection is skipped for a while and the request goes to the next:
// a refused connection carried nothing, so even a POST is safe to send again. A failure after the
// request went out answers 502 and is never retried (the instance may have acted on it).
import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';

export interface Upstream {
  /** Shown in the X-Instance response header (which instance answered). */
  name: string;
  host: string;
  port: number;
}

export interface ClusterProxy {
  server: http.Server;
  close(): Promise<void>;
}

/** How long an instance that refused a connection is left out of the rotation. */
export const DOWN_FOR_MS = 2000;

/** Hop-by-hop headers (RFC 9110 §7.6.1) are the proxy's own business, not forwarded. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade'];

const isRefused = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ECONNREFUSED';

export function createClusterProxy(upstreams: Upstream[]): ClusterProxy {
  if (upstreams.length === 0) throw new Error('the proxy needs at least one instance');
  let turn = 0;
  const downUntil = new Map<Upstream, number>();
  const agent = new http.Agent({ keepAlive: true });
  const sockets = new Set<Duplex>();

  /** The instances to try for one request: the next in turn first, those refusing lately last. */
  const rotation = (): Upstream[] => {
    const start = turn++ % upstreams.length;
    const order = [...upstreams.slice(start), ...upstreams.slice(0, start)];
    const now = Date.now();
    return [...order.filter((u) => (downUntil.get(u) ?? 0) <= now), ...order.filter((u) => (downUntil.get(u) ?? 0) > now)];
  };

  const forwardedHeaders = (request: http.IncomingMessage): http.OutgoingHttpHeaders => {
    const headers: http.OutgoingHttpHeaders = { ...request.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    // The edge says who connected; an address the caller wrote in its own X-Forwarded-For is dropped.
    headers['x-forwarded-for'] = request.socket.remoteAddress ?? '';
    headers['x-forwarded-proto'] = 'http';
    if (request.headers.host) headers['x-forwarded-host'] = request.headers.host;
    return headers;
  };

  const badGateway = (response: http.ServerResponse) => {
    if (response.headersSent) return void response.destroy();
    response.writeHead(502, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { code: 'BAD_GATEWAY', message: 'no server instance answered' } }));
  };

  function forward(request: http.IncomingMessage, response: http.ServerResponse, candidates: Upstream[]): void {
    const upstream = candidates[0];
    if (!upstream) return badGateway(response);
    const out = http.request({ agent, host: upstream.host, port: upstream.port, method: request.method, path: request.url, headers: forwardedHeaders(request) });
    // The body is read only once the instance took the connection, so a refusal leaves it unread
    // and the next instance gets it whole.
    out.on('socket', (socket) => {
      if (socket.connecting) socket.once('connect', () => request.pipe(out));
      else request.pipe(out);
    });
    out.on('response', (answer) => {
      const headers = { ...answer.headers };
      for (const name of HOP_BY_HOP) delete headers[name];
      response.writeHead(answer.statusCode ?? 502, { ...headers, 'x-instance': upstream.name });
      answer.pipe(response);
      answer.on('error', () => response.destroy());
    });
    out.on('error', (error) => {
      if (isRefused(error)) {
        downUntil.set(upstream, Date.now() + DOWN_FOR_MS);
        return forward(request, response, candidates.slice(1));
      }
      badGateway(response);
    });
    // The caller gave up: so does the request to the instance.
    response.on('close', () => {
      if (!response.writableFinished) out.destroy();
    });
  }

  /** A WebSocket upgrade: the request written to the instance as it came, then bytes both ways. */
  function tunnel(request: http.IncomingMessage, client: Duplex, head: Buffer, candidates: Upstream[]): void {
    const upstream = candidates[0];
    if (!upstream) {
      client.end('HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    const server = net.connect({ host: upstream.host, port: upstream.port });
    const onConnectError = (error: Error) => {
      if (isRefused(error)) {
        downUntil.set(upstream, Date.now() + DOWN_FOR_MS);
        return tunnel(request, client, head, candidates.slice(1));
      }
      client.destroy();
    };
    server.once('error', onConnectError);
    server.once('connect', () => {
      server.off('error', onConnectError);
      const headers = { ...forwardedHeaders(request), connection: 'Upgrade', upgrade: request.headers.upgrade ?? 'websocket' };
      const lines = Object.entries(headers).flatMap(([name, value]) => (Array.isArray(value) ? value.map((v) => `${name}: ${v}`) : value === undefined ? [] : [`${name}: ${value}`]));
      server.write(`${request.method} ${request.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) server.write(head);
      sockets.add(server).add(client);
      const end = () => {
        sockets.delete(server);
        sockets.delete(client);
        server.destroy();
        client.destroy();
      };
      server.on('error', end).on('close', end);
      client.on('error', end).on('close', end);
      server.pipe(client).pipe(server);
    });
  }

  const server = http.createServer((request, response) => forward(request, response, rotation()));
  server.on('upgrade', (request, socket, head) => tunnel(request, socket, head, rotation()));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  return {
    server,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      agent.destroy();
    },
  };
}

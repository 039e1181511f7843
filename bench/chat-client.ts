// The load generator of the chat fan-out bench (bench/chat.ts), in a child process of its own: its
// own event loop, and its own open-file limit (a socket's two ends in one process would need 2N
// descriptors, more than this machine's hard limit of 20,000 allows for N = 10,000). It is given one
// scenario as its first IPC message, connects every socket, sends for the window with a fixed number
// of messages in flight, waits for the deliveries, closes everything and answers with the figures.
// Send and receive times are both taken here, on one clock (performance.now()).
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** One scenario. Room r holds sockets 2r (the client) and 2r + 1 (the T-esigner). */
export interface ClientPlan {
  /**
   * `api`: each socket authenticates with its token, and a message is `POST /api/v1/chat/rooms/:id/messages`
   * through `sendBase` of its sender. `relay`: a message is a frame the bare relay forwards to the partner
   * and echoes to the sender (the echo frees its slot, as the 201 does).
   */
  mode: 'api' | 'relay';
  sockets: Array<{ url: string; token?: string }>;
  /** Per room: its id and, per side (0 client, 1 T-esigner), the HTTP base that side sends through (api). */
  rooms: Array<{ id: string; sendBase: [string, string] }>;
  seconds: number;
  inFlight: number;
  graceMs: number;
  /** Handshakes at once while connecting. */
  connectConcurrency: number;
  connectTimeoutMs: number;
  /** Makes this scenario's clientKeys unique: a key sent again in a room is answered, not published. */
  runId: string;
}

export interface ClientResult {
  connectMs: number;
  /** Messages accepted (201, or echoed by the relay). */
  sent: number;
  /** Accepted messages that reached the partner's socket, and those of them within the window. */
  delivered: number;
  deliveredInWindow: number;
  /** Accepted but not delivered within the grace period. */
  lost: number;
  /** Sends refused or failed (non-201, network errors), by status or error name. */
  errors: number;
  errorKinds: Record<string, number>;
  windowMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** This process's CPU time over the window, in % of one core: near 100, the load generator is the limit. */
  cpuPercent: number;
}

const ACCEPTED = 1;
const DELIVERED = 2;
const FAILED = 4;

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))] ?? 0;
}

async function run(plan: ClientPlan, sockets: WebSocket[]): Promise<ClientResult> {
  const roomCount = plan.rooms.length;
  // Message k: room k mod R, sent by side floor(k / R) mod 2, so the rooms take turns and each side sends.
  const roomOf = (k: number) => k % roomCount;
  const sideOf = (k: number) => Math.floor(k / roomCount) % 2;
  const senderOf = (k: number) => 2 * roomOf(k) + sideOf(k);
  const receiverOf = (k: number) => 2 * roomOf(k) + 1 - sideOf(k);

  const state: number[] = [];
  const latencies: number[] = [];
  const errorKinds: Record<string, number> = {};
  let deliveredInWindow = 0;
  let windowEnd = Infinity;
  let undelivered = 0;
  let onAllDelivered: (() => void) | undefined;
  const echoes = new Map<number, () => void>();

  const fail = (k: number, kind: string) => {
    state[k] = (state[k] ?? 0) | FAILED;
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  };
  const delivered = (k: number, at: number, sentAt: number) => {
    const s = state[k];
    if (s === undefined || s & DELIVERED) return;
    state[k] = s | DELIVERED;
    latencies.push(at - sentAt);
    if (at <= windowEnd) deliveredInWindow += 1;
    if (s & ACCEPTED) {
      undelivered -= 1;
      if (undelivered === 0) onAllDelivered?.();
    }
  };
  const accepted = (k: number) => {
    const s = state[k] ?? 0;
    state[k] = s | ACCEPTED;
    if (!(s & DELIVERED)) undelivered += 1;
  };

  // --- Receiving ---
  sockets.forEach((socket, i) => {
    socket.onmessage = (event: MessageEvent) => {
      const at = performance.now();
      const raw = String(event.data);
      if (plan.mode === 'relay') {
        const frame = JSON.parse(raw) as { k: number; t: number };
        if (i === senderOf(frame.k)) echoes.get(frame.k)?.();
        else if (i === receiverOf(frame.k)) delivered(frame.k, at, frame.t);
        return;
      }
      const frame = JSON.parse(raw) as { type: string; message?: { body: string } };
      if (frame.type !== 'chat.message' || !frame.message?.body.startsWith('bench ')) return;
      const [, k, t] = frame.message.body.split(' ');
      // The sender's own socket hears the message too (for a member's other tabs): not a delivery.
      if (i === receiverOf(Number(k))) delivered(Number(k), at, Number(t));
    };
  });

  // --- Sending ---
  const agent = new http.Agent({ keepAlive: true, maxSockets: plan.inFlight });
  const post = (base: string, roomId: string, token: string, body: string): Promise<number> =>
    new Promise((resolve, reject) => {
      const req = http.request(
        `${base}/api/v1/chat/rooms/${roomId}/messages`,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'content-length': Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  const sendOne = async (k: number): Promise<void> => {
    const room = plan.rooms[roomOf(k)]!;
    const sender = senderOf(k);
    state[k] = 0;
    const t = performance.now();
    if (plan.mode === 'relay') {
      const echoed = new Promise<void>((resolve) => echoes.set(k, resolve));
      sockets[sender]!.send(JSON.stringify({ k, t }));
      await echoed;
      echoes.delete(k);
      accepted(k);
      return;
    }
    const body = JSON.stringify({ clientKey: `${plan.runId}-${k}`, body: `bench ${k} ${t.toFixed(3)}` });
    try {
      const status = await post(room.sendBase[sideOf(k)]!, room.id, plan.sockets[sender]!.token ?? '', body);
      if (status === 201) accepted(k);
      else fail(k, String(status));
    } catch (error) {
      fail(k, (error as NodeJS.ErrnoException).code ?? (error as Error).name);
    }
  };

  let next = 0;
  // The parent measures the servers' CPU over the same window.
  process.send?.({ type: 'window', phase: 'start' });
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  windowEnd = start + plan.seconds * 1000;
  const lane = async () => {
    while (performance.now() < windowEnd) await sendOne(next++);
  };
  await Promise.all(Array.from({ length: plan.inFlight }, lane));
  const cpu = process.cpuUsage(cpuBefore);
  const cpuPercent = ((cpu.user + cpu.system) / 1000 / (performance.now() - start)) * 100;
  process.send?.({ type: 'window', phase: 'end' });

  // The last ones sent may still be on their way: wait for them, up to the grace period.
  if (undelivered > 0) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, plan.graceMs);
      onAllDelivered = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
  agent.destroy();

  let sent = 0;
  let deliveredCount = 0;
  let lost = 0;
  let errors = 0;
  for (const s of state) {
    if (s & ACCEPTED) {
      sent += 1;
      if (s & DELIVERED) deliveredCount += 1;
      else lost += 1;
    }
    if (s & FAILED) errors += 1;
  }
  const sorted = Float64Array.from(latencies).sort();
  return {
    connectMs: 0,
    sent,
    delivered: deliveredCount,
    deliveredInWindow,
    lost,
    errors,
    errorKinds,
    windowMs: windowEnd - start,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.length > 0 ? (sorted[sorted.length - 1] ?? 0) : 0,
    cpuPercent,
  };
}

/** Opens one socket and waits for `ready` (after the auth frame, for the real server). */
function connectOne(target: { url: string; token?: string }, timeoutMs: number): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(target.url);
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error(`no ready frame from ${target.url} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.onopen = () => {
      if (target.token) socket.send(JSON.stringify({ type: 'auth', token: target.token, lang: 'A' }));
    };
    socket.onmessage = (event: MessageEvent) => {
      const frame = JSON.parse(String(event.data)) as { type?: string };
      if (frame.type !== 'ready') return;
      clearTimeout(timer);
      socket.onmessage = null;
      resolve(socket);
    };
    socket.onclose = (event: CloseEvent) => {
      clearTimeout(timer);
      reject(new Error(`socket closed before ready: ${event.code} ${event.reason}`));
    };
    socket.onerror = () => undefined;
  });
}

async function connectAll(plan: ClientPlan, into: WebSocket[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < plan.sockets.length) {
      const i = next++;
      into[i] = await connectOne(plan.sockets[i]!, plan.connectTimeoutMs);
    }
  };
  await Promise.all(Array.from({ length: Math.min(plan.connectConcurrency, plan.sockets.length) }, worker));
}

async function closeAll(sockets: WebSocket[]): Promise<void> {
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (!socket || socket.readyState === WebSocket.CLOSED) return resolve();
          const timer = setTimeout(resolve, 2000);
          socket.onclose = () => {
            clearTimeout(timer);
            resolve();
          };
          socket.close();
        }),
    ),
  );
}

process.once('message', (message) => {
  const plan = message as ClientPlan;
  const sockets: WebSocket[] = [];
  void (async () => {
    try {
      const connecting = performance.now();
      await connectAll(plan, sockets);
      const connectMs = performance.now() - connecting;
      const result = await run(plan, sockets);
      process.send?.({ type: 'result', result: { ...result, connectMs } });
    } catch (error) {
      process.send?.({ type: 'error', message: (error as Error).stack ?? String(error) });
    } finally {
      await closeAll(sockets);
      process.disconnect?.();
    }
  })();
});

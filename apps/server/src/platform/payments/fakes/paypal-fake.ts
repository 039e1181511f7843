// A local stand-in for PayPal's REST API (OAuth token, Orders v2, capture refunds), for tests and
// offline development: the same routes, auth, PayPal-Request-Id replay, order and capture objects and
// error bodies as PayPal, with orders kept in memory. The payer's approval on PayPal's page is
// `approve` (or a browser visiting the order's approval link); faults are `failNext`.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const PAYPAL_FAKE_CLIENT_ID = 'fake-client-id';
export const PAYPAL_FAKE_CLIENT_SECRET = 'fake-client-secret';

/** Instead of doing its work, the fake answers this status and JSON body (or raw text), or never answers. */
export type PayPalFakeAnswer = { status: number; body?: unknown; raw?: string } | 'hang';

interface Amount {
  currency_code: string;
  value: string;
}

interface Capture {
  id: string;
  status: 'COMPLETED' | 'REFUNDED';
  amount: Amount;
  final_capture: true;
  create_time: string;
  update_time: string;
}

/** An order as PayPal answers it, with the fields the fake fills. */
export interface PayPalFakeOrder {
  id: string;
  intent: 'CAPTURE';
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  purchase_units: { reference_id: string; custom_id?: string; description?: string; amount: Amount; payments?: { captures: Capture[] } }[];
  create_time: string;
  links: { rel: string; href: string; method: string }[];
}

export interface PayPalFake {
  /** Give this to createPayPalProvider as baseUrl. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Orders by PayPal order id. */
  orders: Map<string, PayPalFakeOrder>;
  /** Every request received, as 'POST /v1/oauth2/token', for counting calls. */
  calls: string[];
  /**
   * The payer approved the order on PayPal's page. With `instrumentDeclined` the funding source they
   * chose is refused at capture (422 INSTRUMENT_DECLINED), as PayPal does with a declined card.
   */
  approve(orderId: string, options?: { instrumentDeclined?: boolean }): void;
  /** Every access token issued so far stops working, as a revoked or expired one does. */
  revokeTokens(): void;
  /**
   * Answers the next request whose path starts with `pathPrefix` (any request when omitted) with
   * `answer`, once. Such an answer is not kept for PayPal-Request-Id replay: a retry does the real work.
   */
  failNext(answer: PayPalFakeAnswer, pathPrefix?: string): void;
  close(): Promise<void>;
}

class PayPalFail {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, name: string, issue: string, description: string) {
    this.status = status;
    this.body = { name, message: description, debug_id: crypto.randomBytes(6).toString('hex'), details: [{ issue, description }] };
  }
}

const notFound = (what: string) => new PayPalFail(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', `The ${what} does not exist.`);
const unprocessable = (issue: string, description: string) => new PayPalFail(422, 'UNPROCESSABLE_ENTITY', issue, description);
const invalid = (description: string) => new PayPalFail(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', description);

/** PayPal's ids: 17 upper-case letters and digits. */
const newId = () => crypto.randomBytes(16).toString('hex').toUpperCase().slice(0, 17);
const nowIso = () => `${new Date().toISOString().slice(0, 19)}Z`;

/** Starts the fake on 127.0.0.1 and a free port (or the ones given); tokens live `tokenTtlSeconds`. */
export async function startPayPalFake(
  options: { clientId?: string; clientSecret?: string; tokenTtlSeconds?: number; host?: string; port?: number } = {},
): Promise<PayPalFake> {
  const clientId = options.clientId ?? PAYPAL_FAKE_CLIENT_ID;
  const clientSecret = options.clientSecret ?? PAYPAL_FAKE_CLIENT_SECRET;
  const tokenTtlSeconds = options.tokenTtlSeconds ?? 32_400;
  const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  const tokens = new Map<string, number>();
  const orders = new Map<string, PayPalFakeOrder>();
  /** What each order's payer chose: approved, and whether capture refuses their funding source. */
  const approvals = new Map<string, { instrumentDeclined: boolean }>();
  const redirects = new Map<string, string>();
  const captures = new Map<string, Capture>();
  const replays = new Map<string, { status: number; body: unknown }>();
  const faults: { answer: PayPalFakeAnswer; pathPrefix: string }[] = [];
  const calls: string[] = [];
  let baseUrl = '';

  function issueToken(authorization: string | undefined, form: URLSearchParams) {
    if (authorization !== basic) return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
    if (form.get('grant_type') !== 'client_credentials') {
      return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL or not supported' } };
    }
    const accessToken = `A21AA${crypto.randomBytes(24).toString('base64url')}`;
    tokens.set(accessToken, Date.now() + tokenTtlSeconds * 1000);
    const body = { scope: 'https://uri.paypal.com/services/payments/payment', access_token: accessToken, token_type: 'Bearer', app_id: 'APP-FAKE', expires_in: tokenTtlSeconds };
    return { status: 200, body };
  }

  function createOrder(body: Record<string, unknown>): PayPalFakeOrder {
    if (body.intent !== 'CAPTURE') throw invalid('intent must be CAPTURE.');
    const units = body.purchase_units;
    const unit = Array.isArray(units) && units.length === 1 ? (units[0] as PayPalFakeOrder['purchase_units'][number]) : undefined;
    if (!unit?.amount || unit.amount.currency_code !== 'USD' || !/^\d{1,7}\.\d{2}$/.test(unit.amount.value) || /^0+\.00$/.test(unit.amount.value)) {
      throw invalid('purchase_units[0].amount must be a positive USD amount with two decimals.');
    }
    const source = (body.payment_source as { paypal?: { experience_context?: { return_url?: string } } } | undefined)?.paypal?.experience_context;
    const context = body.application_context as { return_url?: string } | undefined;
    const returnUrl = source?.return_url ?? context?.return_url;
    const id = newId();
    const approveLink = { rel: source ? 'payer-action' : 'approve', href: `${baseUrl}/checkoutnow?token=${id}`, method: 'GET' };
    const order: PayPalFakeOrder = {
      id,
      intent: 'CAPTURE',
      status: source ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      purchase_units: [{ reference_id: unit.reference_id ?? 'default', custom_id: unit.custom_id, description: unit.description, amount: unit.amount }],
      create_time: nowIso(),
      links: [{ rel: 'self', href: `${baseUrl}/v2/checkout/orders/${id}`, method: 'GET' }, approveLink],
    };
    orders.set(id, order);
    if (returnUrl) redirects.set(id, returnUrl);
    return order;
  }

  function capture(orderId: string): PayPalFakeOrder {
    const order = orders.get(orderId);
    if (!order) throw notFound('order');
    if (order.status === 'COMPLETED') throw unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured.');
    const approval = approvals.get(orderId);
    if (!approval) throw unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
    if (approval.instrumentDeclined) throw unprocessable('INSTRUMENT_DECLINED', 'The instrument presented was either declined by the processor or bank.');
    const unit = order.purchase_units[0] as PayPalFakeOrder['purchase_units'][number];
    const now = nowIso();
    const taken: Capture = { id: newId(), status: 'COMPLETED', amount: unit.amount, final_capture: true, create_time: now, update_time: now };
    captures.set(taken.id, taken);
    unit.payments = { captures: [taken] };
    order.status = 'COMPLETED';
    return order;
  }

  function refund(captureId: string) {
    const taken = captures.get(captureId);
    if (!taken) throw notFound('capture');
    if (taken.status === 'REFUNDED') throw unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.');
    taken.status = 'REFUNDED';
    const id = newId();
    return { id, status: 'COMPLETED', amount: taken.amount, create_time: nowIso(), links: [{ rel: 'self', href: `${baseUrl}/v2/payments/refunds/${id}`, method: 'GET' }] };
  }

  function route(method: string, path: string, body: Record<string, unknown>): { status: number; body: unknown } {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v2/checkout/orders') return { status: 201, body: createOrder(body) };
    if (method === 'POST' && (m = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path))) return { status: 201, body: capture(decodeURIComponent(m[1] ?? '')) };
    if (method === 'POST' && (m = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path))) return { status: 201, body: refund(decodeURIComponent(m[1] ?? '')) };
    throw notFound(`route ${method} ${path}`);
  }

  function approve(orderId: string, { instrumentDeclined = false } = {}): void {
    const order = orders.get(orderId);
    if (!order) throw new Error(`The PayPal fake has no order ${orderId}`);
    approvals.set(orderId, { instrumentDeclined });
    if (order.status !== 'COMPLETED') order.status = 'APPROVED';
  }

  const server = http.createServer(async (req, res) => {
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    calls.push(`${method} ${path}`);
    let text = '';
    for await (const chunk of req) text += chunk;

    const fault = faults.findIndex((f) => path.startsWith(f.pathPrefix));
    const injected = fault >= 0 ? faults.splice(fault, 1)[0]?.answer : undefined;
    if (injected === 'hang') return;
    if (injected?.raw !== undefined) return res.writeHead(injected.status, { 'content-type': 'text/plain' }).end(injected.raw);
    if (injected) return send(injected.status, injected.body ?? {});

    // PayPal's page, for a browser in development: the payer approves and goes back to return_url.
    if (method === 'GET' && path === '/checkoutnow') {
      const id = url.searchParams.get('token') ?? '';
      if (!orders.has(id)) return send(404, { name: 'RESOURCE_NOT_FOUND', message: 'No such order.' });
      approve(id);
      const back = new URL(redirects.get(id) ?? `${baseUrl}/`);
      back.searchParams.set('token', id);
      back.searchParams.set('PayerID', 'FAKEPAYER');
      return res.writeHead(302, { location: back.toString() }).end();
    }
    if (method === 'POST' && path === '/v1/oauth2/token') {
      const answer = issueToken(req.headers.authorization, new URLSearchParams(text));
      return send(answer.status, answer.body);
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !((tokens.get(bearer) ?? 0) > Date.now())) return send(401, { error: 'invalid_token', error_description: 'Token signature verification failed' });

    const requestId = req.headers['paypal-request-id'];
    const replayKey = typeof requestId === 'string' ? `${method} ${path} ${requestId}` : undefined;
    const replay = replayKey ? replays.get(replayKey) : undefined;
    if (replay) return send(replay.status, replay.body);

    let answer: { status: number; body: unknown };
    try {
      const body: unknown = text ? JSON.parse(text) : {};
      if (typeof body !== 'object' || body === null) throw invalid('The body must be a JSON object.');
      answer = route(method, path, body as Record<string, unknown>);
    } catch (error) {
      if (error instanceof SyntaxError) answer = { status: 400, body: { name: 'INVALID_REQUEST', message: 'The body is not JSON.', details: [{ issue: 'MALFORMED_REQUEST_JSON' }] } };
      else if (error instanceof PayPalFail) answer = { status: error.status, body: error.body };
      else answer = { status: 500, body: { name: 'INTERNAL_SERVER_ERROR', message: String(error) } };
    }
    // A repeated PayPal-Request-Id answers the first success again instead of acting twice. A refusal
    // did nothing, so it is not kept: a capture retried after the payer approves does the work.
    if (replayKey && answer.status < 300) replays.set(replayKey, { status: answer.status, body: structuredClone(answer.body) });
    send(answer.status, answer.body);
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { address, port } = server.address() as AddressInfo;
  baseUrl = `http://${address}:${port}`;

  return {
    baseUrl,
    clientId,
    clientSecret,
    orders,
    calls,
    approve,
    revokeTokens() {
      tokens.clear();
    },
    failNext(answer, pathPrefix = '') {
      faults.push({ answer, pathPrefix });
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

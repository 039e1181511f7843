// autocannon ships no types and @types/autocannon is not installed: the part of its API the
// benchmark uses (node_modules/autocannon/README.md, "API" and "Results").
declare module 'autocannon' {
  interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }

  interface Request extends RequestParams {
    /** Called before each send; returns the request to send (a falsy value restarts the sequence). */
    setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams;
  }

  interface Options extends RequestParams {
    url: string;
    title?: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    /** Requests a second over all connections (a steady rate instead of as fast as possible). */
    overallRate?: number;
    requests?: Request[];
  }

  interface Histogram {
    min: number;
    max: number;
    average: number;
    stddev: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface Result {
    title?: string;
    url: string;
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  interface Instance extends PromiseLike<Result> {
    stop(): void;
    /** Each answer as it arrives: its status and its latency in milliseconds (as the latency histogram records it). */
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
  }

  export default function autocannon(options: Options): Instance;
}

// autocannon ships no types: the part of its programmatic api the bench uses.
declare module 'autocannon' {
  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    pipelining?: number;
    /** Requests per second over all connections; unset: as fast as the server answers. */
    overallRate?: number;
    /** A sequence of requests each connection goes round. */
    requests?: {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Changes the request before it is sent (another header per request). */
      setupRequest?: (request: { headers?: Record<string, string> } & Record<string, unknown>) => object;
      onResponse?: (status: number) => void;
    }[];
  }

  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }

  export interface Result {
    requests: Histogram & { total: number };
    /** Milliseconds. */
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}

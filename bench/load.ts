import autocannon from "autocannon";

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface LoadRequest {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Called before each send of this request, e.g. to aim a like at a fresh camp. */
  next?: () => { path: string; headers: Record<string, string> };
}

/**
 * Drives `origin` with autocannon (this process, apart from the server under test): `requests` are sent in turn
 * on each of `connections` connections for `seconds`. Errors count failures, timeouts and non-2xx answers.
 */
export async function load(
  origin: string,
  requests: LoadRequest[],
  { connections = 50, seconds }: { connections?: number; seconds: number },
): Promise<LoadFigures> {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: requests.map(({ next, ...r }) =>
      next ? { ...r, setupRequest: (req: autocannon.Request) => ({ ...req, ...next() }) } : r,
    ),
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

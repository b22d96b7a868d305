// The part of autocannon's API the benchmark uses (the package ships no types).
declare module "autocannon" {
  interface Result {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Instance {
    on(event: "response", listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
  }
  export default function autocannon(
    options: {
      url: string;
      connections: number;
      duration: number;
      headers?: Record<string, string>;
      /** Each request is built again from the previous one: a new path per request. */
      requests?: Array<{ setupRequest: (request: { path: string }) => { path: string } }>;
    },
    done: (error: Error | null, result: Result) => void,
  ): Instance;
}

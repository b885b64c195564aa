// The part of autocannon's API that src/bench.ts uses (the package ships no types).
declare module 'autocannon' {
  type Options = {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    overallRate?: number;
    duration?: number;
  };
  type Result = {
    latency: { p50: number; p99: number };
    requests: { total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}

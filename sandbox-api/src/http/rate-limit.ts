import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export type Limit = { max: number; windowMs: number; message: string };

/**
 * A fixed-window counter per key (client address and route). Expired entries are swept once the map
 * passes `sweepAbove`, so a stream of new addresses cannot grow it without bound.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  private sweepAt: number;

  constructor(
    private readonly limit: Limit,
    private readonly now: () => number = Date.now,
    private readonly sweepAbove = 10_000,
  ) {
    this.sweepAt = sweepAbove;
  }

  /** Throws 429 (with Retry-After) when `key` has no call left in its window, without counting one. */
  check(key: string) {
    const entry = this.live(key);
    if (entry && entry.count >= this.limit.max) {
      const seconds = Math.max(1, Math.ceil((entry.resetAt - this.now()) / 1000));
      throw new HttpError(429, this.limit.message, {}, { 'Retry-After': String(seconds) });
    }
  }

  /** Counts one call for `key`, or throws 429 when it has none left. */
  take(key: string) {
    this.check(key);
    const entry = this.live(key);
    if (entry) entry.count += 1;
    else this.start(key);
  }

  /** A route's preHandler: one call per client address and route. */
  hook = async (request: FastifyRequest) => this.take(`${request.ip} ${request.routeOptions.url}`);

  clear() {
    this.hits.clear();
  }

  get size() {
    return this.hits.size;
  }

  private live(key: string) {
    const entry = this.hits.get(key);
    return entry && entry.resetAt > this.now() ? entry : undefined;
  }

  private start(key: string) {
    this.hits.set(key, { count: 1, resetAt: this.now() + this.limit.windowMs });
    if (this.hits.size <= this.sweepAt) return;
    const now = this.now();
    for (const [k, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(k);
    // Live entries survive the sweep: wait for the map to double before sweeping again, so sweeps stay rare.
    this.sweepAt = Math.max(this.sweepAbove, this.hits.size * 2);
  }
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** A fixed-window counter per client address and route; `clear()` is used by the sandbox reset. */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  hook = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = `${request.ip} ${request.routeOptions.url}`;
    const now = this.now();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return;
    }
    entry.count += 1;
    if (entry.count > this.max) {
      reply.header('Retry-After', Math.ceil((entry.resetAt - now) / 1000));
      throw new HttpError(429, 'Too many attempts. Please wait a minute and try again.');
    }
  };

  clear() {
    this.hits.clear();
  }
}

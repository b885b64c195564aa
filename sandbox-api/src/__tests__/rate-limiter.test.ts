import { RateLimiter } from '../http/rate-limit';

describe('the rate limiter', () => {
  it('counts calls per key in a fixed window and says when to come back', () => {
    let now = 0;
    const limiter = new RateLimiter({ max: 2, windowMs: 60_000, message: 'Slow down.' }, () => now);
    limiter.take('a');
    now = 10_000;
    limiter.take('a');
    limiter.take('b');
    expect(() => limiter.take('a')).toThrow('Slow down.');
    expect(() => limiter.check('a')).toThrow('Slow down.');
    try {
      limiter.take('a');
    } catch (error) {
      expect(error).toMatchObject({ status: 429, headers: { 'Retry-After': '50' } });
    }
    now = 60_000;
    expect(() => limiter.check('a')).not.toThrow();
  });

  it('checks without counting', () => {
    const limiter = new RateLimiter({ max: 1, windowMs: 60_000, message: 'Slow down.' }, () => 0);
    for (let i = 0; i < 5; i += 1) limiter.check('a');
    limiter.take('a');
    expect(() => limiter.check('a')).toThrow('Slow down.');
  });

  it('forgets expired clients, so its memory stays bounded however many addresses call', () => {
    let now = 0;
    const limiter = new RateLimiter({ max: 5, windowMs: 60_000, message: 'Slow down.' }, () => now, 100);
    let largest = 0;
    for (let i = 0; i < 20_000; i += 1) {
      now += 100; // 600 different clients a minute, 20,000 in all
      limiter.take(`client-${i}`);
      largest = Math.max(largest, limiter.size);
    }
    expect(largest).toBeLessThanOrEqual(1_300);
  });
});

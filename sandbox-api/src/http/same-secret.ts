import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** A header equal to a secret, compared in constant time (hashed first, so not even the length leaks). */
export const sameSecret = (given: string | string[] | undefined, expected: string) =>
  typeof given === 'string' && timingSafeEqual(digest(given), digest(expected));

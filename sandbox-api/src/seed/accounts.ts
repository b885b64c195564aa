import { hashPasswordSync } from '../domain/passwords';

export const DEMO_CORPORATE = {
  name: 'Dana Demo',
  email: 'demo.corporate@example.com',
  phone: '07700 900123',
  password: 'Corporate#123',
};

export const DEMO_CLIENT = {
  name: 'Chris Client',
  email: 'client@example.com',
  phone: '07700 900456',
  password: 'Client#123',
};

// scrypt is slow on purpose; tests reset the seed often, so each password is hashed once per process.
const hashes = new Map<string, string>();
export function seedHash(password: string): string {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPasswordSync(password);
    hashes.set(password, hash);
  }
  return hash;
}

import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { testConfig, type TestOverrides } from '../config';
import { openDb, type Db } from '../db/open';
import { resetToSeed } from '../seed';

/** 10:00 in London (BST) on Monday 10 June 2030: far from any real "now", so tests never drift. */
export const NOW = Date.UTC(2030, 5, 10, 9, 0);
export const TOMORROW = '2030-06-11';
export const KEYS = { 'x-public-key': 'sandbox-public-key', 'x-secret-key': 'sandbox-secret-key' };

export type Harness = {
  app: FastifyInstance;
  db: Db;
  clock: { now: number };
  api: (method: InjectOptions['method'], url: string, body?: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
};

/** A fresh in-memory sandbox, seeded, with a clock the test can move. */
export function harness(overrides: TestOverrides = {}): Harness {
  const db = openDb(':memory:');
  const clock = { now: NOW };
  resetToSeed(db, clock.now);
  const app = buildApp({ db, config: testConfig(overrides), now: () => clock.now });
  const api: Harness['api'] = (method, url, body, headers = {}) =>
    app.inject({ method, url, payload: body as InjectOptions['payload'], headers: { ...KEYS, ...headers } });
  return { app, db, clock, api };
}

export const distanceForm = (overrides: Record<string, unknown> = {}) => ({
  pickup: 'Heathrow Airport Terminal 5, Hounslow TW6 2GA',
  dropoff: 'The Savoy, Strand, London WC2R 0EZ',
  pickup_date: TOMORROW,
  pickup_hour: '3pm',
  pickup_min: '15',
  select_option: 'one_way',
  passengers: 2,
  ...overrides,
});

export const hourlyForm = (overrides: Record<string, unknown> = {}) => ({
  pickup: 'The Dorchester, 53 Park Lane, London W1K 1QA',
  pickup_date: TOMORROW,
  pickup_hour: '9am',
  pickup_min: '00',
  pickup_duration: '6hour',
  ...overrides,
});

export const messageOf = (response: { json: () => unknown }) => (response.json() as { message?: string }).message;

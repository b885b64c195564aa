import autocannon from 'autocannon';
import { buildApp } from './app';
import { testConfig } from './config';
import { openDb } from './db/open';
import { ukDate } from './domain/uk-time';
import { resetToSeed } from './seed';

// npm run bench: calculate-distance-price at a steady 200 requests per second; target p99 <= 20 ms.
const RATE = 200;
const SECONDS = Number(process.env.BENCH_SECONDS) || 15;
const TARGET_P99_MS = 20;

const db = openDb(':memory:');
resetToSeed(db);
const config = testConfig({ admin: false });
const app = buildApp({ db, config });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const body = JSON.stringify({
  pickup: 'Heathrow Airport Terminal 5, Hounslow TW6 2GA',
  dropoff: 'The Savoy, Strand, London WC2R 0EZ',
  stops: [{ street_name: 'Downing Street', number: '10', postcode: 'SW1A 2AA' }],
  select_option: 'return',
  pickup_date: ukDate(3),
  pickup_hour: '9am',
  pickup_min: '30',
  return_date: ukDate(5),
  return_hour: '6pm',
  return_min: '00',
  meet_and_greet: 'yes',
  passengers: 2,
});

const result = await autocannon({
  url: `${address}/api/v1/calculate-distance-price`,
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-public-key': config.publicKey, 'x-secret-key': config.secretKey },
  body,
  connections: 20,
  overallRate: RATE,
  duration: SECONDS,
});

await app.close();
const { p50, p99 } = result.latency;
const failures = result.non2xx + result.errors + result.timeouts;
console.log(`calculate-distance-price at ${RATE} req/s for ${SECONDS} s: ${result.requests.total} requests, ${failures} failed`);
console.log(`latency p50 ${p50} ms, p99 ${p99} ms (target p99 <= ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? 'met' : 'NOT met'})`);
process.exit(failures === 0 && p99 <= TARGET_P99_MS ? 0 : 1);

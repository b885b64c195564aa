import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readConfig } from './config';
import { ukDate } from './domain/uk-time';

// npm run bench: calculate-distance-price at a steady 200 requests per second; target p99 <= 20 ms.
const RATE = 200;
const SECONDS = Number(process.env.BENCH_SECONDS) || 15;
const TARGET_P99_MS = 20;

// The server runs in its own process, as in production, so the load generator does not share its event loop.
const port = Number(process.env.BENCH_PORT) || 4390;
const config = readConfig({ PORT: String(port) });
const address = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./main.ts', import.meta.url))], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DB_FILE: ':memory:', SANDBOX_ADMIN: 'off' },
  stdio: 'ignore',
});
for (let tries = 0; ; tries += 1) {
  const up = await fetch(`${address}/sandbox/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (up) break;
  if (tries > 100) throw new Error(`The sandbox did not start on port ${port}`);
  await new Promise((resolve) => setTimeout(resolve, 200));
}

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

/** The server's CPU seconds so far (Linux /proc; clock ticks are 100 per second there), or null elsewhere. */
const cpuSeconds = () => {
  try {
    const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
};

const cpuBefore = cpuSeconds();
const result = await autocannon({
  url: `${address}/api/v1/calculate-distance-price`,
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-public-key': config.publicKey, 'x-secret-key': config.secretKey },
  body,
  connections: 20,
  overallRate: RATE,
  duration: SECONDS,
});

const cpuAfter = cpuSeconds();
server.kill('SIGTERM');
const { p50, p99 } = result.latency;
const failures = result.non2xx + result.errors + result.timeouts;
console.log(`calculate-distance-price at ${RATE} req/s for ${SECONDS} s: ${result.requests.total} requests, ${failures} failed`);
if (cpuBefore !== null && cpuAfter !== null) {
  // Independent of other load on the machine: what one request costs the server.
  console.log(`server CPU per request: ${(((cpuAfter - cpuBefore) * 1000) / result.requests.total).toFixed(2)} ms`);
}
console.log(`latency p50 ${p50} ms, p99 ${p99} ms (target p99 <= ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? 'met' : 'NOT met'})`);
// A missed target is a figure to read beside the machine's load, not a failure: the exit code says
// whether every request was answered.
process.exit(failures === 0 ? 0 : 1);

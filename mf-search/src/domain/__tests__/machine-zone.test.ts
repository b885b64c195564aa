import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The visitor's own zone must not matter (product §10 "Dates, times, money"). Jest cannot change the zone of its own
// process, so the same instants are computed in a child Node with another TZ.
// The UK clock is @booking/shared/domain's; UK today and the form defaults built on it are this app's.
const domain = path.resolve(__dirname, '..');
const probe = `
const { ukToday } = await import(${JSON.stringify(path.join(domain, 'time.ts'))});
const { defaultBookingForm, defaultHourlyRateForm } = await import(${JSON.stringify(path.join(domain, 'forms.ts'))});
const instants = JSON.parse(process.argv[1]);
console.log(JSON.stringify({
  offset: new Date('2025-01-15T12:00:00Z').getTimezoneOffset(),
  results: instants.map((i) => {
    const now = new Date(i);
    const form = defaultBookingForm(now);
    return [ukToday(now), defaultHourlyRateForm(now).pickup_date, form.pickup_date, form.pickup_hour, form.pickup_min];
  }),
}));
`;

const cases: Array<[string, string[]]> = [
  ['2025-01-15T23:59:00Z', ['2025-01-15', '2025-01-15', '2025-01-16', '12am', '00']],
  ['2025-06-30T23:30:00Z', ['2025-07-01', '2025-07-01', '2025-07-02', '12am', '30']],
  ['2025-03-30T01:00:00Z', ['2025-03-30', '2025-03-30', '2025-03-31', '2am', '00']],
  ['2025-10-26T01:00:00Z', ['2025-10-26', '2025-10-26', '2025-10-27', '1am', '00']],
];

describe.each(['Pacific/Auckland', 'America/Los_Angeles'])('with the machine zone %s', (zone) => {
  test('UK dates and times are the same as anywhere else', () => {
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', probe, JSON.stringify(cases.map(([instant]) => instant))],
      { env: { ...process.env, TZ: zone }, encoding: 'utf8' },
    );
    const { offset, results } = JSON.parse(output);
    expect(offset).not.toBe(0); // the child really ran in another zone
    expect(results).toEqual(cases.map(([, expected]) => expected));
  });
});

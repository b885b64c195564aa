import { getMapsStatus, setMapsStatus, settledMapsStatus, type MapsStatus } from '../maps-status';

// The locate icon waits for a Maps script on its way (settledMapsStatus), at most the time it is given.

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  setMapsStatus('off');
});

it.each<MapsStatus>(['off', 'ready', 'failed'])('answers %s at once', async (now) => {
  setMapsStatus(now);
  await expect(settledMapsStatus(5000)).resolves.toBe(now);
});

it.each<MapsStatus>(['ready', 'failed'])('waits while loading, and answers %s when the script settles', async (next) => {
  setMapsStatus('loading');
  const settled = settledMapsStatus(5000);
  jest.advanceTimersByTime(1000);
  setMapsStatus(next);
  await expect(settled).resolves.toBe(next);
});

it('answers loading when the script is still on its way after the time given', async () => {
  setMapsStatus('loading');
  const settled = settledMapsStatus(5000);
  jest.advanceTimersByTime(5000);
  await expect(settled).resolves.toBe('loading');
  setMapsStatus('ready');
  expect(getMapsStatus()).toBe('ready');
});

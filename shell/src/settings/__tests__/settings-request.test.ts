import { fetchSettings } from '@booking/shared/api';

jest.mock('@booking/shared/api', () => ({ fetchSettings: jest.fn() }));
const fetchMock = fetchSettings as jest.MockedFunction<typeof fetchSettings>;

// A fresh module per test: the request is kept for the whole visit.
const requestFrom = () => {
  let mod: typeof import('../settings-request') | undefined;
  jest.isolateModules(() => {
    mod = require('../settings-request');
  });
  return mod!.requestSettings;
};

describe('requestSettings', () => {
  beforeEach(() => fetchMock.mockReset());

  it('asks the API once per visit: the start of the page and the loader share the answer', async () => {
    const list = [{ setting_name: 'GUEST_LOGIN', setting_value: 'yes' }] as Awaited<ReturnType<typeof fetchSettings>>;
    fetchMock.mockResolvedValue(list);
    const requestSettings = requestFrom();
    const early = requestSettings();
    await expect(requestSettings()).resolves.toBe(list);
    await expect(early).resolves.toBe(list);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('hands the loader the same failure instead of asking again', async () => {
    fetchMock.mockRejectedValue(new Error('We could not reach the server.'));
    const requestSettings = requestFrom();
    await expect(requestSettings()).rejects.toThrow('We could not reach the server.');
    await expect(requestSettings()).rejects.toThrow('We could not reach the server.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

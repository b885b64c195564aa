import { fetchWithRetry } from '../retry-plugin';

const response = (status: number) => ({ status }) as Response;

describe('fetchWithRetry', () => {
  it('retries a refused connection and returns the answer that follows', async () => {
    const impl = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(response(200));
    await expect(fetchWithRetry('/m.json', {}, impl, [0, 0])).resolves.toEqual(response(200));
    expect(impl).toHaveBeenCalledTimes(2);
  });

  it('retries a 5xx answer, then hands back the last one', async () => {
    const impl = jest.fn().mockResolvedValue(response(503));
    await expect(fetchWithRetry('/m.json', {}, impl, [0, 0])).resolves.toEqual(response(503));
    expect(impl).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 404: the manifest is not there', async () => {
    const impl = jest.fn().mockResolvedValue(response(404));
    await fetchWithRetry('/m.json', {}, impl, [0, 0]);
    expect(impl).toHaveBeenCalledTimes(1);
  });

  it('gives up with the last error after the retries', async () => {
    const impl = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchWithRetry('/m.json', {}, impl, [0, 0])).rejects.toThrow('Failed to fetch');
    expect(impl).toHaveBeenCalledTimes(3);
  });
});

import { AxiosError, type AxiosAdapter } from 'axios';
import { http } from '../client';
import { contactUs } from '../site-calls';

const answer =
  (status: number, data: unknown): AxiosAdapter =>
  async (cfg) => {
    if (status >= 400)
      throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', cfg, {}, { status, data, statusText: '', headers: {}, config: cfg });
    return { status, data, statusText: 'OK', headers: {}, config: cfg };
  };

describe('contactUs (product §7: status 200 is success; error text in response.data.error)', () => {
  const original = http.defaults.adapter;
  afterEach(() => {
    http.defaults.adapter = original;
  });

  it.each([
    ['an empty body', ''],
    ['no body at all', null],
    ['a body without success', { message: 'Thanks' }],
    ['the sandbox answer', { success: true, message: 'Sent' }],
  ])('succeeds on a 200 with %s', async (_label, body) => {
    http.defaults.adapter = answer(200, body);
    await expect(contactUs({ comments: 'Hello' })).resolves.toMatchObject({ success: true });
  });

  it('fails with the server error text on another status', async () => {
    http.defaults.adapter = answer(400, { error: 'Enter a valid e-mail' });
    await expect(contactUs({ comments: 'Hello' })).rejects.toMatchObject({ message: 'Enter a valid e-mail', status: 400 });
  });
});

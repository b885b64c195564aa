import { harness } from './harness';

// A page on any site can send a no-cors POST to the sandbox: with no body, text/plain, a form or
// multipart, never JSON (that needs a preflight the sandbox does not answer). So the admin routes
// take JSON only, and a refused request changes nothing.

const { app, api } = harness();
afterAll(() => app.close());

const SIMPLE_BODIES = [
  ['no body at all', undefined, undefined],
  ['text/plain', 'text/plain;charset=UTF-8', '{"settings":{"SHOWCARD":"no"}}'],
  ['a form', 'application/x-www-form-urlencoded', 'settings%5BSHOWCARD%5D=no'],
  ['multipart', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="settings"\r\n\r\nno\r\n--x--\r\n'],
] as const;

const showCard = async () =>
  ((await api('GET', '/api/v1/settings-flat')).json() as Array<{ setting_name: string; setting_value: string }>).find(
    (setting) => setting.setting_name === 'SHOWCARD',
  )?.setting_value;

const post = (method: 'POST' | 'PUT', url: string, contentType?: string, payload?: string) =>
  app.inject({ method, url, payload, headers: contentType ? { 'content-type': contentType } : {} });

describe('the admin routes take JSON bodies only', () => {
  it.each(SIMPLE_BODIES)('refuses a reset sent with %s, keeping what was changed', async (_label, contentType, body) => {
    await app.inject({ method: 'PUT', url: '/sandbox/settings', payload: { settings: { SHOWCARD: 'no' } } });
    const response = await post('POST', '/sandbox/reset', contentType, body);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: expect.stringContaining('Content-Type: application/json') });
    expect(await showCard()).toBe('no');
  });

  it.each(SIMPLE_BODIES)('refuses settings sent with %s, changing none', async (_label, contentType, body) => {
    await app.inject({ method: 'POST', url: '/sandbox/reset', payload: {} });
    for (const method of ['POST', 'PUT'] as const) {
      expect((await post(method, '/sandbox/settings', contentType, body)).statusCode).toBe(415);
    }
    expect(await showCard()).toBe('yes');
  });

  it('takes the same calls as JSON, charset or not', async () => {
    const settings = JSON.stringify({ settings: { SHOWCARD: 'no' } });
    expect((await post('PUT', '/sandbox/settings', 'application/json; charset=utf-8', settings)).statusCode).toBe(200);
    expect(await showCard()).toBe('no');
    expect((await post('POST', '/sandbox/reset', 'application/json', '{}')).json()).toMatchObject({ success: true });
    expect(await showCard()).toBe('yes');
  });
});

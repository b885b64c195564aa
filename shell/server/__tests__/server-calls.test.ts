import { ENDPOINTS } from '@booking/shared/api';
import { API_CALLS } from '../api-calls';
import { SERVER_CALLS } from '../attempts/api';

describe("the shell's server and the endpoint table (shared/src/api/endpoints.ts)", () => {
  it('reads the calls the table lists, in its order, from deploy/api-calls.json', () => {
    expect(API_CALLS.map(({ name, method, path, keys }) => ({ name, method, path, keys }))).toEqual(
      Object.entries(ENDPOINTS).map(([name, { method, path, keys }]) => ({ name, method, path, keys })),
    );
  });

  it('makes itself exactly the calls the table marks as the server’s', () => {
    const marked = Object.entries(ENDPOINTS).filter(([, entry]) => entry.server);
    expect([...SERVER_CALLS].sort()).toEqual(marked.map(([name]) => name).sort());
  });
});

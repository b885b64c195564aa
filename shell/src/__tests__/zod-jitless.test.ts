import { globalConfig } from 'zod/v4/core';
import { z } from 'zod';
import * as mini from 'zod/mini';
import '../zod-jitless';

// The entry's first import sets zod's jitless flag through the global zod reads (no zod import in main).
describe('zod-jitless', () => {
  it('turns jitless on in the config every zod copy reads, and object schemas still parse', () => {
    expect(globalConfig.jitless).toBe(true);
    const probe = jest.spyOn(globalThis, 'Function');
    expect(z.object({ a: z.string() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x' });
    // The shared API's schemas are zod/mini's: the same flag holds for them.
    expect(mini.object({ a: mini.string() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x' });
    expect(probe).not.toHaveBeenCalled();
  });
});

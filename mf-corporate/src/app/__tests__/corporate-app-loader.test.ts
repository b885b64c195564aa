import type { CorporateAppProvider } from '../corporate-app';

// mf_corporate/CorporateApp as a host calls it: provider() then render/destroy. The app bundle it loads
// (app/corporate-app.js under the runtime's public path) stands in here as a module at that address.
// jest.mock is hoisted above the constants, so the address is written out there.
const PUBLIC_PATH = 'https://corporate.example.com/';

const mockBundle = { render: jest.fn(async () => undefined), destroy: jest.fn(), made: 0, failNext: false };
jest.mock(
  'https://corporate.example.com/app/corporate-app.js',
  () => {
    if (mockBundle.failNext) {
      mockBundle.failNext = false;
      throw new Error('the bundle could not be fetched');
    }
    return {
      __esModule: true,
      default: () => {
        mockBundle.made += 1;
        return { render: mockBundle.render, destroy: mockBundle.destroy };
      },
    };
  },
  { virtual: true },
);

/** The loader as a page loads it first (no bundle fetched yet). */
async function freshProvider(): Promise<CorporateAppProvider> {
  jest.resetModules();
  return (await import('../corporate-app-loader')).default;
}

beforeEach(() => {
  Object.assign(globalThis, { __webpack_public_path__: PUBLIC_PATH });
  mockBundle.render.mockClear();
  mockBundle.destroy.mockClear();
  mockBundle.made = 0;
});

describe('mf_corporate/CorporateApp, the loader of the app bundle', () => {
  it('loads the bundle beside the remote entry, then renders and updates one app with the options given', async () => {
    const app = (await freshProvider())();
    const dom = document.createElement('div');
    await app.render({ dom, basename: '/corporate' });
    await app.render({ dom, basename: '/corporate', bookNowPath: '/book' });
    expect(mockBundle.made).toBe(1);
    expect(mockBundle.render).toHaveBeenLastCalledWith({ dom, basename: '/corporate', bookNowPath: '/book' });
    app.destroy({ dom });
    expect(mockBundle.destroy).toHaveBeenCalledWith({ dom });
  });

  it('mounts nothing when destroyed before the bundle arrived', async () => {
    const app = (await freshProvider())();
    const dom = document.createElement('div');
    const rendering = app.render({ dom });
    app.destroy({ dom });
    await rendering;
    expect(mockBundle.render).not.toHaveBeenCalled();
  });

  it('asks for the bundle again after a failed load', async () => {
    mockBundle.failNext = true;
    const provider = await freshProvider();
    const dom = document.createElement('div');
    await expect(provider().render({ dom })).rejects.toThrow('the bundle could not be fetched');
    jest.resetModules(); // the module system keeps no failed module; the loader asks again
    await provider().render({ dom });
    expect(mockBundle.render).toHaveBeenCalledWith({ dom });
  });
});

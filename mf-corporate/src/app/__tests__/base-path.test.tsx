import { screen, waitFor } from '@testing-library/react';
import { validateToken } from '@booking/shared/api';
import { renderArea, SIGNED_IN } from './area-test-utils';

// The base path with or without its slash opens the area (the rules' table: lib/__tests__/area.test.tsx).

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  validateToken: jest.fn(),
  fetchCorporateBookings: jest.fn(() => Promise.resolve([])),
}));
const validate = validateToken as jest.MockedFunction<typeof validateToken>;
const path = () => screen.getByLabelText('Current path').textContent;

beforeEach(() => validate.mockResolvedValue({ valid: true }));

describe('the base path itself, in a portal', () => {
  it.each([
    ['/portal/corporate/', '/portal/corporate'],
    ['/portal/corporate', '/portal/corporate'],
    ['/portal/corporate/', '/portal/corporate/'],
    ['/portal/corporate', '/portal/corporate/'],
  ])('%s (basePath %j) opens the bookings when signed in', async (route, basePath) => {
    renderArea(route, SIGNED_IN, { basePath });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
    expect(path()).toBe('/portal/corporate/bookings');
  });

  it.each(['/portal/corporate/', '/portal/corporate'])(
    '%s opens the sign-in when signed out, back to the bookings after',
    async (route) => {
      renderArea(route, {}, { basePath: '/portal/corporate' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
      await waitFor(() => expect(path()).toBe(`/portal/corporate/login?redirect=${encodeURIComponent('/portal/corporate/bookings')}`));
    },
  );
});

describe('a path under the base that is no page of the area, in a portal', () => {
  it.each(['/portal/corporate/nope', '/portal/corporate/bookings/x', '/portal/corporate/LOGIN2'])(
    '%s opens the bookings',
    async (route) => {
      renderArea(route, SIGNED_IN, { basePath: '/portal/corporate' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
      expect(path()).toBe('/portal/corporate/bookings');
    },
  );
});

import { screen, waitFor } from '@testing-library/react';
import { validateToken } from '@booking/shared/api';
import { renderArea, SIGNED_IN } from './area-test-utils';
import { normaliseBasePath, pageAt } from '../../lib/area';

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  validateToken: jest.fn(),
  fetchCorporateBookings: jest.fn(() => Promise.resolve([])),
}));
const validate = validateToken as jest.MockedFunction<typeof validateToken>;
const path = () => screen.getByLabelText('Current path').textContent;

beforeEach(() => validate.mockResolvedValue({ valid: true }));

describe('normaliseBasePath', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['/', ''],
    ['/portal/corporate', '/portal/corporate'],
    ['/portal/corporate/', '/portal/corporate'],
    ['portal/corporate//', '/portal/corporate'],
  ])('%j -> %j', (basePath, expected) => {
    expect(normaliseBasePath(basePath)).toBe(expected);
  });
});

describe('pageAt', () => {
  it.each([
    // Our shell: the area at the site root.
    ['/login', '', 'login'],
    ['/bookings/', '', 'bookings'],
    ['/My-Account', '', 'my-account'],
    ['/', '', ''],
    // A portal: the base path itself, with or without its slash, is the page '' (the bookings).
    ['/portal/corporate', '/portal/corporate', ''],
    ['/portal/corporate/', '/portal/corporate', ''],
    ['/portal/corporate//', '/portal/corporate', ''],
    ['/Portal/Corporate', '/portal/corporate', ''],
    ['/portal/corporate', '/portal/corporate/', ''],
    ['/portal/corporate/', '/portal/corporate/', ''],
    ['/portal/corporate/bookings', '/portal/corporate', 'bookings'],
    ['/portal/corporate/login/', '/portal/corporate/', 'login'],
    // Not the area's.
    ['/portal', '/portal/corporate', null],
    ['/portal/corporatefoo', '/portal/corporate', null],
    ['/elsewhere/bookings', '/portal/corporate', null],
  ])('%s under %j is %j', (pathname, basePath, expected) => {
    expect(pageAt(pathname, basePath)).toBe(expected);
  });
});

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

  it.each(['/portal/corporate/', '/portal/corporate'])('%s opens the sign-in when signed out, back to the bookings after', async (route) => {
    renderArea(route, {}, { basePath: '/portal/corporate' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(path()).toBe(`/portal/corporate/login?redirect=${encodeURIComponent('/portal/corporate/bookings')}`));
  });
});

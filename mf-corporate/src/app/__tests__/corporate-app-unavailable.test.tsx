import { within } from '@testing-library/react';
import provider from '../corporate-app';

// The bridge app loads the area's chunk after mounting: when that chunk cannot be loaded, the host's
// element shows the area's own failure, not a blank box (the host's loading text is gone by then).

jest.mock('../corporate-area', () => {
  throw new Error('Loading chunk 941 failed.');
});

it('shows that the corporate area is unavailable, with Try again, when its chunk does not load', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const dom = document.body.appendChild(document.createElement('div'));
  const app = provider();
  window.history.pushState(null, '', '/corporate/bookings');
  // Not inside act(): act keeps flushing the lazy chunk's retries instead of letting the boundary show.
  await app.render({ dom, basename: '/corporate' });
  expect(await within(dom).findByText('The corporate area is unavailable right now. Please try again later.')).toBeInTheDocument();
  expect(within(dom).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  app.destroy({ dom });
  expect(dom).toBeEmptyDOMElement();
});

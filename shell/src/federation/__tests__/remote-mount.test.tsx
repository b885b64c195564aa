import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@booking/shared/ui';
import { RemoteMount } from '../remote-mount';

jest.mock('../remotes', () => ({
  loadRemoteComponent: jest.fn(async () => ({ default: () => <h1>Contact Us</h1> })),
}));

const view = (held: boolean) => (
  <ThemeProvider>
    <MemoryRouter initialEntries={['/contactus']}>
      <RemoteMount target={{ remote: 'mf_search', module: './App' }} held={held} />
    </MemoryRouter>
  </ThemeProvider>
);

test('shows the loading state while held, and the remote once let go', async () => {
  const { rerender } = render(view(true));
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  expect(screen.queryByRole('heading', { name: 'Contact Us' })).not.toBeInTheDocument();

  rerender(view(false));
  expect(await screen.findByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
});

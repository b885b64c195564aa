import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary, retryableLazy, ThemeProvider } from '..';

function Part({ name }: { name: string }) {
  return <p>{`Loaded ${name}`}</p>;
}

test("a chunk that failed to load is loaded again by the boundary's Try again", async () => {
  let online = false;
  const load = jest.fn(() => (online ? Promise.resolve({ default: Part }) : Promise.reject(new Error('Loading chunk 7 failed.'))));
  const LazyPart = retryableLazy(load);
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <ThemeProvider>
      <ErrorBoundary fallback="The part cannot be shown right now.">
        <Suspense fallback={<p>Loading</p>}>
          <LazyPart name="form" />
        </Suspense>
      </ErrorBoundary>
    </ThemeProvider>,
  );
  expect(await screen.findByText('The part cannot be shown right now.')).toBeInTheDocument();
  // The connection is back: with React.lazy the same error would show again until a reload.
  online = true;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Loaded form')).toBeInTheDocument();
  error.mockRestore();
});

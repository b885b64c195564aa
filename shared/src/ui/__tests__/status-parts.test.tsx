import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Alert, Button, Card, ErrorBoundary, Overlay, Spinner, ThemeProvider, VisuallyHidden } from '..';

const renderThemed = (ui: React.ReactElement) => render(<ThemeProvider>{ui}</ThemeProvider>);

test('Overlay announces its text as a status', () => {
  renderThemed(<Overlay text="Please wait while loading content" />);
  expect(screen.getByRole('status')).toHaveTextContent('Please wait while loading content');
});

test('Spinner is a status with an accessible name; a decorative one is hidden', () => {
  renderThemed(
    <>
      <Spinner label="Loading price" />
      <Spinner decorative />
    </>,
  );
  expect(screen.getAllByRole('status')).toHaveLength(1);
  expect(screen.getByRole('status', { name: 'Loading price' })).toBeInTheDocument();
});

test('Button is a button by default, busy blocks clicks and says so', async () => {
  const user = userEvent.setup();
  const onClick = jest.fn();
  const { rerender } = renderThemed(<Button onClick={onClick}>Pay in Car</Button>);
  const button = screen.getByRole('button', { name: 'Pay in Car' });
  expect(button).toHaveAttribute('type', 'button');
  await user.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
  rerender(
    <ThemeProvider>
      <Button onClick={onClick} busy>
        wait
      </Button>
    </ThemeProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'wait' }));
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'wait' })).toHaveAttribute('aria-busy', 'true');
});

test('transient props do not reach the DOM', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  renderThemed(
    <>
      <Button variant="warning" size="lg" fullWidth>
        Contact Us
      </Button>
      <Card $padding="sm">x</Card>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Contact Us' });
  expect(button).not.toHaveAttribute('variant');
  expect(button).not.toHaveAttribute('fullWidth');
  expect(error).not.toHaveBeenCalled();
  error.mockRestore();
});

test('VisuallyHidden text names an icon button', () => {
  renderThemed(
    <button type="button">
      ✕<VisuallyHidden>Remove return</VisuallyHidden>
    </button>,
  );
  expect(screen.getByRole('button', { name: /Remove return/ })).toBeInTheDocument();
});

test('Alert: errors interrupt, others are status', () => {
  renderThemed(
    <>
      <Alert tone="error" title="Error">
        Boom
      </Alert>
      <Alert tone="success">Saved</Alert>
    </>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('ErrorBoom');
  expect(screen.getByRole('status')).toHaveTextContent('Saved');
});

describe('ErrorBoundary', () => {
  let fail = true;
  function Fragile() {
    if (fail) throw new Error('remote exploded');
    return <p>Fleet loaded</p>;
  }
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    fail = true;
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  test('shows the fallback text, and Try again renders the children again', async () => {
    const user = userEvent.setup();
    const onError = jest.fn();
    renderThemed(
      <ErrorBoundary fallback="Our Fleet could not be shown." onError={onError}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Our Fleet could not be shown.');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'remote exploded' }), expect.anything());
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Fleet loaded')).toBeInTheDocument();
  });

  test('a render-function fallback gets the error and reset', async () => {
    const user = userEvent.setup();
    renderThemed(
      <ErrorBoundary
        fallback={({ error, reset }) => (
          <button type="button" onClick={reset}>
            Retry after {error.message}
          </button>
        )}
      >
        <Fragile />
      </ErrorBoundary>,
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry after remote exploded' }));
    expect(screen.getByText('Fleet loaded')).toBeInTheDocument();
  });

  test('a change of resetKeys retries by itself', async () => {
    const user = userEvent.setup();
    function Host() {
      const [path, setPath] = useState('/ourfleet');
      return (
        <>
          <button type="button" onClick={() => setPath('/contactus')}>
            Go
          </button>
          <ErrorBoundary resetKeys={[path]}>
            <Fragile />
          </ErrorBoundary>
        </>
      );
    }
    renderThemed(<Host />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByText('Fleet loaded')).toBeInTheDocument();
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog, ThemeProvider } from '..';

function Page({ autoCloseMs, onClose = () => {} }: { autoCloseMs?: number; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider>
      <button type="button" onClick={() => setOpen(true)}>
        Get price
      </button>
      <Dialog
        open={open}
        role="alertdialog"
        tone="error"
        title="Urgent Booking!"
        message="Pick-up must be at least 2 hours ahead."
        autoCloseMs={autoCloseMs}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </ThemeProvider>
  );
}

describe('Dialog', () => {
  test('is a labelled modal that takes focus and gives it back on close', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Get price' });
    await user.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Urgent Booking!' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Pick-up must be at least 2 hours ahead.');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus(); // the only control: Tab stays inside
    await user.click(close);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  test('Escape closes it', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Page onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Get price' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  test('autoCloseMs closes it after the timer and calls onClose', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const onClose = jest.fn();
      render(<Page autoCloseMs={3000} onClose={onClose} />);
      await user.click(screen.getByRole('button', { name: 'Get price' }));
      act(() => jest.advanceTimersByTime(2999));
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  test('custom actions replace the close button and focus stays trapped among them', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <Dialog
          open
          title="Booking Details"
          onClose={() => {}}
          actions={
            <>
              <button type="button">Print</button>
              <button type="button">Done</button>
            </>
          }
        >
          <p>Details</p>
        </Dialog>
      </ThemeProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Booking Details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Print' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
  });

  test('a long dialog that starts on its title keeps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <button type="button">Behind</button>
        <Dialog
          open
          title={
            <span tabIndex={-1} data-autofocus>
              Booking Details
            </span>
          }
          onClose={() => {}}
        >
          <p>Many details</p>
        </Dialog>
      </ThemeProvider>,
    );
    const title = screen.getByText('Booking Details');
    expect(title).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    title.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  test('closed renders nothing', () => {
    render(
      <ThemeProvider>
        <Dialog open={false} title="Error" onClose={() => {}} />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

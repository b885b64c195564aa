import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@booking/shared/ui';
import { BookingFailedDialog } from '../booking-failed-dialog';

const open = (onRetry?: () => void) => {
  const onClose = jest.fn();
  render(
    <ThemeProvider>
      <BookingFailedDialog message="The booking service refused the booking." onClose={onClose} onRetry={onRetry}>
        <p>Payment reference: pi_9</p>
      </BookingFailedDialog>
    </ThemeProvider>,
  );
  return { onClose, user: userEvent.setup() };
};

describe('BookingFailedDialog: closing never retries', () => {
  it.each([
    ['Close', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('%s calls onClose only', async (_name, close) => {
    const onRetry = jest.fn();
    const { onClose, user } = open(onRetry);
    const dialog = screen.getByRole('alertdialog', { name: 'Booking Failed' });
    expect(dialog).toHaveTextContent('The booking service refused the booking.');
    expect(dialog).toHaveTextContent('Payment reference: pi_9');
    await close(user);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('Try again calls onRetry', async () => {
    const onRetry = jest.fn();
    const { onClose, user } = open(onRetry);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('without onRetry there is no Try again', () => {
    open();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

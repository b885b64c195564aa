import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { showStartFailure, START_FAILURE_MESSAGE } from '../start-failure';

describe('showStartFailure', () => {
  it('replaces the loading overlay with the reason and a Reload button', async () => {
    document.body.innerHTML = '<div id="root"><div role="status">Please wait while loading content</div></div>';
    const reload = jest.fn();
    showStartFailure(document.getElementById('root'), reload);
    expect(screen.getByRole('alert')).toHaveTextContent(START_FAILURE_MESSAGE);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Counter, Tabs, ThemeProvider } from '..';

function WaitingCounter({ start = 0 }: { start?: number }) {
  const [value, setValue] = useState(start);
  return <Counter label="Waiting Time" unit="mins" value={value} onChange={setValue} min={0} max={100} step={5} />;
}

describe('Counter', () => {
  test('labelled buttons step within min and max', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <WaitingCounter start={90} />
      </ThemeProvider>,
    );
    const group = screen.getByRole('group', { name: 'Waiting Time' });
    expect(group).toHaveTextContent('90 mins');
    const plus = screen.getByRole('button', { name: 'Increase Waiting Time' });
    await user.click(plus);
    await user.click(plus);
    expect(group).toHaveTextContent('100 mins');
    expect(plus).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Decrease Waiting Time' }));
    expect(group).toHaveTextContent('95 mins');
  });

  test('minus is disabled at the minimum and the keyboard works', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <WaitingCounter />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Decrease Waiting Time' })).toBeDisabled();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Increase Waiting Time' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('group', { name: 'Waiting Time' })).toHaveTextContent('5 mins');
  });
});

describe('Counter in a narrow column (the options panel at 1280 px)', () => {
  // jsdom lays nothing out, so the test reads the rules that let the counter fit any column width.
  test('never overflows its column: it may shrink, the label wraps above the buttons, the number flexes', () => {
    render(
      <ThemeProvider>
        <Counter label="Return Special Luggage" value={12} onChange={() => undefined} max={15} />
      </ThemeProvider>,
    );
    const group = screen.getByRole('group', { name: 'Return Special Luggage' });
    expect(group).toHaveStyle({ minWidth: '0', maxWidth: '100%', flexWrap: 'wrap' });
    expect(screen.getByText('Return Special Luggage')).toHaveStyle({ minWidth: '0', overflowWrap: 'anywhere' });
    const plus = screen.getByRole('button', { name: 'Increase Return Special Luggage' });
    const controls = plus.parentElement as HTMLElement;
    expect(controls).toHaveStyle({ minWidth: '0', maxWidth: '100%' });
    expect(plus).toHaveStyle({ flexShrink: '0' });
    expect(screen.getByRole('status')).toHaveStyle({ flexGrow: '1', minWidth: '0' });
  });
});

describe('Tabs', () => {
  const tabs = [
    { id: 'quote', label: 'GET A QUOTE', panel: <p>Quote form</p> },
    { id: 'hourly', label: 'Hourly Rate', panel: <p>Hourly form</p> },
    { id: 'third', label: 'Third', panel: <p>Third panel</p> },
  ];

  test('roles, selection and the panel labelled by its tab', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <ThemeProvider>
        <Tabs label="Search type" tabs={tabs} onChange={onChange} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('tablist', { name: 'Search type' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'GET A QUOTE' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'GET A QUOTE' })).toHaveTextContent('Quote form');
    await user.click(screen.getByRole('tab', { name: 'Hourly Rate' }));
    expect(onChange).toHaveBeenCalledWith('hourly');
    expect(screen.getByRole('tabpanel', { name: 'Hourly Rate' })).toHaveTextContent('Hourly form');
  });

  test('arrow keys, Home and End move and select; only the selected tab is tabbable', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <Tabs label="Search type" tabs={tabs} defaultValue="quote" />
      </ThemeProvider>,
    );
    await user.tab();
    expect(screen.getByRole('tab', { name: 'GET A QUOTE' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Hourly Rate' })).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Hourly Rate' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Hourly Rate' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Third' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'GET A QUOTE' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Third' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Quote form');
  });

  test('controlled: the value prop decides', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <ThemeProvider>
        <Tabs label="Search type" tabs={tabs} value="hourly" onChange={onChange} />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('tab', { name: 'Third' }));
    expect(onChange).toHaveBeenCalledWith('third');
    expect(screen.getByRole('tab', { name: 'Hourly Rate' })).toHaveAttribute('aria-selected', 'true');
  });
});

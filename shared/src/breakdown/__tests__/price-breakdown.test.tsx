import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../ui';
import { PriceBreakdown } from '..';

const lines = [
  { label: 'Base fare', value: '£40.00' },
  { label: 'Meet & Greet', value: '£12.00' },
  { label: 'Total', value: '£52.00', isTotal: true },
];

test('the breakdown is one tap away: the button shows and hides its lines', async () => {
  const user = userEvent.setup();
  render(
    <ThemeProvider>
      <PriceBreakdown lines={lines} />
    </ThemeProvider>,
  );
  const button = screen.getByRole('button', { name: 'Price breakdown' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText('Meet & Greet')).toBeNull();

  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const list = document.getElementById(button.getAttribute('aria-controls')!)!;
  expect(list).toBeVisible();
  expect([...list.querySelectorAll('div')].map((row) => row.textContent)).toEqual(['Base fare£40.00', 'Meet & Greet£12.00', 'Total£52.00']);

  await user.click(button);
  expect(list).not.toBeVisible();
  expect(screen.queryByText('Meet & Greet')).toBeNull();
});

test('says whose total it is where several are on a page', () => {
  render(
    <ThemeProvider>
      <p id="card">Saloon, Capital Cars</p>
      <PriceBreakdown lines={lines} describedBy="card" />
    </ThemeProvider>,
  );
  expect(screen.getByRole('button', { name: 'Price breakdown' })).toHaveAccessibleDescription('Saloon, Capital Cars');
});

test('no button when there is nothing to explain', () => {
  render(
    <ThemeProvider>
      <PriceBreakdown lines={null} />
    </ThemeProvider>,
  );
  expect(screen.queryByRole('button')).toBeNull();
});

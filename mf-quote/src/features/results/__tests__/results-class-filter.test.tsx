import { screen, within } from '@testing-library/react';
import { samplePriceDetails } from '@booking/shared/testing';
import { renderResults } from './render-results';

const secondMpv = { ...samplePriceDetails[3], company_id: 30, company_name: 'County Minibus', price: 85, final_price: 85 };
/** The vehicles shown, the Lowest Price card first. */
const articles = () => screen.getAllByRole('article').map((article) => within(article).getByRole('heading', { level: 3 }).textContent);

describe('Results: the vehicle class filter', () => {
  beforeEach(() => sessionStorage.clear());

  it('offers All and the classes present, and narrows the Lowest Price card and the list alike', async () => {
    const { user } = renderResults({ priceDetails: [...samplePriceDetails, secondMpv] });
    const filter = screen.getByRole('group', { name: 'Vehicle class' });
    expect(
      within(filter)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['All (6)', 'Saloon (2)', 'Executive (1)', 'MPV (2)', 'Minibus (1)']);
    expect(within(filter).getByRole('radio', { name: 'All (6)' })).toBeChecked();

    await user.click(within(filter).getByRole('radio', { name: 'MPV (2)' }));
    expect(articles()).toEqual(['MPV', 'MPV']);
    const [lowest] = screen.getAllByRole('article');
    expect(within(lowest).getByText('Lowest Price')).toBeInTheDocument();
    expect(within(lowest).getByText('County Minibus')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Vehicles' })).getAllByRole('article')).toHaveLength(1);
  });

  it('is a radio group for the keyboard: Tab reaches it, the arrows choose, and a refresh keeps the choice', async () => {
    const { user, unmount } = renderResults();
    const all = screen.getByRole('radio', { name: /^All/ });
    all.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /^Saloon/ })).toBeChecked();
    expect(articles()).toEqual(['Saloon', 'Saloon']);
    unmount();
    renderResults();
    expect(screen.getByRole('radio', { name: /^Saloon/ })).toBeChecked();
  });

  it('shows everything when the kept class is not among the new offers, and no filter for one class', () => {
    sessionStorage.setItem('resultsClass', 'estate');
    const { unmount } = renderResults();
    expect(screen.getByRole('radio', { name: /^All/ })).toBeChecked();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    unmount();
    renderResults({ priceDetails: [samplePriceDetails[0], samplePriceDetails[2]] });
    expect(screen.queryByRole('group', { name: 'Vehicle class' })).not.toBeInTheDocument();
  });
});

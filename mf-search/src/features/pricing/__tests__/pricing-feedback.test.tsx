import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@booking/shared/testing';
import { PricingFeedback } from '../pricing-feedback';

describe('price-loading screen (product §1: lowest price, multiple companies, cheapest price of a company)', () => {
  it('tells the visitor what the wait is for', () => {
    renderWithProviders(<PricingFeedback isPricing popup={null} onClose={() => {}} onNext={() => {}} />);
    const screenText = within(screen.getByRole('status'));
    expect(screenText.getByText('Please wait while loading price')).toBeInTheDocument();
    expect(screenText.getByText(/multiple companies/)).toBeInTheDocument();
    expect(screenText.getByText(/lowest price/i)).toBeInTheDocument();
    expect(screenText.getByText(/each company .* cheapest price/i)).toBeInTheDocument();
  });

  it('is gone once the prices are in', () => {
    renderWithProviders(<PricingFeedback isPricing={false} popup={null} onClose={() => {}} onNext={() => {}} />);
    expect(screen.queryByText('Please wait while loading price')).not.toBeInTheDocument();
  });
});

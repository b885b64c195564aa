import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { PriceDetail } from '@booking/shared/api';
import { operatorTextsAtom, type OperatorTexts } from '@booking/shared/store';
import { createStoreWith, renderWithProviders, sampleBookingForm, samplePriceDetails, sampleSettings } from '@booking/shared/testing';
import { Results } from '../results';

export interface ResultsSetup {
  settings?: Record<string, string>;
  priceDetails?: PriceDetail[];
  editing?: boolean;
  operatorTexts?: OperatorTexts | null;
}

/** The results at /quotationview, with /personalDetailView and /quoteView (Quote Now below) to go to. */
export function renderResults({
  settings = sampleSettings,
  priceDetails = samplePriceDetails,
  editing = false,
  operatorTexts = null,
}: ResultsSetup = {}) {
  const onEditQuote = jest.fn();
  const store = createStoreWith({ priceDetails, bookingForm: sampleBookingForm, bookingType: 'milleage', appSettings: settings });
  store.set(operatorTextsAtom, operatorTexts);
  const view = renderWithProviders(
    <Routes>
      <Route path="/quotationview" element={<Results editing={editing} onEditQuote={onEditQuote} />} />
      <Route path="/personalDetailView" element={<h1>Personal Details</h1>} />
      <Route
        path="/quoteView"
        element={
          <>
            <h1>Urgent Booking</h1>
            <Results editing={false} onEditQuote={onEditQuote} />
            <form aria-label="Quote Now">
              <input aria-label="Pickup" />
            </form>
          </>
        }
      />
    </Routes>,
    { route: '/quotationview', store },
  );
  return { ...view, onEditQuote };
}

/** A card by its accessible name (vehicle type and company); the last one, so not the Lowest Price card. */
export const card = (name: string) => screen.getAllByRole('article', { name }).at(-1) as HTMLElement;

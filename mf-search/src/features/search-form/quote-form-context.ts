import { createContext, useContext } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { BookingForm } from '@booking/shared/api';

/**
 * The quote form's methods, for its fields. useForm returns one object for the form's whole life, so
 * this context never changes. RHF's FormProvider changes its value with every form-state change, and
 * RHF makes one in a layout effect on mount (isReady): every field re-rendered synchronously inside
 * the home page's first commit, its longest task. The fields re-render only for their own
 * watched values and errors (useWatch, useFormState, Controller).
 */
export const QuoteFormContext = createContext<UseFormReturn<BookingForm> | null>(null);

export function useQuoteForm(): UseFormReturn<BookingForm> {
  const methods = useContext(QuoteFormContext);
  if (!methods) throw new Error('useQuoteForm is for the fields inside QuoteForm');
  return methods;
}

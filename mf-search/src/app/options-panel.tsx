import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { bookingFormAtom, StoreProvider, useAtomValue, useStore } from '@booking/shared/store';
import type { BookingForm } from '@booking/shared/api';
import { defaultBookingForm } from '../domain/forms';
import { ThemeProvider } from '@booking/shared/ui';
import { useSettings } from '../hooks/use-settings';
import { LegOptions } from '../features/search-form/edit-options';

const Panel = styled.div`
  display: grid;
  gap: 16px;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

function StoredOptions() {
  const settings = useSettings();
  const jotaiStore = useStore();
  const stored = useAtomValue(bookingFormAtom);
  const methods = useForm<BookingForm>({ defaultValues: stored ?? defaultBookingForm() });
  const values = useWatch({ control: methods.control }) as BookingForm;
  const returnId = useId();

  // Each change goes straight to the stored journey: whoever mounts the panel prices from there.
  useEffect(() => {
    const current = jotaiStore.get(bookingFormAtom);
    if (!current) return;
    const changed = (Object.keys(values) as (keyof BookingForm)[]).some(
      (key) => JSON.stringify(values[key]) !== JSON.stringify(current[key]),
    );
    if (changed) jotaiStore.set(bookingFormAtom, { ...current, ...values });
  }, [values, jotaiStore]);

  return (
    <Panel>
      <LegOptions control={methods.control} leg="outbound" settings={settings} />
      {values.select_option === 'return' ? (
        <section aria-labelledby={returnId}>
          <h3 id={returnId}>Return Options</h3>
          <LegOptions control={methods.control} leg="return" settings={settings} />
        </section>
      ) : null}
    </Panel>
  );
}

/**
 * mf_search/OptionsPanel: the extras of the stored distance journey (priced extras only when their
 * setting is above 0, luggage always), outbound and return; each change updates the stored BookingForm.
 */
export default function OptionsPanel() {
  return (
    <StoreProvider>
      <ThemeProvider withGlobalStyle={false}>
        <StoredOptions />
      </ThemeProvider>
    </StoreProvider>
  );
}

import { useId, useState } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import styled from 'styled-components';
import type { BookingForm } from '@booking/shared/api';
import { extraPriceLabel, type Settings } from '@booking/shared/domain';
import { YesNo } from '../../components/form/yes-no';
import { COUNTER_RANGES, visibleExtras, type ExtraName } from './model/extras';
import { Button, Counter, Grid } from '@booking/shared/ui';
import { JOURNEY_NAMES } from '../../lib/journey-names';
import { OutlinedPanel } from './outlined-panel';
import { useQuoteForm } from './quote-form-context';

const Panel = styled(OutlinedPanel)`
  gap: 16px;
`;

type CounterName = keyof typeof COUNTER_RANGES;

/**
 * Columns wide enough for a counter's name beside its buttons (280 px: 3 columns at 1280 px) and
 * never wider than the panel, whatever column it sits in (mf_quote mounts it in the summary's narrow one).
 */
const OptionsGrid = styled(Grid).attrs({ $min: 'min(100%, 17.5rem)' })``;

/** A counter whose buttons drop under its name rather than run out of a narrow column (never clipped). */
const OptionCounter = styled(Counter)`
  && {
    flex-wrap: wrap;
    row-gap: 4px;
    min-width: 0;
  }
`;

interface LegOptionsProps {
  control: Control<BookingForm>;
  leg: 'outbound' | 'return';
  settings: Settings;
}

/** One leg's options: each priced extra with its price (per seat, per 5 minutes, per journey), luggage always. */
export function LegOptions({ control, leg, settings }: LegOptionsProps) {
  const shown = visibleExtras(settings);
  const price = (key: string) => extraPriceLabel(settings, key as ExtraName);
  const p = leg === 'return' ? 'return_' : '';
  const label = (text: string) => (leg === 'return' ? `Return ${text}` : text);
  const name = (base: string) => `${p}${base}` as keyof BookingForm;
  const counters = (Object.keys(COUNTER_RANGES) as CounterName[]).filter(
    (key) => key === 'luggages' || key === 'hand_luggages' || shown.has(key as ExtraName),
  );
  return (
    <OptionsGrid>
      {(['meet_and_greet', 'wheel_chair'] as const)
        .filter((key) => shown.has(key))
        .map((key) => (
          <Controller
            key={key}
            control={control}
            name={name(key)}
            render={({ field }) => (
              <YesNo label={label(JOURNEY_NAMES[key])} hint={price(key)} value={field.value as 'yes' | 'no'} onChange={field.onChange} />
            )}
          />
        ))}
      {counters.map((key) => (
        <Controller
          key={key}
          control={control}
          name={name(key)}
          render={({ field }) => (
            <OptionCounter
              label={label(JOURNEY_NAMES[key])}
              hint={shown.has(key as ExtraName) ? price(key) : null}
              value={Number(field.value)}
              onChange={field.onChange}
              {...COUNTER_RANGES[key]}
            />
          )}
        />
      ))}
    </OptionsGrid>
  );
}

/** The edit-options panel (distance tab): priced extras only when their price is above 0; luggage always. */
export function EditOptions({ settings }: { settings: Settings }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { control } = useQuoteForm();
  const isReturn = useWatch({ control, name: 'select_option' }) === 'return';
  return (
    <div>
      <Button variant="secondary" type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {open ? 'Hide Options' : 'Edit Options'}
      </Button>
      {open ? (
        <Panel id={panelId}>
          <LegOptions control={control} leg="outbound" settings={settings} />
          {isReturn ? (
            <section aria-labelledby={`${panelId}-return`}>
              <h3 id={`${panelId}-return`}>Return Options</h3>
              <LegOptions control={control} leg="return" settings={settings} />
            </section>
          ) : null}
        </Panel>
      ) : null}
    </div>
  );
}

import { useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import type { BookingForm } from '@booking/shared/api';
import { addReturnLeg, removeReturnLeg, returnTimeOf } from './model/return-leg';
import { LegFields } from './leg-fields';
import { OutlinedPanel } from './outlined-panel';
import { useQuoteForm } from './quote-form-context';
import { Button } from '@booking/shared/ui';

const Box = styled(OutlinedPanel).attrs({ as: 'section' })`
  gap: 12px;
  header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
  }
`;

/** 'Add Return' switches to a return trip (copying what product §4 copies); the cross goes back to one way. */
export function ReturnLeg() {
  const { control, getValues, reset } = useQuoteForm();
  const titleId = useId();
  const isReturn = useWatch({ control, name: 'select_option' }) === 'return';
  // reset() with keepDefaultValues applies several fields at once and keeps errors of untouched fields out.
  const apply = (next: BookingForm) => reset(next, { keepDefaultValues: true });
  // The return time the form set last (its first one, then the outward time at each Add Return): any
  // other was chosen by the visitor and is kept. A saved return trip's time counts as chosen.
  const [firstTime] = useState(() => (getValues('select_option') === 'return' ? null : returnTimeOf(getValues())));
  const offered = useRef(firstTime);
  const addReturn = () => {
    const form = getValues();
    const next = addReturnLeg(form, returnTimeOf(form) !== offered.current);
    offered.current = returnTimeOf(next);
    apply(next);
  };

  if (!isReturn) {
    return (
      <div>
        <Button variant="secondary" type="button" onClick={addReturn}>
          Add Return
        </Button>
      </div>
    );
  }
  return (
    <Box aria-labelledby={titleId}>
      <header>
        <h3 id={titleId}>Return Journey</h3>
        <Button variant="secondary" type="button" aria-label="Remove Return" onClick={() => apply(removeReturnLeg(getValues()))}>
          ✕
        </Button>
      </header>
      <LegFields leg="return" />
    </Box>
  );
}

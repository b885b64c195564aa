import { useFieldArray } from 'react-hook-form';
import styled from 'styled-components';
import { Button, Field, Grid } from '@booking/shared/ui';
import { useQuoteForm } from './quote-form-context';

const Box = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  padding: 12px;
  margin: 0;
  min-width: 0;
  legend {
    font-weight: 700;
    padding: 0 4px;
  }
  ol {
    list-style: none;
    margin: 0 0 8px;
    padding: 0;
    display: grid;
    gap: 12px;
  }
  li {
    display: grid;
    gap: 8px;
  }
`;

const EMPTY_STOP = { street_name: '', number: '', postcode: '' };

/** 'Extra Stops': a plus adds a stop (street or road name, number, city or postcode); each can be removed. */
export function ExtraStops() {
  const { control, register } = useQuoteForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'stops' });
  return (
    <Box>
      <legend>Extra Stops</legend>
      {fields.length > 0 ? (
        <ol>
          {fields.map((field, index) => (
            <li key={field.id}>
              <Grid $columns={3}>
                <Field label={`Stop ${index + 1} Street or Road Name`} {...register(`stops.${index}.street_name`)} />
                <Field label={`Stop ${index + 1} Number`} {...register(`stops.${index}.number`)} />
                <Field label={`Stop ${index + 1} City or Postcode`} {...register(`stops.${index}.postcode`)} />
              </Grid>
              <div>
                <Button variant="secondary" type="button" onClick={() => remove(index)}>
                  Remove Stop {index + 1}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <Button variant="secondary" type="button" onClick={() => append(EMPTY_STOP)} aria-label="Add a stop">
        + Add Stop
      </Button>
    </Box>
  );
}

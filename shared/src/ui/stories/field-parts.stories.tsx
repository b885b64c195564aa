import type { Story, StoryDefault } from '@ladle/react';
import styled from 'styled-components';
import { Hint, VisuallyHidden } from '..';
import { ErrorText, Label, controlStyles, useFieldIds } from '../field-parts';

export default { title: 'Field parts' } satisfies StoryDefault;

const Input = styled.input`
  ${controlStyles}
`;

/** A control of its own built from the parts, as a remote does for an input the kit lacks. */
function DateField({ error }: { error?: string }) {
  const { controlId, hintId, errorId, hasError, aria } = useFieldIds(undefined, 'Day, month and year', error);
  return (
    <div>
      <Label htmlFor={controlId}>
        Pick-up date <VisuallyHidden>(required)</VisuallyHidden>
      </Label>
      <Input id={controlId} type="date" required {...aria} />
      <Hint id={hintId}>Day, month and year</Hint>
      {hasError && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </div>
  );
}

export const Composed: Story = () => <DateField />;
export const ComposedWithError: Story = () => <DateField error="The date is in the past" />;

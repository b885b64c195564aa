import { forwardRef } from 'react';
import styled from 'styled-components';
import type { FieldMessage } from '../../domain/personal-details';

const Box = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &:focus {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  a {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

/**
 * GOV.UK-style error summary: it takes the focus after a failed Next, and each message links to
 * its field (which shows the same message beside it).
 */
export const ErrorSummary = forwardRef<
  HTMLDivElement,
  { errors: readonly FieldMessage[]; fieldId: (field: FieldMessage['field']) => string }
>(function ErrorSummary({ errors, fieldId }, ref) {
  if (errors.length === 0) return null;
  return (
    <Box ref={ref} tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">There is a problem</h2>
      <ul aria-label="Problems to fix">
        {errors.map(({ field, message }) => (
          <li key={`${field}-${message}`}>
            <a
              href={`#${fieldId(field)}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(fieldId(field))?.focus();
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </Box>
  );
});

import styled from 'styled-components';

const STEPS = ['Vehicle', 'Details', 'Payment'] as const;
export type ProgressStep = (typeof STEPS)[number];

// A small stepper, not a second row of big steps: it reads as the parts of the step bar's current step.
const Bar = styled.ol`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
    white-space: nowrap;
  }
  /* The line that joins a step to the one before it. */
  li + li::before {
    content: '';
    width: 2.5rem;
    height: 2px;
    margin-right: ${({ theme }) => theme.space.xs};
    background: ${({ theme }) => theme.colors.border};
    ${({ theme }) => theme.media.mobile} {
      width: 0.5rem;
    }
  }
  .dot {
    flex: none;
    width: 0.75rem;
    height: 0.75rem;
    border: 2px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
  }
  li[aria-current='step'] {
    color: ${({ theme }) => theme.colors.brand};
  }
  li[aria-current='step'] .dot {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brand};
  }
`;

/** product §2: the Vehicle, Details, Payment progress bar, with the current step lit. */
export function ProgressBar({ current }: { current: ProgressStep }) {
  return (
    <nav aria-label="Booking progress">
      <Bar>
        {STEPS.map((step) => (
          <li key={step} aria-current={step === current ? 'step' : undefined}>
            <span className="dot" aria-hidden="true" />
            {step}
          </li>
        ))}
      </Bar>
    </nav>
  );
}

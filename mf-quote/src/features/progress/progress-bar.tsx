import styled from 'styled-components';

const STEPS = ['Vehicle', 'Details', 'Payment'] as const;
export type ProgressStep = (typeof STEPS)[number];

const Bar = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 4px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
    text-align: center;
  }
  li[aria-current='step'] {
    border-color: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/** product §2: the Vehicle, Details, Payment progress bar, with the current step lit. */
export function ProgressBar({ current }: { current: ProgressStep }) {
  return (
    <nav aria-label="Booking progress">
      <Bar>
        {STEPS.map((step) => (
          <li key={step} aria-current={step === current ? 'step' : undefined}>
            {step}
          </li>
        ))}
      </Bar>
    </nav>
  );
}

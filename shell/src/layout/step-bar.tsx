import { memo, useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { bookingConfirmationAtom, useAtomValue } from '@booking/shared/store';
import { guardStep, isNextHidden, nextStepPath, previousStepPath, STEPS, stepForPath } from '@booking/shared/domain';
import { useFlowData } from '../navigation/use-flow-data';
import { isBookingConfirmed, stepProgress, type StepProgress } from './step-progress';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  gap: 1rem;
  max-width: 72rem;
  margin: 1rem auto 0;
  padding: 0 1.25rem;
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Steps = styled.ol`
  display: flex;
  flex: 1;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StepItem = styled.li`
  flex: 1;
`;

// Done: filled, with a tick. Current: tinted with a double-weight border. To come: outlined.
const StepButton = styled.button<{ $progress: StepProgress }>`
  width: 100%;
  padding: 0.6rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.brand};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brand};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${({ $progress, theme }) =>
    $progress === 'done'
      ? css`
          background: ${theme.colors.brand};
          color: ${theme.colors.onBrand};
        `
      : $progress === 'current'
        ? css`
            background: ${theme.colors.brandSubtle};
            box-shadow: inset 0 0 0 1px ${theme.colors.brand};
            font-weight: 700;
          `
        : ''}
`;

const Arrow = styled.button`
  padding: 0.5rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
`;

/**
 * The four booking steps from the path: those before it done, its own current (done too once the
 * booking is confirmed and kept; never after a cancelled or declined payment). Every click is guarded like a direct entry:
 * a step whose earlier data is missing sends the visitor to the earliest unfinished step (product §2).
 * Previous goes to `previousPath` (product §2: "a configurable path, default /").
 */
export const StepBar = memo(function StepBar({ previousPath }: { previousPath?: string | null }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const flow = useFlowData();
  const doneId = useId();
  const booked = useAtomValue(bookingConfirmationAtom) !== null;
  const current = stepForPath(pathname);
  if (current === null) return null;
  const confirmed = isBookingConfirmed(pathname, search, booked);

  const go = (path: string) => navigate(guardStep(path, flow) ?? path);
  const next = nextStepPath(pathname);

  return (
    <Bar aria-label="Booking steps">
      <Arrow type="button" onClick={() => go(previousStepPath(previousPath))}>
        Previous
      </Arrow>
      <Steps>
        {STEPS.map((step) => {
          const progress = stepProgress(step.number, current, confirmed);
          return (
            <StepItem key={step.number}>
              <StepButton
                type="button"
                $progress={progress}
                aria-current={step.number === current ? 'step' : undefined}
                aria-describedby={progress === 'done' ? doneId : undefined}
                onClick={() => go(step.path)}
              >
                {progress === 'done' ? <span aria-hidden="true">✓ </span> : null}
                {`${step.number}. ${step.label}`}
              </StepButton>
            </StepItem>
          );
        })}
      </Steps>
      <span id={doneId} hidden>
        Done
      </span>
      {next && !isNextHidden(next) ? (
        <Arrow type="button" onClick={() => go(next)}>
          Next
        </Arrow>
      ) : null}
    </Bar>
  );
});

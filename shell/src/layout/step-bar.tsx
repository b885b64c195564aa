import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { guardStep, isNextHidden, nextStepPath, previousStepPath, STEPS, stepForPath } from '@booking/shared/domain';
import { useFlowData } from '../navigation/use-flow-data';

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

const StepButton = styled.button<{ $lit: boolean }>`
  width: 100%;
  padding: 0.6rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.brand};
  border-radius: 999px;
  background: ${({ $lit, theme }) => ($lit ? theme.colors.brand : theme.colors.surface)};
  color: ${({ $lit, theme }) => ($lit ? theme.colors.onBrand : theme.colors.brand)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
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
 * The four booking steps, lit from the path. Every click is guarded like a direct entry: a step
 * whose earlier data is missing sends the visitor to the earliest unfinished step (SPEC 2).
 * Previous goes to `previousPath` (SPEC 2: "a configurable path, default /").
 */
export function StepBar({ previousPath }: { previousPath?: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const flow = useFlowData();
  const current = stepForPath(pathname);
  if (current === null) return null;

  const go = (path: string) => navigate(guardStep(path, flow) ?? path);
  const next = nextStepPath(pathname);

  return (
    <Bar aria-label="Booking steps">
      <Arrow type="button" onClick={() => go(previousStepPath(previousPath))}>
        Previous
      </Arrow>
      <Steps>
        {STEPS.map((step) => (
          <StepItem key={step.number}>
            <StepButton
              type="button"
              $lit={step.number <= current}
              aria-current={step.number === current ? 'step' : undefined}
              onClick={() => go(step.path)}
            >
              {`${step.number}. ${step.label}`}
            </StepButton>
          </StepItem>
        ))}
      </Steps>
      {next && !isNextHidden(next) ? (
        <Arrow type="button" onClick={() => go(next)}>
          Next
        </Arrow>
      ) : null}
    </Bar>
  );
}

import styled from 'styled-components';
import { Alert, Button, Spinner, Stack } from '@booking/shared/ui';
import { HOLD_TEXTS, type NextHold } from './model/next-hold';

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-weight: 600;
`;

/** The id of each reason's text, for Next's aria-describedby. */
export const holdTextId = (base: string, hold: NextHold) => `${base}-${hold.kind}`;

function HoldReason({ hold, textId, onRetry }: { hold: NextHold; textId: string; onRetry: () => void }) {
  if (hold.kind === 'pricing') {
    return (
      <Status id={textId} role="status">
        <Spinner size={16} decorative />
        {HOLD_TEXTS.pricing}
      </Status>
    );
  }
  if (hold.kind === 'capacity') {
    return (
      <div id={textId}>
        <Alert tone="error" title={HOLD_TEXTS.capacityTitle}>{`${hold.exceeded}. ${HOLD_TEXTS.capacityAdvice}`}</Alert>
      </div>
    );
  }
  return (
    <Stack>
      <div id={textId}>
        <Alert tone="error" title={HOLD_TEXTS.priceErrorTitle}>{`${hold.message} ${HOLD_TEXTS.priceErrorAdvice}`}</Alert>
      </div>
      <div>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {HOLD_TEXTS.retry}
        </Button>
      </div>
    </Stack>
  );
}

/**
 * Why Next is held, beside it: the vehicle is too small for the options, the price is being asked
 * again, or asking failed (with Try again). Each reason's text is what describes Next. The live
 * region is always there, so a reason that appears in it is announced.
 */
export function NextHoldNotice({ id, holds, onRetry }: { id: string; holds: readonly NextHold[]; onRetry: () => void }) {
  return (
    <div aria-live="polite">
      {holds.length > 0 && (
        <Stack>
          {holds.map((hold) => (
            <HoldReason key={hold.kind} hold={hold} textId={holdTextId(id, hold)} onRetry={onRetry} />
          ))}
        </Stack>
      )}
    </div>
  );
}

import styled from 'styled-components';
import type { JourneyPreview } from './model/journey-preview';

const Summary = styled.section`
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 12px;
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** The map's stand-in without a maps key (product §10 "Without outside services"): the journey in words. */
export function JourneySummary({ journey }: { journey: JourneyPreview }) {
  if (!journey.pickup) return null;
  return (
    <Summary aria-label="Journey summary">
      <dl>
        <dt>From</dt>
        <dd>{journey.pickup}</dd>
        {journey.stops.map((stop, index) => (
          <Stop key={`${index}-${stop}`} index={index} text={stop} />
        ))}
        {journey.dropoff ? (
          <>
            <dt>To</dt>
            <dd>{journey.dropoff}</dd>
          </>
        ) : null}
        {journey.when ? (
          <>
            <dt>Date &amp; Time</dt>
            <dd>{journey.when}</dd>
          </>
        ) : null}
        {journey.returnWhen ? (
          <>
            <dt>Return</dt>
            <dd>{journey.returnWhen}</dd>
          </>
        ) : null}
        {journey.duration ? (
          <>
            <dt>Duration</dt>
            <dd>{journey.duration}</dd>
          </>
        ) : null}
      </dl>
    </Summary>
  );
}

function Stop({ index, text }: { index: number; text: string }) {
  return (
    <>
      <dt>Stop {index + 1}</dt>
      <dd>{text}</dd>
    </>
  );
}

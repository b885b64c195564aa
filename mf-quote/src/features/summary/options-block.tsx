import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { BookingForm } from '@booking/shared/api';
import type { Settings } from '@booking/shared/domain';
import { RemotePart } from '@booking/shared/federation';
import { optionRows, returnOptionRows } from './model/option-rows';
import { PriceBreakdown } from './price-breakdown';
import { SummaryList } from './summary-list';
import { ToggleSection } from './toggle-section';

interface OptionsProps {
  form: BookingForm;
  settings: Settings;
  returnTrip: boolean;
}

const Editing = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Block = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Personal details: Edit Options opens mf_search's options and the price breakdown; See Return Details. */
export function EditableOptions({ form, settings, returnTrip }: OptionsProps) {
  return (
    <>
      <ToggleSection
        title="Options"
        showLabel="Edit Options"
        hideLabel="Hide Options"
        summary={<SummaryList rows={optionRows(form, settings)} label="Options" />}
      >
        <Editing>
          <RemotePart
            id="mf_search/OptionsPanel"
            fallback={<p role="alert">The options cannot be changed right now.</p>}
            loadingLabel="Loading the options"
          />
          <PriceBreakdown />
        </Editing>
      </ToggleSection>
      {returnTrip ? (
        <ToggleSection title="Return Details" showLabel="See Return Details" hideLabel="Hide Return Details">
          <SummaryList rows={returnOptionRows(form, settings)} label="Return details" />
        </ToggleSection>
      ) : null}
    </>
  );
}

function TitledBlock({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Block aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {children}
    </Block>
  );
}

/** Payment: the same rows, shown open and read-only. */
export function ReadOnlyOptions({ form, settings, returnTrip }: OptionsProps) {
  return (
    <>
      <TitledBlock title="Options">
        <SummaryList rows={optionRows(form, settings)} />
      </TitledBlock>
      {returnTrip ? (
        <TitledBlock title="Return Details">
          <SummaryList rows={returnOptionRows(form, settings)} />
        </TitledBlock>
      ) : null}
    </>
  );
}

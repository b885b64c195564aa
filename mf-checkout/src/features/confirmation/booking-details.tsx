import styled from 'styled-components';
import { DetailList } from '@booking/shared/ui';
import type { DetailSection } from './model/labels';

const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  @media print {
    grid-template-columns: 1fr 1fr;
    gap: 8px;
  }
`;

const Section = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  break-inside: avoid;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  /* A long label ('Return Additional Info') wraps rather than squeeze the values into a narrow column. */
  dl {
    grid-template-columns: fit-content(45%) minmax(0, 1fr);
  }
  h4 {
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  p {
    margin: 0;
    white-space: pre-line;
  }
  @media print {
    padding: 6px 8px;
  }
`;

/** product §2's Booking Details, one labelled section per block; a leg's meeting instructions under its rows. */
export function BookingDetails({ sections }: { sections: DetailSection[] }) {
  return (
    <Sections>
      {sections.map((section) => {
        const id = `confirmation-${section.title.toLowerCase().replace(/\W+/g, '-')}`;
        return (
          <Section key={section.title} aria-labelledby={id}>
            <h3 id={id}>{section.title}</h3>
            <DetailList>
              {section.rows.map((row) => (
                <div key={row.label} style={{ display: 'contents' }}>
                  <dt>{row.label}</dt>
                  <dd>{row.value || '—'}</dd>
                </div>
              ))}
            </DetailList>
            {section.note ? (
              <>
                <h4>{section.note.title}</h4>
                <p>{section.note.text}</p>
              </>
            ) : null}
          </Section>
        );
      })}
    </Sections>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useAfterNextPaint } from '../../hooks/use-after-next-paint';
import { LayoutToggle } from './layout-toggle';
import { useResultsLayout } from './use-results-layout';

/**
 * Cards in the first render: what a 900 px high screen shows under the summary, a row of the grid.
 * The rest of the page follows in a background render (target: first render within 100 ms).
 */
export const FIRST_SCREEN = 3;

// No content-visibility on the cards: skipped subtrees have no layout, so contrast checkers (axe in
// Lighthouse) measure their text against the footer behind them, and with the first screen rendered
// first and the layout applied after the toggle's paint, skipping them gains nothing.
const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  &[data-layout='grid'] {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.mobile} {
    &[data-layout='grid'] {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface ResultsFrameProps {
  heading: ReactNode;
  showToggle: boolean;
  /** Beside the toggle: the sort select. */
  tools?: ReactNode;
  /** Under the heading, above the Lowest Price card it narrows too: the vehicle class filter. */
  filter?: ReactNode;
  /** Between the heading and the list: the Lowest Price card, the editing veil or the empty state. */
  lead: ReactNode;
  /** The vehicle cards; null when there is no list to show. */
  cards: ReactNode;
  after?: ReactNode;
}

/**
 * The heading with the list / grid toggle, and the list it lays out (target: toggle within 50 ms).
 * - The layout is this component's state and the cards come in as elements made by the parent, so a
 *   toggle re-renders the two buttons and the list's attribute, and React leaves every card alone.
 * - The pressed button paints first; the list takes the new layout in the frame after, so the cost
 *   of re-laying out and painting the cards does not hold back the answer to the press.
 */
export function ResultsFrame({ heading, showToggle, tools, filter, lead, cards, after }: ResultsFrameProps) {
  const [pressed, setLayout] = useResultsLayout();
  const layout = useAfterNextPaint(pressed);
  return (
    <>
      <header>
        {heading}
        {tools || showToggle ? (
          <Tools>
            {tools}
            {showToggle ? <LayoutToggle layout={pressed} onChange={setLayout} /> : null}
          </Tools>
        ) : null}
      </header>
      {filter}
      {lead}
      {cards ? (
        <List role="list" data-layout={layout} aria-label="Vehicles">
          {cards}
        </List>
      ) : null}
      {after}
    </>
  );
}

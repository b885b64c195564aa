import styled from 'styled-components';
import type { ResultsLayout } from './use-results-layout';

const Group = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 0;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brand};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const CHOICES: readonly { layout: ResultsLayout; label: string }[] = [
  { layout: 'list', label: 'List' },
  { layout: 'grid', label: 'Grid' },
];

/** Two pressed-state buttons: the list, or a three-column grid. */
export function LayoutToggle({ layout, onChange }: { layout: ResultsLayout; onChange: (layout: ResultsLayout) => void }) {
  return (
    <Group role="group" aria-label="Results layout">
      {CHOICES.map((choice) => (
        <button key={choice.layout} type="button" aria-pressed={layout === choice.layout} onClick={() => onChange(choice.layout)}>
          {choice.label}
        </button>
      ))}
    </Group>
  );
}

import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@booking/shared/ui';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

interface Props {
  title: string;
  showLabel: string;
  hideLabel: string;
  /** Shown whatever the toggle (the Options rows); the toggle opens `children`. */
  summary?: ReactNode;
  children: ReactNode;
}

/** A titled block with a show/hide button (Edit Options / Hide Options, See / Hide Return Details). */
export function ToggleSection({ title, showLabel, hideLabel, summary, children }: Props) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const panelId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {summary}
      <div>
        <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          {open ? hideLabel : showLabel}
        </Button>
      </div>
      <div id={panelId} hidden={!open}>
        {open ? children : null}
      </div>
    </Section>
  );
}

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem<Id extends string = string> {
  id: Id;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps<Id extends string = string> {
  tabs: readonly TabItem<Id>[];
  /** The accessible name of the tab list. */
  label: string;
  /** Controlled selection; leave out for the component to keep its own. */
  value?: Id;
  defaultValue?: Id;
  onChange?: (id: Id) => void;
  className?: string;
}

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
`;

const Tab = styled.button<{ $selected: boolean }>`
  flex: none;
  min-height: 44px;
  padding: 0.625rem 1.125rem;
  margin-bottom: -2px;
  border: 0;
  border-bottom: 3px solid ${({ theme, $selected }) => ($selected ? theme.colors.brand : 'transparent')};
  background: transparent;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.brand : theme.colors.muted)};
  font-weight: 700;
  text-transform: none;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.brand};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space.lg};
`;

/**
 * WAI-ARIA tabs: arrow keys move between tabs and select them, Home and End jump to the ends, and
 * only the selected tab is in the Tab order.
 */
export function Tabs<Id extends string = string>({ tabs, label, value, defaultValue, onChange, className }: TabsProps<Id>) {
  const baseId = useId();
  const [own, setOwn] = useState<Id | undefined>(defaultValue);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const selected = tabs.find((t) => t.id === (value ?? own)) ?? tabs[0];
  if (!selected) return null;

  const select = (id: Id) => {
    if (value === undefined) setOwn(id);
    onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(tabs[target].id);
    buttons.current[target]?.focus();
  };

  return (
    <div className={className}>
      <List role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected.id;
          return (
            <Tab
              key={tab.id}
              ref={(el) => {
                buttons.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              $selected={isSelected}
              onClick={() => select(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </List>
      <Panel role="tabpanel" id={`${baseId}-panel-${selected.id}`} aria-labelledby={`${baseId}-tab-${selected.id}`} tabIndex={0}>
        {selected.panel}
      </Panel>
    </div>
  );
}

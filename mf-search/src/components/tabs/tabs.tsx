import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  gap: 4px;
  border-bottom: 2px solid ${({ theme }) => theme.colors.brand};
  button {
    min-height: 44px;
    padding: 10px 18px;
    font: inherit;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.brand};
    border-bottom: 0;
    border-radius: 8px 8px 0 0;
    cursor: pointer;
    &[aria-selected='true'] { color: ${({ theme }) => theme.colors.onBrand}; background: ${({ theme }) => theme.colors.brand}; }
  }
`;

export interface TabItem<K extends string> { key: K; label: string }

/** ARIA tabs: arrow keys, Home and End move between tabs (automatic activation). */
export function Tabs<K extends string>({ items, active, onSelect, children }: {
  items: readonly TabItem<K>[];
  active: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}) {
  const id = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const move = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(items[target].key);
    refs.current[items[target].key]?.focus();
  };
  return (
    <div>
      <List role="tablist" aria-label="Search type">
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(node) => { refs.current[item.key] = node; }}
            type="button"
            role="tab"
            id={`${id}-${item.key}`}
            aria-selected={item.key === active}
            aria-controls={`${id}-panel`}
            tabIndex={item.key === active ? 0 : -1}
            onClick={() => onSelect(item.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {item.label}
          </button>
        ))}
      </List>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${active}`}>
        {children}
      </div>
    </div>
  );
}

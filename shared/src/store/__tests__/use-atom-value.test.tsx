import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { atom, createTestStore, StoreProvider, useAtom, useAtomValue, type PrimitiveAtom } from '..';

const countAtom = atom(1);
const otherAtom = atom(10);

function renderCounted(ui: (renders: number[]) => React.ReactNode, store = createTestStore()) {
  const renders: number[] = [];
  render(<StoreProvider store={store}>{ui(renders)}</StoreProvider>);
  return { renders, store };
}

function Reader({ of = countAtom, renders }: { of?: PrimitiveAtom<number>; renders: number[] }) {
  const value = useAtomValue(of);
  renders.push(value);
  return <p>Value: {value}</p>;
}

describe('useAtomValue (the store gateway)', () => {
  it("renders once when nothing changes after mount (jotai's own hook renders again on subscribe)", () => {
    const { renders } = renderCounted((r) => <Reader renders={r} />);
    expect(renders).toEqual([1]);
  });

  it('renders again when the value changes, and not when it is set to the same value', () => {
    const { renders, store } = renderCounted((r) => <Reader renders={r} />);
    act(() => store.set(countAtom, 1));
    expect(renders).toEqual([1]);
    act(() => store.set(countAtom, 2));
    expect(screen.getByText('Value: 2')).toBeInTheDocument();
    expect(renders).toEqual([1, 2]);
  });

  it('picks up a change made between its render and its subscription', () => {
    function SetsInLayoutEffect() {
      const [, setCount] = useAtom(countAtom);
      useLayoutEffect(() => setCount(5), [setCount]);
      return null;
    }
    renderCounted((r) => (
      <>
        <Reader renders={r} />
        <SetsInLayoutEffect />
      </>
    ));
    expect(screen.getByText('Value: 5')).toBeInTheDocument();
  });

  it('reads the new atom at once when it is given another one', () => {
    const store = createTestStore();
    const renders: number[] = [];
    const { rerender } = render(
      <StoreProvider store={store}>
        <Reader renders={renders} />
      </StoreProvider>,
    );
    rerender(
      <StoreProvider store={store}>
        <Reader of={otherAtom} renders={renders} />
      </StoreProvider>,
    );
    expect(renders[1]).toBe(10);
    act(() => store.set(otherAtom, 11));
    expect(screen.getByText('Value: 11')).toBeInTheDocument();
    act(() => store.set(countAtom, 3));
    expect(screen.getByText('Value: 11')).toBeInTheDocument();
  });

  it('gives useAtom the value and the setter', () => {
    function Both() {
      const [count, setCount] = useAtom(countAtom);
      return (
        <button type="button" onClick={() => setCount((n) => n + 1)}>
          Count {count}
        </button>
      );
    }
    renderCounted(() => <Both />);
    act(() => screen.getByRole('button', { name: 'Count 1' }).click());
    expect(screen.getByRole('button', { name: 'Count 2' })).toBeInTheDocument();
  });
});

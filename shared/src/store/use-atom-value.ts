import { useEffect, useState } from 'react';
import { useSetAtom, useStore, type Atom, type WritableAtom } from 'jotai';

/**
 * jotai's useAtomValue for the synchronous atoms this store holds, without its extra render of every
 * subscriber right after it mounts. jotai's hook dispatches a reducer action when it subscribes, and
 * React renders a reducer dispatch even when the value is unchanged, at default priority: one blocking
 * task, not a time-sliced one (on `/` it re-rendered the shell's whole chrome after its first commit;
 * docs/decisions/store.md). A state update whose value is unchanged is dropped before any render, so here a component
 * renders again only when its atom's value has changed (a changed store or atom reads the new one).
 */
export function useAtomValue<Value>(atom: Atom<Value>): Value {
  const store = useStore();
  const [state, setState] = useState(() => ({ value: store.get(atom), store, atom }));

  useEffect(() => {
    const read = () =>
      setState((previous) => {
        const value = store.get(atom);
        return Object.is(previous.value, value) && previous.store === store && previous.atom === atom ? previous : { value, store, atom };
      });
    const unsubscribe = store.sub(atom, read);
    read(); // a change between this component's render and its subscription
    return unsubscribe;
  }, [store, atom]);

  return state.store === store && state.atom === atom ? state.value : store.get(atom);
}

/** jotai's useAtom, reading through the hook above. */
export function useAtom<Value, Args extends unknown[], Result>(
  atom: WritableAtom<Value, Args, Result>,
): [Value, (...args: Args) => Result] {
  return [useAtomValue(atom), useSetAtom(atom)];
}

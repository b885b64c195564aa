import { useEffect, useRef, useState } from 'react';
import { priceDetailsAtom, useAtomValue } from '@booking/shared/store';

/**
 * Edit Quote's open state: controlled by the results page (which hides its cards meanwhile) or the
 * panel's own. New price details mean 'Search' priced the journey again, so the editing is over.
 */
export function useQuoteEditing(
  controlled: boolean | undefined,
  onEditingChange?: (editing: boolean) => void,
): [boolean, (next: boolean) => void] {
  const priceDetails = useAtomValue(priceDetailsAtom);
  const [own, setOwn] = useState(false);
  const editing = controlled ?? own;
  const editedFrom = useRef(priceDetails);

  const setEditing = (next: boolean) => {
    setOwn(next);
    onEditingChange?.(next);
  };
  // Where the editing started from.
  useEffect(() => {
    if (editing) editedFrom.current = priceDetails;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the editing starts
  }, [editing]);
  useEffect(() => {
    if (editing && priceDetails !== editedFrom.current) {
      setOwn(false);
      onEditingChange?.(false);
    }
  }, [editing, priceDetails, onEditingChange]);
  return [editing, setEditing];
}

import { useEffect, useRef } from 'react';
import { firstBookableSlot, pickupTimeOf, slotDefaultsUpdate, type PickupTime } from './pickup-slot';

export interface SlotFields {
  /** The form's pick-up date and time now. */
  read: () => PickupTime;
  /** Puts new defaults into the form (the fields named only). */
  write: (next: Partial<PickupTime>) => void;
}

/**
 * Keeps a pick-up time the visitor has not chosen on the first bookable slot (product §10
 * "Visitor clarity"): again when the grace time changes (the settings arrive after the form on a
 * first visit) and when the visitor picks another day (today on the distance form). `fields` must be
 * stable.
 */
export function useFirstSlotDefault(grace: number, pickupDate: string | undefined, fields: SlotFields): void {
  const offered = useRef<PickupTime | null>(null);
  useEffect(() => {
    const current = fields.read();
    // The form's first values are its first offer.
    offered.current ??= current;
    const next = slotDefaultsUpdate(current, offered.current, firstBookableSlot(grace));
    if (!next) return;
    fields.write(next);
    offered.current = { ...current, ...next };
  }, [grace, pickupDate, fields]);
}

/**
 * The SlotFields of a react-hook-form form with pick-up fields (RHF's getValues and setValue are
 * stable, so memoise on them). `onDateMoved` follows a date the slot moved (the return date, product §4).
 */
export function slotFieldsOf(
  getValues: () => PickupTime,
  setValue: (name: keyof PickupTime, value: string) => void,
  onDateMoved?: (isoDate: string) => void,
): SlotFields {
  return {
    read: () => pickupTimeOf(getValues()),
    write: (next) => {
      const date = next.pickup_date;
      const moved = date !== undefined && date !== getValues().pickup_date;
      for (const [name, value] of Object.entries(next)) setValue(name as keyof PickupTime, value);
      if (moved) onDateMoved?.(date);
    },
  };
}

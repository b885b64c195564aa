import { useAtomValue, useSetAtom } from '@booking/shared/store';
import { priceDetailsAtom, selectedVehicleDataAtom } from '@booking/shared/store';

// The smallest way to choose a vehicle until the results cards land: one button per price entry.
export function SelectVehicle() {
  const priceDetails = useAtomValue(priceDetailsAtom) ?? [];
  const selected = useAtomValue(selectedVehicleDataAtom);
  const setSelected = useSetAtom(selectedVehicleDataAtom);
  if (!priceDetails.length) return <p>No price details stored.</p>;
  return (
    <div>
      <ul aria-label="Vehicles">
        {priceDetails.map((entry) => (
          <li key={`${entry.vehicle_id}-${entry.company_id}`}>
            <button type="button" onClick={() => setSelected({ ...entry, selection_type: 'selection', quantity: 1 })}>
              {`Select ${entry.vehicle_type} (${entry.company_name})`}
            </button>
          </li>
        ))}
      </ul>
      {selected ? <p role="status">{`Selected: ${selected.vehicle_type} (${selected.company_name})`}</p> : null}
    </div>
  );
}

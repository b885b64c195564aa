import { VehicleCard, VehicleGrid } from '../../components/vehicle-card/vehicle-card';
import { useVehicles } from '../../hooks/use-vehicles';

const FLEET_LOADING = 'Loading our fleet…';
const FLEET_FAILED = 'Our fleet could not be loaded. Please try again later.';
const FLEET_EMPTY = 'No vehicles to show yet.';

/** The vehicles of fetch_vehicles with their loading, error and empty states. */
export function FleetList() {
  const vehicles = useVehicles();
  if (vehicles.status === 'loading') return <p role="status">{FLEET_LOADING}</p>;
  if (vehicles.status === 'error') return <p role="alert">{FLEET_FAILED}</p>;
  if (vehicles.data.length === 0) return <p>{FLEET_EMPTY}</p>;
  return (
    <VehicleGrid aria-label="Vehicles">
      {vehicles.data.map((vehicle) => (
        <VehicleCard key={vehicle.tbms_vid} vehicle={vehicle} />
      ))}
    </VehicleGrid>
  );
}

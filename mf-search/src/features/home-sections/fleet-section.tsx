import { VehicleCard, VehicleGrid } from '../../components/vehicle-card/vehicle-card';
import { useVehicles } from '../../hooks/use-vehicles';
import { Section } from './section.styles';

/** 'Extensive Fleet': the fleet from fetch_vehicles (SHOW_FLEET_SECTION). A failed list hides the section. */
export function FleetSection() {
  const vehicles = useVehicles();
  if (vehicles.status !== 'ready' || vehicles.data.length === 0) return null;
  return (
    <Section aria-labelledby="fleet-section-title">
      <h2 id="fleet-section-title">Extensive Fleet</h2>
      <VehicleGrid>
        {vehicles.data.map((vehicle) => (
          <VehicleCard key={vehicle.tbms_vid} vehicle={vehicle} />
        ))}
      </VehicleGrid>
    </Section>
  );
}

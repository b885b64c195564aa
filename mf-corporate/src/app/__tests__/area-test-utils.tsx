import { useLocation } from 'react-router-dom';
import { renderWithProviders, type StoreValues } from '@booking/shared/testing';
import { AreaProvider, DEFAULT_AREA_OPTIONS, type AreaOptions } from '../../lib/area';
import { AreaRoutes } from '../area-routes';

export const PASSENGER = {
  passenger_id: 1,
  passenger_name: 'Dana Demo',
  passenger_email: 'demo.corporate@example.com',
  passenger_contact_no: '07700 900123',
};
export const SIGNED_IN: Partial<StoreValues> = { passengerToken: 'token-1', passengerCorporateDetails: PASSENGER };

function Where() {
  const location = useLocation();
  return <output aria-label="Current path">{`${location.pathname}${location.search}`}</output>;
}

/** The area's routes at `route` in a fresh store, with the current path readable as 'Current path'. */
export function renderArea(route: string, storeValues: Partial<StoreValues> = {}, options: Partial<AreaOptions> = {}) {
  return renderWithProviders(
    <AreaProvider options={{ ...DEFAULT_AREA_OPTIONS, ...options }}>
      <AreaRoutes />
      <Where />
    </AreaProvider>,
    { route, storeValues },
  );
}

import { SETTING_KEYS } from '@booking/shared/domain';
import { useSettings } from '../hooks/use-settings';
import { GoogleMapsGate } from '../lib/google/google-maps-gate';

/** Reads the key from the settings and hands it down, so lib/ never reaches up into hooks/. */
export function MapsGate() {
  return <GoogleMapsGate apiKey={useSettings()[SETTING_KEYS.GOOGLE_API_KEY]} />;
}

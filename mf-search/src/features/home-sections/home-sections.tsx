import type { Settings } from '@booking/shared/domain';
import { ContactSection } from './contact-section';
import { FleetSection } from './fleet-section';
import { PopularLocations } from './popular-locations';
import { ServicesSection } from './services-section';
import { visibleHomeSections } from './model/visible-sections';

/** The home page's sections below the search, each behind its setting. */
export default function HomeSections({ settings, onChoosePickup }: { settings: Settings; onChoosePickup: (address: string) => void }) {
  const show = visibleHomeSections(settings);
  return (
    <>
      {show.popular ? <PopularLocations onChoose={onChoosePickup} /> : null}
      {show.services ? <ServicesSection /> : null}
      {show.fleet ? <FleetSection /> : null}
      {show.contact ? <ContactSection settings={settings} /> : null}
    </>
  );
}

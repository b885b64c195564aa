import { Suspense, useEffect, useState, type ComponentProps } from 'react';
import styled from 'styled-components';
import { bookingFormAtom, bookingTypeAtom, hourlyRateFormAtom, useAtomValue } from '@booking/shared/store';
import { SETTING_KEYS } from '@booking/shared/domain';
import { defaultSearchTab, SEARCH_TAB_LABELS, visibleSearchTabs, type SearchTab } from '../domain/search-tabs';
import { ErrorBoundary, retryableLazy, Spinner, Tabs, useAfterFirstCommit } from '@booking/shared/ui';
import { popularAddressesSettled } from '../hooks/use-popular-addresses';
import { useSettings } from '../hooks/use-settings';
import { graceMinutes } from '../lib/pickup-slot';
import { BrandHero, TrustStrip } from '../features/brand-hero/brand-hero';
import { initialHourlyForm } from '../features/hourly-form/model/hourly-form-schema';
import { MapPreview } from '../features/map-preview/map-preview';
import { JourneySummary } from '../features/map-preview/journey-summary';
import { distancePreview, hourlyPreview } from '../features/map-preview/model/journey-preview';
import { PricingFeedback } from '../features/pricing/pricing-feedback';
import { useQuoteSubmit } from '../features/pricing/use-pricing';
import { ChangeSearch } from '../features/search-form/change-search';
import { initialQuoteForm } from '../features/search-form/model/initial-values';
import { QuoteForm } from '../features/search-form/quote-form';
import { ContentLoading } from './content-loading';

// Below the fold: its own chunk, so the search form paints first.
const HomeSections = retryableLazy(() => import('../features/home-sections/home-sections'));
// The Hourly Rate form loads when its tab is shown: not on `/`'s first path when the
// quote tab is the one shown first. If it cannot load, the tab says so and the rest of the page stays.
const HourlyForm = retryableLazy(() => import('../features/hourly-form/hourly-form').then((module) => ({ default: module.HourlyForm })));

/** Below the fold: held until the visitor comes within a screen of them (no chunk, no calls before). */
function useNearView() {
  const [near, setNear] = useState(false);
  const [holder, setHolder] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!holder || near) return undefined;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((seen) => seen.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: '0px 0px 50% 0px',
    });
    observer.observe(holder);
    return () => observer.disconnect();
  }, [holder, near]);
  return { near, holder: setHolder };
}

/**
 * The sections below the form mount a commit after it, never before: on the first visit the form is
 * held one commit (below), and sections drawn in its place would be pushed down when it came (CLS);
 * and only once the visitor scrolls near them.
 */
function SectionsAfterForm(props: ComponentProps<typeof HomeSections>) {
  const { near, holder } = useNearView();
  const afterFirstCommit = useAfterFirstCommit();
  if (!afterFirstCommit) return null;
  return near ? (
    <Suspense fallback={<Held />}>
      <HomeSections {...props} />
    </Suspense>
  ) : (
    <Held ref={holder} />
  );
}

// Room for the sections while they load: the footer stays below the fold.
const Held = styled.div`
  min-height: 60vh;
`;

// The form's card over the hero picture.
const Main = styled.div`
  min-width: 0;
  padding: 20px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  h1 {
    margin: 0 0 16px;
    font-size: 1.75rem;
  }
  ${({ theme }) => theme.media.mobile} {
    padding: 16px 12px;
  }
`;

const Panel = styled.div`
  padding-top: 16px;
`;

/** The home page's paths (the route manifest's root, home and bookTrip): the search screen with its tabs, pricing flow and home sections. */
export default function HomePage() {
  const settings = useSettings();
  const storedQuote = useAtomValue(bookingFormAtom);
  const storedHourly = useAtomValue(hourlyRateFormAtom);
  const savedType = useAtomValue(bookingTypeAtom);
  const [initialQuote] = useState(() => initialQuoteForm(storedQuote, Date.now(), graceMinutes(settings)));
  const [initialHourly] = useState(() => initialHourlyForm(storedHourly, Date.now(), graceMinutes(settings)));
  const [chosenTab, setChosenTab] = useState<SearchTab | null>(null);
  const [chosenPickup, setChosenPickup] = useState<{ address: string; at: number } | null>(null);
  // Decided once: storing the form on submit must not swap the form for the summary mid-flow.
  const [returning, setReturning] = useState(() => Boolean(storedQuote?.pickup));
  const { pricing, quote, quoteHourly } = useQuoteSubmit();
  // Under the loading overlay (the visit's first home screen), the quote form mounts one commit after
  // the page: the page's effects (the popular addresses request, the store's subscriptions) then run in
  // a task of their own, not flushed by RHF's synchronous isReady render of the form. On a
  // later return to the page in the same visit there is no overlay, and the form is there at once.
  const [mountsUnderOverlay] = useState(() => !popularAddressesSettled());
  const afterFirstCommit = useAfterFirstCommit();
  const formHeld = mountsUnderOverlay && !afterFirstCommit;

  const tabs = visibleSearchTabs(settings);
  const active = chosenTab && tabs.includes(chosenTab) ? chosenTab : defaultSearchTab(settings, savedType);

  const choosePickup = (address: string) => {
    setChosenTab(tabs.includes('quote') ? 'quote' : active);
    setReturning(false);
    setChosenPickup({ address, at: Date.now() });
  };

  const quoteForm = (submitLabel?: string) =>
    formHeld ? null : (
      <QuoteForm
        initialValues={initialQuote}
        settings={settings}
        onQuote={quote}
        chosenPickup={chosenPickup}
        submitLabel={submitLabel}
        renderPreview={(values) => <MapPreview journey={distancePreview(values)} />}
      />
    );
  const quotePanel = returning ? (
    <ChangeSearch summary={<JourneySummary journey={distancePreview(initialQuote)} />} onSearchAgain={() => quote(initialQuote)}>
      {quoteForm('Search')}
    </ChangeSearch>
  ) : (
    quoteForm()
  );
  const hourlyPanel = (
    <ErrorBoundary fallback="The Hourly Rate form cannot be shown right now.">
      <Suspense fallback={<Spinner label="Loading the Hourly Rate form" />}>
        <HourlyForm
          initialValues={initialHourly}
          onQuote={quoteHourly}
          chosenPickup={tabs.includes('quote') ? null : chosenPickup}
          renderPreview={(values) => <MapPreview journey={hourlyPreview(values)} />}
        />
      </Suspense>
    </ErrorBoundary>
  );

  return (
    <>
      {/* The strip comes with the form: on a phone it sits under the form, which would push it down (CLS). */}
      <BrandHero aside={formHeld ? null : <TrustStrip companyName={settings[SETTING_KEYS.Company_Name]?.trim() ?? ''} />}>
        <Main>
          <h1>Book a Trip</h1>
          <Tabs
            label="Search type"
            value={active}
            onChange={setChosenTab}
            tabs={tabs.map((id) => ({
              id,
              label: SEARCH_TAB_LABELS[id],
              panel: <Panel>{id === 'quote' ? quotePanel : hourlyPanel}</Panel>,
            }))}
          />
        </Main>
      </BrandHero>
      {formHeld ? null : <SectionsAfterForm settings={settings} onChoosePickup={choosePickup} />}
      <PricingFeedback isPricing={pricing.isPricing} popup={pricing.popup} onClose={pricing.closePopup} onNext={pricing.followPopup} />
      <ContentLoading />
    </>
  );
}

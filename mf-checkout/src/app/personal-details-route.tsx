import { RemotePart } from '@booking/shared/federation';
import { useIsPhone } from '@booking/shared/ui';
import PersonalDetailsPage from '../features/personal-details/personal-details-page';

// One mount for every width: the full panel beside the form, or on phones the compact sticky summary
// above it with the full panel one tap away (mf_quote/CompactSummary).
const panelProps = { variant: 'personal-details', fullOnWideScreens: true } as const;

// The space kept while the summary loads: on phones the compact bar's own height (two lines, 81 px at
// 375 px), so the form under it does not move up when it comes (CLS); beside the form, the panel's.
const SUMMARY_SPACE = { phone: '5rem', wide: '12rem' } as const;

/**
 * /personalDetailView: the feature page with mf_quote's booking summary panel beside it, mounted at
 * run time (never copied); if mf_quote is down the panel's place says so and the form still works.
 */
export default function PersonalDetailsRoute() {
  const phone = useIsPhone();
  return (
    <PersonalDetailsPage
      summaryPanel={
        <RemotePart
          id="mf_quote/CompactSummary"
          props={panelProps}
          loadingLabel="Loading your booking summary"
          minHeight={phone ? SUMMARY_SPACE.phone : SUMMARY_SPACE.wide}
        />
      }
    />
  );
}

import { isEnabled, SETTING_KEYS, type Settings } from '@booking/shared/domain';

export type SearchTab = 'quote' | 'hourly';

export const SEARCH_TAB_LABELS: Readonly<Record<SearchTab, string>> = {
  quote: 'GET A QUOTE',
  hourly: 'Hourly Rate',
};

/**
 * The home screen's tabs, default first. 'GET A QUOTE' shows unless QUOTATION is enable,
 * 'Hourly Rate' only when HOURLY_RATE_STATUS is enable; with neither, 'GET A QUOTE' shows (product §10 "Settings").
 */
export function visibleSearchTabs(settings: Settings | null | undefined): SearchTab[] {
  const tabs: SearchTab[] = [];
  if (!isEnabled(settings, SETTING_KEYS.QUOTATION)) tabs.push('quote');
  if (isEnabled(settings, SETTING_KEYS.HOURLY_RATE_STATUS)) tabs.push('hourly');
  return tabs.length > 0 ? tabs : ['quote'];
}

/** The tab to open: the saved booking type's tab when it is visible, else the first visible tab. */
export function defaultSearchTab(settings: Settings | null | undefined, savedBookingType?: string | null): SearchTab {
  const tabs = visibleSearchTabs(settings);
  if (savedBookingType) {
    const saved = searchTabForBookingType(savedBookingType);
    if (tabs.includes(saved)) return saved;
  }
  return tabs[0];
}

/** 'milleage' (spelled so) is the distance booking; any other value means hourly (product §1). */
function searchTabForBookingType(bookingType: string): SearchTab {
  return bookingType === 'milleage' ? 'quote' : 'hourly';
}

export function bookingTypeForSearchTab(tab: SearchTab): 'milleage' | 'hourly' {
  return tab === 'quote' ? 'milleage' : 'hourly';
}

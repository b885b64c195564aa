import { isResultsSort, type ResultsSort } from './model/sort-entries';
import { useSessionChoice } from './use-session-choice';

export type ResultsLayout = 'list' | 'grid';

// Both remembered for the visit (the browser tab), not across visits: sessionStorage.
const LAYOUT_STORAGE_KEY = 'resultsLayout';
const SORT_STORAGE_KEY = 'resultsSort';

const isLayout = (value: unknown): value is ResultsLayout => value === 'list' || value === 'grid';

/** The list / grid choice of the results, kept for the visit. */
export const useResultsLayout = () => useSessionChoice(LAYOUT_STORAGE_KEY, isLayout, 'list');

/** The sort of the results ('recommended', the API's order, by default), kept for the visit. */
export const useResultsSort = (): [ResultsSort, (sort: ResultsSort) => void] =>
  useSessionChoice(SORT_STORAGE_KEY, isResultsSort, 'recommended');

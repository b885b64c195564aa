import { isResultsSort, type ResultsSort } from './model/sort-entries';
import { isClassChoice, type ClassChoice } from './model/vehicle-class';
import { useSessionChoice } from './use-session-choice';

export type ResultsLayout = 'list' | 'grid';

// Each remembered for the visit (the browser tab, a refresh included), not across visits: sessionStorage.
const LAYOUT_STORAGE_KEY = 'resultsLayout';
const SORT_STORAGE_KEY = 'resultsSort';
const CLASS_STORAGE_KEY = 'resultsClass';

const isLayout = (value: unknown): value is ResultsLayout => value === 'list' || value === 'grid';

/** The list / grid choice of the results, kept for the visit. */
export const useResultsLayout = () => useSessionChoice(LAYOUT_STORAGE_KEY, isLayout, 'list');

/** The sort of the results ('recommended', the API's order, by default), kept for the visit. */
export const useResultsSort = (): [ResultsSort, (sort: ResultsSort) => void] =>
  useSessionChoice(SORT_STORAGE_KEY, isResultsSort, 'recommended');

/** The vehicle class shown ('all' by default), kept for the visit. */
export const useResultsClass = (): [ClassChoice, (choice: ClassChoice) => void] =>
  useSessionChoice(CLASS_STORAGE_KEY, isClassChoice, 'all');

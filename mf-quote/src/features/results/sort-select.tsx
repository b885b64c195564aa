import { SelectField } from '@booking/shared/ui';
import { isResultsSort, SORT_CHOICES, type ResultsSort } from './model/sort-entries';

/** 'Sort by': a native select, so the keyboard and every screen reader know it without help. */
export function SortSelect({ sort, onChange }: { sort: ResultsSort; onChange: (sort: ResultsSort) => void }) {
  return (
    <SelectField
      label="Sort by"
      options={SORT_CHOICES}
      value={sort}
      onChange={(event) => {
        if (isResultsSort(event.target.value)) onChange(event.target.value);
      }}
    />
  );
}

// An option list opened before the data its lookup reads was there (a device index still
// building) asks again when that data changes, so it does not stay at 'No options'.
import { initialFilterState, type FilterOption, type SelectFilter } from '@portal/shared';
import { productBar } from '@portal/shared/filters/test-fixtures.ts';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFilterOptions, type OptionLookup } from './useFilterOptions.ts';

const division = productBar.modules
  .flatMap((m) => m.groups.flatMap((g) => g.filters))
  .find((f) => f.key === 'division') as SelectFilter;
const state = initialFilterState(productBar);

describe('[000 §2 filter options] a lookup over data that arrives later', () => {
  it('asks again when the options version changes, and shows the new answer', async () => {
    let data: FilterOption[] = [];
    let asked = 0;
    const lookup: OptionLookup = async () => {
      asked += 1;
      return data;
    };
    const { result, rerender } = renderHook(
      ({ version }: { version: number }) =>
        useFilterOptions({
          definition: productBar,
          state,
          filter: division,
          lookup,
          version,
          active: true,
          delayMs: 0,
        }),
      { initialProps: { version: 0 } },
    );
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.options).toEqual([]);
    expect(asked).toBe(1);

    // The same question again: not asked again (a new render is no new question).
    rerender({ version: 0 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toBe(1);

    data = [{ value: 'RUN', label: 'Running', count: 3 }];
    rerender({ version: 1 });
    await waitFor(() => expect(result.current.options).toEqual(data));
    expect(asked).toBe(2);
  });
});

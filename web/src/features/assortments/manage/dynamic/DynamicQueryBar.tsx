// The filter bar of a dynamic assortment's manage screen (spec 000 §3 `query`, §4 "Searching
// in a dynamic assortment updates its filters"): the product library's own bar and filter
// definitions with its option counts, the state being the assortment's stored query (each
// change is written to the document and toasted by useDynamicQuery). At the bar's end, how
// many products the filters find (§9: the first 1000 by style are shown).
import { DYNAMIC_QUERY_OPTIONS } from '@portal/shared';
import { FormattedMessage } from 'react-intl';
import { FilterBar } from '../../../../ui/filter-bar/index.ts';
import type { DynamicView } from './useDynamicRows.ts';
import './dynamic.css';

export function DynamicQueryBar({ dynamic }: { readonly dynamic: DynamicView }) {
  const { shown, total, loading } = dynamic;
  const count = loading ? null : total !== undefined && total > shown ? (
    <FormattedMessage
      id="labels.assortmentGrid.dynamicLimited"
      values={{ shown, total, limit: DYNAMIC_QUERY_OPTIONS.limit }}
    />
  ) : (
    <FormattedMessage id="labels.assortmentGrid.dynamicCount" values={{ count: shown }} />
  );
  return (
    <div className="am-dynamic">
      <FilterBar
        definition={dynamic.bar}
        state={dynamic.state}
        onChange={dynamic.setState}
        {...(dynamic.lookup ? { lookupOptions: dynamic.lookup } : {})}
        optionsVersion={dynamic.optionsVersion}
        labelId="labels.assortmentGrid.dynamicFilters"
        actions={
          <span className="am-dynamic-count" data-testid="dynamic-count" aria-live="polite">
            {count}
          </span>
        }
      />
    </div>
  );
}

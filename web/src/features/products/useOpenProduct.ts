// The product whose detail is open, kept in the URL as `?product=<id>` (H11's detail panel:
// linkable, back closes it), and the ids of the current result for its previous / next.
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductIndexService } from '../../products/protocol.ts';
import type { ProductQuery } from './source.ts';

export const PRODUCT_PARAM = 'product';
/** The detail's previous / next walk this many products of the result from its start. */
export const RESULT_IDS_MAX = 1_000;

export function useOpenProduct(): readonly [
  string | undefined,
  (id: string | undefined, options?: { replace?: boolean }) => void,
] {
  const [search, setSearch] = useSearchParams();
  const open = search.get(PRODUCT_PARAM) ?? undefined;
  const setOpen = useCallback(
    (id: string | undefined, options?: { replace?: boolean }) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          if (id === undefined) params.delete(PRODUCT_PARAM);
          else params.set(PRODUCT_PARAM, id);
          return params;
        },
        { replace: options?.replace ?? false },
      ),
    [setSearch],
  );
  return [open, setOpen] as const;
}

/** The first RESULT_IDS_MAX ids of the query's result while `active` (the detail is open). */
export function useResultIds(
  index: Pick<ProductIndexService, 'query'>,
  query: ProductQuery,
  active: boolean,
  version: number,
): readonly string[] | undefined {
  const [answer, setAnswer] = useState<{ query: ProductQuery; ids: readonly string[] }>();
  useEffect(() => {
    if (!active) return undefined;
    let live = true;
    index
      .query({ ...query, offset: 0, limit: RESULT_IDS_MAX })
      .then((page) => live && setAnswer({ query, ids: page.ids }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [index, query, active, version]);
  return active && answer?.query === query ? answer.ids : undefined;
}

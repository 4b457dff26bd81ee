// The product lookups besides the paged fetch, over the server catalogue (products-catalogue.ts)
// and always as the caller's pull holds the products (catalogue policy projection):
// - fetch by list (spec 000 §7): `$or` of style/colour, sorted by style, at one location
//   (Europe → EU, else US; spec 000 §5);
// - style and colour autocomplete (spec 000 §7, §9: limit 10, default POP colours AST);
// - validation of products to add (spec 000 §5 Excel import, §8 import errors) with the
//   shared rules (shared/src/import/validate-assortment-rows.ts).
import {
  ALL_LOCATIONS_LINE_STATUSES,
  DEFAULT_POP_COLORS,
  GRID,
  isAdministrator,
  lookupKeys,
  regionToLocationCode,
  styleColorKey,
  validateAssortmentRows,
  type ImportProduct,
  type ImportSheetRow,
  type Product,
  type ProductType,
  type ProductValidationAnswer,
} from '@portal/shared';
import { visibleLocationCodes } from '../sync/policies/catalogue.ts';
import type { SyncUser } from '../sync/policy.ts';
import type { CatalogueView } from './products-catalogue.ts';
import { projectedProduct, seesCatalogue } from './products-request.ts';

/** Which products a lookup considers, besides what the user may see. */
export interface LookupScope {
  readonly productType?: ProductType | undefined;
  /** Location code (or ALL: any permitted code with line status A, R or O). */
  readonly locationCode?: string | undefined;
  readonly lineStatuses?: readonly string[] | undefined;
  /** POP colours offered (default AST, spec 000 §9). */
  readonly popColors?: readonly string[] | undefined;
}

/** Index of the first id not below `prefix` in sorted ids. */
function lowerBound(ids: readonly string[], prefix: string): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (ids[mid]! < prefix) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Products whose id starts with `prefix`, in id order (style, then colour); the wholesale
 * style lookups (orders-wof-styles.ts) walk the catalogue with it too. */
export function* withPrefix(catalogue: CatalogueView, prefix: string): Generator<Product> {
  const ids = catalogue.sortedIds();
  for (let i = lowerBound(ids, prefix); i < ids.length && ids[i]!.startsWith(prefix); i++) {
    const product = catalogue.byId.get(ids[i]!);
    if (product) yield product;
  }
}

/** A predicate for the scope, judged on the locations the user may see. */
function inScope(user: SyncUser, scope: LookupScope): (p: Product) => boolean {
  const visible = visibleLocationCodes(user);
  const popColors = new Set(scope.popColors ?? DEFAULT_POP_COLORS);
  const code = scope.locationCode?.toUpperCase();
  const all = code === 'ALL';
  const statuses = scope.lineStatuses ?? (all ? ALL_LOCATIONS_LINE_STATUSES : undefined);
  return (p) => {
    if (scope.productType !== undefined && p.productType !== scope.productType) return false;
    if (p.productType === 'POP' && !popColors.has(p.color)) return false;
    if (code === undefined) return true;
    return p.locations.some(
      (l) =>
        (visible === null || visible.has(l.code)) &&
        (all || l.code === code) &&
        (statuses === undefined || statuses.includes(l.lineStatus ?? '')),
    );
  };
}

export interface StyleSuggestion {
  style: string;
  name: string;
  productType: ProductType;
  colors: string[];
}

/** Styles starting with the text, with their colours in scope (spec 000 §7 style search). */
export function styleSuggestions(
  catalogue: CatalogueView,
  user: SyncUser,
  text: string,
  scope: LookupScope,
): StyleSuggestion[] {
  if (!seesCatalogue(user)) return [];
  const keep = inScope(user, scope);
  const out: StyleSuggestion[] = [];
  for (const p of withPrefix(catalogue, text.toUpperCase())) {
    if (!keep(p)) continue;
    const last = out.at(-1);
    if (last?.style === p.style) {
      last.colors.push(p.color);
      continue;
    }
    if (out.length === GRID.autocompleteLimit) break;
    out.push({ style: p.style, name: p.name, productType: p.productType, colors: [p.color] });
  }
  return out;
}

export interface ColorSuggestion {
  id: string;
  style: string;
  color: string;
  name: string;
  productType: ProductType;
  colorDescription?: string;
}

/** The colours of a style (text = style, or style_ and the start of a colour). */
export function colorSuggestions(
  catalogue: CatalogueView,
  user: SyncUser,
  text: string,
  scope: LookupScope,
): ColorSuggestion[] {
  if (!seesCatalogue(user)) return [];
  const keep = inScope(user, scope);
  const upper = text.toUpperCase();
  const prefix = upper.includes('_') ? upper : `${upper}_`;
  const out: ColorSuggestion[] = [];
  for (const p of withPrefix(catalogue, prefix)) {
    if (!keep(p)) continue;
    out.push({
      id: p.id,
      style: p.style,
      color: p.color,
      name: p.name,
      productType: p.productType,
      ...(p.colorDescription === undefined ? {} : { colorDescription: p.colorDescription }),
    });
    if (out.length === GRID.autocompleteLimit) break;
  }
  return out;
}

export interface ListFetch {
  readonly ids: readonly { readonly style: string; readonly color: string }[];
  readonly productType?: ProductType | undefined;
  readonly locationCode: string;
  readonly skip: number;
  readonly limit: number;
}

/** The listed products at the location (one page), sorted by style then colour (spec 000 §7). */
export function fetchByList(
  catalogue: CatalogueView,
  user: SyncUser,
  request: ListFetch,
): { totalCount: number; products: Product[] } {
  if (!seesCatalogue(user)) return { totalCount: 0, products: [] };
  const keep = inScope(user, {
    productType: request.productType,
    locationCode: request.locationCode,
    // Every POP colour listed is wanted: the list names them.
    popColors: request.ids.map((i) => i.color.toUpperCase()),
  });
  const found: Product[] = [];
  for (const key of new Set(request.ids.map((i) => styleColorKey(i.style, i.color)))) {
    const p = catalogue.byId.get(key);
    if (p && keep(p)) found.push(p);
  }
  found.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    totalCount: found.length,
    products: found.slice(request.skip, request.skip + request.limit),
  };
}

/** The location a list fetch or a validation is for: the code given, else by region. */
export function locationFor(code: string | undefined, region: string | undefined): string {
  return code?.toUpperCase() ?? regionToLocationCode(region);
}

export interface ValidationRequest {
  readonly products: readonly {
    readonly style?: string | undefined;
    readonly color?: string | undefined;
    readonly rowNumber?: number | undefined;
  }[];
  readonly mode: 'import' | 'download';
  readonly productType?: ProductType | undefined;
  readonly locationCode?: string | undefined;
  readonly status?: string | undefined;
}

/**
 * The shared import rules over the products as the user sees them: not found, duplicate,
 * wrong product type, not allowed (territories), not in the location, status (spec 000 §5,
 * §8). An empty list is a success with no rows (spec 000 §5).
 */
export function validateProducts(
  catalogue: CatalogueView,
  user: SyncUser,
  request: ValidationRequest,
): ProductValidationAnswer {
  const rows: ImportSheetRow[] = request.products.map((p, i) => ({
    rowNumber: p.rowNumber ?? i + 1,
    values: { style: p.style ?? null, color: p.color ?? null },
  }));
  const products = new Map<string, ImportProduct>();
  if (seesCatalogue(user))
    for (const key of lookupKeys(rows)) {
      const p = catalogue.byId.get(key);
      if (p) products.set(key, projectedProduct(p, user));
    }
  const territories = isAdministrator(user) ? undefined : user.userTBEs.map((t) => t.territory);
  const validated = validateAssortmentRows(rows, products, {
    mode: request.mode,
    ...(request.productType ? { productType: request.productType } : {}),
    ...(request.locationCode ? { locationCode: request.locationCode.toUpperCase() } : {}),
    ...(request.status ? { status: request.status } : {}),
    ...(territories ? { userTerritories: territories } : {}),
  });
  const data = validated.map((row) => ({
    rowNumber: row.rowNumber,
    style: String(row.values.style ?? ''),
    color: String(row.values.color ?? ''),
    errors: row.errors.map((e) => ({ ...e, columns: [...e.columns] })),
  }));
  const failed = data.some((r) => r.errors.some((e) => e.errorSeverity === 'critical'));
  return { message: failed ? 'Failed' : 'Success', data };
}

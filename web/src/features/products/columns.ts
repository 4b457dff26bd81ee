// The product list's columns (spec 000 §3 Product, §9 thumbnail column 60 px, percent with 2
// decimals, currency of the location), from the column kit. Prices, line status and dates are
// the price location's row (the chosen Location, else the user's default one). The catalogue is
// read-only on the device: every column is, and the list is sorted by the screen's sort
// (Newest, Name, Style), not by column headers.
import { keyInitiativeLabel, productFigures, type Product } from '@portal/shared';
import type { IntlShape } from 'react-intl';
import { columnKit, type GridColumn } from '../../grid/index.ts';
import { productImageSrc } from './images.ts';
import type { LocationEntry } from './locations.ts';

/** A product's row at a location. */
export function locationRow(p: Product, code: string | undefined) {
  return code === undefined ? undefined : p.locations.find((l) => l.code === code);
}

/** Minor units (the stored money) to the major units a money cell shows. */
export function toMajor(minor: number | undefined, decimals: number): number | undefined {
  return minor === undefined ? undefined : minor / 10 ** decimals;
}

export function productColumns(
  intl: IntlShape,
  location: LocationEntry | undefined,
  code: string | undefined,
): GridColumn<Product>[] {
  const header = (id: string) => intl.formatMessage({ id: `labels.productLibrary.${id}` });
  const col = columnKit<Product>(intl, { currency: location, header });
  const decimals = col.currency.decimals;
  const fixed = { readOnly: true, sortable: false } as const;
  const at = (p: Product) => locationRow(p, code);
  return [
    col.thumbnail('thumbnail', {
      get: (p) => ((p.thumbnail ?? p.image) ? productImageSrc(p.thumbnail ?? p.image) : undefined),
    }),
    col.code('style', { ...fixed, identity: true, width: 110 }),
    col.code('color', { ...fixed, identity: true, width: 80 }),
    col.text('name', { ...fixed, width: 240 }),
    col.text('division', { ...fixed, width: 100 }),
    col.text('gender', { ...fixed, width: 100 }),
    col.text('keyInitiative', {
      ...fixed,
      width: 220,
      get: (p) => (p.keyInitiative ? keyInitiativeLabel(p.keyInitiative) : undefined),
    }),
    col.text('lineStatus', { ...fixed, width: 90, get: (p) => at(p)?.lineStatus }),
    col.money('wholesalePrice', {
      ...fixed,
      width: 120,
      get: (p) => toMajor(at(p)?.wholesalePrice, decimals),
    }),
    col.money('retailPrice', {
      ...fixed,
      width: 120,
      get: (p) => toMajor(at(p)?.suggestedRetail, decimals),
    }),
    col.percent('initialMarkup', {
      ...fixed,
      width: 110,
      get: (p) => productFigures(p, code).initialMarkup,
    }),
    col.date('firstAvailDate', { ...fixed, width: 130, get: (p) => at(p)?.firstAvailDate }),
    col.number('totalInventory', {
      ...fixed,
      width: 110,
      decimals: 0,
      get: (p) => at(p)?.totalInventory,
    }),
    col.dateTime('createdDate', { ...fixed, width: 170 }),
  ];
}

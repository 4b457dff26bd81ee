// What a document says about one product, the same in every layout.
import type { PdfContext } from './pdf-page.ts';
import type { PdfProduct } from './pdf-types.ts';

export function locationOf(product: PdfProduct, code: string) {
  return product.locations?.find((l) => l.code === code);
}

export function wholesaleOf(product: PdfProduct, code: string): unknown {
  return locationOf(product, code)?.wholesalePrice ?? product['cost'];
}

export function retailOf(product: PdfProduct, code: string): unknown {
  return locationOf(product, code)?.suggestedRetail ?? product['suggestedRetail'];
}

export function sizesOf(product: PdfProduct, code: string): string {
  const range = locationOf(product, code)?.sizeRange;
  return typeof range === 'string'
    ? range
    : typeof product['sizeScale'] === 'string'
      ? (product['sizeScale'] as string)
      : '';
}

export function textField(product: PdfProduct, name: string): string {
  const v = product[name];
  if (Array.isArray(v)) return v.map(String).join(', ');
  return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
}

export function priceLine(
  ctx: PdfContext,
  product: PdfProduct,
): { label: string; value: string }[] {
  const code = ctx.input.assortment.locationCode;
  return [
    {
      label: ctx.text.label('labels.pdf.wholesale'),
      value: ctx.text.money(wholesaleOf(product, code)),
    },
    { label: ctx.text.label('labels.pdf.retail'), value: ctx.text.money(retailOf(product, code)) },
  ].filter((p) => p.value !== '');
}

/** Products of a group in runs of one style (spec 000 §3 hideSpillover keeps a run together). */
export function styleRuns(products: readonly PdfProduct[]): PdfProduct[][] {
  const runs: PdfProduct[][] = [];
  for (const p of products) {
    const last = runs.at(-1);
    if (last !== undefined && last[0]!.style === p.style) last.push(p);
    else runs.push([p]);
  }
  return runs;
}

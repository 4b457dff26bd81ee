// What a product query needs besides the filter state: the day the presets count from and the
// locations the user may see. Shared is pure (STYLE.md §1): the caller's clock gives `today`,
// the caller's session gives the locations.
export interface ProductQueryContext {
  /**
   * The user's calendar day (YYYY-MM-DD, an `IsoDate` or plain text); spec 000 §9 preset
   * windows count from it.
   */
  readonly today: string;
  /**
   * The user's permitted location codes. Location ALL (spec 000 §2) means these, with line
   * status A, R or O; a chosen location outside them gives nothing.
   */
  readonly locations: readonly string[];
  /**
   * Minor-unit digits of each location's currency (spec 000 §9: "currency uses the location's
   * symbol and decimals (default 2 and '$')"), used to read a Price From/To typed in major
   * units. A code not listed has 2.
   */
  readonly currencyDecimals?: Readonly<Record<string, number>>;
}

/** Spec 000 §9 / 001 §9: two decimals unless the location's currency says otherwise. */
export const DEFAULT_CURRENCY_DECIMALS = 2;

export function currencyDecimals(ctx: ProductQueryContext, code: string): number {
  return ctx.currencyDecimals?.[code] ?? DEFAULT_CURRENCY_DECIMALS;
}

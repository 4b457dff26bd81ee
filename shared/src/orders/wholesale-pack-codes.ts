// spec 001 §5 "Pack code (wholesale)": the check of a wholesale line's pack code against the
// order's pack codes (001 §3 Order.packCodes) and the line's quantities (Wholesale order line
// `sizes`, a map of size to units). The spec names the pack's "unit count" and "per-pack
// share" but not where they come from, so a pack is an input here (`PackDefinition`).
import { wholesaleMessage, type WholesaleMessage } from './wholesale-messages.ts';

/**
 * One pack code the order offers. M to R packs carry their composition: `unitCount` units in
 * one pack, and the units of each size in one pack (`perPackShare`, one number for every
 * size or one per size). S to Z packs need neither.
 *
 * @example { code: 'M12', unitCount: 12, perPackShare: { '7': 6, '8': 6 } }
 */
export interface PackDefinition {
  readonly code: string;
  readonly unitCount?: number;
  readonly perPackShare?: number | Readonly<Record<string, number>>;
}

/** The spec's five warnings (their titles are translated, 001 §5). */
export const PACK_CODE_WARNINGS = [
  'invalid',
  'letterAtoL',
  'incorrectQuantities',
  'quantityRequired',
  'notALetter',
] as const;
export type PackCodeWarning = (typeof PACK_CODE_WARNINGS)[number];

/**
 * "On a warning the code is accepted or cleared depending on the check" (001 §5). Ours: a code
 * that cannot be used at all (unknown, A-L, not a letter) is cleared; a usable M-R code whose
 * quantities are missing or wrong is kept, so the user fixes the quantities, not the code.
 */
export const PACK_CODE_WARNING_KEEPS_CODE: Readonly<Record<PackCodeWarning, boolean>> = {
  invalid: false,
  letterAtoL: false,
  notALetter: false,
  quantityRequired: true,
  incorrectQuantities: true,
};

export interface PackCodeWarningDetail {
  readonly warning: PackCodeWarning;
  readonly title: WholesaleMessage;
  readonly message: WholesaleMessage;
}

/**
 * accepted: `code` is the uppercased code to store ('' for an empty one);
 * warning: `code` is stored and the warning shown; cleared: the code is not stored ('').
 */
export type PackCodeResult =
  | { readonly outcome: 'accepted'; readonly code: string }
  | ({ readonly outcome: 'warning'; readonly code: string } & PackCodeWarningDetail)
  | ({ readonly outcome: 'cleared'; readonly code: '' } & PackCodeWarningDetail);

/** Units per size of one line (Wholesale order line `sizes`). */
export type SizeQuantities = Readonly<Record<string, number>>;

function warn(
  warning: PackCodeWarning,
  code: string,
  values: Readonly<Record<string, string | number>>,
): PackCodeResult {
  const base = `msgCodes.orders.packCode.${warning}` as const;
  const detail: PackCodeWarningDetail = {
    warning,
    title: wholesaleMessage(`${base}.title` as const),
    message: wholesaleMessage(base, values),
  };
  return PACK_CODE_WARNING_KEEPS_CODE[warning]
    ? { outcome: 'warning', code, ...detail }
    : { outcome: 'cleared', code: '', ...detail };
}

const isCount = (n: number | undefined): n is number =>
  n !== undefined && Number.isInteger(n) && n > 0;

function shareOf(pack: PackDefinition, size: string): number | undefined {
  const share = pack.perPackShare;
  return typeof share === 'number' ? share : share?.[size];
}

/**
 * 001 §5 M-R: "the total must divide evenly by the pack's unit count, and each non-zero size
 * must be a multiple of the per-pack share". A size the pack has no share for cannot be
 * filled by whole packs, so it is incorrect too; so is a negative or fractional quantity.
 */
export function packQuantitiesFit(pack: PackDefinition, quantities: SizeQuantities): boolean {
  if (!isCount(pack.unitCount)) return false;
  let total = 0;
  for (const [size, units] of Object.entries(quantities)) {
    if (!Number.isInteger(units) || units < 0) return false;
    if (units === 0) continue;
    const share = shareOf(pack, size);
    if (!isCount(share) || units % share !== 0) return false;
    total += units;
  }
  return total % pack.unitCount === 0;
}

const totalUnits = (quantities: SizeQuantities | undefined) =>
  Object.values(quantities ?? {}).reduce((sum, n) => sum + (Number.isFinite(n) ? n : 0), 0);

/**
 * Checks a typed pack code, in the spec's order: uppercased; empty allowed; unknown → invalid;
 * first letter A-L → not allowed; S-Z → accepted; M-R → quantities required, then checked;
 * a first character that is not a letter → not a letter. "Unknown" means not among `packs`
 * (compared uppercased), so only a code the order offers reaches the letter checks.
 *
 * @example checkPackCode('s06', {}, [{ code: 'S06' }]) // { outcome: 'accepted', code: 'S06' }
 */
export function checkPackCode(
  typed: string | null | undefined,
  quantities: SizeQuantities | undefined,
  packs: readonly PackDefinition[],
): PackCodeResult {
  const code = (typed ?? '').trim().toUpperCase();
  if (code === '') return { outcome: 'accepted', code: '' };
  const pack = packs.find((p) => p.code.trim().toUpperCase() === code);
  if (!pack) return warn('invalid', code, { code });
  const first = code.charAt(0);
  if (first >= 'A' && first <= 'L') return warn('letterAtoL', code, { code });
  if (first >= 'S' && first <= 'Z') return { outcome: 'accepted', code };
  if (first >= 'M' && first <= 'R') {
    if (!quantities || totalUnits(quantities) <= 0) return warn('quantityRequired', code, { code });
    if (!packQuantitiesFit(pack, quantities)) {
      return warn('incorrectQuantities', code, { code, unitCount: pack.unitCount ?? 0 });
    }
    return { outcome: 'accepted', code };
  }
  return warn('notALetter', code, { code });
}

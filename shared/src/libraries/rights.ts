// Rights dates (issue scope 8, beyond spec 000): an item past its end or expire date (endDate,
// expireDate; §3 — marketing images use beginDate and expireDate) is hidden from viewers, and
// one before its start or begin date is not shown yet. Manage views (000 §2 per-status screens)
// see every item. Dates are calendar days (YYYY-MM-DD): an item shows on its start day and
// through its end day. `today` is the viewer's day, passed in (no clock here, like the kit).
import { addDays } from '../filters/presets.ts';
import { isIsoDay } from '../filters/values.ts';

export type RightsState = 'notYet' | 'live' | 'expired';

/** The dates of an item (a LibraryItem fits; plain text too: a grid row before parsing). */
export interface RightsDates {
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
  readonly beginDate?: string | undefined;
  readonly expireDate?: string | undefined;
}
type Dated = RightsDates;

/** A date the rule can read; anything else (a bad cell edit) is ignored rather than hiding. */
const day = (value: string | undefined) => (value && isIsoDay(value) ? value : undefined);

/**
 * Where an item stands on `today`: `expired` once any end date (endDate, expireDate) is behind
 * it, `notYet` while any start date (startDate, beginDate) is ahead, `live` otherwise. Expired
 * wins: an item both before its start and after its end never shows again.
 */
export function rightsState(item: Dated, today: string): RightsState {
  const ends = [day(item.endDate), day(item.expireDate)];
  if (ends.some((end) => end !== undefined && today > end)) return 'expired';
  const starts = [day(item.startDate), day(item.beginDate)];
  if (starts.some((start) => start !== undefined && today < start)) return 'notYet';
  return 'live';
}

/** Whether a viewer sees the item on `today` (YYYY-MM-DD in the viewer's time zone). */
export function visibleToViewers(item: Dated, today: string): boolean {
  return rightsState(item, today) === 'live';
}

/** Whether the item shows in a view: manage views see all, viewers by the rights dates. */
export function visibleInView(item: Dated, view: { manage: boolean; today: string }): boolean {
  return view.manage || visibleToViewers(item, view.today);
}

/** Whether the device should drop the item's cached files (issue scope 8: past its end). */
export function cachedFilesDroppable(item: Dated, today: string): boolean {
  return rightsState(item, today) === 'expired';
}

/**
 * The next day on which the item's visibility changes (start day, or the day after an end),
 * so a screen can re-check at that point without polling; undefined when it never changes.
 */
export function nextRightsChange(item: Dated, today: string): string | undefined {
  const points = [
    day(item.startDate),
    day(item.beginDate),
    ...[day(item.endDate), day(item.expireDate)].map((d) => (d ? addDays(d, 1) : undefined)),
  ].filter((d): d is string => d !== undefined && d > today);
  return points.sort()[0];
}

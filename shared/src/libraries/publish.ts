// Spec 000 §5 "Library publish requirements": the fields an item must have before it may be
// published, per library type, checked on the device before a status change to Published and
// again on the server (issue scope 2). "These required columns cannot be cleared" (§5), except
// in the pending view (§5 "Grid cells"): `libraryColumn` gives the grid the cells/editable flag.
import { parseCellDate } from '../cells/date.ts';
import type { EditableColumn } from '../cells/editable.ts';
import type { LibraryItem } from '../entities/library-item.ts';
import type { LibraryItemType } from './kinds.ts';

/** The fields a requirement names: item fields, plus `primaryFile` and `groups` (on files). */
export type PublishField =
  | 'name'
  | 'assetType'
  | 'category'
  | 'gender'
  | 'lang'
  | 'docType'
  | 'beginDate'
  | 'expireDate'
  | 'primaryFile'
  | 'groups';

export interface PublishProblem {
  readonly field: PublishField;
  /** `missing`: empty; `invalidDate`: not a valid date (000 §5 date strings). */
  readonly reason: 'missing' | 'invalidDate';
}

/** Spec 000 §5: the Marketing Image asset type needs both beginDate and expireDate, valid. */
export const MARKETING_IMAGE = 'Marketing Image';

/** The fields each library requires for every item (the Marketing Image dates come on top). */
export const LIBRARY_PUBLISH_REQUIREMENTS: Readonly<
  Record<LibraryItemType, readonly PublishField[]>
> = {
  StepAsset: ['name', 'assetType', 'lang', 'gender'],
  GlobalRetailAsset: ['name', 'assetType', 'primaryFile'],
  ProductDocument: ['name', 'docType', 'groups'],
  AdvertisingLogo: ['name', 'category'],
  AdvertisingAsset: ['name', 'assetType', 'category', 'gender'],
  // Spec 000 §5 lists no requirement for global retail resources (decision 0038).
  GlobalRetailResource: [],
};

/** What the check reads (a LibraryItem fits; dates as plain text: a grid edit may be invalid). */
export type Publishable = Pick<
  LibraryItem,
  'name' | 'files' | 'assetType' | 'category' | 'gender' | 'lang' | 'docType'
> & { readonly beginDate?: string | undefined; readonly expireDate?: string | undefined };

const MARKETING_DATES = ['beginDate', 'expireDate'] as const;

function isMarketingImage(item: Pick<Publishable, 'assetType'>): boolean {
  return item.assetType?.trim().toLowerCase() === MARKETING_IMAGE.toLowerCase();
}

/** The required fields of an item of this type (the Marketing Image dates when they apply). */
export function requiredPublishFields(
  type: LibraryItemType,
  item?: Pick<Publishable, 'assetType'>,
): readonly PublishField[] {
  const base = LIBRARY_PUBLISH_REQUIREMENTS[type];
  if (type === 'AdvertisingAsset' && item && isMarketingImage(item))
    return [...base, ...MARKETING_DATES];
  return base;
}

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

function problemOf(item: Publishable, field: PublishField): PublishProblem | null {
  switch (field) {
    case 'primaryFile':
      return item.files.some((f) => f.usageType === 'Primary')
        ? null
        : { field, reason: 'missing' };
    case 'groups':
      return item.files.some((f) => (f.groups ?? []).some((g) => g.trim() !== ''))
        ? null
        : { field, reason: 'missing' };
    case 'beginDate':
    case 'expireDate': {
      const value = item[field];
      if (blank(value)) return { field, reason: 'missing' };
      const parsed = parseCellDate(value ?? '');
      return parsed.ok && parsed.value !== null ? null : { field, reason: 'invalidDate' };
    }
    default:
      return blank(item[field]) ? { field, reason: 'missing' } : null;
  }
}

/** What stops the item from being published: empty when it may be. */
export function publishProblems(type: LibraryItemType, item: Publishable): PublishProblem[] {
  return requiredPublishFields(type, item).flatMap((field) => {
    const problem = problemOf(item, field);
    return problem ? [problem] : [];
  });
}

/** Message ids (./i18n): the field's label and the refusal. */
export const publishFieldLabelId = (field: PublishField) =>
  `labels.libraries.publish.field.${field}`;
export const publishProblemMessageId = (problem: PublishProblem) =>
  `msgCodes.libraries.publish.${problem.reason}`;

/**
 * The grid's column flags for a library field (shared/src/cells/editable): a required column
 * cannot be cleared except in the pending view. The Marketing Image dates are required on such
 * rows only, so the row is asked for.
 */
export function libraryColumn(
  type: LibraryItemType,
  field: string,
  item?: Pick<Publishable, 'assetType'>,
): EditableColumn {
  return (requiredPublishFields(type, item) as readonly string[]).includes(field)
    ? { required: true }
    : {};
}

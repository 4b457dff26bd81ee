// A library's landing page content (spec 000 §2 assets-landing, logos-landing,
// resources-landing): its categories, each with how many items a viewer sees in it and the
// image of its newest item, counted from the device (Published, within rights dates).
import { compareLibraryItems, shownFiles, visibleToViewers } from '@portal/shared';
import { fileSrc } from './files.ts';
import type { LibraryRow as LibraryItem } from './selector.ts';

export interface LandingCategory {
  readonly category: string;
  readonly count: number;
  readonly image?: string | undefined;
}

const NO_TOGGLES = {
  includeWorkingFiles: false,
  showWorkingFilesOnly: false,
  showNewStylesOnly: false,
};

function imageOf(item: LibraryItem): string | undefined {
  const files = shownFiles(item, NO_TOGGLES);
  return fileSrc(
    files.find((f) => f.thumbnail)?.thumbnail ?? files.find((f) => f.previewJpg)?.previewJpg,
  );
}

/** Categories by name; items without one are left out (they show in the full list). */
export function landingCategories(items: readonly LibraryItem[], today: string): LandingCategory[] {
  const groups = new Map<string, LibraryItem[]>();
  for (const item of items) {
    if (item.status !== 'Published' || !item.category || !visibleToViewers(item, today)) continue;
    groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  }
  const newest = compareLibraryItems('-modifiedDate');
  return [...groups]
    .map(([category, members]) => {
      const image = [...members]
        .sort(newest)
        .map(imageOf)
        .find((src) => src !== undefined);
      return { category, count: members.length, image };
    })
    .sort((a, b) => a.category.localeCompare(b.category));
}

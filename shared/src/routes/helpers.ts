// Builders for the repeated shapes of the route table (status screens of a manage area).
import type { AccessCheck } from '../permissions/types.ts';
import { LIBRARY_STATUSES } from '../entities/values.ts';
import type { ManageType, WebRoute } from './types.ts';

/**
 * spec 000 §2/§4: a library manage area has one screen per status plus an upload screen,
 * e.g. /advertising/libraries/manage/assets/{pending|published|unpublished|deleted|upload}.
 */
export function manageScreens(
  base: string,
  name: string,
  manageType: ManageType,
  auth: AccessCheck,
  title: string,
): WebRoute[] {
  const statusScreens = LIBRARY_STATUSES.map((status): WebRoute => ({
    name: `${name}--${status.toLowerCase()}`,
    path: `${base}/${status.toLowerCase()}`,
    auth,
    meta: { title, manageType, libraryStatus: status },
  }));
  return [
    ...statusScreens,
    {
      name: `${name}--upload`,
      path: `${base}/upload`,
      auth,
      meta: { title, manageType, upload: true },
    },
  ];
}

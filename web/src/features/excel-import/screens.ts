// The Excel import area's screens (a lazy chunk: exceljs and the import worker stay out of
// the shell).
import { lazy } from 'react';
import type { ScreenMap } from '../../app/screen-props.ts';

export const EXCEL_IMPORT_SCREENS: ScreenMap = {
  'product--libraries--products--bulk-download': lazy(() => import('./BulkDownloadScreen.tsx')),
};

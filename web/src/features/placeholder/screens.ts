// Download links that need no sign-in (spec 000 §2) show a file screen.
import type { ScreenMap } from '../../app/screen-props.ts';
import { FileLinkScreen } from './FileLinkScreen.tsx';

export const FILE_LINK_SCREENS: ScreenMap = {
  'file--shared': FileLinkScreen,
  'file--scheduled': FileLinkScreen,
};

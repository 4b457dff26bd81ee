// Everything that floats over the screens, in one chunk loaded on demand (ShellOverlays):
// toasts, the confirmation prompt, transport error dialogs, session dialogs, the blocker and
// the update prompt, the downloads queue, the upload queue — all built on react-aria-components.
import { DownloadsPanel } from '../features/downloads/DownloadsPanel.tsx';
import { UploadsPanel } from '../features/uploads/UploadsPanel.tsx';
import { SessionDialogs } from '../features/session/SessionDialogs.tsx';
import { UpdatePrompt } from '../pwa/UpdatePrompt.tsx';
import { Blocker } from '../ui/blocker/Blocker.tsx';
import { ConfirmPrompt } from '../ui/confirm/ConfirmPrompt.tsx';
import { ToastRegion } from '../ui/toasts/ToastRegion.tsx';
import { TransportErrorDialogs } from '../ui/TransportErrorDialogs.tsx';

export default function Overlays() {
  return (
    <>
      <ToastRegion />
      <ConfirmPrompt />
      <TransportErrorDialogs />
      <SessionDialogs />
      <UpdatePrompt />
      <Blocker />
      <DownloadsPanel />
      <UploadsPanel />
    </>
  );
}

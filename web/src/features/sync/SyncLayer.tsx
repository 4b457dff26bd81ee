// The device sync of the signed-in user, mounted by the shell once someone is signed in. Its
// own chunk: RxDB and Dexie load after the first screen (app/AppShell.tsx).
import { useEffect } from 'react';
import { registerLogoutCheck } from '../../app/sync-bridge.ts';
import { LibraryFilesKeeper } from '../libraries/LibraryFilesKeeper.tsx';
import { startUploadQueue } from '../uploads/uploads.ts';
import { LogoutGuardProvider, useLogoutGuard } from './LogoutGuard.tsx';
import { useDeviceSyncFor } from './useDeviceSync.ts';

function RegisterLogoutGuard() {
  const guard = useLogoutGuard();
  useEffect(() => registerLogoutCheck(() => guard.confirmLogout()), [guard]);
  return null;
}

export default function SyncLayer({ userId }: { readonly userId: string }) {
  useDeviceSyncFor(userId);
  // The upload queue follows the device sync: a queue left by a reload resumes (decision 0044).
  useEffect(startUploadQueue, []);
  return (
    <LogoutGuardProvider>
      <RegisterLogoutGuard />
      <LibraryFilesKeeper userId={userId} />
    </LogoutGuardProvider>
  );
}

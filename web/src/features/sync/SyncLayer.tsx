// The device sync of the signed-in user, mounted by the shell once someone is signed in. Its
// own chunk: RxDB and Dexie load after the first screen (app/AppShell.tsx).
import { useEffect } from 'react';
import { registerLogoutCheck } from '../../app/sync-bridge.ts';
import { LogoutGuardProvider, useLogoutGuard } from './LogoutGuard.tsx';
import { useDeviceSyncFor } from './useDeviceSync.ts';

function RegisterLogoutGuard() {
  const guard = useLogoutGuard();
  useEffect(() => registerLogoutCheck(() => guard.confirmLogout()), [guard]);
  return null;
}

export default function SyncLayer({ userId }: { readonly userId: string }) {
  useDeviceSyncFor(userId);
  return (
    <LogoutGuardProvider>
      <RegisterLogoutGuard />
    </LogoutGuardProvider>
  );
}

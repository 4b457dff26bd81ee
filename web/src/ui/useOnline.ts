// Whether the browser says it has a connection, live (the 'online' and 'offline' events). Screens
// use it to say what works offline (a user lookup on the device codes, decision 0033; the
// sample inventory's offline note, decision 0049).
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

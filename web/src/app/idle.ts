// "After the first screen": the page has loaded and the browser has had an idle moment (at most
// 2 s later). Heavy background work (the device sync's database and first pulls) starts then,
// so it never competes with the first screen's rendering.
import { useEffect, useState } from 'react';

let settled = false;
let waiting: Promise<void> | undefined;

function afterFirstScreen(): Promise<void> {
  waiting ??= new Promise<void>((resolve) => {
    const idle = () => {
      const done = () => {
        settled = true;
        resolve();
      };
      if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: 2000 });
      else setTimeout(done, 200);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return waiting;
}

/** False until the first screen is done and the browser is idle; then true for good. */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(settled);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void afterFirstScreen().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

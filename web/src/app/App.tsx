// Placeholder shell until the app-shell issue lands; shows the server's version so a smoke
// test can see the PWA and /api working together.
import { useEffect, useState } from 'react';

export function App() {
  const [version, setVersion] = useState<string>();
  useEffect(() => {
    fetch('/api/config/version')
      .then((r) => r.json() as Promise<{ data: { version: string } }>)
      .then((b) => setVersion(b.data.version))
      .catch(() => setVersion(undefined));
  }, []);
  return (
    <main>
      <h1>Merchandising Portal</h1>
      <p data-testid="version">{version ?? '…'}</p>
    </main>
  );
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { MemorySource } from '../data/memorySource.ts';
import { RxdbSource } from '../data/rxdbSource.ts';
import type { GridController } from '../controller/GridController.ts';
import { DemoScreen } from './DemoScreen.tsx';
import { demoProducts, type DemoProduct } from './demoData.ts';
import { openDemoDatabase, seedDemo } from './demoDb.ts';

// The standalone grid demo (web/demo/grid.html): ?rows=N&source=rxdb|memory&lang=de-DE.
// The benchmark reads performance marks and `window.gridDemo`.

declare global {
  interface Window {
    gridDemo?: { controller: GridController<DemoProduct> | null; rows: number; source: string };
  }
}

const messagesByFile = import.meta.glob<Record<string, string>>(
  ['../i18n/*.json', './i18n/*.json'],
  {
    eager: true,
    import: 'default',
  },
);

function messagesFor(locale: string): Record<string, string> {
  const pick = (name: string) =>
    Object.entries(messagesByFile)
      .filter(([file]) => file.endsWith(`/${name}.json`))
      .reduce<Record<string, string>>((all, [, messages]) => ({ ...all, ...messages }), {});
  return { ...pick('en-US'), ...pick(locale) };
}

const params = new URLSearchParams(location.search);
const rows = Number(params.get('rows') ?? 1000);
const kind = params.get('source') === 'memory' ? 'memory' : 'rxdb';
const locale = params.get('lang') ?? 'en-US';
const root = createRoot(document.getElementById('root') as HTMLElement);
window.gridDemo = { controller: null, rows, source: kind };

function render(screen: React.ReactNode) {
  root.render(
    <StrictMode>
      <IntlProvider locale={locale} defaultLocale="en-US" messages={messagesFor(locale)}>
        {screen}
      </IntlProvider>
    </StrictMode>,
  );
}

const onController = (controller: GridController<DemoProduct>) => {
  if (window.gridDemo) window.gridDemo.controller = controller;
};

async function start() {
  if (kind === 'memory') {
    const source = new MemorySource<DemoProduct>({
      rows: demoProducts(rows),
      getId: (r) => r.id,
      sortKinds: { style: 'styleNumeric' },
    });
    performance.mark('grid:start');
    render(
      <DemoScreen
        source={source}
        applyInMemory={(write) => source.apply(write)}
        onController={onController}
      />,
    );
    return;
  }
  const seeding = (done: number) => (
    <p className="demo-loading" role="status">
      <FormattedMessage id="labels.gridDemo.seeding" values={{ count: rows - done }} />
    </p>
  );
  render(seeding(0));
  const collection = await openDemoDatabase();
  await seedDemo(collection, rows, (done) => render(seeding(done)));
  const source = new RxdbSource<DemoProduct>({
    collection,
    query: () => ({ selector: {}, sort: [{ sortOrder: 'asc' }] }),
  });
  performance.mark('grid:start');
  render(<DemoScreen source={source} collection={collection} onController={onController} />);
}

void start();

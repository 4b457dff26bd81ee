import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { MemorySource, useCollectionGrid, type GridController } from '../../src/grid/index.ts';
import { DemoScreen } from './DemoScreen.tsx';
import { demoProducts, type DemoProduct } from './demoData.ts';
import { openDemoDatabase, seedDemo, type DemoCollection } from './demoDb.ts';

// The standalone grid demo (web/demo/grid.html): ?rows=N&source=rxdb|memory&lang=de-DE.
// The benchmark reads performance marks and `window.gridDemo`. It lives outside web/src, so
// neither it nor its messages are part of the app's bundle (decision 0010).

declare global {
  interface Window {
    gridDemo?: { controller: GridController<DemoProduct> | null; rows: number; source: string };
  }
}

// Its own catalogue: the grid's messages and the demo's, nothing else of the app.
const messagesByFile = import.meta.glob<Record<string, string>>(
  ['../../src/grid/i18n/*.json', './i18n/*.json'],
  { eager: true, import: 'default' },
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

const NO_FILTER = undefined;
const everything = () => ({});
const BY_SORT_ORDER = [{ id: 'sortOrder', desc: false }];

/** The products screen over the device collection, as a list screen is built. */
function DeviceProducts({ collection }: { collection: DemoCollection }) {
  const grid = useCollectionGrid({
    collection,
    filter: NO_FILTER,
    toSelector: everything,
    defaultSort: BY_SORT_ORDER,
  });
  return (
    <DemoScreen
      source={grid.source}
      onWrite={grid.onWrite}
      loading={grid.loading}
      onController={onController}
    />
  );
}

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
        onWrite={(write) => source.apply(write)}
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
  performance.mark('grid:start');
  render(<DeviceProducts collection={collection} />);
}

void start();

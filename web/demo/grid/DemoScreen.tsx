import { useCallback, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import {
  Grid,
  type GridController,
  type GridDataSource,
  type GridWrite,
} from '../../src/grid/index.ts';
import { AssortmentTree } from './AssortmentTree.tsx';
import { demoColumns } from './demoColumns.ts';
import { demoProduct, type DemoProduct } from './demoData.ts';
import './demo.css';

// A product library screen on the grid: what every screen will look like, and what the
// end-to-end test and the benchmark drive.

export interface DemoScreenProps {
  source: GridDataSource<DemoProduct, undefined>;
  /** Where writes go: the RxDB collection (useCollectionGrid), or an in-memory source's apply. */
  onWrite: (write: GridWrite<DemoProduct>) => Promise<void> | void;
  /** The device database is still opening. */
  loading?: boolean;
  onController?: (controller: GridController<DemoProduct>) => void;
}

const INITIAL_COLUMNS = { pinned: { start: ['thumbnail', 'style', 'color'], end: [] } };
const getId = (row: DemoProduct) => row.id;
const canDelete = () => true;

export function DemoScreen({ source, onWrite, loading, onController }: DemoScreenProps) {
  const intl = useIntl();
  const columns = useMemo(() => demoColumns(intl), [intl]);
  const [messages, setMessages] = useState<{ id: number; text: string; kind: string }[]>([]);
  // A ref, not state: taking the controller must not render the screen (and its grid) again.
  const controller = useRef<GridController<DemoProduct> | null>(null);
  const [added, setAdded] = useState(0);
  const say = (text: string, kind = 'info') =>
    setMessages((list) => [...list.slice(-2), { id: Date.now() + Math.random(), text, kind }]);
  const t = (id: string) => intl.formatMessage({ id: `labels.gridDemo.${id}` });

  const groupings = useMemo(
    () => [
      {
        id: 'style',
        label: intl.formatMessage({ id: 'labels.gridDemo.byStyle' }),
        columns: ['style'],
      },
      {
        id: 'pillarStyle',
        label: intl.formatMessage({ id: 'labels.gridDemo.byPillarStyle' }),
        columns: ['pillar', 'style'],
      },
      {
        id: 'gender',
        label: intl.formatMessage({ id: 'labels.gridDemo.byGender' }),
        columns: ['gender'],
      },
    ],
    [intl],
  );
  const [tab, setTab] = useState<'products' | 'assortments'>('products');
  const controllerRef = useCallback(
    (c: GridController<DemoProduct>) => {
      controller.current = c;
      onController?.(c);
    },
    [onController],
  );

  const addProduct = () => {
    // A new product has no created date yet, so its style and colour can still be typed.
    const row = { ...demoProduct(900_000 + added), createdDate: null, sortOrder: 900_000 + added };
    setAdded((n) => n + 1);
    controller.current?.addRows([row]);
  };

  const toolbar = (
    <Button className="pg-button" onPress={addProduct}>
      + {t('addProduct')}
    </Button>
  );

  return (
    <main className="demo">
      <header className="demo-header">
        <h1>{t('title')}</h1>
      </header>
      {/* Plain toggle buttons rather than react-aria Tabs: its TabPanel walks its whole
          subtree for focusable elements on every DOM change, which a scrolling grid makes
          many times a second. */}
      <div className="demo-tablist" role="group" aria-label={t('title')}>
        {(['products', 'assortments'] as const).map((id) => (
          <Button
            key={id}
            className="demo-tab"
            aria-pressed={tab === id}
            onPress={() => setTab(id)}
          >
            {t(id)}
          </Button>
        ))}
      </div>
      <section className="demo-panel" aria-label={t(tab)}>
        {tab === 'products' ? (
          <Grid<DemoProduct, undefined>
            label={t('products')}
            columns={columns}
            source={source}
            getId={getId}
            onWrite={onWrite}
            loading={loading}
            groupings={groupings}
            rememberKey="grid-demo-products"
            initialColumns={INITIAL_COLUMNS}
            emptyMessage="noProductsAdd"
            canDelete={canDelete}
            onMessage={(message) => say(message.text, message.kind)}
            onError={(error) => say(String(error), 'error')}
            controllerRef={controllerRef}
            toolbar={toolbar}
          />
        ) : (
          <AssortmentTree onMessage={(text) => say(text)} />
        )}
      </section>
      <ul className="demo-toasts" aria-live="polite">
        {messages.map((message) => (
          <li key={message.id} className={`demo-toast demo-toast-${message.kind}`}>
            {message.text}
          </li>
        ))}
      </ul>
    </main>
  );
}

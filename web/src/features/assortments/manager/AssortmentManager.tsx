// The manager's page: its title, New Assortment (the "Select Assortment Type" dialog) and the
// grids of the route's lists (spec 000 §2). Split from the screen so tests give the user.
import { useCallback, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { useOnline } from '../../../ui/useOnline.ts';
import { useDeviceDatabase } from '../../sync/useDeviceSync.ts';
import { AssortmentGrid } from './AssortmentGrid.tsx';
import type { AssortmentExportDeps } from './export.ts';
import type { AssortmentList } from './lists.ts';
import { MaxAssortmentsDialog, ownsMaxAssortments } from './MaxAssortmentsDialog.tsx';
import { NewAssortmentDialog } from './NewAssortmentDialog.tsx';
import type { Editor } from './writes.ts';
import './manager.css';

interface Props {
  readonly titleId: string;
  readonly lists: readonly AssortmentList[];
  readonly userCode: string;
  readonly exportDeps?: AssortmentExportDeps;
}

export function AssortmentManager({ titleId, lists, userCode, exportDeps }: Props) {
  const collection = useDeviceDatabase()?.collections.assortments;
  const online = useOnline();
  // The folder New Assortment writes into, while its dialog is open.
  const [creating, setCreating] = useState<readonly string[] | null>(null);
  // 000 §2 max-assortment error: told before the form, not after it (decision 0068).
  const [limitReached, setLimitReached] = useState(false);
  // New assortments go into the folder of the all list's active row.
  const folder = useRef<readonly string[]>([]);
  const onActiveFolder = useCallback((path: readonly string[]) => {
    folder.current = path;
  }, []);
  const editor = useCallback(
    (): Editor => ({ userCode, now: new Date().toISOString() }),
    [userCode],
  );
  const quickAccess = lists.length > 1;

  return (
    <section className="amg-screen" aria-labelledby="amg-title">
      <header className="amg-header">
        <h1 id="amg-title" className="amg-title">
          <FormattedMessage id={titleId} />
        </h1>
        <Button
          className="btn btn-primary"
          isDisabled={!collection}
          onPress={() => {
            const into = folder.current;
            void ownsMaxAssortments(userCode).then((full) =>
              full ? setLimitReached(true) : setCreating(into),
            );
          }}
        >
          <FormattedMessage id="buttons.assortments.new" />
        </Button>
      </header>
      {!online && (
        <p className="amg-note" role="status">
          <FormattedMessage id="labels.assortments.offline" />
        </p>
      )}
      {lists.map((list) => (
        <AssortmentGrid
          key={list}
          list={list}
          userCode={userCode}
          collection={collection}
          quickAccess={quickAccess}
          exportDeps={exportDeps}
          {...(list === 'all' ? { onActiveFolder } : {})}
        />
      ))}
      {limitReached && <MaxAssortmentsDialog onClose={() => setLimitReached(false)} />}
      {creating && (
        <NewAssortmentDialog
          hierarchy={creating}
          editor={editor}
          onClose={() => setCreating(null)}
        />
      )}
    </section>
  );
}

import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Grid,
  MemorySource,
  columnKit,
  type GridColumn,
  type TreeOptions,
} from '../../src/grid/index.ts';

// The tree side of the demo: an assortment list of folders and items (spec 000 §2
// assortments list: New Folder, Delete, expand all, collapse all).

interface AssortmentRow {
  id: string;
  type: 'folder' | 'item';
  hierarchy: string[];
  title: string;
  method: string | null;
  season: string | null;
  [key: string]: unknown;
}

const SEED: AssortmentRow[] = [
  { id: 'f-s26', type: 'folder', hierarchy: [], title: 'Spring 26', method: null, season: null },
  {
    id: 'f-s26-w',
    type: 'folder',
    hierarchy: ['Spring 26'],
    title: 'Wholesale',
    method: null,
    season: null,
  },
  {
    id: 'a1',
    type: 'item',
    hierarchy: ['Spring 26', 'Wholesale'],
    title: 'Key styles',
    method: 'Static',
    season: 'Spring',
  },
  {
    id: 'a2',
    type: 'item',
    hierarchy: ['Spring 26', 'Wholesale'],
    title: 'Running wall',
    method: 'Dynamic',
    season: 'Spring',
  },
  {
    id: 'a3',
    type: 'item',
    hierarchy: ['Spring 26'],
    title: 'Retail picks',
    method: 'Static',
    season: 'Spring',
  },
  { id: 'f-f25', type: 'folder', hierarchy: [], title: 'Fall 25', method: null, season: null },
  {
    id: 'a4',
    type: 'item',
    hierarchy: ['Fall 25'],
    title: 'Boots',
    method: 'Static',
    season: 'Fall',
  },
  { id: 'a5', type: 'item', hierarchy: [], title: 'Work line', method: 'Dynamic', season: 'Fall' },
];

const tree: TreeOptions<AssortmentRow> = {
  isFolder: (row) => row.type === 'folder',
  path: (row) => row.hierarchy,
  folderName: (row) => row.title,
};

export function AssortmentTree({ onMessage }: { onMessage: (text: string) => void }) {
  const intl = useIntl();
  const [source] = useState(
    () => new MemorySource<AssortmentRow>({ rows: SEED, getId: (r) => r.id }),
  );
  const [next, setNext] = useState(1);
  const columns = useMemo<GridColumn<AssortmentRow>[]>(() => {
    const col = columnKit<AssortmentRow>(intl, {
      header: (id) => intl.formatMessage({ id: `labels.gridDemo.${id}` }),
    });
    return [
      col.text('title', {
        header: intl.formatMessage({ id: 'labels.gridDemo.titleColumn' }),
        required: true,
        width: 280,
      }),
      col.list('method', ['Static', 'Dynamic'], { width: 140 }),
      col.list('season', ['Spring', 'Fall'], { width: 140 }),
    ];
  }, [intl]);
  return (
    <Grid<AssortmentRow>
      label={intl.formatMessage({ id: 'labels.gridDemo.assortments' })}
      columns={columns}
      source={source}
      getId={(row) => row.id}
      tree={tree}
      onWrite={(write) => source.apply(write)}
      saveDebounceMs={250}
      emptyMessage="noAssortments"
      canDelete={() => true}
      onNewFolder={(path) => {
        setNext((n) => n + 1);
        return {
          id: `new-folder-${next}`,
          type: 'folder',
          hierarchy: path,
          title: `${intl.formatMessage({ id: 'labels.gridDemo.newFolder' })} ${next}`,
          method: null,
          season: null,
        };
      }}
      onMessage={(message) => onMessage(message.text)}
    />
  );
}

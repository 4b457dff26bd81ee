// The draggable lists of the sort screen (spec 000 §4 "Group sort"), react-aria-components
// GridList with useDragAndDrop: mouse, touch and keyboard (each item's drag handle, then the
// arrow keys and Enter). A drop becomes a moveDisplayGroup, moveStyle or moveColor.
import type { LayoutGroup, LayoutStyle, SortMove } from '@portal/shared';
import {
  Button,
  GridList,
  GridListItem,
  ListLayout,
  useDragAndDrop,
  Virtualizer,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { productImageSrc } from '../../products/images.ts';
import { beforeItemOf, DRAG_TYPES, dragItems, droppedValues } from './dnd.ts';
import type { SortRow } from './useSortRows.ts';

type OnMove = (move: SortMove) => void;

function DragHandle({
  label,
  isDisabled,
}: {
  readonly label: string;
  readonly isDisabled?: boolean;
}) {
  return (
    <Button slot="drag" className="as-handle" aria-label={label} isDisabled={isDisabled ?? false}>
      ⠿
    </Button>
  );
}

/** The display groups' order; 'Uncategorized' is locked (000 §3) and cannot be dragged. */
export function GroupOrderList(props: {
  readonly layout: readonly LayoutGroup[];
  readonly titleOf: (title: string) => string;
  readonly onMove: OnMove;
}) {
  const intl = useIntl();
  const keys = props.layout.map((g) => g.title);
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (dragged) => dragItems(DRAG_TYPES.group, [...dragged].map(String)),
    acceptedDragTypes: [DRAG_TYPES.group],
    getAllowedDropOperations: () => ['move'],
    onReorder: (e) => {
      for (const key of e.keys)
        props.onMove({
          type: 'moveDisplayGroup',
          item: String(key),
          beforeItem: beforeItemOf(keys, e.target, e.keys),
        });
    },
  });
  return (
    <GridList
      className="as-group-order"
      aria-label={intl.formatMessage({ id: 'labels.assortmentSort.groupOrder' })}
      items={props.layout.map((g) => ({ id: g.title, group: g }))}
      dragAndDropHooks={dragAndDropHooks}
      disabledKeys={props.layout.filter((g) => g.locked).map((g) => g.title)}
    >
      {({ group }) => (
        <GridListItem className="as-group-chip" textValue={props.titleOf(group.title)}>
          <DragHandle
            isDisabled={group.locked}
            label={intl.formatMessage(
              { id: 'buttons.assortmentSort.dragGroup' },
              { title: props.titleOf(group.title) },
            )}
          />
          <span>{props.titleOf(group.title)}</span>
          <span className="as-count">{group.styles.length}</span>
        </GridListItem>
      )}
    </GridList>
  );
}

const styleValue = (style: string, fromGroup: string) => JSON.stringify({ style, fromGroup });

/**
 * A group of more styles than this draws only the rows in view (in a scroll box of its own):
 * every drop-target change of a drag re-renders the list's items, and 500 of them took 200–400
 * ms a frame (bench:assortments, bench/assortments/README.md).
 */
export const VIRTUAL_STYLES_FROM = 60;
/** `.as-style`'s height: the 48 px thumbnail, 2 × 4 px padding, 1 px border; 2 px apart. */
const STYLE_ROW = { rowSize: 57, gap: 2 };

/** The styles of one group: reordered within it, or dropped here from another group. */
export function StyleList(props: {
  readonly group: LayoutGroup;
  readonly label: string;
  readonly rowOf: (style: string) => SortRow | undefined;
  readonly onMove: OnMove;
  readonly onOrderColors: (style: LayoutStyle) => void;
}) {
  const intl = useIntl();
  const { group, onMove } = props;
  const keys = group.styles.map((s) => s.style);
  const moveHere = (item: string, fromGroup: string, beforeItem: string | null) =>
    onMove({ type: 'moveStyle', item, fromGroup, displayGroup: group.title, beforeItem });
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (dragged) =>
      dragItems(
        DRAG_TYPES.style,
        [...dragged].map((k) => styleValue(String(k), group.title)),
      ),
    acceptedDragTypes: [DRAG_TYPES.style],
    getDropOperation: () => 'move',
    onReorder: (e) => {
      for (const key of e.keys)
        moveHere(String(key), group.title, beforeItemOf(keys, e.target, e.keys));
    },
    onInsert: async (e) => {
      for (const value of await droppedValues(e.items, DRAG_TYPES.style)) {
        const { style, fromGroup } = JSON.parse(value) as { style: string; fromGroup: string };
        moveHere(style, fromGroup, beforeItemOf(keys, e.target, new Set()));
      }
    },
    onRootDrop: async (e) => {
      for (const value of await droppedValues(e.items, DRAG_TYPES.style)) {
        const { style, fromGroup } = JSON.parse(value) as { style: string; fromGroup: string };
        moveHere(style, fromGroup, null);
      }
    },
  });
  const virtual = group.styles.length > VIRTUAL_STYLES_FROM;
  const list = (
    <GridList
      className={virtual ? 'as-styles as-styles-virtual' : 'as-styles'}
      aria-label={props.label}
      items={group.styles.map((s) => ({ id: s.style, s }))}
      dragAndDropHooks={dragAndDropHooks}
      renderEmptyState={() => (
        <p className="as-empty">{intl.formatMessage({ id: 'labels.assortmentSort.dropHere' })}</p>
      )}
    >
      {({ s }) => {
        const row = props.rowOf(s.style);
        const src = productImageSrc(row?.thumbnail);
        return (
          <GridListItem className="as-style" textValue={s.style}>
            <DragHandle
              label={intl.formatMessage(
                { id: 'buttons.assortmentSort.dragStyle' },
                { style: s.style },
              )}
            />
            {src ? (
              // Offline, an image the device has not cached is hidden, not a broken icon.
              <img
                className="as-thumb"
                src={src}
                alt=""
                onError={(event) => {
                  event.currentTarget.style.visibility = 'hidden';
                }}
              />
            ) : (
              <span className="as-thumb" />
            )}
            <span className="as-style-id">{s.style}</span>
            <span className="as-style-name">{row?.name}</span>
            <span className="as-colors">{s.colors.join(' · ')}</span>
            {s.colors.length > 1 && (
              <Button className="btn btn-small" onPress={() => props.onOrderColors(s)}>
                {intl.formatMessage({ id: 'buttons.assortmentSort.orderColors' })}
              </Button>
            )}
          </GridListItem>
        );
      }}
    </GridList>
  );
  return virtual ? (
    <Virtualizer layout={ListLayout} layoutOptions={STYLE_ROW}>
      {list}
    </Virtualizer>
  ) : (
    list
  );
}

/** The colours of one style, reordered (000 §4 moveColor with its style). */
export function ColorList(props: { readonly style: LayoutStyle; readonly onMove: OnMove }) {
  const intl = useIntl();
  const { style } = props;
  const keys = [...style.colors];
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (dragged) => dragItems(DRAG_TYPES.color, [...dragged].map(String)),
    acceptedDragTypes: [DRAG_TYPES.color],
    getAllowedDropOperations: () => ['move'],
    onReorder: (e) => {
      for (const key of e.keys)
        props.onMove({
          type: 'moveColor',
          style: style.style,
          item: String(key),
          beforeItem: beforeItemOf(keys, e.target, e.keys),
        });
    },
  });
  return (
    <GridList
      className="as-color-list"
      aria-label={intl.formatMessage(
        { id: 'labels.assortmentSort.colorsOf' },
        { style: style.style },
      )}
      items={keys.map((c) => ({ id: c }))}
      dragAndDropHooks={dragAndDropHooks}
    >
      {({ id }) => (
        <GridListItem className="as-color" textValue={id}>
          <DragHandle
            label={intl.formatMessage({ id: 'buttons.assortmentSort.dragColor' }, { color: id })}
          />
          <span>{id}</span>
        </GridListItem>
      )}
    </GridList>
  );
}

// The tiles view of a library (spec 000 §3 viewType; §9 thumbnails): one tile per item with its
// preview image, name and the 'new' badge; pressing a tile opens the item. The items come from
// the screen's live device query, sorted by the library's shared default rule.
import type { LibraryViewToggles } from '@portal/shared';
import { shownFiles } from '@portal/shared';
import { Button } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { fileSrc } from './files.ts';
import { isNewItem, type LibraryRow } from './selector.ts';

export function LibraryTiles(props: {
  readonly label: string;
  readonly items: readonly LibraryRow[];
  readonly toggles: LibraryViewToggles;
  readonly seen: ReadonlySet<string>;
  readonly onOpen: (item: LibraryRow) => void;
  readonly emptyText: string;
}) {
  if (props.items.length === 0)
    return (
      <p className="lib-empty" role="status">
        {props.emptyText}
      </p>
    );
  return (
    <ul className="lib-tiles" aria-label={props.label}>
      {props.items.map((item) => {
        const files = shownFiles(item, props.toggles);
        const src = fileSrc(
          files.find((f) => f.previewJpg)?.previewJpg ?? files.find((f) => f.thumbnail)?.thumbnail,
        );
        return (
          <li key={item.id} className="lib-tile" data-testid="library-tile">
            <Button className="lib-tile-button" onPress={() => props.onOpen(item)}>
              <span className="lib-tile-image">
                {src ? <img src={src} alt="" loading="lazy" /> : null}
              </span>
              <span className="lib-tile-name">{item.name}</span>
              {isNewItem(item, props.seen) ? (
                <span className="lib-badge">
                  <FormattedMessage id="labels.libraries.view.new" />
                </span>
              ) : null}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

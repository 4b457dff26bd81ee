// An item's previewer (spec 000 §2 /advertising/libraries/previewer; the lists open items in
// it too): the item's files one at a time with previous/next — a video in a <video> element, a
// PDF page by page (PdfPages, pdf.js), an image — and opening it writes the user's Seen
// flag (spec 000 §3) to the device, so the 'new' badge goes and the flag syncs.
import {
  shownFiles,
  visibleToViewers,
  type LibraryViewToggles,
  type SessionUser,
} from '@portal/shared';
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLiveDocument } from '../../db/hooks.ts';
import { localToday } from '../../ui/filter-bar/index.ts';
import { FileDownloads } from './downloads/FileDownloads.tsx';
import { usePreviewStat } from './downloads/preview-stat.ts';
import { previewOf } from './files.ts';
import { PdfPages } from './PdfPages.tsx';
import { markSeen, useSeenIds } from './seen.ts';

function FilePreview(props: { readonly preview: ReturnType<typeof previewOf>; name: string }) {
  const { preview, name } = props;
  switch (preview.kind) {
    case 'video':
      return (
        <video className="lib-preview-media" src={preview.src} poster={preview.poster} controls>
          <track kind="captions" />
        </video>
      );
    case 'pdf':
      return <PdfPages key={preview.src} src={preview.src} image={preview.image} name={name} />;
    case 'image':
      return <img className="lib-preview-media" src={preview.src} alt={name} />;
    default:
      return (
        <p className="lib-preview-none">
          <FormattedMessage id="labels.libraryView.preview.none" />
        </p>
      );
  }
}

export function LibraryPreview(props: {
  readonly itemId: string;
  readonly user: Pick<SessionUser, 'userCode'>;
  readonly toggles: LibraryViewToggles;
  readonly onClose?: () => void;
}) {
  const { itemId, user } = props;
  const intl = useIntl();
  const { doc, loading } = useLiveDocument('libraryItems', itemId);
  // A viewer sees Published items within their rights dates only (issue scope 8), by link too.
  const item =
    doc && doc.status === 'Published' && visibleToViewers(doc, localToday()) ? doc : null;
  const { seen, loading: seenLoading } = useSeenIds(user.userCode);
  const [index, setIndex] = useState(0);
  usePreviewStat(item);

  useEffect(() => {
    if (!item || seenLoading) return;
    markSeen(user, item.id, seen).catch(() => undefined); // refused: still new, tried next time
  }, [item, seen, seenLoading, user]);

  if (!item)
    return (
      <section
        className="lib-preview"
        aria-label={intl.formatMessage({ id: 'labels.libraryView.preview.label' })}
      >
        {loading ? null : (
          <p role="status">
            <FormattedMessage id="labels.libraryView.preview.missing" />
          </p>
        )}
      </section>
    );

  const files = shownFiles(item, props.toggles);
  const at = Math.min(index, Math.max(files.length - 1, 0));
  const file = files[at];
  return (
    <section
      className="lib-preview"
      aria-label={intl.formatMessage({ id: 'labels.libraryView.preview.label' })}
    >
      <header className="lib-preview-header">
        <h2 className="lib-preview-title">{item.name}</h2>
        <FileDownloads item={item} toggles={props.toggles} />
        {props.onClose ? (
          <Button className="btn btn-secondary" onPress={props.onClose}>
            <FormattedMessage id="buttons.libraryView.close" />
          </Button>
        ) : null}
      </header>
      {file ? (
        <>
          <FilePreview preview={previewOf(file)} name={file.filename} />
          <p className="lib-preview-file" data-testid="preview-file">
            <FormattedMessage
              id="labels.libraryView.preview.file"
              values={{ name: file.filename, index: at + 1, count: files.length }}
            />
          </p>
          <div className="lib-preview-nav">
            <Button
              className="btn btn-secondary"
              isDisabled={at === 0}
              onPress={() => setIndex(at - 1)}
            >
              <FormattedMessage id="buttons.libraryView.previous" />
            </Button>
            <Button
              className="btn btn-secondary"
              isDisabled={at >= files.length - 1}
              onPress={() => setIndex(at + 1)}
            >
              <FormattedMessage id="buttons.libraryView.next" />
            </Button>
          </div>
        </>
      ) : (
        <p className="lib-preview-none">
          <FormattedMessage id="labels.libraryView.preview.noFiles" />
        </p>
      )}
    </section>
  );
}

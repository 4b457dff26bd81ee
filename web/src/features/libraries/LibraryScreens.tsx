// The library view routes' screens (spec 000 §2): each reads its library from `libraries.ts`
// by route name and waits for the signed-in user and the device database (offline first: the
// device answers, never the network).
import type { ScreenProps } from '../../app/screen-props.ts';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useSessionUser } from '../session/SessionProvider.tsx';
import { useDeviceDatabase } from '../sync/useDeviceSync.ts';
import { libraryViewOf } from './libraries.ts';
import { LibraryLanding } from './LibraryLanding.tsx';
import { LibraryList } from './LibraryList.tsx';
import { LibraryPreview } from './LibraryPreview.tsx';
import { ITEM_PARAM, useViewToggles } from './view-settings.ts';

function Opening() {
  return (
    <p className="lib-opening" role="status">
      <FormattedMessage id="labels.libraryView.opening" />
    </p>
  );
}

export function LibraryListScreen({ route }: ScreenProps) {
  const user = useSessionUser();
  const db = useDeviceDatabase();
  const view = libraryViewOf(route.name);
  if (!user || !db || !view) return <Opening />;
  return <LibraryList key={view.type} type={view.type} titleId={route.meta.title} user={user} />;
}

export function LibraryLandingScreen({ route }: ScreenProps) {
  const db = useDeviceDatabase();
  const view = libraryViewOf(route.name);
  if (!db || !view) return <Opening />;
  return (
    <LibraryLanding
      key={view.type}
      type={view.type}
      titleId={route.meta.title}
      listPath={view.listPath}
    />
  );
}

/** /advertising/libraries/previewer?item=… (a shared link to an item opens here), under the
 * route's title as every screen. */
export function LibraryPreviewerScreen({ route }: ScreenProps) {
  const user = useSessionUser();
  const db = useDeviceDatabase();
  const [search] = useSearchParams();
  const [toggles] = useViewToggles();
  const item = search.get(ITEM_PARAM);
  return (
    <section className="lib-screen" aria-labelledby="lib-title">
      <header className="lib-header">
        <h1 id="lib-title" className="lib-title">
          <FormattedMessage id={route.meta.title} />
        </h1>
      </header>
      {!user || !db ? (
        <Opening />
      ) : !item ? (
        <p className="lib-empty" role="status">
          <FormattedMessage id="labels.libraryView.preview.missing" />
        </p>
      ) : (
        <LibraryPreview key={item} itemId={item} user={user} toggles={toggles} />
      )}
    </section>
  );
}

// A library's landing page (spec 000 §2: assets-landing is the advertising default; logos,
// global retail assets and resources have one too): the categories as image tiles with their
// counts, from the device; a tile opens the list filtered by the category, and "All" the list.
import type { LibraryItemType } from '@portal/shared';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useLiveQuery } from '../../db/hooks.ts';
import { localToday } from '../../ui/filter-bar/index.ts';
import { landingCategories } from './landing.ts';
import './libraries.css';

export function LibraryLanding(props: {
  readonly type: LibraryItemType;
  readonly titleId: string;
  readonly listPath: string;
  readonly today?: string;
}) {
  const today = props.today ?? localToday();
  const { docs, loading } = useLiveQuery('libraryItems', {
    selector: { libraryType: props.type, status: 'Published' },
  });
  const categories = useMemo(() => landingCategories(docs, today), [docs, today]);
  return (
    <section className="lib-screen" aria-labelledby="lib-title">
      <header className="lib-header">
        <h1 id="lib-title" className="lib-title">
          <FormattedMessage id={props.titleId} />
        </h1>
        <Link className="btn btn-secondary" to={props.listPath}>
          <FormattedMessage id="buttons.libraryView.viewAll" />
        </Link>
      </header>
      {!loading && categories.length === 0 ? (
        <p className="lib-empty" role="status">
          <FormattedMessage id="common.grid.empty.noAssets" />
        </p>
      ) : (
        <ul className="lib-tiles" aria-labelledby="lib-title">
          {categories.map((c) => (
            <li key={c.category} className="lib-tile" data-testid="category-tile">
              <Link
                className="lib-tile-button"
                to={`${props.listPath}?${new URLSearchParams({ category: c.category }).toString()}`}
              >
                <span className="lib-tile-image">
                  {c.image ? <img src={c.image} alt="" loading="lazy" /> : null}
                </span>
                <span className="lib-tile-name">{c.category}</span>
                <span className="lib-tile-count">
                  <FormattedMessage id="labels.libraryView.count" values={{ count: c.count }} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

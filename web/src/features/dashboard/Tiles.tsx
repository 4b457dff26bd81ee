import type { SessionUser } from '@portal/shared/api/users.ts';
import { resolveRedirect } from '@portal/shared/routes/match.ts';
import { DEFAULT_ROUTE } from '@portal/shared/routes/public.ts';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Icon } from '../../ui/icons.tsx';
import { TILE_SECTIONS, type TileConfig } from './tiles.ts';

/** Where the tile leads this user, or null when the user may open none of its paths. */
export function tileTarget(tile: TileConfig, user: SessionUser): string | null {
  for (const path of tile.paths) {
    const target = resolveRedirect(path, user) ?? path;
    if (target !== DEFAULT_ROUTE) return target;
  }
  return null;
}

export function Tiles({ user }: { readonly user: SessionUser }) {
  const sections = TILE_SECTIONS.map((section) => ({
    ...section,
    tiles: section.tiles.flatMap((tile) => {
      const target = tileTarget(tile, user);
      return target ? [{ tile, target }] : [];
    }),
  })).filter((section) => section.tiles.length > 0);

  if (sections.length === 0) {
    return (
      <p className="dashboard-empty" data-testid="no-tiles">
        <FormattedMessage id="common.noAreas" />
      </p>
    );
  }
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} className="tile-section" aria-labelledby={`tiles-${section.id}`}>
          <h2 id={`tiles-${section.id}`} className="section-title">
            <FormattedMessage id={section.titleId} />
          </h2>
          <ul className="tile-grid">
            {section.tiles.map(({ tile, target }) => (
              <li key={tile.id}>
                <Link className="tile" to={target} data-tile={tile.id}>
                  <span className="tile-icon">
                    <Icon name={tile.icon} size={24} />
                  </span>
                  <span className="tile-text">
                    <span className="tile-title">
                      <FormattedMessage id={tile.titleId} />
                    </span>
                    <span className="tile-description">
                      <FormattedMessage id={tile.descriptionId} />
                    </span>
                  </span>
                  <Icon name="chevronRight" className="tile-chevron" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

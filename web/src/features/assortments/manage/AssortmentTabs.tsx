// The assortment's child screens as tabs (spec 000 §2: assortment/{assortment_id} with child
// screens manage, sort, export): links, so each is its own route and works with back/forward.
import { webRouteByName } from '@portal/shared/routes/table.ts';
import { FormattedMessage, useIntl } from 'react-intl';
import { generatePath, Link } from 'react-router';

const TABS = [
  ['manage', 'assortment-manager--assortment--manage'],
  ['sort', 'assortment-manager--assortment--sort'],
  ['export', 'assortment-manager--assortment--export'],
] as const;

export type AssortmentTab = (typeof TABS)[number][0];

export function AssortmentTabs(props: {
  readonly assortmentId: string;
  readonly current: AssortmentTab;
}) {
  const intl = useIntl();
  return (
    <nav className="am-tabs" aria-label={intl.formatMessage({ id: 'labels.assortmentGrid.tabs' })}>
      {TABS.map(([tab, route]) => (
        <Link
          key={tab}
          className={`am-tab${tab === props.current ? ' am-tab-current' : ''}`}
          to={generatePath(webRouteByName(route).path, { assortment_id: props.assortmentId })}
          {...(tab === props.current ? { 'aria-current': 'page' as const } : {})}
        >
          <FormattedMessage id={`labels.assortmentGrid.tab.${tab}`} />
        </Link>
      ))}
    </nav>
  );
}

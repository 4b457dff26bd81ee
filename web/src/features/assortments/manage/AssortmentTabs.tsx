// The assortment's child screens as tabs (spec 000 §2: assortment/{assortment_id} with child
// screens manage, sort, export, create-order): links, so each is its own route and works with
// back/forward. Create Order shows only to a user who may create some kind of order.
import { userOrderKinds } from '@portal/shared';
import type { SessionUser } from '@portal/shared/api/users.ts';
import { webRouteByName } from '@portal/shared/routes/table.ts';
import { FormattedMessage, useIntl } from 'react-intl';
import { generatePath, Link } from 'react-router';
import { LOCAL_KEYS, readLocalNow } from '../../session/offline-store.ts';

const TABS = [
  ['manage', 'assortment-manager--assortment--manage'],
  ['sort', 'assortment-manager--assortment--sort'],
  ['export', 'assortment-manager--assortment--export'],
  ['create-order', 'assortment-manager--assortment--create-order'],
] as const;

export type AssortmentTab = (typeof TABS)[number][0];

export function AssortmentTabs(props: {
  readonly assortmentId: string;
  readonly current: AssortmentTab;
}) {
  const intl = useIntl();
  const ordering = userOrderKinds(readLocalNow<SessionUser>(LOCAL_KEYS.user)).length > 0;
  const tabs = TABS.filter(([tab]) => tab !== 'create-order' || ordering);
  return (
    <nav className="am-tabs" aria-label={intl.formatMessage({ id: 'labels.assortmentGrid.tabs' })}>
      {tabs.map(([tab, route]) => (
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

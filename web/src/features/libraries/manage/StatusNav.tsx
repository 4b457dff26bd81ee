// The nav extension bar of a manage area (spec 000 §2 "a nav extension bar with those four"
// statuses), plus its upload view; the current view is marked (aria-current) by the router.
import { LIBRARY_STATUSES } from '@portal/shared';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';

export function StatusNav({ base }: { readonly base: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const views = [...LIBRARY_STATUSES.map((s) => s.toLowerCase()), 'upload'];
  return (
    <nav className="lm-status-nav" aria-label={t('labels.libraryManage.statusNav')}>
      {views.map((view) => (
        <NavLink key={view} to={`${base}/${view}`} className="lm-status-link">
          {t(`labels.libraryManage.view.${view}`)}
        </NavLink>
      ))}
    </nav>
  );
}

// Screens of later issues: a clear page with the screen's title and where it belongs, never a
// blank page (issue 3 scope 2).
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Icon } from '../../ui/icons.tsx';
import './placeholder.css';
import type { ScreenProps } from '../../app/screen-props.ts';

type Props = ScreenProps;

export function PlaceholderScreen({ route, params }: Props) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: route.meta.title });
  const details = Object.entries(params).filter(([, value]) => value !== undefined);
  return (
    <section className="placeholder" aria-labelledby="screen-title" data-route={route.name}>
      <div className="placeholder-card">
        <Icon name="construction" size={40} className="placeholder-icon" />
        <h1 id="screen-title" className="placeholder-title">
          {title}
        </h1>
        <p className="placeholder-text">
          <FormattedMessage id="common.placeholderText" />
        </p>
        {details.length > 0 && (
          <dl className="placeholder-params">
            {details.map(([key, value]) => (
              <div key={key}>
                <dt>{key}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="placeholder-route">
          <code>{route.name}</code>
        </p>
        <Link className="btn btn-primary" to="/dashboard">
          <Icon name="home" />
          <FormattedMessage id="buttons.backToDashboard" />
        </Link>
      </div>
    </section>
  );
}

// spec 000 §2 / 001 §2: tablets narrower than 1024 px see an orientation alert. It is a
// dismissable notice, not a wall: the layout works from 768 px, the alert only recommends
// landscape, where grids show their full width.
import { MOBILE_BREAKPOINT_PX } from '@portal/shared/constants.ts';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CloseIcon, Icon } from './icons.tsx';
import { useMediaQuery } from './useMediaQuery.ts';

/** spec 000 §9 mobile breakpoint: width under 1024 px; a coarse pointer marks a tablet. */
export const TABLET_PORTRAIT_QUERY = `(pointer: coarse) and (max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

export function OrientationAlert() {
  const intl = useIntl();
  const narrowTablet = useMediaQuery(TABLET_PORTRAIT_QUERY);
  const [dismissed, setDismissed] = useState(false);
  if (!narrowTablet || dismissed) return null;
  return (
    <div className="orientation-alert" role="status" data-testid="orientation-alert">
      <Icon name="rotate" />
      <p>
        <FormattedMessage id="common.orientationAlert" />
      </p>
      <button
        type="button"
        className="btn btn-ghost btn-icon"
        aria-label={intl.formatMessage({ id: 'buttons.dismiss' })}
        onClick={() => setDismissed(true)}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

// spec 000 §2 / 001 §2: download links that need no sign-in. The app page names the file and
// starts the download from the document endpoint (spec 000 §7 Documents).
import type { WebRoute } from '@portal/shared/routes/types.ts';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../ui/icons.tsx';
import './placeholder.css';
import type { ScreenProps } from '../../app/screen-props.ts';

type Props = ScreenProps;

/** GET /api/assortment-documents/{fileType}/{shared|scheduled}/{documentId}/{code}/{filename}. */
export function fileLinkUrl(route: WebRoute, params: Props['params']): string | null {
  const kind = route.name === 'file--scheduled' ? 'scheduled' : 'shared';
  const code = kind === 'scheduled' ? params.timeStamp : params.accessCode;
  const parts = [params.fileType, kind, params.documentId, code, params.filename];
  if (parts.some((part) => !part)) return null;
  return `/api/assortment-documents/${parts.map((p) => encodeURIComponent(p ?? '')).join('/')}`;
}

export function FileLinkScreen({ route, params }: Props) {
  const intl = useIntl();
  const url = fileLinkUrl(route, params);

  useEffect(() => {
    if (url) location.assign(url);
  }, [url]);

  return (
    <section className="placeholder" aria-labelledby="screen-title">
      <div className="placeholder-card">
        <Icon name="external" size={40} className="placeholder-icon" />
        <h1 id="screen-title" className="placeholder-title">
          {intl.formatMessage({ id: route.meta.title })}
        </h1>
        <p className="placeholder-text">
          <FormattedMessage
            id="common.downloadStarting"
            values={{ filename: params.filename ?? '' }}
          />
        </p>
        {url && (
          <a className="btn btn-primary" href={url} download={params.filename}>
            <FormattedMessage id="buttons.download" />
          </a>
        )}
      </div>
    </section>
  );
}

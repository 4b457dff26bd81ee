// One image of the logo dialog (decision 0070): the image shown — the queued file's own bytes
// while it waits or uploads (offline too), else the stored key — its upload state, Choose or
// Replace, Remove, and why a chosen file was refused.
import { LOGO_MAX_BYTES, type AssortmentLogoField } from '@portal/shared';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { showToast } from '../../../ui/toasts/queue.ts';
import { fileUrl } from '../../products/detail/detail-fields.ts';
import { uploads } from '../../uploads/uploads.ts';
import { chooseLogo, removeLogo, slotUploads } from './logo-upload.ts';

export interface LogoSlotProps {
  readonly assortmentId: string;
  readonly field: AssortmentLogoField;
  /** The stored key of the field, if any. */
  readonly stored: string | undefined;
}

const MAX_MB = LOGO_MAX_BYTES / (1024 * 1024);

/** The queued file as a data URL (read on the device; works offline, nothing to revoke). */
function useLocalPreview(blob: Blob | undefined): string | undefined {
  const [preview, setPreview] = useState<{ readonly blob: Blob; readonly url: string }>();
  useEffect(() => {
    if (!blob) return;
    const reader = new FileReader();
    reader.onload = () => setPreview({ blob, url: String(reader.result) });
    reader.readAsDataURL(blob);
    return () => reader.abort();
  }, [blob]);
  return blob && preview?.blob === blob ? preview.url : undefined;
}

export function LogoSlot({ assortmentId, field, stored }: LogoSlotProps) {
  const intl = useIntl();
  const headingId = useId();
  const items = useSyncExternalStore(uploads.subscribe, uploads.items);
  const queued = slotUploads(items, assortmentId, field).at(-1);
  const localUrl = useLocalPreview(queued ? uploads.file(queued.hashId) : undefined);
  const src = localUrl ?? (stored && !queued ? fileUrl(stored) : undefined);
  const [broken, setBroken] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const name = intl.formatMessage({ id: `labels.assortmentLogos.${field}` });
  const has = queued !== undefined || stored !== undefined;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const refused = await chooseLogo(assortmentId, field, file);
    setProblem(refused ?? undefined);
  };
  const remove = async () => {
    setProblem(undefined);
    try {
      await removeLogo({ id: assortmentId, [field]: stored }, field);
    } catch {
      showToast('error', { id: 'common.grid.saveError' });
    }
  };

  const state =
    queued && (queued.status === 'pending' && queued.waiting ? 'waiting' : queued.status);
  return (
    <section className="alogo-slot" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="alogo-name">
        {name}
      </h3>
      <div className="alogo-frame">
        {src && broken !== src ? (
          <img className="alogo-image" src={src} alt={name} onError={() => setBroken(src)} />
        ) : queued && !localUrl ? null : (
          <span className="alogo-empty">
            <FormattedMessage
              id={has ? 'labels.assortmentLogos.unavailable' : 'labels.assortmentLogos.none'}
            />
          </span>
        )}
      </div>
      <div className="alogo-buttons">
        <FileTrigger acceptedFileTypes={['image/*']} onSelect={(list) => void choose(list?.[0])}>
          <Button className="btn btn-secondary">
            <FormattedMessage
              id={has ? 'buttons.assortmentLogos.replace' : 'buttons.assortmentLogos.choose'}
            />
          </Button>
        </FileTrigger>
        {queued?.status === 'failed' && (
          <Button className="btn btn-secondary" onPress={() => void uploads.retry(queued.hashId)}>
            <FormattedMessage id="common.uploads.retry" />
          </Button>
        )}
        {has && (
          <Button className="btn btn-ghost" onPress={() => void remove()}>
            <FormattedMessage id="buttons.assortmentLogos.remove" />
          </Button>
        )}
      </div>
      {state && (
        <p className="alogo-state" role="status" data-state={state}>
          <FormattedMessage
            id={`labels.assortmentLogos.state.${state}`}
            values={{
              progress: queued.progress.total ? queued.progress.loaded / queued.progress.total : 0,
            }}
          />
        </p>
      )}
      {problem && (
        <p className="field-error alogo-problem" role="alert">
          <FormattedMessage id={`msgCodes.assortmentLogos.${problem}`} values={{ max: MAX_MB }} />
        </p>
      )}
    </section>
  );
}

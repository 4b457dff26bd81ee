// A sample's history in a side panel (spec 001 §3 "tracking record (with an action)", §7
// GET /sampleInventoryTracking/{manageType}/{id}; issue text: who moved it, from which bin to
// which, quantity changes, transfer). Read live from the device's copy of the sample (its
// `tracking` records), so it works offline and shows a grid edit's records the moment they are
// written. Newest first: when, who, action, field from → to, quantity, note. A complementary
// landmark named by its heading; focus moves to the heading when it opens and back when it
// closes; Escape or the close button closes it. `HistoryButton` opens it for the one selected
// row. Decision 0050.
import {
  newestFirst,
  sampleFieldLabelId,
  TRACKING_ACTIONS,
  type SampleLibrary,
} from '@portal/shared';
import type { SampleTrackingRecord } from '@portal/shared';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useLiveDocument } from '../../db/hooks.ts';
import { Icon } from '../../ui/icons.tsx';
import type { SampleRow } from './columns.ts';
import './tracking.css';

/** Our actions (shared TRACKING_ACTIONS) in the user's language; any other action as written. */
const ACTION_IDS: Readonly<Record<string, string>> = {
  [TRACKING_ACTIONS.moved]: 'labels.samples.tracking.action.moved',
  [TRACKING_ACTIONS.quantityChanged]: 'labels.samples.tracking.action.quantityChanged',
  [TRACKING_ACTIONS.statusChanged]: 'labels.samples.tracking.action.statusChanged',
  [TRACKING_ACTIONS.transferred]: 'labels.samples.tracking.action.transferred',
};

const actionText = (intl: IntlShape, action: string) => {
  const id = ACTION_IDS[action];
  return id ? intl.formatMessage({ id }) : action;
};

/** A field's label as the grid shows it; a field without one (another writer's) as named. */
const fieldText = (intl: IntlShape, field: string) => {
  const id = sampleFieldLabelId(field);
  return intl.messages[id] === undefined ? field : intl.formatMessage({ id });
};

function RecordItem({ record }: { readonly record: SampleTrackingRecord }) {
  const intl = useIntl();
  const blank = intl.formatMessage({ id: 'labels.samples.tracking.blank' });
  const when = record.createdDate ? new Date(record.createdDate) : null;
  return (
    <li className="samples-tracking-record" data-testid="sample-tracking-record">
      <p className="samples-tracking-line">
        <strong className="samples-tracking-action">{actionText(intl, record.action)}</strong>
        {when && (
          <time dateTime={record.createdDate}>
            {intl.formatDate(when, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        )}
      </p>
      <dl className="samples-tracking-details">
        <dt>
          <FormattedMessage id="labels.samples.tracking.who" />
        </dt>
        <dd>{record.userCode ?? blank}</dd>
        {record.field && (
          <>
            <dt>
              <FormattedMessage id="labels.samples.tracking.change" />
            </dt>
            <dd>
              <FormattedMessage
                id="labels.samples.tracking.fromTo"
                values={{
                  field: fieldText(intl, record.field),
                  from: record.from ?? blank,
                  to: record.to ?? blank,
                }}
              />
            </dd>
          </>
        )}
        {record.quantity !== undefined && (
          <>
            <dt>
              <FormattedMessage id="labels.samples.tracking.quantity" />
            </dt>
            <dd>{intl.formatNumber(record.quantity)}</dd>
          </>
        )}
        {record.note && (
          <>
            <dt>
              <FormattedMessage id="labels.samples.tracking.note" />
            </dt>
            <dd>{record.note}</dd>
          </>
        )}
      </dl>
    </li>
  );
}

interface PanelProps {
  readonly sampleId: string;
  /** The screen's library: a sample that left it (a transfer) is no longer shown here. */
  readonly library: SampleLibrary;
  readonly onClose: () => void;
}

export function SampleTrackingPanel({ sampleId, library, onClose }: PanelProps) {
  const intl = useIntl();
  const { doc, loading } = useLiveDocument('sampleInventory', sampleId);
  const sample = doc && doc.library === library ? doc : null;
  const heading = useRef<HTMLHeadingElement>(null);
  // Opens with focus on its title (announced), and gives focus back to where it was on close.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
    return () => opener?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
    }
  };
  const records = sample ? newestFirst(sample.tracking ?? []) : [];
  const name = sample
    ? `${sample.style}/${sample.color}${sample.size ? ` ${sample.size}` : ''}`
    : undefined;

  return (
    <aside
      className="samples-tracking"
      aria-labelledby="samples-tracking-title"
      onKeyDown={onKeyDown}
      data-testid="sample-tracking"
    >
      <header className="samples-tracking-header">
        <h2 id="samples-tracking-title" ref={heading} tabIndex={-1}>
          {name ? (
            <FormattedMessage id="labels.samples.tracking.titleOf" values={{ name }} />
          ) : (
            <FormattedMessage id="labels.samples.tracking.title" />
          )}
        </h2>
        <Button
          className="btn btn-ghost btn-icon"
          aria-label={intl.formatMessage({ id: 'buttons.close' })}
          onPress={onClose}
        >
          <Icon name="close" />
        </Button>
      </header>
      <div className="samples-tracking-body">
        {loading ? null : !sample ? (
          <p className="samples-tracking-muted" role="status">
            <FormattedMessage id="labels.samples.tracking.notFound" />
          </p>
        ) : records.length === 0 ? (
          <p className="samples-tracking-muted" role="status">
            <FormattedMessage id="labels.samples.tracking.empty" />
          </p>
        ) : (
          <ol className="samples-tracking-list">
            {records.map((record) => (
              <RecordItem key={record.id} record={record} />
            ))}
          </ol>
        )}
      </div>
    </aside>
  );
}

interface ButtonProps {
  /** The grid's selected rows (`useSelectedRows(controller).rows`). */
  readonly rows: readonly SampleRow[];
  /** Opens the panel for the one selected sample. */
  readonly onOpen: (sampleId: string) => void;
}

/** The grid toolbar's History button: enabled when exactly one row is selected. */
export function HistoryButton({ rows, onOpen }: ButtonProps) {
  const [only] = rows;
  return (
    <Button
      className="btn btn-secondary"
      onPress={() => only && onOpen(only.id)}
      isDisabled={rows.length !== 1}
    >
      <FormattedMessage id="buttons.samples.history" />
    </Button>
  );
}

// The status bar under the import grid (spec 000 §8: import errors in the tooltip and the
// status bar): the summary of the last validation and one line per issue.
import type { ImportFlowState } from '@portal/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { statusLines, type ImportGridRow } from './import-rows.ts';

interface Props {
  readonly flow: ImportFlowState;
  readonly rows: readonly ImportGridRow[];
}

/** Enough lines to fix a sheet; the rest are counted in the summary. */
const MAX_LINES = 200;

export function ImportStatusBar({ flow, rows }: Props) {
  const intl = useIntl();
  const lines = flow.kind === 'validated' ? statusLines(rows).slice(0, MAX_LINES) : [];
  return (
    <section
      className="xi-status"
      aria-label={intl.formatMessage({ id: 'products.bulkDownload.statusLabel' })}
      data-testid="import-status"
    >
      <p className="xi-status-summary" role="status">
        {flow.kind === 'notValidated' && (
          <FormattedMessage id="products.bulkDownload.notValidated" />
        )}
        {flow.kind === 'styleColorEdited' && <FormattedMessage id="products.bulkDownload.stale" />}
        {flow.kind === 'validated' &&
          (flow.summary.criticalErrors + flow.summary.warnings === 0 ? (
            <FormattedMessage id="products.bulkDownload.passed" />
          ) : (
            <FormattedMessage
              id="products.bulkDownload.summary"
              values={{ critical: flow.summary.criticalErrors, warnings: flow.summary.warnings }}
            />
          ))}
      </p>
      {lines.length > 0 && (
        <ul className="xi-status-lines">
          {lines.map((line, i) => (
            <li
              key={`${line.rowId}-${i}`}
              className={
                line.issue.errorSeverity === 'critical'
                  ? 'xi-line xi-line-critical'
                  : 'xi-line xi-line-warning'
              }
              data-severity={line.issue.errorSeverity}
            >
              <FormattedMessage
                id="products.bulkDownload.issueLine"
                values={{
                  row: line.rowNumber,
                  message: intl.formatMessage({ id: line.issue.errorMessage }),
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

// A running job: its phase, done of total, and Cancel (issue 6 scope 6).
import { FormattedMessage, useIntl } from 'react-intl';
import type { JobView } from './useImportFile.ts';

export function JobProgress({ job }: { readonly job: JobView }) {
  const intl = useIntl();
  const { progress } = job;
  const phase = progress ? intl.formatMessage({ id: progress.phase }) : '';
  return (
    <div className="xi-job" role="status" data-testid="job-progress">
      <progress
        className="xi-progress"
        max={progress?.total || 1}
        value={progress ? progress.done : undefined}
        aria-label={phase || intl.formatMessage({ id: 'common.loadingPleaseWait' })}
      />
      {progress && (
        <span className="xi-job-text">
          <FormattedMessage
            id="products.bulkDownload.progress"
            values={{ phase, done: progress.done, total: progress.total }}
          />
        </span>
      )}
      <button type="button" className="btn btn-secondary" onClick={job.cancel}>
        <FormattedMessage id="buttons.cancel" />
      </button>
    </div>
  );
}

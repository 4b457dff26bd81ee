// The conflicts records and sync rejections (issue 5 scopes 4, 5): what did not reach the
// server as written, why, and the values that did not make it, so nothing vanishes unseen.
// Dismissing a rejection tells the server (it replicates); a conflicts record is the device's.
import { Button } from 'react-aria-components';
import { FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { removeDocuments } from '../../db/actions.ts';
import { useLiveQuery } from '../../db/hooks.ts';
import { collectionLabelId, reasonLabelId, shortValue } from './format.ts';

const HIDDEN = new Set(['id', '_deleted', 'seq', '_rev', '_meta', '_attachments']);
// idxCreated is the inverted creation time: ascending is newest first.
const NEWEST_FIRST = { sort: [{ kind: 'asc' }, { idxCreated: 'asc' }] } as const;

export function SyncIssuesList() {
  const intl = useIntl();
  const { docs: issues } = useLiveQuery('syncIssues', NEWEST_FIRST);

  if (issues.length === 0) return null;
  return (
    <section className="sync-issues" aria-labelledby="sync-issues-title">
      <h3 id="sync-issues-title">
        <FormattedMessage id="common.syncIssuesTitle" values={{ count: issues.length }} />
      </h3>
      <ul>
        {issues.map((issue) => (
          <li
            key={issue.id}
            className={`sync-issue sync-issue-${issue.kind}`}
            data-testid="sync-issue"
          >
            <div className="sync-issue-head">
              <strong>
                <FormattedMessage
                  id={issue.kind === 'conflict' ? 'common.syncConflict' : 'common.syncRejected'}
                />
              </strong>{' '}
              <FormattedMessage id={collectionLabelId(issue.sourceCollection)} /> {issue.documentId}
              {issue.createdAt && (
                <>
                  {' · '}
                  <FormattedTime value={issue.createdAt} dateStyle="short" timeStyle="short" />
                </>
              )}
            </div>
            <div className="sync-issue-reason">
              <FormattedMessage id={reasonLabelId(issue.reasonCode)} />
              {issue.message && issue.kind === 'rejection' && (
                <span className="sync-issue-detail"> — {issue.message}</span>
              )}
            </div>
            {issue.losing && issue.losing.length > 0 && (
              <table className="sync-values">
                <thead>
                  <tr>
                    <th>
                      <FormattedMessage id="labels.syncField" />
                    </th>
                    <th>
                      <FormattedMessage id="labels.syncYourValue" />
                    </th>
                    <th>
                      <FormattedMessage id="labels.syncKeptValue" />
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {issue.losing.map((l) => (
                    <tr key={l.field}>
                      <td>{l.field}</td>
                      <td>{shortValue(l.localValue)}</td>
                      <td>{shortValue(l.serverValue)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {issue.refusedValues && (
              <details className="sync-refused">
                <summary>
                  <FormattedMessage id="labels.syncRefusedValues" />
                </summary>
                <dl>
                  {Object.entries(issue.refusedValues)
                    .filter(([k]) => !HIDDEN.has(k))
                    .map(([k, v]) => (
                      <div key={k}>
                        <dt>{k}</dt>
                        <dd>{shortValue(v)}</dd>
                      </div>
                    ))}
                </dl>
              </details>
            )}
            <Button
              className="btn btn-secondary"
              aria-label={intl.formatMessage({ id: 'buttons.syncDismissIssue' })}
              onPress={() => {
                void removeDocuments('syncIssues', issue.id).catch((error: unknown) =>
                  console.error('[sync] could not dismiss the message', error),
                );
              }}
            >
              <FormattedMessage id="buttons.dismiss" />
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

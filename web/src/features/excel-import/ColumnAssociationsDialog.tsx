// The Column Associations dialog (spec 000 §4 Excel import flow: "column mapping dialog"):
// one row per import column with the file column it reads from, auto-mapped by the engine's
// header matching or recalled from the user's last choice for this file layout.
import type { ColumnMapping, ImportColumn } from '@portal/shared';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppDialog } from '../../ui/AppDialog.tsx';
import { columnHeader } from './import-columns.ts';

interface Props {
  readonly isOpen: boolean;
  readonly fileName: string;
  readonly headers: readonly string[];
  readonly columns: readonly ImportColumn[];
  readonly initial: ColumnMapping;
  readonly remembered: boolean;
  readonly onApply: (mapping: ColumnMapping) => void;
  readonly onCancel: () => void;
  /** A column's name (default: the export labels); another import screen passes its own. */
  readonly header?: (columnId: string) => string;
}

const NOT_MAPPED = '';

export function ColumnAssociationsDialog(props: Props) {
  return (
    <AppDialog
      title={<FormattedMessage id="products.importMapping.title" />}
      isOpen={props.isOpen}
      onOpenChange={(open) => !open && props.onCancel()}
      size="md"
      testId="column-associations"
    >
      {/* Remounted per file so the choices start from that file's mapping. */}
      <MappingForm key={`${props.fileName}:${props.headers.join('\u0001')}`} {...props} />
    </AppDialog>
  );
}

function MappingForm({ headers, columns, initial, remembered, onApply, onCancel, header }: Props) {
  const intl = useIntl();
  const id = useId();
  const [mapping, setMapping] = useState<Record<string, number>>({ ...initial });
  const missingKey = mapping['style'] === undefined || mapping['color'] === undefined;

  const choose = (columnId: string, value: string) =>
    setMapping((current) => {
      const next = { ...current };
      if (value === NOT_MAPPED) {
        delete next[columnId];
        return next;
      }
      const index = Number(value);
      // A file column feeds one import column: taking it frees it elsewhere.
      for (const [other, at] of Object.entries(next)) if (at === index) delete next[other];
      next[columnId] = index;
      return next;
    });

  return (
    <form
      className="xi-mapping"
      onSubmit={(event) => {
        event.preventDefault();
        if (!missingKey) onApply(mapping);
      }}
    >
      <p className="xi-mapping-text">
        <FormattedMessage id="products.importMapping.description" />
      </p>
      {remembered && (
        <p className="xi-mapping-text" data-testid="mapping-remembered">
          <FormattedMessage id="products.importMapping.remembered" />
        </p>
      )}
      <table className="xi-mapping-table">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="products.importMapping.importColumn" />
            </th>
            <th scope="col">
              <FormattedMessage id="products.importMapping.fileColumn" />
            </th>
          </tr>
        </thead>
        <tbody>
          {columns.map((column) => {
            const selectId = `${id}-${column.id}`;
            const at = mapping[column.id];
            return (
              <tr key={column.id}>
                <th scope="row">
                  <label htmlFor={selectId}>
                    {header ? header(column.id) : columnHeader(intl, column.id)}
                  </label>
                </th>
                <td>
                  <select
                    id={selectId}
                    className="xi-select"
                    value={at === undefined ? NOT_MAPPED : String(at)}
                    onChange={(event) => choose(column.id, event.target.value)}
                  >
                    <option value={NOT_MAPPED}>
                      {intl.formatMessage({ id: 'products.importMapping.notMapped' })}
                    </option>
                    {headers.map((header, index) =>
                      header.trim() === '' ? null : (
                        <option key={index} value={String(index)}>
                          {header}
                        </option>
                      ),
                    )}
                  </select>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {missingKey && (
        <p className="xi-mapping-error" role="alert">
          <FormattedMessage id="products.importMapping.styleColorRequired" />
        </p>
      )}
      <div className="xi-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          <FormattedMessage id="buttons.cancel" />
        </button>
        <button type="submit" className="btn btn-primary" disabled={missingKey}>
          <FormattedMessage id="products.importMapping.apply" />
        </button>
      </div>
    </form>
  );
}

// The Column Associations dialog (spec 000 §4) in jsdom: it starts from the engine's header
// matching, a file column feeds one import column, Style and Color are required, and the
// mapping the user applied is recalled for the next file with the same layout.
import '@testing-library/jest-dom/vitest';
import { matchHeaders, recallColumnMapping, rememberColumnMapping } from '@portal/shared';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { fallbackMessages } from '../../i18n/catalog.ts';
import { ColumnAssociationsDialog } from './ColumnAssociationsDialog.tsx';
import { BULK_DOWNLOAD_COLUMNS } from './import-columns.ts';
import { BULK_DOWNLOAD_CONTEXT, localMappingStorage } from './mapping-storage.ts';

const HEADERS = ['Style Number', 'Shade Ref', 'Name', 'Buyer Comment'];

function open(
  onApply: (m: Record<string, number>) => void,
  initial = matchHeaders(HEADERS, BULK_DOWNLOAD_COLUMNS),
) {
  return render(
    <IntlProvider locale="en-US" messages={fallbackMessages}>
      <ColumnAssociationsDialog
        isOpen
        fileName="buy.xlsx"
        headers={HEADERS}
        columns={BULK_DOWNLOAD_COLUMNS}
        initial={initial}
        remembered={false}
        onApply={onApply}
        onCancel={() => undefined}
      />
    </IntlProvider>,
  );
}

const selected = (label: string) =>
  (screen.getByLabelText(label, { selector: 'select' }) as HTMLSelectElement).selectedOptions[0]
    ?.textContent;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('Column Associations dialog', () => {
  it('shows the automatic mapping and applies the user’s correction', async () => {
    const applied: Record<string, number>[] = [];
    open((m) => applied.push(m));
    expect(screen.getByRole('dialog', { name: 'Column Associations' })).toBeInTheDocument();
    expect(selected('Style')).toBe('Style Number');
    expect(selected('Name')).toBe('Name');
    // 'Shade Ref' matches no pass of the header matching: the user picks it.
    expect(selected('Color')).toBe('Not imported');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose the file columns for Style and Color.',
    );

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Color', { selector: 'select' }), 'Shade Ref');
    // Taking 'Name' for the style note frees it from Name: one file column, one import column.
    await user.selectOptions(screen.getByLabelText('Style Note', { selector: 'select' }), 'Name');
    expect(selected('Name')).toBe('Not imported');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(applied).toEqual([{ style: 0, color: 1, styleNote: 2 }]);
  });

  it('recalls a corrected mapping for the same user and file layout only', async () => {
    const storage = localMappingStorage();
    const corrected = { style: 0, color: 1, name: 2 };
    await rememberColumnMapping(storage, 'u1', BULK_DOWNLOAD_CONTEXT, HEADERS, corrected);
    // Same headers in another order: the layout is the same, the columns follow their header.
    const moved = ['Name', 'Buyer Comment', 'Shade Ref', 'Style Number'];
    const again = await recallColumnMapping(
      storage,
      'u1',
      BULK_DOWNLOAD_CONTEXT,
      moved,
      BULK_DOWNLOAD_COLUMNS,
    );
    expect(again).toEqual({ remembered: true, mapping: { style: 3, color: 2, name: 0 } });
    const other = await recallColumnMapping(
      storage,
      'u2',
      BULK_DOWNLOAD_CONTEXT,
      HEADERS,
      BULK_DOWNLOAD_COLUMNS,
    );
    expect(other.remembered).toBe(false);
    expect(other.mapping['color']).toBeUndefined();
  });
});

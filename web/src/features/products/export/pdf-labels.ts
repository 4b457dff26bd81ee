// The PDF labels (labels.pdf.*, workers' catalogue) in the user's language, as text for the
// export worker, which formats the few ICU arguments itself. The built app holds its
// catalogues pre-parsed (ASTs), so those are printed back to ICU text.
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import type { PdfLabels } from '@portal/workers';
import type { IntlShape } from 'react-intl';
import { PDF_LABEL_IDS } from '../../excel-import/documents.ts';

export function pdfLabelsOf(intl: IntlShape): Partial<PdfLabels> {
  const labels: Partial<PdfLabels> = {};
  for (const id of PDF_LABEL_IDS) {
    const message = intl.messages[id];
    if (typeof message === 'string') labels[id] = message;
    else if (Array.isArray(message)) labels[id] = printAST(message);
  }
  return labels;
}

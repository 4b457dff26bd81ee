import type { ClipboardEvent } from 'react';
import type { GridController } from '../controller/GridController.ts';
import { decodeClipboard, encodeClipboard, type Block } from '../model/clipboard.ts';
import * as sel from '../model/selection.ts';

// Copy, cut and paste through the browser's clipboard events, so Ctrl/Cmd+C, X and V (and
// the browser's menus) work with Excel and Google Sheets: TSV and an HTML table both ways.

/** The text of a range as shown (what a spreadsheet copies), rows already loaded. */
export function textBlock<Row>(controller: GridController<Row>, rect: sel.Rect): Block {
  const block: Block = [];
  for (let row = rect.top; row <= rect.bottom; row++) {
    const line: string[] = [];
    for (let col = rect.left; col <= rect.right; col++) line.push(controller.textAt(row, col));
    block.push(line);
  }
  return block;
}

async function blockOf<Row>(controller: GridController<Row>, rect: sel.Rect): Promise<Block> {
  await controller.model.ensure(rect.top, rect.bottom);
  return textBlock(controller, rect);
}

function loaded<Row>(controller: GridController<Row>, rect: sel.Rect): boolean {
  for (let row = rect.top; row <= rect.bottom; row++)
    if (!controller.model.rowAt(row)) return false;
  return true;
}

export function useClipboard<Row>(controller: GridController<Row>, onFailure: () => void) {
  const copy = (event: ClipboardEvent<HTMLDivElement>, cut: boolean) => {
    if (event.target !== event.currentTarget || !controller.selection) return;
    event.preventDefault();
    const rect = sel.rectOf(controller.selection);
    const after = () => {
      if (cut) void controller.clearSelection();
    };
    if (loaded(controller, rect)) {
      // Synchronous: the event's own clipboard, no permission needed.
      const payload = encodeClipboard(textBlock(controller, rect));
      event.clipboardData.setData('text/plain', payload.text);
      event.clipboardData.setData('text/html', payload.html);
      after();
      return;
    }
    // Rows not loaded yet (a select-all over a large list): load, then the async clipboard.
    void blockOf(controller, rect)
      .then((block) => {
        const payload = encodeClipboard(block);
        return navigator.clipboard.write([
          new ClipboardItem({
            'text/plain': new Blob([payload.text], { type: 'text/plain' }),
            'text/html': new Blob([payload.html], { type: 'text/html' }),
          }),
        ]);
      })
      .then(after, onFailure);
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    const block = decodeClipboard({
      text: event.clipboardData.getData('text/plain'),
      html: event.clipboardData.getData('text/html'),
    });
    void controller.paste(block);
  };

  return {
    onCopy: (event: ClipboardEvent<HTMLDivElement>) => copy(event, false),
    onCut: (event: ClipboardEvent<HTMLDivElement>) => copy(event, true),
    onPaste,
  };
}

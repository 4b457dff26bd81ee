// The baseline the grid is compared with in the same run (the machine is shared, so absolute
// times drift): the cheapest possible virtual list over the same 100,000 × 30 text cells,
// in plain DOM without React, with the same row height and the same visible columns, scrolled
// the same way. The ratio grid / baseline is what the grid itself costs.

/** Runs in the page: builds the plain list and scrolls it; returns every frame's duration. */
export async function plainScrollBaseline(input: {
  rows: number;
  frames: number;
  rowHeight: number;
  width: number;
  height: number;
}): Promise<number[]> {
  const { rows, frames, rowHeight, width, height } = input;
  const widths = [60, 100, 90, 210, 110, 130, 140, 110, 130, 120, 110, 120, 130, 110, 190];
  document.body.innerHTML = '';
  document.body.style.margin = '0';
  const scroller = document.createElement('div');
  scroller.style.cssText = `width:${width}px;height:${height}px;overflow:auto;position:relative;font:14px system-ui`;
  const body = document.createElement('div');
  body.style.cssText = `position:relative;height:${rows * rowHeight}px;width:3600px`;
  scroller.append(body);
  document.body.append(scroller);
  const visible = Math.ceil(height / rowHeight) + 9;
  const rowElements: HTMLDivElement[] = [];
  for (let r = 0; r < visible; r++) {
    const row = document.createElement('div');
    row.style.cssText = `position:absolute;top:0;left:0;display:flex;height:${rowHeight}px;width:3600px;contain:strict`;
    for (const w of widths) {
      const cell = document.createElement('div');
      cell.style.cssText = `width:${w}px;flex:none;box-sizing:border-box;padding:0 8px;border-right:1px solid #e1e5ea;border-bottom:1px solid #e1e5ea;overflow:hidden;white-space:nowrap;display:flex;align-items:center`;
      cell.append(document.createTextNode(''));
      row.append(cell);
    }
    body.append(row);
    rowElements.push(row);
  }
  const text = (r: number, c: number) =>
    c === 3 ? `Product name ${r}` : `${(r * 31 + c * 17) % 9973}`;
  const paint = () => {
    const first = Math.max(0, Math.floor(scroller.scrollTop / rowHeight) - 4);
    for (let i = 0; i < rowElements.length; i++) {
      const index = first + i;
      const row = rowElements[index % rowElements.length] as HTMLDivElement;
      row.style.transform = `translateY(${index * rowHeight}px)`;
      for (let c = 0; c < widths.length; c++)
        (row.childNodes[c]?.firstChild as Text).data = text(index, c);
    }
  };
  scroller.addEventListener('scroll', paint);
  paint();
  const max = scroller.scrollHeight - scroller.clientHeight;
  const durations: number[] = [];
  let last = await new Promise<number>((done) => requestAnimationFrame(done));
  for (let i = 1; i <= frames; i++) {
    scroller.scrollTop = Math.round((max / frames) * i);
    const now = await new Promise<number>((done) => requestAnimationFrame(done));
    durations.push(now - last);
    last = now;
  }
  return durations;
}

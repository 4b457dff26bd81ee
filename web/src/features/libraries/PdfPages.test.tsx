// The previewer's PDF view in jsdom (spec 000 §2 previewer; decision 0040, Previews). jsdom
// draws no canvas and runs no pdf.js worker, so here a PDF can only fail: the view shows its
// loading state, then the file's preview JPG (as the <object> fallback did), or "no preview"
// when the file has none. A file the device cannot fetch fails the same way. Page drawing is
// looked at in Chromium; the page rules are pdf-pages.test.ts.
import '@testing-library/jest-dom/vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fallbackMessages } from '../../i18n/catalog.ts';
import { pdfBytes } from './pdf-loader.ts';
import { PdfPages } from './PdfPages.tsx';

afterEach(cleanup);

/** A one-page PDF (a blank A4 page), as a data: address the previewer passes through. */
function onePagePdf(): string {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return `data:application/pdf;base64,${btoa(body)}`;
}

function renderPdf(image: string | undefined) {
  return render(
    <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="UTC">
      <PdfPages src={onePagePdf()} image={image} name="catalogue.pdf" />
    </IntlProvider>,
  );
}

describe('[000 §2 previewer] the PDF view falls back to the preview image', () => {
  it('[000 §2 previewer] shows the loading state, then the preview JPG when pdf.js cannot draw', async () => {
    renderPdf('/api/files/previews/catalogue.jpg');
    expect(screen.getByRole('group', { name: 'PDF pages of catalogue.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the PDF…');
    const image = await screen.findByRole('img', { name: 'catalogue.pdf' });
    expect(image).toHaveAttribute('src', '/api/files/previews/catalogue.jpg');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('group', { name: 'PDF pages of catalogue.pdf' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });

  it('[000 §2 previewer] a PDF without a preview JPG that cannot be shown says there is no preview', async () => {
    renderPdf(undefined);
    expect(await screen.findByText('No preview for this file.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('[000 §2 previewer] the PDF bytes', () => {
  // A plain HTTP answer of 404, as the service worker gives for a file not kept offline.
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"error":"not_found"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('[000 §2 previewer] a file answered with an error status is not opened', async () => {
    await expect(
      pdfBytes(`${base}/api/files/p/gone.pdf`, new AbortController().signal),
    ).rejects.toThrow(/HTTP 404/);
  });

  it('[000 §2 previewer] a view closed before the bytes arrive stops the load', async () => {
    const abort = new AbortController();
    abort.abort();
    await expect(pdfBytes(`${base}/api/files/p/any.pdf`, abort.signal)).rejects.toThrow();
  });
});

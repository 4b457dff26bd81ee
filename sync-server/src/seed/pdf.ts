// A one-page PDF showing a JPEG (the primary file of the document libraries). Written by hand:
// PDF 1.4 with the image as a DCTDecode XObject, A4 landscape-ish page fitted to the image.

/**
 * @example jpegPdf(await sharp(svg).jpeg().toBuffer(), 800, 600) // a PDF a viewer opens
 */
export function jpegPdf(jpeg: Uint8Array, width: number, height: number): Uint8Array {
  const content = `q ${width} 0 0 ${height} 0 0 cm /Im1 Do Q`;
  const objects: (string | [string, Uint8Array])[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>`,
    [
      `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.byteLength} >>`,
      jpeg,
    ],
    [`<< /Length ${content.length} >>`, new TextEncoder().encode(content)],
  ];
  const parts: Uint8Array[] = [];
  let size = 0;
  const add = (chunk: string | Uint8Array) => {
    const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk;
    parts.push(bytes);
    size += bytes.byteLength;
  };
  add('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(size);
    if (typeof object === 'string') add(`${i + 1} 0 obj\n${object}\nendobj\n`);
    else {
      add(`${i + 1} 0 obj\n${object[0]}\nstream\n`);
      add(object[1]);
      add('\nendstream\nendobj\n');
    }
  });
  const xref = size;
  add(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) add(`${String(offset).padStart(10, '0')} 00000 n \n`);
  add(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

// SVG drawings of the generated images: a product silhouette per product type (shoe, garment,
// POP floor display) in the product's colour, and a cover per library type. Rendered to JPEG
// (and TIFF) by images.ts with sharp. Plain shapes, no fonts beyond a sans-serif label.

const FONT = 'DejaVu Sans, Helvetica, Arial, sans-serif';

const esc = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A colour a little darker (negative) or lighter (positive), for outlines and highlights. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const f = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v + (amount > 0 ? (255 - v) * amount : v * amount))));
  const r = f((n >> 16) & 255);
  const g = f((n >> 8) & 255);
  const b = f(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

/** Light colours (white, natural) get dark outlines and accents. */
export function isLight(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16);
  const lum = 0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255);
  return lum > 180;
}

/** Fill for a colour code: AST (assorted) is a multi-colour gradient. */
function paint(code: string, hex: string): { defs: string; fill: string; stroke: string } {
  if (code === 'AST') {
    return {
      defs: `<linearGradient id="ast" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#c8102e"/><stop offset=".35" stop-color="#f2a900"/><stop offset=".65" stop-color="#2a9d8f"/><stop offset="1" stop-color="#2a6fdb"/></linearGradient>`,
      fill: 'url(#ast)',
      stroke: '#3a3a3a',
    };
  }
  return { defs: '', fill: hex, stroke: isLight(hex) ? '#8c8a84' : shade(hex, -0.45) };
}

function frame(width: number, height: number, defs: string, body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fafaf8"/><stop offset="1" stop-color="#e6e6e1"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity=".28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
${defs}
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${body}
<text x="${width / 2}" y="${height - 34}" text-anchor="middle" font-family="${FONT}" font-size="22" letter-spacing="4" fill="#707070">${esc(label)}</text>
</svg>`;
}

function shoe(fill: string, stroke: string, hex: string): string {
  const sole = '#f4f3ef';
  const accent = isLight(hex) ? '#1f2f55' : '#ffffff';
  return `<g transform="translate(0 40)">
<ellipse cx="405" cy="600" rx="330" ry="30" fill="url(#shadow)"/>
<path d="M96 528 Q88 584 140 588 L676 588 Q716 586 712 540 L706 512 L100 512 Z" fill="${sole}" stroke="#b9b7b0" stroke-width="4"/>
<path d="M98 552 L712 552" stroke="#d9d7d0" stroke-width="6"/>
<path d="M420 318 C430 262 470 244 512 256 L520 300 Z" fill="${shade(hex, isLight(hex) ? -0.08 : 0.12)}" stroke="${stroke}" stroke-width="5" stroke-linejoin="round"/>
<path d="M104 516 C96 468 132 438 206 424 C282 410 330 380 372 330 C392 304 420 296 452 300 L566 296 C610 294 646 312 664 346 C690 392 700 448 706 516 Z" fill="${fill}" stroke="${stroke}" stroke-width="6" stroke-linejoin="round"/>
<path d="M104 516 C100 480 122 456 176 444 C200 470 208 500 204 516 Z" fill="${shade(hex, 0.18)}" opacity=".55"/>
<path d="M452 304 C494 334 572 334 626 310" fill="none" stroke="${stroke}" stroke-width="14" stroke-linecap="round"/>
<path d="M250 480 C360 456 500 420 650 392" fill="none" stroke="${accent}" stroke-width="20" stroke-linecap="round" opacity=".8"/>
<g stroke="${accent}" stroke-width="8" stroke-linecap="round" opacity=".9"><path d="M296 402 L328 380"/><path d="M334 372 L364 350"/><path d="M370 342 L398 322"/><path d="M404 316 L430 300"/></g>
<g fill="${stroke}">${[
    [292, 410],
    [330, 384],
    [368, 356],
    [402, 330],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5"/>`)
    .join('')}</g>
<path d="M668 350 L700 346 L708 440 L690 446 Z" fill="${shade(hex, -0.25)}" opacity=".8"/>
</g>`;
}

function garment(fill: string, stroke: string, hex: string): string {
  return `<ellipse cx="400" cy="690" rx="230" ry="20" fill="url(#shadow)"/>
<path d="M276 150 L344 128 C366 174 434 174 456 128 L524 150 L668 236 L616 348 L552 318 L552 660 L248 660 L248 318 L184 348 L132 236 Z" fill="${fill}" stroke="${stroke}" stroke-width="6" stroke-linejoin="round"/>
<path d="M344 130 C364 188 436 188 456 130" fill="none" stroke="${stroke}" stroke-width="10"/>
<path d="M248 318 L248 296 M552 318 L552 296" stroke="${stroke}" stroke-width="5"/>
<path d="M196 322 L150 270 M604 322 L650 270" stroke="${shade(hex, 0.25)}" stroke-width="6" opacity=".6"/>
<path d="M252 636 L548 636" stroke="${shade(hex, -0.2)}" stroke-width="6" opacity=".7"/>
<rect x="320" y="250" width="160" height="60" rx="6" fill="${shade(hex, 0.3)}" opacity=".35"/>`;
}

function display(fill: string, stroke: string): string {
  const miniShoe = (x: number, y: number) =>
    `<path d="M${x} ${y} c-2 -16 10 -24 30 -28 c20 -4 30 -14 40 -26 l36 0 c14 4 20 24 22 54 Z" fill="#4a4a4a"/>`;
  return `<ellipse cx="400" cy="708" rx="210" ry="18" fill="url(#shadow)"/>
<rect x="262" y="220" width="276" height="460" rx="6" fill="#e3e2dd" stroke="#9c9a93" stroke-width="4"/>
<rect x="262" y="220" width="22" height="460" fill="${fill}"/><rect x="516" y="220" width="22" height="460" fill="${fill}"/>
<rect x="240" y="100" width="320" height="124" rx="10" fill="${fill}" stroke="${stroke}" stroke-width="5"/>
<rect x="270" y="132" width="260" height="16" rx="8" fill="#fff" opacity=".85"/><rect x="300" y="166" width="200" height="12" rx="6" fill="#fff" opacity=".6"/>
${[330, 450, 570].map((y) => `<rect x="284" y="${y}" width="232" height="14" fill="#8f8d86"/>${miniShoe(306, y)}${miniShoe(410, y)}`).join('')}
<rect x="240" y="676" width="320" height="28" rx="4" fill="${fill}" stroke="${stroke}" stroke-width="4"/>`;
}

/** 800×800 product image: silhouette by product type in the colour, type and colour as label. */
export function productSvg(productType: string, colorCode: string, hex: string): string {
  const p = paint(colorCode, hex);
  const body =
    productType === 'Footwear'
      ? shoe(p.fill, p.stroke, hex)
      : productType === 'Apparel'
        ? garment(p.fill, p.stroke, hex)
        : display(p.fill, p.stroke);
  return frame(800, 800, p.defs, body, `${productType.toUpperCase()} · ${colorCode}`);
}

export const LIBRARY_PALETTES = [
  ['#1f2f55', '#c8102e'],
  ['#2e4d3a', '#e0b04b'],
  ['#3c3f44', '#2a6fdb'],
] as const;

const page = (primary: string, accent: string, extra: string) =>
  `<rect x="230" y="40" width="340" height="470" fill="#fff" stroke="#c9c7c0" stroke-width="3"/>
<rect x="230" y="40" width="340" height="64" fill="${primary}"/><rect x="254" y="62" width="160" height="18" rx="4" fill="#fff" opacity=".9"/>
${extra}
${[0, 1, 2, 3, 4].map((i) => `<rect x="254" y="${400 + i * 20}" width="${i % 2 ? 230 : 292}" height="8" rx="4" fill="#cfcdc6"/>`).join('')}
<rect x="520" y="470" width="30" height="20" fill="${accent}"/>`;

/** 800×600 cover of a library file, by library type and palette. */
export function librarySvg(libraryType: string, variant: number): string {
  const [primary, accent] = LIBRARY_PALETTES[variant % LIBRARY_PALETTES.length]!;
  const label = libraryType.replace(/([a-z])([A-Z])/g, '$1 $2').toUpperCase();
  let body: string;
  switch (libraryType) {
    case 'AdvertisingAsset':
      body = `<rect x="40" y="40" width="720" height="460" rx="8" fill="${primary}"/>
<circle cx="560" cy="270" r="170" fill="${accent}" opacity=".9"/>
<g transform="translate(300 90) scale(.6)">${shoe('#f7f7f5', '#333333', '#f7f7f5')}</g>
<rect x="80" y="110" width="230" height="34" rx="6" fill="#fff"/><rect x="80" y="160" width="170" height="20" rx="5" fill="#fff" opacity=".7"/>
<rect x="80" y="400" width="120" height="40" rx="20" fill="${accent}"/>`;
      break;
    case 'AdvertisingLogo':
      body = `<circle cx="400" cy="240" r="150" fill="${primary}"/>
<path d="M320 300 L400 180 L480 300 L440 300 L400 240 L360 300 Z" fill="#fff"/>
<path d="M330 330 L470 330" stroke="${accent}" stroke-width="14" stroke-linecap="round"/>
<rect x="250" y="420" width="300" height="30" rx="6" fill="${primary}"/>`;
      break;
    case 'GlobalRetailAsset':
      body = `<rect x="110" y="90" width="580" height="420" fill="#efeee9" stroke="#9c9a93" stroke-width="4"/>
<path d="M110 90 L690 90 L720 150 L80 150 Z" fill="${primary}"/>
${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${88 + i * 80}" y="150" width="40" height="30" fill="${i % 2 ? '#fff' : accent}"/>`).join('')}
<rect x="150" y="220" width="300" height="250" fill="#d8e4ea" stroke="#9c9a93" stroke-width="4"/>
<g transform="translate(150 200) scale(.36)">${shoe(accent, '#333333', accent)}</g>
<rect x="500" y="220" width="150" height="290" fill="${primary}" opacity=".85"/>`;
      break;
    case 'ProductDocument':
      body = page(
        primary,
        accent,
        [0, 1, 2, 3, 4, 5]
          .map((i) => {
            const x = 254 + (i % 3) * 100;
            const y = 124 + Math.floor(i / 3) * 130;
            return `<rect x="${x}" y="${y}" width="90" height="110" fill="#f3f2ee"/><g transform="translate(${x - 2} ${y + 10}) scale(.115)">${shoe(i % 2 ? accent : primary, '#333333', i % 2 ? accent : primary)}</g>`;
          })
          .join(''),
      );
      break;
    case 'GlobalRetailResource':
      body = page(
        primary,
        accent,
        `${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="254" y="${130 + i * 22}" width="${280 - (i % 3) * 40}" height="9" rx="4" fill="#cfcdc6"/>`).join('')}
${[0, 1, 2, 3].map((i) => `<rect x="${270 + i * 66}" y="${380 - (i + 1) * 24}" width="40" height="${(i + 1) * 24}" fill="${i % 2 ? accent : primary}"/>`).join('')}`,
      );
      break;
    default:
      body = `<rect x="120" y="70" width="560" height="360" rx="14" fill="${primary}"/>
<rect x="140" y="90" width="520" height="320" rx="6" fill="${shade(primary, 0.15)}"/>
<circle cx="400" cy="250" r="70" fill="#fff" opacity=".92"/><path d="M380 215 L380 285 L440 250 Z" fill="${accent}"/>
<rect x="360" y="430" width="80" height="40" fill="#9c9a93"/><rect x="300" y="470" width="200" height="16" rx="8" fill="#9c9a93"/>`;
  }
  return frame(800, 600, '', body, label);
}

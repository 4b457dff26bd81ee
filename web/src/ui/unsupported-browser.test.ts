/// <reference types="node" />
// spec 000 §2 / 001 §2: Edge below 16, Safari below 11 and Internet Explorer see a blocking
// page. The check is an inline ES5 script in web/index.html (those browsers cannot run the
// app's modules); this test runs its detection function and keeps its texts equal to the
// catalogue's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales.ts';

const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
const source = /\/\* detect:start \*\/([\s\S]*?)\/\* detect:end \*\//.exec(html)?.[1] ?? '';
const isUnsupported = new Function(`${source}; return isUnsupportedBrowser;`)() as (
  ua: string,
) => boolean;

const UA = {
  ie11: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
  ie10: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)',
  edge15:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Safari/537.36 Edge/15.15063',
  edge16:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/58.0.3029.110 Safari/537.36 Edge/16.16299',
  safari10:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_12_6) AppleWebKit/603.3.8 (KHTML, like Gecko) Version/10.1.2 Safari/603.3.8',
  safari11:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_13) AppleWebKit/604.1.38 (KHTML, like Gecko) Version/11.0 Safari/604.1.38',
  ipad17:
    'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  chrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeChromium:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  android:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Safari/537.36',
};

describe('unsupported browser page', () => {
  it('refuses Internet Explorer, Edge below 16 and Safari below 11', () => {
    expect(isUnsupported(UA.ie11)).toBe(true);
    expect(isUnsupported(UA.ie10)).toBe(true);
    expect(isUnsupported(UA.edge15)).toBe(true);
    expect(isUnsupported(UA.safari10)).toBe(true);
  });

  it('lets current browsers and the lowest supported versions through', () => {
    for (const ua of [UA.edge16, UA.safari11, UA.ipad17, UA.chrome, UA.edgeChromium, UA.android])
      expect(isUnsupported(ua), ua).toBe(false);
  });

  it('shows the catalogue texts in every locale', () => {
    const textsSource = /\/\* texts:start \*\/([\s\S]*?)\/\* texts:end \*\//.exec(html)?.[1] ?? '';
    // Formatting may put the semicolon inside the markers.
    const literal = textsSource.trim().replace(/;$/, '');
    const texts = new Function(`return (${literal});`)() as Record<string, [string, string]>;
    expect(Object.keys(texts).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      const catalog = JSON.parse(
        readFileSync(path.resolve(import.meta.dirname, `../i18n/${locale}.json`), 'utf8'),
      ) as Record<string, string>;
      expect(texts[locale], locale).toEqual([
        catalog['common.unsupportedBrowserTitle'],
        catalog['common.unsupportedBrowserText'],
      ]);
    }
  });
});

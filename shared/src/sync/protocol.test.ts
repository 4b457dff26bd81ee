// The pull answer's next-page header (SYNC_NEXT_HEADER): what the server writes, the device
// reads back exactly; anything else is refused (null), so a device then waits for the body.
import { describe, expect, it } from 'vitest';
import { formatNextPage, parseNextPage, type NextPage } from './protocol.ts';

describe('next-page header', () => {
  it.each<NextPage>([
    { txid: '0', seq: '0', scope: '', reset: false },
    { txid: '9223372036854775807', seq: '123456789012', scope: 'a1b2c3', reset: true },
    { txid: '42', seq: '7', scope: 'scope with spaces&=?', reset: false },
  ])('round-trips %o', (next) => {
    expect(parseNextPage(formatNextPage(next))).toEqual(next);
  });

  it.each([
    [null],
    [''],
    ['txid=1&seq=2&scope=s'],
    ['txid=1&seq=2&scope=s&reset=yes'],
    ['txid=-1&seq=2&scope=s&reset=0'],
    ['txid=1&seq=12345678901234567890&scope=s&reset=0'],
    [`txid=1&seq=2&scope=${'x'.repeat(65)}&reset=0`],
    ['txid=1&seq=2&scope=%E0%A4%A&reset=0'],
  ])('refuses %s', (value) => {
    expect(parseNextPage(value)).toBeNull();
  });
});

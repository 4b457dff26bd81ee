// The README's demo-accounts block, generated from the account list so the two cannot drift
// (readme.test.ts fails when they do). Rewrite it with:
//   node sync-server/src/seed/readme.ts --write
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PERMISSION_KEYS, type Permission, type UserTBE } from '@portal/shared';
import { DEMO_PASSWORD, SEED_ACCOUNTS, shownPassword, type SeedAccount } from './accounts.ts';
import { PRODUCTS_PER_SCALE } from './plan.ts';

export const README_PATH = fileURLToPath(new URL('../../../README.md', import.meta.url));
export const BLOCK_START = '<!-- demo-accounts:start -->';
export const BLOCK_END = '<!-- demo-accounts:end -->';

function formatPermission(p: Permission): string {
  const kinds = p.infoKinds
    ? ` (${Object.entries(p.infoKinds)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')})`
    : '';
  return `${p.permission}: ${p.role}${kinds}`;
}

function formatPermissions(a: SeedAccount): string {
  if (a.permissions.length === 0) return 'none';
  const keys = new Set(a.permissions.map((p) => p.permission));
  if (PERMISSION_KEYS.every((k) => keys.has(k))) return 'every permission key';
  return a.permissions.map((p) => `\`${formatPermission(p)}\``).join(', ');
}

function formatTBE(t: UserTBE): string {
  const locations = t.locations
    .map((l) =>
      l.colorFilters?.POP?.length ? `${l.key} (POP ${l.colorFilters.POP.join(', ')})` : l.key,
    )
    .join(', ');
  return `${t.territory} / ${t.businessEntity}${locations ? `: ${locations}` : ''}`;
}

function flags(a: SeedAccount): string {
  const out: string[] = [];
  if (a.wof?.access !== undefined) out.push(`wofaccess ${a.wof.access ? 'yes' : 'no'}`);
  if (a.conferenceGroups?.length) out.push(`conference ${a.conferenceGroups.join(', ')}`);
  return out.length ? `; ${out.join('; ')}` : '';
}

/** The block's content (between the markers). */
export function accountsMarkdown(): string {
  const rows = SEED_ACCOUNTS.map(
    (a) =>
      `| ${a.email} | ${shownPassword(a)} | ${a.description} | ${formatPermissions(a)}${flags(a)} | ${a.userTBEs.map(formatTBE).join('; ') || '—'} |`,
  );
  return [
    `Every demo account's password is \`${DEMO_PASSWORD}\` (the pending request has none: any`,
    'password shows the "under review" message). The data is generated from a fixed seed, so every',
    `start seeds the same documents; \`SEED_SCALE\` multiplies the catalogue (${PRODUCTS_PER_SCALE.toLocaleString('en-US')} products per`,
    `unit: \`SEED_SCALE=100\` seeds ${(PRODUCTS_PER_SCALE * 100).toLocaleString('en-US')} products, as the benchmarks use), other data grows with its square root.`,
    '',
    '| email | password | who | permissions | territory / business entity: locations |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** The text between the markers, or null when they are missing. */
export function readmeBlock(readme: string): string | null {
  const start = readme.indexOf(BLOCK_START);
  const end = readme.indexOf(BLOCK_END);
  if (start < 0 || end < start) return null;
  return readme.slice(start + BLOCK_START.length, end).trim();
}

export function withAccountsBlock(readme: string): string {
  const start = readme.indexOf(BLOCK_START);
  const end = readme.indexOf(BLOCK_END);
  if (start < 0 || end < start)
    throw new Error(`README has no ${BLOCK_START} … ${BLOCK_END} block`);
  return `${readme.slice(0, start + BLOCK_START.length)}\n${accountsMarkdown()}\n${readme.slice(end)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--write')) {
    writeFileSync(README_PATH, withAccountsBlock(readFileSync(README_PATH, 'utf8')));
    console.log(`Updated the demo-accounts block of ${README_PATH}`);
  } else {
    console.log(accountsMarkdown());
  }
}

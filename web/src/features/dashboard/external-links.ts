// spec 000 §2 Sales: external links opening another site, each behind its permission key
// (spec 000 §6). The addresses are configuration: the build variable VITE_EXTERNAL_LINKS
// (JSON, e.g. {"travelCalendar":"https://…"}) overrides these defaults per deployment.
import type { PermissionKey } from '@portal/shared/permissions/types.ts';
import type { IconName } from '../../ui/icons.tsx';

export const EXTERNAL_LINK_IDS = [
  'travelCalendar',
  'keyItemPrice',
  'spendingApproval',
  'upcLookup',
] as const;
export type ExternalLinkId = (typeof EXTERNAL_LINK_IDS)[number];

export interface ExternalLinkConfig {
  readonly id: ExternalLinkId;
  readonly titleId: string;
  readonly permission: PermissionKey;
  readonly icon: IconName;
  readonly defaultUrl: string;
}

export const EXTERNAL_LINKS: readonly ExternalLinkConfig[] = [
  {
    id: 'travelCalendar',
    titleId: 'common.linkTravelCalendar',
    permission: 'travelCalendar',
    icon: 'calendar',
    defaultUrl: 'https://travel.example.com/calendar',
  },
  {
    id: 'keyItemPrice',
    titleId: 'common.linkKeyItemPrice',
    permission: 'keyItemPrice',
    icon: 'tag',
    defaultUrl: 'https://pricing.example.com/key-items',
  },
  {
    id: 'spendingApproval',
    titleId: 'common.linkSpendingApproval',
    permission: 'spendingApproval',
    icon: 'approval',
    defaultUrl: 'https://finance.example.com/spending-approval',
  },
  {
    id: 'upcLookup',
    titleId: 'common.linkUpcLookup',
    permission: 'upcLookup',
    icon: 'barcode',
    defaultUrl: 'https://upc.example.com/lookup',
  },
];

function parseOverrides(raw: string | undefined): Readonly<Record<string, unknown>> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    console.error('VITE_EXTERNAL_LINKS is not JSON; the default link addresses are used.');
    return {};
  }
}

const OVERRIDES = parseOverrides(import.meta.env.VITE_EXTERNAL_LINKS as string | undefined);

/** Only http(s) addresses are used; anything else keeps the default. */
export function linkUrl(
  config: ExternalLinkConfig,
  overrides: Readonly<Record<string, unknown>> = OVERRIDES,
): string {
  const value = overrides[config.id];
  return typeof value === 'string' && /^https?:\/\//i.test(value) ? value : config.defaultUrl;
}

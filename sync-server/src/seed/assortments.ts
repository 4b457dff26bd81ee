// Assortments (spec 000 §3): regular ones per owner (static and dynamic, in folders: type
// 'folder' rows whose hierarchy is their parent path), internal ones per channel, region and
// season (shared, grouped by pillar), each with display groups of real products and a
// collection (linked by id for regular assortments, by attributes for internal ones).
import {
  UNCATEGORIZED_GROUP_TITLE,
  type AssortmentInput,
  type AssortmentKind,
  type CollectionInput,
  type DisplayGroup,
  type ProductType,
  type Region,
} from '@portal/shared';
import { accountFor, displayName } from './accounts.ts';
import { libraryFileKeys, productImageKeys } from './image-keys.ts';
import type { SeedPlan } from './plan.ts';
import type { Clock } from './random.ts';
import { Random } from './random.ts';
import { seasonCalendar } from './seasons.ts';
import type { StyleColor } from './styles.ts';

/** Owners of regular assortments (the accounts with productAssortments). */
export const ASSORTMENT_OWNERS = ['assortment-manager', 'assortment-user', 'admin'] as const;

const LABELS = [
  { color: '#c62828', name: 'Hot' },
  { color: '#2e7d32', name: 'New' },
  { color: '#f9a825', name: 'Key Item' },
];

type Pools = Readonly<Record<ProductType, readonly StyleColor[]>>;

function pools(products: readonly StyleColor[]): Pools {
  // A tiny catalogue may lack a type: fall back to every product rather than to none.
  const by = (t: ProductType) => {
    const pool = products.filter((p) => p.style.productType === t);
    return pool.length ? pool : products;
  };
  return { Footwear: by('Footwear'), Apparel: by('Apparel'), POP: by('POP') };
}

/** Display groups of the chosen products by a style attribute, 'Uncategorized' last. */
function displayGroupsOf(
  chosen: readonly StyleColor[],
  groupBy: 'pillar' | 'gender',
  rng: Random,
): DisplayGroup[] {
  const groups = new Map<string, Map<string, StyleColor[]>>();
  const loose: StyleColor[] = [];
  chosen.forEach((p, i) => {
    // A few products stay out of any group: they show under 'Uncategorized'.
    if (i % 9 === 8) {
      loose.push(p);
      return;
    }
    const title = p.style[groupBy];
    const styles = groups.get(title) ?? new Map<string, StyleColor[]>();
    styles.set(p.style.style, [...(styles.get(p.style.style) ?? []), p]);
    groups.set(title, styles);
  });
  const out: DisplayGroup[] = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([title, styles], index) => ({
      id: rng.uuid(),
      index,
      title,
      openState: index === 0,
      alwaysOpen: false,
      locked: false,
      styles: [...styles.values()].map((colors, origIndex) => ({
        displayGroup: title,
        style: colors[0]!.style.style,
        productType: colors[0]!.style.productType,
        origIndex,
        colors: colors.map((c) => c.color),
      })),
    }));
  out.push({
    id: rng.uuid(),
    index: out.length,
    title: UNCATEGORIZED_GROUP_TITLE,
    openState: false,
    alwaysOpen: true,
    locked: true,
    styles: loose.map((p, origIndex) => ({
      displayGroup: UNCATEGORIZED_GROUP_TITLE,
      style: p.style.style,
      productType: p.style.productType,
      origIndex,
      colors: [p.color],
    })),
  });
  return out;
}

const productsOf = (chosen: readonly StyleColor[]) =>
  chosen.map((p, sort) => ({ style: p.style.style, color: p.color, sort }));

const thumbnailOf = (chosen: readonly StyleColor[]) =>
  chosen[0] ? productImageKeys(chosen[0].style.productType, chosen[0].color).thumbnail : undefined;

export interface AssortmentData {
  readonly assortments: AssortmentInput[];
  readonly collections: CollectionInput[];
}

interface Context {
  readonly rng: Random;
  readonly clock: Clock;
  readonly pools: Pools;
  readonly assortments: AssortmentInput[];
  readonly collections: CollectionInput[];
}

function regularFor(ctx: Context, ownerLocal: string, count: number): void {
  const { rng, clock } = ctx;
  const owner = accountFor(ownerLocal);
  const { seasons, current } = seasonCalendar(clock);
  const now = seasons[current]!;
  const top = `${now.season} ${now.year}`;
  const folders: { title: string; hierarchy: string[] }[] = [
    { title: top, hierarchy: [] },
    { title: 'Key Accounts', hierarchy: [top] },
    { title: 'Archive', hierarchy: [] },
  ];
  for (const f of folders) {
    ctx.assortments.push({
      id: rng.uuid(),
      _deleted: false,
      title: f.title,
      type: 'folder',
      hierarchy: f.hierarchy,
      method: 'static',
      orgType: 'regular',
      state: 'published',
      starred: false,
      archived: false,
      ownerCode: owner.userCode,
      createdDate: clock.ago(rng.int(30, 200)),
      modifiedDate: clock.ago(rng.int(0, 29)),
      alerts: [],
      labels: [],
      products: [],
      customContent: [],
      displayGroups: [],
    });
  }
  const places = [[], [top], [top, 'Key Accounts'], ['Archive']];
  for (let i = 0; i < count; i++) {
    const dynamic = i % 3 === 2;
    const productType = rng.weighted<ProductType>([
      ['Footwear', 5],
      ['Apparel', 2],
      ['POP', 1],
    ]);
    const pool = ctx.pools[productType];
    // A dynamic assortment queries by division and gender around one real product.
    const anchor = rng.pick(pool).style;
    const gender = anchor.gender;
    const divisions = [anchor.division];
    const chosen = dynamic
      ? pool
          .filter((p) => p.style.division === anchor.division && p.style.gender === gender)
          .slice(0, 40)
      : rng.sample(pool, rng.int(12, 40));
    const hierarchy = places[i % places.length]!;
    const archived = hierarchy[0] === 'Archive';
    const state = archived ? 'archived' : i % 7 === 3 ? 'unpublished' : 'published';
    const ref = seasons[Math.min(seasons.length - 1, current + rng.int(-1, 1))]!;
    const created = rng.int(5, 300);
    ctx.assortments.push({
      id: rng.uuid(),
      _deleted: false,
      title: `${ref.season} ${ref.year} ${gender} ${productType} ${rng.pick(['Preview', 'Line Review', 'Key Styles', 'Customer Picks', 'Reorder'])}`,
      subTitle: rng.pick(['Customer preview', 'Buyer meeting', 'Trade show', 'Showroom']),
      type: 'item',
      hierarchy,
      kind: dynamic ? 'DynamicAssortment' : 'StaticAssortment',
      method: dynamic ? 'dynamic' : 'static',
      orgType: 'regular',
      productType,
      channel: rng.pick(['Wholesale', 'Retail']),
      region: rng.pick<Region>(['Domestic', 'International', 'Europe']),
      season: ref.season,
      year: ref.year,
      gender,
      state,
      starred: i % 4 === 0,
      archived,
      ownerCode: owner.userCode,
      createdDate: clock.ago(created),
      modifiedDate: clock.ago(rng.int(0, created)),
      lastEditedByUser: displayName(owner),
      ...(i % 5 === 0 ? { logo: libraryFileKeys('AdvertisingLogo', i).previewJpg } : {}),
      ...(thumbnailOf(chosen) ? { thumbnail: thumbnailOf(chosen)! } : {}),
      sortOrder: i,
      decimalsPlaces: 2,
      alerts: [],
      labels: rng.sample(LABELS, rng.int(0, 2)),
      ...(dynamic
        ? {
            query: {
              productType,
              division: divisions,
              gender,
              'locations.code': 'US',
              'locations.lineStatus': ['A'],
            },
          }
        : {}),
      // A dynamic assortment's products are what its query matched when it was last run.
      products: productsOf(chosen),
      customContent: [],
      uiSettings: {
        gridSettings: { sortOrder: [{ colId: 'style', sort: 'asc' }], groupIsEnabled: false },
        groupSettings: { groupBy: 'none' },
        digitalShowroomSettings: { assortmentStatusOnly: false, cadOnly: false },
      },
      displayGroups: displayGroupsOf(chosen, 'gender', rng),
    });
    const id = ctx.assortments[ctx.assortments.length - 1]!.id;
    ctx.collections.push({
      id: rng.uuid(),
      _deleted: false,
      name: 'Default',
      collectionType: 'selections',
      products: chosen.map((p) => ({
        style: p.style.style,
        color: p.color,
        selected: rng.chance(0.4),
      })),
      linkageType: 'linkageId',
      linkageModel: 'Assortment',
      linkageId: id,
    });
  }
}

const KIND: Readonly<Record<string, AssortmentKind>> = {
  'Wholesale:Domestic': 'DomesticWholesaleAssortment',
  'Wholesale:International': 'InternationalWholesaleAssortment',
  'Wholesale:Europe': 'InternationalWholesaleAssortment',
  'Retail:Domestic': 'DomesticRetailAssortment',
  'Retail:International': 'InternationalRetailAssortment',
  'Retail:Europe': 'InternationalRetailAssortment',
};

function internal(ctx: Context, perScope: number): void {
  const { rng, clock } = ctx;
  const { seasons, current } = seasonCalendar(clock);
  const editor = accountFor('internal-wholesale-editor');
  let made = 0;
  for (const ref of [seasons[current]!, seasons[Math.min(seasons.length - 1, current + 1)]!])
    for (const channel of ['Wholesale', 'Retail'] as const)
      for (const region of ['Domestic', 'International', 'Europe'] as const)
        for (let i = 0; i < perScope; i++) {
          const productType = rng.pick<ProductType>(
            region === 'Domestic' ? ['Footwear', 'Apparel', 'POP'] : ['Footwear', 'Apparel'],
          );
          const chosen = rng.sample(ctx.pools[productType], rng.int(30, 80));
          const method = made++ % 3 === 2 ? 'dynamic' : 'static';
          const created = rng.int(5, 200);
          const id = rng.uuid();
          ctx.assortments.push({
            id,
            _deleted: false,
            title: `${ref.season} ${ref.year} ${region} ${channel} ${productType}${perScope > 1 ? ` ${i + 1}` : ''}`,
            type: 'item',
            hierarchy: [],
            kind: KIND[`${channel}:${region}`]!,
            method,
            orgType: 'internal',
            productType,
            channel,
            region,
            season: ref.season,
            year: ref.year,
            ...(channel === 'Wholesale' && region === 'Domestic' ? { locationId: 'US' } : {}),
            ...(region === 'Europe' ? { locationId: 'EU' } : {}),
            status: 'A',
            state: rng.weighted([
              ['published', 6],
              ['unpublished', 1],
            ] as const),
            starred: false,
            archived: false,
            createdDate: clock.ago(created),
            modifiedDate: clock.ago(rng.int(0, created)),
            lastEditedByUser: displayName(editor),
            carryoverDate: clock.day(-rng.int(30, 120)),
            ...(thumbnailOf(chosen) ? { thumbnail: thumbnailOf(chosen)! } : {}),
            decimalsPlaces: 2,
            alerts: [],
            labels: [],
            products: productsOf(chosen),
            customContent: chosen[0]
              ? [
                  {
                    displayGroup: chosen[0].style.pillar,
                    html: `<h2>${ref.season} ${ref.year}</h2><p>Key initiative styles.</p>`,
                  },
                ]
              : [],
            uiSettings: {
              gridSettings: { sortOrder: [], groupIsEnabled: true },
              groupSettings: { groupBy: 'pillar' },
              digitalShowroomSettings: { assortmentStatusOnly: true, cadOnly: false },
            },
            displayGroups: displayGroupsOf(chosen, 'pillar', rng),
          });
          ctx.collections.push({
            id: rng.uuid(),
            _deleted: false,
            name: 'Default',
            collectionType: 'selections',
            products: chosen.map((p) => ({
              style: p.style.style,
              color: p.color,
              selected: rng.chance(0.5),
            })),
            linkageType: 'linkageObject',
            linkageModel: 'Assortment',
            linkageObject: {
              channel,
              method,
              orgType: 'internal',
              productType,
              region,
              season: ref.season,
              year: ref.year,
            },
          });
        }
}

export function buildAssortments(
  products: readonly StyleColor[],
  plan: SeedPlan,
  clock: Clock,
): AssortmentData {
  const ctx: Context = {
    rng: new Random('assortments'),
    clock,
    pools: pools(products),
    assortments: [],
    collections: [],
  };
  for (const owner of ASSORTMENT_OWNERS) regularFor(ctx, owner, plan.assortmentsPerOwner);
  internal(ctx, plan.internalPerScope);
  return { assortments: ctx.assortments, collections: ctx.collections };
}

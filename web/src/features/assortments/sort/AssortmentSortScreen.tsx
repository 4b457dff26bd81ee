// /product/assortments/assortment/{assortment_id}/sort (spec 000 §2 assortment screens; §3
// "Group-by options", "Display group"; §4 "Group sort"): the assortment's products grouped by
// the chosen field, groups, styles and colours ordered by drag and drop or auto-sort, and a
// custom content per group. Reads and writes the one assortment document on the device (the
// sync pushes it), so it works offline.
import {
  GROUP_BY_OPTIONS,
  UNCATEGORIZED_GROUP_TITLE as UNCATEGORIZED,
  type Assortment,
  type GroupBy,
  type LayoutStyle,
} from '@portal/shared';
import type { SessionUser } from '@portal/shared/api/users.ts';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ScreenProps } from '../../../app/screen-props.ts';
import { patchDocuments } from '../../../db/actions.ts';
import { SelectField } from '../../../ui/forms/SelectField.tsx';
import { showToast } from '../../../ui/toasts/queue.ts';
import { useOnline } from '../../../ui/useOnline.ts';
import { useLocationEntries } from '../../products/locations.ts';
import { LOCAL_KEYS, readLocalNow } from '../../session/offline-store.ts';
import { AssortmentMissing } from '../manage/AssortmentMissing.tsx';
import { AssortmentTabs } from '../manage/AssortmentTabs.tsx';
import { AutosortDialog } from './AutosortDialog.tsx';
import { CustomContentField } from './CustomContentField.tsx';
import { ColorList, GroupOrderList, StyleList } from './SortLists.tsx';
import { useGroupSort } from './useGroupSort.ts';
import { groupByOf, groupingKindOf, useSortRows, type SortRow } from './useSortRows.ts';
import '../manage/manage.css';
import { useSaveRefusals } from '../manage/useSaveRefusals.ts';
import './sort.css';

/** A write refused or failed: a toast, the screen keeps the stored order. */
const saveFailed = (): void => {
  showToast('error', { id: 'labels.assortmentSort.saveFailed' });
};

export default function AssortmentSortScreen({
  route,
  params,
  debounceMs,
}: ScreenProps & {
  /** The moves' batching window; tests widen it so a burst does not race the clock. */
  readonly debounceMs?: number;
}) {
  const id = params.assortment_id;
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const user = readLocalNow<SessionUser>(LOCAL_KEYS.user);
  const online = useOnline();
  useSaveRefusals(id);
  // A dynamic assortment's styles are what its query finds on the device (decision 0067).
  const entries = useLocationEntries(user?.id ?? 'device');
  const { assortment, loading, rows, ready } = useSortRows(id, user, entries);
  const groupBy: GroupBy = assortment ? groupByOf(assortment) : 'none';
  const sort = useGroupSort(assortment, rows, groupBy, user?.userCode, saveFailed, debounceMs);
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const [colorStyle, setColorStyle] = useState<string | null>(null);
  const [autosorting, setAutosorting] = useState(false);
  const latest = useRef<Assortment | null>(assortment);
  useLayoutEffect(() => {
    latest.current = assortment;
  }, [assortment]);

  const rowOf = useMemo(() => {
    const first = new Map<string, SortRow>();
    for (const row of rows) if (!first.has(row.style)) first.set(row.style, row);
    return (style: string) => first.get(style);
  }, [rows]);
  const titleOf = (title: string) =>
    title === UNCATEGORIZED
      ? t('labels.assortmentSort.uncategorized')
      : title === ''
        ? t('labels.assortmentSort.allStyles')
        : title;

  const patch = async (changes: Partial<Assortment>) => {
    if (!id) return;
    try {
      await patchDocuments('assortments', id, {
        ...changes,
        modifiedDate: new Date().toISOString(),
        ...(user?.userCode ? { lastEditedByUser: user.userCode } : {}),
      } as never);
    } catch {
      saveFailed();
    }
  };
  const queue = sort.queue;
  const changeGroupBy = async (value: GroupBy | undefined) => {
    const a = latest.current;
    if (!a || !value || value === groupBy) return;
    await sort.flush().catch(saveFailed);
    await patch({ uiSettings: { ...a.uiSettings, groupSettings: { groupBy: value } } });
  };
  /** 000 §3 customContent, one per display group title; an empty text removes it. */
  const saveContent = async (title: string, html: string) => {
    const others = (latest.current?.customContent ?? []).filter((c) => c.displayGroup !== title);
    const own = latest.current?.customContent.find((c) => c.displayGroup === title);
    await patch({
      customContent:
        html.trim() === '' ? others : [...others, { ...own, displayGroup: title, html }],
    });
  };

  if (!assortment) return <AssortmentMissing route={route} loading={loading} />;
  const kind = groupingKindOf(assortment);
  const layout = sort.layout;
  const colorTarget = layout
    .flatMap((g) => g.styles)
    .find((s): s is LayoutStyle => s.style === colorStyle);
  return (
    <section className="am-screen as-screen" aria-labelledby="as-title">
      <header className="am-header">
        <h1 id="as-title" className="am-title">
          {assortment.title}
        </h1>
        {assortment.subTitle && <p className="am-subtitle">{assortment.subTitle}</p>}
        {!online && (
          <p className="am-offline" role="status">
            <FormattedMessage id="labels.assortmentSort.offline" />
          </p>
        )}
        <AssortmentTabs assortmentId={assortment.id} current="sort" />
      </header>
      <div className="as-toolbar">
        <SelectField<GroupBy>
          label={t('labels.assortmentSort.groupBy')}
          options={GROUP_BY_OPTIONS[kind].map((option) => ({
            value: option,
            label: t(`labels.assortmentSort.groupBy.${option}`),
          }))}
          value={groupBy}
          onChange={(value) => void changeGroupBy(value)}
        />
        <Button className="btn" onPress={() => setAutosorting(true)} isDisabled={rows.length === 0}>
          <FormattedMessage id="buttons.assortmentSort.autosort" />
        </Button>
      </div>
      {ready && rows.length === 0 && (
        <p className="am-note" role="note">
          <FormattedMessage id="labels.assortmentSort.noProducts" />
        </p>
      )}
      {layout.length > 1 && <GroupOrderList layout={layout} titleOf={titleOf} onMove={queue} />}
      {colorTarget && (
        <section
          className="as-color-panel"
          aria-label={t('labels.assortmentSort.colorsOf', { style: colorTarget.style })}
        >
          <ColorList style={colorTarget} onMove={queue} />
          <Button className="btn btn-small" onPress={() => setColorStyle(null)}>
            <FormattedMessage id="buttons.assortmentSort.doneColors" />
          </Button>
        </section>
      )}
      <div className="as-groups">
        {layout.map((group) => {
          const title = titleOf(group.title);
          const isOpen = group.alwaysOpen || !closed.has(group.title);
          const headingId = `as-group-${layout.indexOf(group)}`;
          const content = assortment.customContent.find((c) => c.displayGroup === group.title);
          return (
            <section key={group.title} className="as-group" aria-labelledby={headingId}>
              <h2 className="as-group-title" id={headingId}>
                {group.alwaysOpen ? (
                  <span>{title}</span>
                ) : (
                  <Button
                    className="as-group-toggle"
                    aria-expanded={isOpen}
                    onPress={() =>
                      setClosed((c) => {
                        const next = new Set(c);
                        if (!next.delete(group.title)) next.add(group.title);
                        return next;
                      })
                    }
                  >
                    {title}
                  </Button>
                )}
                <span className="as-count">
                  <FormattedMessage
                    id="labels.assortmentSort.styleCount"
                    values={{ count: group.styles.length }}
                  />
                </span>
              </h2>
              {isOpen && (
                <>
                  <StyleList
                    group={group}
                    label={t('labels.assortmentSort.stylesOf', { title })}
                    rowOf={rowOf}
                    onMove={queue}
                    onOrderColors={(s) => setColorStyle(s.style)}
                  />
                  <CustomContentField
                    value={content?.html ?? ''}
                    onSave={(html) => saveContent(group.title, html)}
                  />
                </>
              )}
            </section>
          );
        })}
      </div>
      {autosorting && (
        <AutosortDialog
          pop={kind === 'pop'}
          onApply={(keys) => sort.applyAutosort(keys, intl.locale).catch(saveFailed)}
          onClose={() => setAutosorting(false)}
        />
      )}
    </section>
  );
}

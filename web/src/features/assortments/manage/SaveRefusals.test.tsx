// A refused save of the open assortment (spec 000 §8 userLock: the server's message, then 'Your
// changes were not saved…', 5000 ms, with the reload link) on a real device sync in jsdom: a
// sync rejection of this assortment arriving while the screen is open is toasted once; one of
// another assortment, or one already there when the screen opened, is not.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toastQueue } from '../../../ui/toasts/queue.ts';
import {
  catalogueProduct,
  renderManageScreen,
  setUpManageScreen,
  toasts,
} from './testing/manage-screen.tsx';

configure({ asyncUtilTimeout: 8_000 });
setUpManageScreen();

const rejection = (id: string, documentId: string, message: string) => ({
  id,
  _deleted: false,
  kind: 'rejection' as const,
  sourceCollection: 'assortments',
  documentId,
  reasonCode: 'forbidden',
  message,
  refusedValues: { id: documentId, title: 'Mine' },
  idxCreated: 0,
});

describe('[000 §8 userLock] a refused save of this assortment', () => {
  it('[000 §8 userLock] is toasted with the server’s message for 5000 ms, with the reload link, once', async () => {
    const { database } = await renderManageScreen(
      [catalogueProduct('A1', 'BLK', 'Mens', 'RUN')],
      { title: 'Spring Line' },
      (db) =>
        db.collections.syncIssues!.insert(
          rejection('old', 'd1', 'Refused before the screen opened'),
        ),
    );
    const issues = database.collections.syncIssues!;
    await screen.findByRole('heading', { name: 'Spring Line' });
    await issues.insert(rejection('other', 'd2', 'Another assortment'));
    await issues.insert(rejection('new', 'd1', 'The assortment is locked by Dana'));
    const userLock =
      'The assortment is locked by Dana Your changes were not saved.  The underlying data might be different than how you see it.';
    await waitFor(() => expect(toasts()).toContainEqual({ text: userLock, timeout: 5000 }));
    expect(toasts().filter((t) => t.text.includes('Your changes were not saved'))).toHaveLength(1);
    const toast = toastQueue.visibleToasts.find((t) => t.content.action);
    expect(toast?.content.action?.label).toEqual({ id: 'buttons.assortmentGrid.reload' });
  });
});

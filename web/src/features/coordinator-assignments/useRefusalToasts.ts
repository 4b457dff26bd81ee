// A change the server refused (its policy: ARCHITECTURE.md "Data flow" 2) reaches the device as
// a sync rejection, listed under Sync issues with the refused values, so nothing is lost. While
// the screen is open, each new rejection of an assignment also shows a translated toast with
// the server's reason. Rejections already there when the screen opened are not toasted again.
import { useEffect, useRef } from 'react';
import { useLiveQuery } from '../../db/hooks.ts';
import { showToast } from '../../ui/toasts/queue.ts';

const REJECTIONS = {
  selector: { kind: 'rejection', sourceCollection: 'coordinatorAssignments' },
  // idxCreated is the inverted creation time: ascending is newest first.
  sort: [{ kind: 'asc' }, { idxCreated: 'asc' }],
  limit: 20,
} as const;

export function useRefusalToasts(): void {
  const { docs, loading } = useLiveQuery('syncIssues', REJECTIONS);
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (loading) return;
    if (seen.current === null) {
      seen.current = new Set(docs.map((d) => d.id));
      return;
    }
    for (const issue of docs) {
      if (seen.current.has(issue.id)) continue;
      seen.current.add(issue.id);
      const sent = issue.refusedValues?.requesterCode;
      const requester = typeof sent === 'string' ? sent : issue.documentId;
      showToast(
        'error',
        { id: 'orders.coordinatorAssignments.refused', values: { requester } },
        { persist: true, ...(issue.message ? { detail: { text: issue.message } } : {}) },
      );
    }
  }, [docs, loading]);
}

// The dashboard feed shared by the dashboard and the app bar's notification count: the
// device's copy first (instant, offline), then the server's answer.
import type { SessionUser } from '@portal/shared/api/users.ts';
import { useEffect, useSyncExternalStore } from 'react';
import {
  dashboardData,
  EMPTY_FEED,
  type DashboardDataSource,
  type DashboardFeed,
} from './dashboard-data.ts';

let current: { userId: string | null; feed: DashboardFeed } = { userId: null, feed: EMPTY_FEED };
const listeners = new Set<() => void>();

function publish(userId: string | null, feed: DashboardFeed): void {
  current = { userId, feed };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let loading: { userId: string; promise: Promise<void> } | null = null;

/** Loads the feed for the user (once at a time); the device copy shows while the server answers. */
export function refreshFeed(
  user: SessionUser,
  source: DashboardDataSource = dashboardData,
): Promise<void> {
  if (loading?.userId === user.id) return loading.promise;
  const promise = (async () => {
    if (current.userId !== user.id) publish(user.id, await source.cached(user));
    try {
      publish(user.id, await source.load(user));
    } catch (error) {
      console.warn('Dashboard feed could not load', error);
    }
  })().finally(() => {
    loading = null;
  });
  loading = { userId: user.id, promise };
  return promise;
}

/** The feed of the signed-in user; loads it when the user changes. */
export function useDashboardFeed(user: SessionUser | null): DashboardFeed {
  const state = useSyncExternalStore(subscribe, () => current);
  useEffect(() => {
    if (user) void refreshFeed(user);
  }, [user]);
  return user && state.userId === user.id ? state.feed : EMPTY_FEED;
}

// spec 001 §4 Session state table and §9 timings, driven with explicit times.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { SessionUser } from '@portal/shared/api/users.ts';
import { remainingMs, sessionMachine, type SessionEvent } from './machine.ts';
import { DEFAULT_TIMEOUT_MS, DEFAULT_WARNING_MS, PING_MIN_INTERVAL_MS } from './timing.ts';

const user = { id: 'u1', name: 'Demo', email: 'd@demo.portal' } as SessionUser;
const T0 = 1_000_000;

function start(input: { warningMs?: number; timeoutMs?: number } = {}) {
  const ping = vi.fn();
  const actor = createActor(
    sessionMachine.provide({
      actions: { ping },
      // The 1 s clock is replaced by events the test sends itself.
      actors: { clock: fromCallback(() => () => undefined) },
    }),
    { input },
  );
  actor.start();
  const send = (event: SessionEvent) => actor.send(event);
  const state = () => actor.getSnapshot().value;
  return { actor, send, state, ping };
}

function loggedIn(input?: { warningMs?: number; timeoutMs?: number }) {
  const s = start(input);
  s.send({ type: 'login', user, at: T0 });
  return s;
}

describe('session machine (spec 001 §4 Session)', () => {
  it('starts logged out and logs in', () => {
    const { send, state, actor } = start();
    expect(state()).toBe('loggedOut');
    send({ type: 'login', user, at: T0 });
    expect(state()).toBe('loggedIn');
    expect(actor.getSnapshot().context.user).toBe(user);
  });

  it('uses the default timings: warning 5 min before a logout at 1 h minus 30 s', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.warningMs).toBe(DEFAULT_WARNING_MS);
    expect(actor.getSnapshot().context.timeoutMs).toBe(DEFAULT_TIMEOUT_MS);
    expect(DEFAULT_WARNING_MS).toBe(300_000);
    expect(DEFAULT_TIMEOUT_MS).toBe(3_570_000);
  });

  it('stays logged in while the timeout check finds nothing due', () => {
    const { send, state } = loggedIn();
    for (let s = 1; s <= 10; s++) send({ type: 'timeoutCheck', at: T0 + s * 1000 });
    expect(state()).toBe('loggedIn');
  });

  it('warns when the warning time before logout is reached (inactivityTrigger)', () => {
    const { send, state, actor } = loggedIn();
    const warnAt = T0 + DEFAULT_TIMEOUT_MS - DEFAULT_WARNING_MS;
    send({ type: 'timeoutCheck', at: warnAt - 1 });
    expect(state()).toBe('loggedIn');
    send({ type: 'timeoutCheck', at: warnAt });
    expect(state()).toBe('inactivityWarning');
    expect(remainingMs(actor.getSnapshot().context)).toBe(DEFAULT_WARNING_MS);
    send({ type: 'timeoutCheck', at: warnAt + 60_000 });
    expect(remainingMs(actor.getSnapshot().context)).toBe(DEFAULT_WARNING_MS - 60_000);
  });

  it('logs out at the timeout (inactivityTimeout), from the warning or directly', () => {
    const a = loggedIn();
    a.send({ type: 'timeoutCheck', at: T0 + DEFAULT_TIMEOUT_MS - 1000 });
    expect(a.state()).toBe('inactivityWarning');
    a.send({ type: 'timeoutCheck', at: T0 + DEFAULT_TIMEOUT_MS });
    expect(a.state()).toBe('loggedOut');
    expect(a.actor.getSnapshot().context.logoutReason).toBe('inactivity');
    expect(a.actor.getSnapshot().context.user).toBeNull();

    // A device asleep past the timeout logs out on its first check, without a warning first.
    const b = loggedIn();
    b.send({ type: 'timeoutCheck', at: T0 + DEFAULT_TIMEOUT_MS + 5000 });
    expect(b.state()).toBe('loggedOut');
  });

  it('user activity resets the timer and ends the warning', () => {
    const { send, state } = loggedIn();
    const warnAt = T0 + DEFAULT_TIMEOUT_MS - DEFAULT_WARNING_MS;
    send({ type: 'timeoutCheck', at: warnAt });
    expect(state()).toBe('inactivityWarning');
    send({ type: 'userActivity', at: warnAt + 1000, visible: true });
    expect(state()).toBe('loggedIn');
    send({ type: 'timeoutCheck', at: warnAt + 2000 });
    expect(state()).toBe('loggedIn');
    send({ type: 'timeoutCheck', at: warnAt + 1000 + DEFAULT_TIMEOUT_MS - DEFAULT_WARNING_MS });
    expect(state()).toBe('inactivityWarning');
  });

  it('follows the server options userWarningMs and userTimeoutMs', () => {
    const { send, state } = loggedIn();
    send({ type: 'setTimeouts', warningMs: 4000, timeoutMs: 10_000 });
    send({ type: 'timeoutCheck', at: T0 + 5999 });
    expect(state()).toBe('loggedIn');
    send({ type: 'timeoutCheck', at: T0 + 6000 });
    expect(state()).toBe('inactivityWarning');
    send({ type: 'timeoutCheck', at: T0 + 10_000 });
    expect(state()).toBe('loggedOut');
  });

  it('pings on activity at most every 2 minutes and only while visible', () => {
    const { send, ping } = loggedIn();
    send({ type: 'userActivity', at: T0 + 1000, visible: true });
    expect(ping).not.toHaveBeenCalled(); // the login itself counts as the last contact
    send({ type: 'userActivity', at: T0 + PING_MIN_INTERVAL_MS, visible: false });
    expect(ping).not.toHaveBeenCalled();
    send({ type: 'userActivity', at: T0 + PING_MIN_INTERVAL_MS, visible: true });
    expect(ping).toHaveBeenCalledTimes(1);
    send({ type: 'userActivity', at: T0 + PING_MIN_INTERVAL_MS + 60_000, visible: true });
    expect(ping).toHaveBeenCalledTimes(1);
    send({ type: 'userActivity', at: T0 + 2 * PING_MIN_INTERVAL_MS, visible: true });
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('a device that started offline pings on its first visible activity', () => {
    const { send, ping } = start();
    send({ type: 'login', user, at: T0, offline: true });
    send({ type: 'userActivity', at: T0 + 10, visible: true });
    expect(ping).toHaveBeenCalledTimes(1);
  });

  it('pingBad and logout go to loggedOut from any state, with their reason', () => {
    const a = loggedIn();
    a.send({ type: 'pingBad' });
    expect(a.state()).toBe('loggedOut');
    expect(a.actor.getSnapshot().context.logoutReason).toBe('sessionGone');

    const b = loggedIn();
    b.send({ type: 'timeoutCheck', at: T0 + DEFAULT_TIMEOUT_MS - 1 });
    b.send({ type: 'logout' });
    expect(b.state()).toBe('loggedOut');
    expect(b.actor.getSnapshot().context.logoutReason).toBe('manual');

    const c = start();
    c.send({ type: 'logout' });
    expect(c.state()).toBe('loggedOut');
  });

  it('a ping answered with an error other than 401 is a state error', () => {
    const { send, state } = loggedIn();
    send({ type: 'pingError' });
    expect(state()).toBe('error');
  });

  it('any unexpected event is a terminal state error', () => {
    const a = start();
    a.send({ type: 'userActivity', at: T0, visible: true });
    expect(a.state()).toBe('error');
    const b = loggedIn();
    b.send({ type: 'login', user, at: T0 });
    expect(b.state()).toBe('error');
    const c = loggedIn();
    c.send({ type: 'inactivityTrigger' });
    c.send({ type: 'inactivityTrigger' });
    expect(c.state()).toBe('error');
    // Terminal until reload: nothing leaves it.
    c.send({ type: 'logout' });
    c.send({ type: 'login', user, at: T0 });
    expect(c.state()).toBe('error');
    expect(c.actor.getSnapshot().status).toBe('done');
  });

  it('the timeout check runs every second while signed in (clock actor)', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(T0);
      const actor = createActor(sessionMachine.provide({ actions: { ping: () => undefined } }), {
        input: { warningMs: 2000, timeoutMs: 5000 },
      }).start();
      actor.send({ type: 'login', user, at: T0 });
      vi.advanceTimersByTime(2999);
      expect(actor.getSnapshot().value).toBe('loggedIn');
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().value).toBe('inactivityWarning');
      vi.advanceTimersByTime(2000);
      expect(actor.getSnapshot().value).toBe('loggedOut');
      // Logged out: the clock stopped, so no stray check turns into a state error.
      vi.advanceTimersByTime(10_000);
      expect(actor.getSnapshot().value).toBe('loggedOut');
    } finally {
      vi.useRealTimers();
    }
  });
});

// Accounts, sessions and the access-request flow (spec 001 §4 Session, §7, §8 Session messages).
// Not replicated to devices: the REST catalogue serves them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Permission, UserTBE } from '@portal/shared';

/**
 * Account status along the access-request flow:
 * pendingEmail (asked for access, email not yet confirmed) → pendingApproval (confirmed, an
 * administrator reviews) → approved (may set a password through the emailed link) → active;
 * deactivated accounts are refused at login with the spec's message; denied requests stay for audit.
 */
export const USER_STATUSES = [
  'pendingEmail',
  'pendingApproval',
  'approved',
  'active',
  'deactivated',
  'denied',
] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull().default(''),
    userCode: text('user_code').notNull(),
    passwordHash: text('password_hash'),
    status: text('status').$type<UserStatus>().notNull(),
    /** 'local' accounts log in with a password; 'corporate' ones reset through their IT department. */
    strategy: text('strategy').notNull().default('local'),
    userActiveLocation: text('user_active_location').notNull().default('US'),
    permissions: jsonb('permissions')
      .$type<Permission[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    userTBEs: jsonb('user_tbes')
      .$type<UserTBE[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    wof: jsonb('wof')
      .$type<{ access?: boolean; country?: string; dateFormat?: { long?: string } }>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    departmentAccess: jsonb('department_access')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    conferenceGroups: jsonb('conference_groups')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Why access was requested (the request form's free text). */
    accessReason: text('access_reason'),
    /** One-time codes; stored as SHA-256 hex so a database leak does not hand out links. */
    emailConfirmCodeHash: text('email_confirm_code_hash'),
    setPasswordCodeHash: text('set_password_code_hash'),
    setPasswordExpiresAt: timestamp('set_password_expires_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_user_code_uq').on(t.userCode),
    index('users_status_idx').on(t.status),
  ],
);

/** Server-side sessions; the cookie carries a random token, the table keeps its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Failed-login counters by key (lower-cased email, and client address), to slow down guessing. */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  firstFailureAt: timestamp('first_failure_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Mail the server would send (confirmation and set-password links); a mail relay drains it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    sent: boolean('sent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to)],
);

/**
 * Named option data for GET/POST /api/options/data/{name} (spec 000 §7, 001 §7): server
 * options such as userWarningMs and userTimeoutMs, option lists, territories. `loggedIn` is
 * computed per request and never stored.
 */
export const options = pgTable('options', {
  name: text('name').primaryKey(),
  data: jsonb('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

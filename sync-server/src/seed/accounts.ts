// The demo accounts: every DEMO_USERS entry (one per role / permission combination of the spec)
// as an active account, plus a deactivated account and a pending access request that show the
// login refusals (spec 001 §8). One password for all of them (demo data, printed at start).
// Pure: users.ts writes them; the README block is generated from here (readme.ts).
import {
  DEMO_EMAIL_DOMAIN,
  DEMO_USERS,
  type Permission,
  type PermissionUser,
  type UserTBE,
} from '@portal/shared';
import { Random } from './random.ts';

/** The password of every demo account that has one. */
export const DEMO_PASSWORD = 'demo-portal';

export type SeedAccountStatus = 'active' | 'deactivated' | 'pendingApproval';

export interface SeedAccount {
  readonly id: string;
  readonly emailLocal: string;
  readonly email: string;
  /** Null for the pending access request: it has no password until approved. */
  readonly password: string | null;
  readonly status: SeedAccountStatus;
  readonly name: string;
  readonly lastName: string;
  readonly description: string;
  readonly userCode: string;
  readonly permissions: readonly Permission[];
  readonly userTBEs: readonly UserTBE[];
  readonly wof?: PermissionUser['wof'];
  readonly conferenceGroups?: readonly string[];
  readonly userActiveLocation: string;
  readonly accessReason?: string;
}

const email = (local: string) => `${local}@${DEMO_EMAIL_DOMAIN}`;
const DOMESTIC_TBE: UserTBE = {
  territory: 'US-WEST',
  businessEntity: 'Domestic',
  locations: [{ key: 'US' }],
};

function buildAccounts(): SeedAccount[] {
  const rng = new Random('accounts');
  const person = () => {
    const f = rng.faker();
    return { name: f.person.firstName(), lastName: f.person.lastName() };
  };
  const fromDemoUsers = DEMO_USERS.map((d): SeedAccount => ({
    id: d.id,
    emailLocal: d.emailLocal,
    email: email(d.emailLocal),
    password: DEMO_PASSWORD,
    status: 'active',
    ...person(),
    description: d.description,
    userCode: d.user.userCode,
    permissions: d.user.permissions,
    userTBEs: d.user.userTBEs,
    ...(d.user.wof ? { wof: d.user.wof } : {}),
    ...(d.user.conferenceGroups ? { conferenceGroups: d.user.conferenceGroups } : {}),
    userActiveLocation: d.user.userTBEs[0]?.locations[0]?.key ?? 'US',
  }));
  return [
    ...fromDemoUsers,
    {
      id: 'demo-deactivated',
      emailLocal: 'deactivated',
      email: email('deactivated'),
      password: DEMO_PASSWORD,
      status: 'deactivated',
      ...person(),
      description: 'Deactivated account: login refused with the deactivation message',
      userCode: 'DEMO-DEACTIVATED',
      permissions: [{ permission: 'products', role: 'user' }],
      userTBEs: [DOMESTIC_TBE],
      userActiveLocation: 'US',
    },
    {
      id: 'demo-pending',
      emailLocal: 'pending',
      email: email('pending'),
      password: null,
      status: 'pendingApproval',
      ...person(),
      description: 'Access request under review: login refused with the pending message',
      userCode: 'DEMO-PENDING',
      permissions: [],
      userTBEs: [],
      userActiveLocation: 'US',
      accessReason: 'New regional sales rep; needs the product library and sample orders.',
    },
  ];
}

/** Every demo account, in README order. */
export const SEED_ACCOUNTS: readonly SeedAccount[] = buildAccounts();

/** The account with that e-mail local part; throws on an unknown one. */
export function accountFor(emailLocal: string): SeedAccount {
  const found = SEED_ACCOUNTS.find((a) => a.emailLocal === emailLocal);
  if (!found) throw new Error(`Unknown demo account: ${emailLocal}`);
  return found;
}

/** Display name, as orders and library items carry it. */
export const displayName = (a: SeedAccount) => `${a.name} ${a.lastName}`;

/** The password column of the README and the start banner. */
export const shownPassword = (a: SeedAccount) => a.password ?? '(any)';

/** The accounts `npm start` prints: the key roles (all of them are in the README). */
export const PRINTED_ACCOUNTS = [
  'admin',
  'adv-assets-editor',
  'documents-viewer',
  'assortment-manager',
  'internal-wholesale-editor',
  'sample-requester',
  'coordinator',
  'promo-requester',
  'approver',
  'wholesale-rep',
  'samples-production',
  'partner',
  'deactivated',
  'pending',
] as const;

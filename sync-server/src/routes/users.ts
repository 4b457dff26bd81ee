// GET /api/users/autocomplete?q= (spec 001 §7, 000 §7 user lookup): active users whose name,
// last name, user code or email contains q; at most 10 (000 §9 autocomplete limit); only
// name, lastName, userCode and email are answered. With promoRole, only the people who may fill
// that reviewer field of a promo order (shared `mayReview`; decision 0065).
import { createRoute } from '@hono/zod-openapi';
import {
  mayReview,
  USER_AUTOCOMPLETE_LIMIT,
  userAutocompleteAnswerSchema,
  userAutocompleteQuerySchema,
} from '@portal/shared';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { createRouter } from '../router.ts';
import { users } from '../db/schema/index.ts';
import { SESSION_SECURITY, errorAnswers, jsonAnswer } from './openapi.ts';

const autocomplete = createRoute({
  method: 'get',
  operationId: 'autocompleteUsers',
  path: '/autocomplete',
  tags: ['Users'],
  summary: 'User lookup (at most 10)',
  security: SESSION_SECURITY,
  request: { query: userAutocompleteQuerySchema },
  responses: {
    200: jsonAnswer(userAutocompleteAnswerSchema, 'Matching users'),
    ...errorAnswers(400, 401),
  },
});

/** LIKE wildcards in the search text are literal characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export function userLookupRoutes() {
  const app = createRouter();
  app.openapi(autocomplete, async (c) => {
    const { q, promoRole } = c.req.valid('query');
    const pattern = `%${escapeLike(q)}%`;
    const found = await c
      .get('deps')
      .db.select({
        name: users.name,
        lastName: users.lastName,
        userCode: users.userCode,
        email: users.email,
        permissions: users.permissions,
      })
      .from(users)
      .where(
        and(
          eq(users.status, 'active'),
          or(
            ilike(users.name, pattern),
            ilike(users.lastName, pattern),
            ilike(users.userCode, pattern),
            ilike(users.email, pattern),
          ),
          // Narrows to promo order users; the shared rule then decides the role.
          promoRole
            ? sql`${users.permissions} @> ${JSON.stringify([{ permission: 'promoOrders' }])}::jsonb`
            : undefined,
        ),
      )
      .orderBy(asc(users.lastName), asc(users.name), asc(users.userCode))
      .limit(promoRole ? 500 : USER_AUTOCOMPLETE_LIMIT);
    const rows = found
      .filter((user) => !promoRole || mayReview(promoRole, { ...user, userTBEs: [] }))
      .slice(0, USER_AUTOCOMPLETE_LIMIT)
      .map(({ permissions: _permissions, ...person }) => person);
    return c.json({ data: rows }, 200);
  });
  return app;
}

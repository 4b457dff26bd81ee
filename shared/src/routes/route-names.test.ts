import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES } from './route-names.ts';
import { WEB_ROUTES } from './table.ts';

describe('route names', () => {
  it('[000 §2 routes] the literal list names exactly the routes of the table, in its order', () => {
    expect([...ROUTE_NAMES]).toEqual(WEB_ROUTES.map((r) => r.name));
  });
});

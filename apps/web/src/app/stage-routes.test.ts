import { ORDER_STAGES, QUICK_STAGES, REQUEST_STAGES, type StageRow } from '@dcm/shared';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routePaths } from './routes.tsx';

describe('the stage tables', () => {
  it('send each party only to pages the app has', () => {
    const paths = routePaths().filter((path) => path !== '*');
    const tables: Record<string, StageRow<string, string>>[] = [ORDER_STAGES, REQUEST_STAGES, QUICK_STAGES];
    const routes = tables.flatMap((table) => Object.values(table).flatMap((row) => Object.values(row.next).map((step) => step.route)));
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const path = route.replace(/:\w+/g, '00000000-0000-4000-8000-000000000001').split('?')[0]!;
      expect(paths.some((pattern) => matchPath({ path: pattern, caseSensitive: true, end: true }, path)), route).toBe(true);
    }
  });
});

import { data } from 'react-router';

import { getConfig } from '#app/server/config.server.ts';

/** Test-only endpoints answer 404 unless E2E_TEST_ROUTES=1 (docs/decisions/0005). */
export function requireTestRoutes(): void {
  if (!getConfig().e2eTestRoutes) throw data(null, { status: 404 });
}

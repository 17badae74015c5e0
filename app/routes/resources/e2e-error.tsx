import { data } from 'react-router';

import { getConfig } from '#app/server/config.server.ts';

/** Browser-test endpoint for the error screen; 404 unless E2E_TEST_ROUTES=1. */
export function loader(): never {
  if (!getConfig().e2eTestRoutes) throw data(null, { status: 404 });
  throw new Error('Deneme hatası: bu metin üretimde görünmemeli');
}

export default function E2eErrorPage() {
  return null;
}

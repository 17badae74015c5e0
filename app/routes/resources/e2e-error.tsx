import { requireTestRoutes } from '#app/server/e2e-routes.server.ts';

/** Browser-test endpoint for the error screen; 404 unless E2E_TEST_ROUTES=1. */
export function loader(): never {
  requireTestRoutes();
  throw new Error('Deneme hatası: bu metin üretimde görünmemeli');
}

export default function E2eErrorPage() {
  return null;
}

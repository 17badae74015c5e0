import { downloadContentYaml } from '#app/server/admin/desks/content-yaml-desk.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/content-yaml';

/** The whole content as one YAML file (docs/decisions/0050-content-yaml.md). */
export async function loader(args: Route.LoaderArgs) {
  return downloadContentYaml(await getRuntime(), args);
}

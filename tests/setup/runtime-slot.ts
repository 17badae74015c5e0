import type * as runtimeModule from '#app/server/runtime.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';

type RuntimeModule = typeof runtimeModule;

let current: Runtime | undefined;

/**
 * The runtime module as a test file mocks it: `getRuntime()` answers the runtime the test put
 * in with `answerRuntime`. It imports nothing of the app, so the mock's factory can load it:
 *
 *   vi.mock('#app/server/runtime.server.ts', async (original) =>
 *     (await import('./runtime-slot.ts')).mockRuntime(await original()));
 */
export function mockRuntime(actual: RuntimeModule): RuntimeModule {
  return { ...actual, getRuntime: () => Promise.resolve(current as Runtime) };
}

/** The runtime the server code of this test file reaches through `getRuntime()`. */
export function answerRuntime(runtime: Runtime | undefined): void {
  current = runtime;
}

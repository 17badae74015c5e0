import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    testTimeout: 20_000,
    environment: 'node',
    // Modules that read the configuration get a quiet, self-contained one.
    env: {
      LOG_LEVEL: 'silent',
      DATA_DIR: 'tests/.tmp/vitest-data',
      SESSION_SECRET: 'vitest-session-secret-of-32-characters',
    },
  },
});

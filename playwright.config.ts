import { existsSync } from 'node:fs';

import { defineConfig, devices } from '@playwright/test';

import { CHROME_SWITCHES } from './scripts/lib/chrome.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_PUBLIC_URL = 'http://koc.test';
/** The moderator the server creates at start (ADMIN_EMAIL/ADMIN_PASSWORD); tests sign in with it. */
export const E2E_ADMIN = { email: 'koc@koc.test', password: 'e2e-yonetici-parolasi' };

/** The test server's environment; the admin command line (tests/e2e/admin.spec.ts) uses it too. */
export const E2E_SERVER_ENV = {
  NODE_ENV: 'production',
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: 'tests/.tmp/e2e-data',
  PUBLIC_URL: E2E_PUBLIC_URL,
  // The browser reaches the server by its address, not by the PUBLIC_URL name.
  ALLOWED_HOSTS: '127.0.0.1',
  SESSION_SECRET: 'e2e-session-secret-with-32-characters!',
  LOG_LEVEL: 'warn',
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
};

/** The system Chromium; without one the browser tests fail loudly instead of passing silently. */
function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) {
    throw new Error(
      'Chromium bulunamadı: tarayıcı testleri çalışamaz. Debian/Ubuntu: `apt-get install -y chromium`, ' +
        'ya da CHROMIUM_PATH ile bir Chromium yolu verin.',
    );
  }
  return found;
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // Two cores run the server, two Chromium workers and the test runner: give each test room.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath(),
          args: [...CHROME_SWITCHES],
        },
      },
    },
  ],
  webServer: {
    command: 'node build/main/main.js',
    url: `http://127.0.0.1:${PORT}/robots.txt`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: E2E_SERVER_ENV,
  },
});

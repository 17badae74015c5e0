import { getConfig } from '#app/server/config.server.ts';
import { maskTokens } from '#app/server/log-masking.server.ts';

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof levels, 'silent'>;

/** One JSON object per line on stdout; no line carries a link's token (docs/product.md#logs). */
function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (levels[level] < levels[getConfig().logLevel]) return;
  const line = maskTokens(
    JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }),
  );
  (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};

export function errorFields(error: unknown): Record<string, unknown> {
  return error instanceof Error
    ? { error: error.message, name: error.name, stack: error.stack }
    : { error: String(error) };
}

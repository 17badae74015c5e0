import type { ServerResponse } from 'node:http';

import { getConfig } from '#app/server/config.server.ts';
import { OpenCounts } from './open-counts.ts';

const HEARTBEAT_MS = 25_000;

export const STREAMS_PER_ADDRESS_MESSAGE =
  'Bu adresten çok fazla canlı bağlantı açık. Lütfen biraz sonra tekrar dene.';
export const STREAMS_TOTAL_MESSAGE =
  'Sunucuda şu anda çok fazla canlı bağlantı açık. Lütfen biraz sonra tekrar dene.';

const openStreams = new OpenCounts();

/** Seconds a refused browser is asked to wait; EventSource itself does not retry a refusal. */
export const STREAM_RETRY_AFTER_SECONDS = 60;

export function takeStreamSlot(address: string): (() => void) | 429 | 503 {
  const { limits } = getConfig();
  if (openStreams.of(address) >= limits.liveStreamsPerAddress) return 429;
  if (openStreams.total >= limits.liveStreamsTotal) return 503;
  return openStreams.open(address);
}

export function holdEventStream(
  res: ServerResponse,
  stopping: AbortSignal,
  release: () => void,
  open: (send: (event: string, data: unknown) => void) => () => void,
): void {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    // no-transform: compression must not buffer the stream.
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  let stopped = false;
  const write = (text: string) => {
    if (!stopped) res.write(text);
  };
  write('retry: 3000\n\n');
  const cleanup = open((event, data) =>
    write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
  );
  // A comment line keeps proxies from closing an idle connection.
  const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(heartbeat);
    cleanup();
    release();
    res.off('close', stop);
    stopping.removeEventListener('abort', end);
  };
  // The server is stopping: the stream ends, so that the server can drain.
  const end = () => {
    stop();
    res.end();
  };
  res.on('close', stop);
  stopping.addEventListener('abort', end, { once: true });
  if (stopping.aborted) end();
}

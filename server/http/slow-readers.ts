import type http from 'node:http';
import type { Socket } from 'node:net';

import type { TrustProxy } from './http-server.ts';
import type { Refusals } from './refusals.ts';

/** How often the connections are looked at, at most: a reader is slow once it stalled a sweep. */
const SWEEP_MS = 1_000;

export type SlowReaderLimits = {
  sendTimeoutMs: number;
  perAddress: number;
  total: number;
};

/** Clients that ask for an answer and then do not read it (docs/product.md#connection-limits). */
export function watchSlowReaders(
  server: http.Server,
  limits: SlowReaderLimits,
  trustProxy: TrustProxy,
  refusals: Refusals,
): void {
  const waiting = new Map<Socket, number | null>();
  server.on('connection', (socket: Socket) => {
    if (socket.destroyed) return;
    waiting.set(socket, null);
    socket.on('drain', () => waiting.set(socket, null));
    socket.once('close', () => waiting.delete(socket));
  });
  const sweep = () => {
    const at = Date.now();
    const perAddress = new Map<string, number>();
    let total = 0;
    for (const [socket, since] of waiting) {
      if (socket.writableLength === 0) {
        if (since !== null) waiting.set(socket, null);
        continue;
      }
      if (since === null) {
        waiting.set(socket, at);
        continue;
      }
      const address = socket.remoteAddress;
      const counted = address !== undefined && !trustProxy(address, 0);
      const mine = counted ? (perAddress.get(address) ?? 0) : 0;
      if (
        at - since >= limits.sendTimeoutMs ||
        total >= limits.total ||
        mine >= limits.perAddress
      ) {
        refusals.note('slow-reader', address);
        socket.destroy();
        continue;
      }
      total += 1;
      if (counted) perAddress.set(address, mine + 1);
    }
  };
  const timer = setInterval(sweep, Math.min(SWEEP_MS, limits.sendTimeoutMs / 4));
  timer.unref();
  server.once('close', () => clearInterval(timer));
}

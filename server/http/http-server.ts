import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { DropArgument, Socket } from 'node:net';

import type { FairAdmission } from './fair-admission.ts';
import { OpenCounts } from './open-counts.ts';
import type { Refusals } from './refusals.ts';
import { watchSlowReaders } from './slow-readers.ts';

const RESERVED_FDS = 256;
export const LISTEN_BACKLOG = 4096;

export type HttpServerLimits = {
  connectionsPerAddress: number;
  connectionsTotal: number;
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  keepAliveTimeoutMs: number;
  sendTimeoutMs: number;
  slowReadersPerAddress: number;
  slowReadersTotal: number;
};

export type TrustProxy = (address: string, hop: number) => boolean;

/** The HTTP server with the deadlines and connection caps of docs/product.md#connection-limits. */
export function createHttpServer(
  handler: http.RequestListener,
  limits: HttpServerLimits,
  trustProxy: TrustProxy,
  refusals: Refusals,
  admission: Pick<FairAdmission, 'connectionAccepted'>,
): http.Server {
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      // A backstop for the body deadlines of server/http/body-limits.ts.
      requestTimeout: limits.headersTimeoutMs + limits.bodyTimeoutMs + 5_000,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: 1_000,
    },
    handler,
  );
  // Past the process's open-file limit, accept() fails and the server would stop with EMFILE.
  server.maxConnections = Math.min(limits.connectionsTotal, openFileLimit() - RESERVED_FDS);
  const connections = new OpenCounts();
  server.on('connection', (socket: Socket) => {
    // Every accept tells the renderer's turns that connections may be waiting behind this one.
    admission.connectionAccepted();
    const address = socket.remoteAddress;
    if (address === undefined || trustProxy(address, 0)) return;
    if (refusals.isPenalised(address)) {
      refusals.note('penalised-address', address);
      socket.destroy();
      return;
    }
    if (connections.of(address) >= limits.connectionsPerAddress) {
      refusals.note('connections-per-address', address);
      socket.destroy();
      return;
    }
    socket.once('close', connections.open(address));
  });
  watchSlowReaders(
    server,
    {
      sendTimeoutMs: limits.sendTimeoutMs,
      perAddress: limits.slowReadersPerAddress,
      total: limits.slowReadersTotal,
    },
    trustProxy,
    refusals,
  );
  server.on('drop', (data?: DropArgument) =>
    refusals.note('connections-total', data?.remoteAddress),
  );
  return server;
}

export function openFileLimit(): number {
  try {
    const limits = readFileSync('/proc/self/limits', 'utf8');
    const soft = /^Max open files\s+(\d+)/m.exec(limits)?.[1];
    return soft ? Number(soft) : Infinity;
  } catch {
    return Infinity;
  }
}

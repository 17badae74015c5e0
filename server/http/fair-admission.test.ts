import { EventEmitter } from 'node:events';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';

import type { NextFunction, Request, Response } from 'express';
import { expect, test } from 'vitest';

import {
  FairAdmission,
  WAITING_PER_ADDRESS_MESSAGE,
  WAITING_TOTAL_MESSAGE,
} from './fair-admission.ts';
import { Refusals } from './refusals.ts';

const noProxy = () => false;

/** A request from `address` and the answer it got, if it was refused. */
function visit(admission: FairAdmission, address: string, let_in: string[]) {
  const socket = Object.assign(new EventEmitter(), {
    remoteAddress: address,
    destroyed: false,
    destroy() {
      socket.destroyed = true;
    },
  });
  const refused: { status?: number; body?: string } = {};
  const res = Object.assign(new EventEmitter(), {
    socket,
    writableEnded: false,
    writeHead(status: number) {
      refused.status = status;
    },
    end(body: Buffer) {
      refused.body = body.toString('utf8');
      res.writableEnded = true;
    },
  });
  // Only the fields the middleware reads; Express's own objects would need a server.
  const req = { ip: address, socket } as unknown as Request;
  const next: NextFunction = () => let_in.push(address);
  admission.middleware(req, res as unknown as Response, next);
  return { refused, socket };
}

/** Admission letting `perTurn` in a turn, with room for 16 waiting per address and 100 in all. */
const admissionOf = (perTurn: number, refusals = new Refusals(noProxy)) =>
  new FairAdmission({ perTurn, waitingPerAddress: 16, waitingTotal: 100 }, refusals);

test('a request goes straight in while nothing waits, a few per turn', async () => {
  const admission = admissionOf(2);
  const letIn: string[] = [];
  visit(admission, '198.51.100.1', letIn);
  visit(admission, '198.51.100.2', letIn);
  visit(admission, '198.51.100.3', letIn);
  expect(letIn).toEqual(['198.51.100.1', '198.51.100.2']);
  // The next turn: the third, and no rest, since no connection was waiting to be accepted.
  await sleep(5);
  expect(letIn).toEqual(['198.51.100.1', '198.51.100.2', '198.51.100.3']);
});

test('waiting requests are let in one address after another, not in the order they came', async () => {
  const admission = admissionOf(1);
  const letIn: string[] = [];
  for (let i = 0; i < 4; i++) visit(admission, '203.0.113.9', letIn);
  visit(admission, '198.51.100.1', letIn);
  for (let i = 0; i < 8 && letIn.length < 5; i++) await sleep(5);
  expect(letIn).toEqual([
    '203.0.113.9',
    '203.0.113.9',
    '198.51.100.1',
    '203.0.113.9',
    '203.0.113.9',
  ]);
});

test('an address that keeps being refused waits behind one that is not', async () => {
  const refusals = new Refusals(noProxy);
  const admission = admissionOf(1, refusals);
  refusals.note('waiting-total', '203.0.113.9');
  const letIn: string[] = [];
  visit(admission, '203.0.113.9', letIn);
  visit(admission, '203.0.113.9', letIn);
  visit(admission, '198.51.100.1', letIn);
  for (let i = 0; i < 8 && letIn.length < 3; i++) await sleep(5);
  expect(letIn).toEqual(['203.0.113.9', '198.51.100.1', '203.0.113.9']);
});

test('past the caps a request is refused at once with a short Turkish answer, and counted', () => {
  const refusals = new Refusals(noProxy);
  const admission = new FairAdmission(
    { perTurn: 1, waitingPerAddress: 2, waitingTotal: 3 },
    refusals,
  );
  const letIn: string[] = [];
  visit(admission, '203.0.113.9', letIn);
  visit(admission, '203.0.113.9', letIn);
  visit(admission, '203.0.113.9', letIn);
  const mine = visit(admission, '203.0.113.9', letIn);
  expect(mine.refused).toEqual({ status: 429, body: WAITING_PER_ADDRESS_MESSAGE });
  visit(admission, '198.51.100.1', letIn);
  const full = visit(admission, '198.51.100.2', letIn);
  expect(full.refused).toEqual({ status: 503, body: WAITING_TOTAL_MESSAGE });
  expect(letIn).toEqual(['203.0.113.9']);
  expect(refusals.takeCounts()).toEqual({ 'waiting-per-address': 1, 'waiting-total': 1 });
});

test('a waiting request whose client left, or whose address was penalised meanwhile, is passed over', async () => {
  const refusals = new Refusals(noProxy);
  const admission = admissionOf(1, refusals);
  const letIn: string[] = [];
  visit(admission, '198.51.100.1', letIn);
  const gone = visit(admission, '198.51.100.2', letIn);
  const attacker = visit(admission, '203.0.113.9', letIn);
  visit(admission, '198.51.100.3', letIn);
  gone.socket.destroy();
  for (let i = 0; i <= 10; i++) refusals.note('connections-per-address', '203.0.113.9');
  for (let i = 0; i < 8 && letIn.length < 2; i++) await sleep(5);
  await nextTurn();
  expect(letIn).toEqual(['198.51.100.1', '198.51.100.3']);
  expect(attacker.socket.destroyed).toBe(true);
});

test('while connections are being accepted, a turn is followed by a rest as long as the turn', async () => {
  const admission = admissionOf(1);
  const letIn: string[] = [];
  // The first request goes in at once and its work takes 30 ms, while a connection is accepted.
  visit(admission, '198.51.100.1', letIn);
  admission.connectionAccepted();
  const until = performance.now() + 30;
  while (performance.now() < until);
  visit(admission, '198.51.100.2', letIn);
  const waitedFrom = performance.now();
  while (letIn.length < 2) await sleep(2);
  expect(performance.now() - waitedFrom).toBeGreaterThanOrEqual(25);
});

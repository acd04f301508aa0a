import type { BatchAnswer } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { sendWaiting, type OutboxPort, type Settlement, type WaitingBatch } from './outbox-send.ts';

function batch(seq: number, securityCode = `KAAA${'CDEFG'[seq]}`): WaitingBatch {
  return {
    seq,
    day: '2026-03-08',
    body: {
      scanId: `00000000-0000-4000-8000-00000000000${seq}`,
      householdId: seq,
      selections: [{ memberCode: seq, eventCode: 41 }],
      offline: { securityCode, at: '2026-03-08T09:00:00.000Z' },
    },
  };
}

/** An outbox over `items` whose server answers each scanId with `answer` (an answer, or an error to throw). */
function port(items: WaitingBatch[], answer: (item: WaitingBatch) => BatchAnswer | Error) {
  const sent: number[] = [];
  const settled: { seq: number; settlement: Settlement }[] = [];
  const outbox: OutboxPort = {
    waiting: async () => items,
    send: async (body) => {
      const item = items.find((candidate) => candidate.body.scanId === body.scanId)!;
      sent.push(item.seq!);
      const result = answer(item);
      if (result instanceof Error) throw result;
      return result;
    },
    settle: async (item, settlement) => void settled.push({ seq: item.seq!, settlement }),
  };
  return { outbox, sent, settled };
}

const accepted = (item: WaitingBatch): BatchAnswer => ({
  batchId: item.body.scanId,
  securityCode: item.body.offline.securityCode,
  results: [],
});

describe('sendWaiting', () => {
  it('sends every waiting batch oldest first, one at a time, and takes each off once answered', async () => {
    const items = [batch(1), batch(2), batch(3)];
    const { outbox, sent, settled } = port(items, accepted);
    expect(await sendWaiting(outbox)).toEqual({ sent: 3, refused: 0, left: 0 });
    expect(sent).toEqual([1, 2, 3]);
    expect(settled.map(({ seq, settlement }) => [seq, settlement.kind])).toEqual([
      [1, 'sent'],
      [2, 'sent'],
      [3, 'sent'],
    ]);
  });

  it('keeps the rest for later at no answer, a 5xx or a 429, stopping the round there', async () => {
    for (const failure of [new TypeError('Failed to fetch'), new ApiError(503, {}), new ApiError(429, {})]) {
      const items = [batch(1), batch(2), batch(3)];
      const { outbox, sent, settled } = port(items, (item) => (item.seq === 2 ? failure : accepted(item)));
      expect(await sendWaiting(outbox)).toEqual({ sent: 1, refused: 0, left: 2 });
      expect(sent).toEqual([1, 2]);
      expect(settled.map(({ seq }) => seq)).toEqual([1]);
    }
  });

  it('refuses a batch at any other 4xx, with the reason, and goes on with the next', async () => {
    const items = [batch(1), batch(2)];
    const taken = new ApiError(409, {
      message: 'This offline code is already used today by another check-in.',
      code: 'stations.offlineCodeTaken',
    });
    const { outbox, settled } = port(items, (item) => (item.seq === 1 ? taken : accepted(item)));
    expect(await sendWaiting(outbox)).toEqual({ sent: 1, refused: 1, left: 0 });
    expect(settled).toEqual([
      {
        seq: 1,
        settlement: {
          kind: 'refused',
          refusal: { status: 409, code: 'stations.offlineCodeTaken', message: taken.message, serverCode: null },
        },
      },
      { seq: 2, settlement: { kind: 'sent' } },
    ]);
  });

  it('refuses an answer under another code than the one printed: the tag would not match', async () => {
    const { outbox, settled } = port([batch(1)], (item) => ({ ...accepted(item), securityCode: 'Q7MA' }));
    expect(await sendWaiting(outbox)).toEqual({ sent: 0, refused: 1, left: 0 });
    expect(settled[0]!.settlement).toMatchObject({ kind: 'refused', refusal: { status: 200, serverCode: 'Q7MA' } });
  });
});

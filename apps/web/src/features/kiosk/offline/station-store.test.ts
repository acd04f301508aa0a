import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import {
  closeStationStore,
  keepOfflineCheckIn,
  loadStoredRoster,
  outboxCounts,
  refusedBatches,
  refuseWaiting,
  removeWaiting,
  saveRoster,
  waitingBatches,
} from './station-store.ts';
import { buildRoster } from '../../../test/station-roster-fixtures.ts';

afterEach(() => {
  closeStationStore();
  globalThis.indexedDB = new IDBFactory();
});

const body = (scanId: string, securityCode: string) => ({
  scanId,
  householdId: 7,
  selections: [{ memberCode: 2, eventCode: 41 }],
  offline: { securityCode, at: '2026-03-08T09:00:00.000Z' },
});

describe('the station store', () => {
  it('keeps the last roster', async () => {
    expect(await loadStoredRoster()).toBeUndefined();
    await saveRoster(buildRoster({ generatedAt: 'first' }), 1);
    await saveRoster(buildRoster({ generatedAt: 'second' }), 2);
    expect(await loadStoredRoster()).toMatchObject({ roster: { generatedAt: 'second' }, savedAt: 2 });
  });

  it("hands a new check-in the day's codes in use, the server's and its own, and forgets other days' codes", async () => {
    const roster = buildRoster({ usedCodes: ['KSRV1'] });
    const seen: string[][] = [];
    const keep = (scanId: string, code: string, day = roster) =>
      keepOfflineCheckIn(day, (used) => {
        seen.push([...used].sort());
        return body(scanId, code);
      });
    await keep('00000000-0000-4000-8000-000000000001', 'KAAAA');
    await keep('00000000-0000-4000-8000-000000000002', 'KAAAC');
    expect(seen).toEqual([['KSRV1'], ['KAAAA', 'KSRV1']]);
    await saveRoster(buildRoster({ day: '2026-03-09', usedCodes: [] }));
    await keep('00000000-0000-4000-8000-000000000003', 'KAAAD', buildRoster({ day: '2026-03-09', usedCodes: [] }));
    expect(seen[2]).toEqual([]);
  });

  it('keeps waiting batches in order until sent, and moves a refused one aside', async () => {
    const roster = buildRoster();
    for (const [index, code] of ['KAAAA', 'KAAAC', 'KAAAD'].entries())
      await keepOfflineCheckIn(roster, () => body(`00000000-0000-4000-8000-00000000000${index}`, code));
    const waiting = await waitingBatches();
    expect(waiting.map((item) => item.body.offline.securityCode)).toEqual(['KAAAA', 'KAAAC', 'KAAAD']);
    await removeWaiting(waiting[0]!.seq!);
    await refuseWaiting(waiting[1]!, { status: 409, code: 'stations.offlineCodeTaken', message: 'Taken', serverCode: null }, 5);
    expect(await outboxCounts()).toEqual({ waiting: 1, refused: 1 });
    expect(await refusedBatches()).toEqual([
      expect.objectContaining({ body: waiting[1]!.body, refusal: expect.objectContaining({ status: 409 }), refusedAt: 5 }),
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { sharedReads } from './shared-reads.ts';

/** A read whose every call is held until the test lets it finish, each answering its call's number. */
function heldReads() {
  const calls: { key: string; finish: () => void; fail: () => void }[] = [];
  const read = (key: string) =>
    new Promise<string>((resolve, reject) => {
      const number = calls.length + 1;
      calls.push({ key, finish: () => resolve(`${key}#${number}`), fail: () => reject(new Error(`${key}#${number} failed`)) });
    });
  return { calls, read };
}

/** Lets the event loop turn, so that a read due to begin has begun. */
const turn = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('sharedReads', () => {
  it('shares a read among the calls made before it begins', async () => {
    const { calls, read } = heldReads();
    const shared = sharedReads(read);
    const answers = [shared('a'), shared('a'), shared('a')];
    await turn();
    expect(calls).toHaveLength(1);
    calls[0]!.finish();
    expect(await Promise.all(answers)).toEqual(['a#1', 'a#1', 'a#1']);
  });

  it('makes the calls that come once a read has begun wait for the next read, begun after them', async () => {
    const { calls, read } = heldReads();
    const shared = sharedReads(read);
    const first = shared('a');
    await turn();
    const [second, third] = [shared('a'), shared('a')];
    await turn();
    expect(calls).toHaveLength(1);

    calls[0]!.finish();
    expect(await first).toBe('a#1');
    await turn();
    expect(calls).toHaveLength(2);
    const fourth = shared('a');
    calls[1]!.finish();
    expect(await Promise.all([second, third])).toEqual(['a#2', 'a#2']);
    await turn();
    // The call made while read 2 ran gets read 3.
    expect(calls).toHaveLength(3);
    calls[2]!.finish();
    expect(await fourth).toBe('a#3');
  });

  it('keeps the reads of different keys apart', async () => {
    const { calls, read } = heldReads();
    const shared = sharedReads(read);
    const [a, b] = [shared('a'), shared('b')];
    await turn();
    expect(calls.map((call) => call.key)).toEqual(['a', 'b']);
    calls[1]!.finish();
    calls[0]!.finish();
    expect(await Promise.all([a, b])).toEqual(['a#1', 'b#2']);
  });

  it('gives a failed read to its callers only, and reads again for the calls that waited', async () => {
    const { calls, read } = heldReads();
    const shared = sharedReads(read);
    const failing = shared('a');
    await turn();
    const waiting = shared('a');
    calls[0]!.fail();
    await expect(failing).rejects.toThrow('a#1 failed');
    await turn();
    calls[1]!.finish();
    expect(await waiting).toBe('a#2');
    // Nothing is left running: the next call reads afresh.
    const later = shared('a');
    await turn();
    expect(calls).toHaveLength(3);
    calls[2]!.finish();
    expect(await later).toBe('a#3');
  });
});

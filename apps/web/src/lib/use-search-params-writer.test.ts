import { describe, expect, it } from 'vitest';
import { PendingWrites } from './use-search-params-writer.ts';

const q = (text: string) => new URLSearchParams(text);

describe('PendingWrites', () => {
  it('starts from the URL when nothing was written', () => {
    expect(new PendingWrites().base(q('page=2')).toString()).toBe('page=2');
  });

  it('starts the second change from the first while the first has not landed', () => {
    const pending = new PendingWrites();
    pending.wrote(q(''), q('from=2020-01-01'));
    expect(pending.base(q('')).toString()).toBe('from=2020-01-01');
  });

  it('keeps the last write while the URL shows one written before it (the From landed, the To not yet)', () => {
    const pending = new PendingWrites();
    pending.wrote(q(''), q('from=2020-01-01'));
    pending.wrote(q(''), q('from=2020-01-01&to=2020-03-31'));
    pending.landed(q('from=2020-01-01'));
    expect(pending.base(q('from=2020-01-01')).toString()).toBe('from=2020-01-01&to=2020-03-31');
    pending.wrote(q('from=2020-01-01'), q('from=2020-01-01&to=2020-03-31&program=4'));
    expect(pending.base(q('from=2020-01-01')).toString()).toBe('from=2020-01-01&to=2020-03-31&program=4');
  });

  it('starts from the URL once the last write has landed, so Back to an earlier one is kept', () => {
    const pending = new PendingWrites();
    pending.wrote(q(''), q('page=2'));
    pending.wrote(q(''), q('page=3'));
    pending.landed(q('page=3'));
    expect(pending.base(q('page=2')).toString()).toBe('page=2');
  });

  it('starts from the URL when it went somewhere none of the writes was', () => {
    const pending = new PendingWrites();
    pending.wrote(q(''), q('page=2'));
    expect(pending.base(q('search=ana')).toString()).toBe('search=ana');
  });

  it('has nothing pending after a write that changed nothing', () => {
    const pending = new PendingWrites();
    pending.wrote(q('page=2'), q('page=2'));
    pending.wrote(q('search=ana'), q('search=ana&page=1'));
    expect(pending.base(q('page=2')).toString()).toBe('page=2');
  });
});

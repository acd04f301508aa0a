import { checkInSchema } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { newScanId } from './scan-id.ts';

describe('newScanId', () => {
  it('makes version 4 UUIDs that the API takes as scan ids, each new', () => {
    const ids = Array.from({ length: 200 }, newScanId);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(checkInSchema.safeParse({ checkIn: true, scanId: id }).success).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});

import { describe, expect, it } from 'vitest';
import { exportUrl } from './api-client.ts';

describe('exportUrl', () => {
  it("keeps the list's filters, search and sort and drops its paging", () => {
    expect(
      exportUrl('/members', { page: 3, size: 20, sort: 'email', direction: 'desc', search: 'ana pérez', role: ['2', '3'], status: [] }),
    ).toBe('/api/members/export?sort=email&direction=desc&search=ana+p%C3%A9rez&role=2&role=3');
  });

  it('answers the bare export when the list has no query', () => {
    expect(exportUrl('/events/7/attendees', {})).toBe('/api/events/7/attendees/export');
  });
});

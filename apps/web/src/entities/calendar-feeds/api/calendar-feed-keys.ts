/** Every calendar feeds query key, so that a change can invalidate exactly what it touched. */
export const calendarFeedKeys = {
  all: ['calendar-feeds'] as const,
  /** `GET /api/calendar-feeds`: every feed, unpaged (an organisation has a handful). */
  list: () => [...calendarFeedKeys.all, 'list'] as const,
};

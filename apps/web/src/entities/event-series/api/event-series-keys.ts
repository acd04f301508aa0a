/** Every event series query key; a series lists its events, so a change to one of them refreshes it. */
export const eventSeriesKeys = {
  all: ['event-series'] as const,
  detail: (id: number) => [...eventSeriesKeys.all, id] as const,
};

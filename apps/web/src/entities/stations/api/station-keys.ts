/** Every stations query key, so that a change can invalidate exactly what it touched. */
export const stationKeys = {
  all: ['stations'] as const,
  /** `GET /api/stations`: every station, unpaged (a parish has a handful). */
  list: () => [...stationKeys.all, 'list'] as const,
  /** `GET /api/station`: the station this device is, as its own cookie says. */
  self: () => [...stationKeys.all, 'self'] as const,
  /** `GET /api/station/roster`: the families and events a self station checks in from offline. */
  roster: () => [...stationKeys.all, 'roster'] as const,
};

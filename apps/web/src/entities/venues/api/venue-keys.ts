/** Every venues query key. */
export const venueKeys = {
  all: ['venues'] as const,
};

import type { z } from 'zod';
import { stationInputSchema, type Station } from '@console/contracts';

/** The station form validates with the server's own schema, so rules and messages match. */
export const stationFormSchema = stationInputSchema;
export type StationFormValues = z.input<typeof stationFormSchema>;
export type StationFormOutput = z.output<typeof stationFormSchema>;

/** Every field the server may name in a refused save. */
export const STATION_FORM_FIELDS = ['name', 'mode', 'labelFormat', 'programIds'] as const;

/** A new station: a self check-in kiosk printing on the Dymo roll, for every program. */
export function emptyStationValues(): StationFormValues {
  return { name: '', mode: 'self', labelFormat: 'dymo-30252', programIds: [] };
}

export function toStationFormValues(station: Station): StationFormValues {
  return { name: station.name, mode: station.mode, labelFormat: station.labelFormat, programIds: station.programIds };
}

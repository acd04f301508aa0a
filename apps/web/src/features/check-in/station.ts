import { STATION_MAX_LENGTH } from '@console/contracts';

/**
 * What a check-in station keeps on its device: its name (asked once, sent with every scan) and
 * whether it beeps and vibrates. Each browser is one station, so localStorage is the right home.
 */
const STATION_KEY = 'console.station';
const FEEDBACK_KEY = 'console.door-feedback';

export interface DoorFeedback {
  sound: boolean;
  vibration: boolean;
}

export function storedStation(): string | null {
  const name = localStorage.getItem(STATION_KEY)?.trim();
  return name ? name.slice(0, STATION_MAX_LENGTH) : null;
}

export function storeStation(name: string) {
  localStorage.setItem(STATION_KEY, name.trim().slice(0, STATION_MAX_LENGTH));
}

export function storedFeedback(): DoorFeedback {
  try {
    const stored = JSON.parse(localStorage.getItem(FEEDBACK_KEY) ?? '{}') as Partial<DoorFeedback>;
    return { sound: stored.sound !== false, vibration: stored.vibration !== false };
  } catch {
    return { sound: true, vibration: true };
  }
}

export function storeFeedback(feedback: DoorFeedback) {
  localStorage.setItem(FEEDBACK_KEY, JSON.stringify(feedback));
}

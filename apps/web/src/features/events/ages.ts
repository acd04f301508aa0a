import type { TFunction } from 'i18next';
import type { Event } from '@console/contracts';

/** An event's ages as the list shows them: "3–11", "from 12", "up to 5", or nothing without limits. */
export function agesText(event: Pick<Event, 'ageMin' | 'ageMax'>, t: TFunction): string {
  const { ageMin: min, ageMax: max } = event;
  if (min !== null && max !== null) return t('events.ages.range', { min, max });
  if (min !== null) return t('events.ages.from', { min });
  if (max !== null) return t('events.ages.upTo', { max });
  return '';
}

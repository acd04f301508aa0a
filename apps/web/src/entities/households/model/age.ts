/** Whole years from a `YYYY-MM-DD` birth date to `today` (local calendar), or null without a date. */
export function ageInYears(birthDate: string | null, today: Date = new Date()): number | null {
  if (!birthDate) return null;
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const beforeBirthday = today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  return today.getFullYear() - year - (beforeBirthday ? 1 : 0);
}

/** The fixed lists every console starts with (API.md). */
export const ROLES = [
  { id: 1, name: 'Administrator' },
  { id: 2, name: 'Coordinator' },
  { id: 3, name: 'Member' },
];

export const CIVIL_STATUSES = [
  { id: 1, name: 'Single' },
  { id: 2, name: 'Married' },
  { id: 3, name: 'Widowed' },
  { id: 4, name: 'Separated' },
  { id: 5, name: 'Divorced' },
  { id: 6, name: 'Other' },
];

export const PROGRAM_CATEGORIES = [
  'Worship',
  'Education',
  'Youth',
  'Family',
  'Community Service',
  'Sports and Recreation',
  'Arts and Culture',
  'Fellowship',
  'Health and Wellbeing',
  'Outreach',
];

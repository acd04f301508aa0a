/** Query keys of the reference lists the forms choose from (one factory for them all). */
export const referenceKeys = {
  roles: ['roles'] as const,
  civilStatuses: ['civil-statuses'] as const,
  programCategories: ['program-categories'] as const,
  eventCategories: ['event-categories'] as const,
  postalCodes: ['postal-codes'] as const,
};

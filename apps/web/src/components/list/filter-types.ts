export interface FilterOption {
  value: string;
  label: string;
}

/** One kind of filter (e.g. Role) and the values it offers; several may be chosen. */
export interface FilterGroup<Key extends string = string> {
  key: Key;
  label: string;
  options: FilterOption[];
}

export type FilterValues<Key extends string = string> = Record<Key, string[]>;

/** Every group's key with no value chosen. */
export function emptyFilters<Key extends string>(groups: FilterGroup<Key>[]): FilterValues<Key> {
  return Object.fromEntries(groups.map((group) => [group.key, []])) as unknown as FilterValues<Key>;
}

import { useState } from 'react';

export type RowKey = string | number;

export interface RowSelection<Key extends RowKey> {
  /** The selected keys among the rows shown. */
  selected: Key[];
  setSelected: (keys: Key[]) => void;
  clear: () => void;
}

/**
 * The rows chosen on a table. The choice belongs to one view of the list: it is dropped when
 * `resetKey` changes (another page, sort, search or filter) and keeps only rows still shown.
 */
export function useRowSelection<Key extends RowKey>(resetKey: string, rowKeys: readonly Key[]): RowSelection<Key> {
  const [state, setState] = useState<{ resetKey: string; keys: Key[] }>({ resetKey, keys: [] });
  const chosen = state.resetKey === resetKey ? state.keys : [];
  return {
    selected: chosen.filter((key) => rowKeys.includes(key)),
    setSelected: (keys) => setState({ resetKey, keys }),
    clear: () => setState({ resetKey, keys: [] }),
  };
}

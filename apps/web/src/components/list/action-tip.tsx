import type { ReactNode } from 'react';
import './action-tip.css';

/** Shows `label` beside the row action inside it on hover and keyboard focus (see action-tip.css). */
export function ActionTip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="action-tip" data-label={label}>
      {children}
    </span>
  );
}

import type { ReactNode } from 'react';
import { errorOutlineIcon } from './icons.ts';
import { PlainIcon } from './plain-icon.tsx';

/**
 * MUI's error Alert (standard, with a title and one text button), without MUI: what the first load shows when the
 * user cannot be read or a page fails, in a 560 px column with `padding` around it.
 */
export function PlainAlert({
  title,
  action,
  padding,
  children,
}: {
  title?: string;
  action: { label: string; onClick: () => void };
  padding: number;
  children: ReactNode;
}) {
  return (
    <div style={{ padding, maxWidth: 560, margin: '0 auto' }}>
      <div className="plain-alert" role="alert">
        <PlainIcon icon={errorOutlineIcon} />
        <div className="plain-alert-message">
          {title && <div className="plain-alert-title">{title}</div>}
          {children}
        </div>
        <div className="plain-alert-action">
          <button type="button" className="plain-pressable plain-text-button" onClick={action.onClick}>
            {action.label}
          </button>
        </div>
      </div>
    </div>
  );
}

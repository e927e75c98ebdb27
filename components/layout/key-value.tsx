import type { ReactNode } from 'react';
import layout from './layout.module.css';

/**
 * One row of a `<dl>`: a label and its value. A key–value row (`layout.keyValue`) unless the list
 * lays out its rows its own way (`className`).
 */
export function KeyValue({
  label,
  children,
  className = layout.keyValue,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  className?: string | undefined;
  testId?: string;
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

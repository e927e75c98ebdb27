import styles from './money-flow.module.css';

export type TimelineState = 'done' | 'current' | 'failed' | 'upcoming';

export interface TimelineStep {
  label: string;
  state: TimelineState;
  /** A second line, e.g. "Confirming 1/3" or when it happened. */
  detail?: string;
}

/** Where a money action stands: Submitted → Confirming → Credited, or Submitted → Auditing → Success. */
export function StatusTimeline({ steps }: { steps: TimelineStep[] }) {
  return (
    <ol className={styles.timeline} data-testid="status-timeline">
      {steps.map((step) => (
        <li
          key={step.label}
          className={styles[`step_${step.state}`]}
          aria-current={step.state === 'current' ? 'step' : undefined}
          data-state={step.state}
        >
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.stepText}>
            <span>{step.label}</span>
            {step.detail && <span className={styles.stepDetail}>{step.detail}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}

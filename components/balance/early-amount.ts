import { formatAmountWith, LOCALE_SEPARATORS } from '@/lib/format/amount';
import { heroStep } from '@/components/ui/amount';
import styles from '@/components/ui/amount.module.css';

/** The class the hero Amount starts with before its size step is known (the placeholder's). */
export const HERO_AMOUNT_CLASS = `${styles.amount} ${styles.hero}`;

/**
 * JS source of an early-answer render (lib/api/early-answers.ts) that writes `result[field]` into a
 * hero-Amount placeholder exactly as `<Amount size="hero">` will: the same formatting (its own
 * source, with the separators of the page's language from the same table), the same size step, the
 * same spans and classes. So the balance is on screen before the app's code and does not move when
 * the app takes over.
 */
export function earlyHeroAmountRender(field: string): string {
  const steps = JSON.stringify({ short: styles.short, wide: styles.wide, long: styles.long });
  const separators = JSON.stringify(LOCALE_SEPARATORS);
  return (
    `function(r,p){var v=r&&r[${JSON.stringify(field)}];if(typeof v!=='string')return;` +
    `var d=document,s=${separators},o=s[d.documentElement.lang]||s.en;` +
    `var t=(${formatAmountWith.toString()})(v,o.group,o.decimal,4,false),f=d.createElement('span'),u=d.createElement('span');` +
    `p.className+=' '+${steps}[(${heroStep.toString()})(t)];` +
    `f.className=${JSON.stringify(styles.figure ?? '')};f.textContent=t;` +
    `u.className=${JSON.stringify(styles.unit ?? '')};u.textContent='BTCW';p.appendChild(f);p.appendChild(u)}`
  );
}

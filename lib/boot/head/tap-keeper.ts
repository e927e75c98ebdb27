import {
  BOOT_NOTICE_ATTRIBUTE,
  BOOTING_ATTRIBUTE,
  TAP_PENDING_ATTRIBUTE,
  TAPPABLE,
  type EarlyTap,
} from '@/lib/boot/pre-hydration-guard';

/**
 * In the head script, before first paint: mark the page as booting and keep every tap on a button
 * and every form submission until {@link markHydrated}.
 */
export function keepEarlyTaps(doc: Document = document): void {
  const root = doc.documentElement;
  window.__earlyTaps = [];
  root.setAttribute(BOOTING_ATTRIBUTE, '');
  const keep = (event: Event, target: Element, submit: boolean) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    // Read at each tap: the app empties the list when it takes the taps over.
    const taps: EarlyTap[] = (window.__earlyTaps ??= []);
    if (taps.some((tap) => tap.target === target)) return;
    const at =
      event instanceof MouseEvent
        ? { x: event.clientX, y: event.clientY, text: target.textContent.trim() }
        : undefined;
    taps.push(at ? { target, submit, at } : { target, submit });
    target.setAttribute(TAP_PENDING_ATTRIBUTE, '');
    root.setAttribute(TAP_PENDING_ATTRIBUTE, '');
  };
  doc.addEventListener(
    'click',
    (event) => {
      if (!root.hasAttribute(BOOTING_ATTRIBUTE)) return;
      const target = event.target instanceof Element ? event.target.closest(TAPPABLE) : null;
      if (!target || target.tagName === 'A' || (target as HTMLButtonElement).disabled) return;
      // The notice that the app's code could not come acts on its own (./boot-notice.ts).
      if (target.closest(`[${BOOT_NOTICE_ATTRIBUTE}]`)) return;
      keep(event, target, false);
    },
    true,
  );
  doc.addEventListener(
    'submit',
    (event) => {
      if (root.hasAttribute(BOOTING_ATTRIBUTE) && event.target instanceof Element)
        keep(event, event.target, true);
    },
    true,
  );
}

'use client';

import { useState, type ComponentProps } from 'react';
import { useLazyPart } from '@/lib/hooks/use-lazy-part';
import { lazyPart } from '@/lib/lazy/lazy-part';
import type { LongPressMenu } from './long-press-menu';
import { useLongPress } from './use-long-press';

const menuPart = lazyPart(() => import('./long-press-menu'));

type MenuProps = Omit<ComponentProps<typeof LongPressMenu>, 'open' | 'onClose'>;

/**
 * A long press on a value (an address, a hash, the invitation QR code) opens its copy menu
 * (./long-press-menu.tsx, whose code loads with the first long press). Spread `handlers` on the
 * element that answers; render `menu` beside it.
 */
export function useLongPressCopy(props: MenuProps) {
  const [open, setOpen] = useState(false);
  const handlers = useLongPress(() => setOpen(true));
  const code = useLazyPart(menuPart, open, { preload: false });
  const menu = open && code ? <code.LongPressMenu {...props} open onClose={() => setOpen(false)} /> : null;
  return { handlers, menu };
}

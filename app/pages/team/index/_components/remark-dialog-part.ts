import { lazyPart } from '@/lib/lazy/lazy-part';

// The remark editor loads when the member taps "Edit", not with the community screens.
export const remarkDialogPart = lazyPart(() => import('./remark-dialog'));

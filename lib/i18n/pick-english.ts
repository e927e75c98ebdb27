import en from '@/messages/en.json';
import { pickMessages, type MessageTree } from './message-tree';

type Catalog = typeof en;

/** A dotted path into the English catalog: a namespace, a part of one, or one message. */
export type MessagePath<T = Catalog> = {
  [K in keyof T & string]: T[K] extends string ? K : K | `${K}.${MessagePath<T[K]>}`;
}[keyof T & string];

/**
 * The English messages at these paths, for a screen's `english-messages.ts` (and nothing else:
 * this module imports the whole catalog).
 *
 * The build replaces each `english-messages.ts` with the precompiled messages it names
 * (config/english-messages/), so a route's first load carries the English its code shows instead
 * of the whole catalog. Unit tests run it as written: it picks from the raw catalog.
 */
export function englishMessages(...paths: MessagePath[]): MessageTree {
  return pickMessages(en, paths);
}

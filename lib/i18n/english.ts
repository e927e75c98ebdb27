import en from '@/messages/en.json';
import type { MessagePath } from './message-paths';
import { pickMessages, type MessageTree } from './message-tree';

/**
 * The English at these paths, precompiled (next.config.mjs), for a server layout or page to hand to
 * the client provider. Server code only: importing this in the browser would bring the whole
 * catalog into its bundle (ESLint refuses it outside app/ and server code).
 */
export function englishAt(paths: readonly MessagePath[]): MessageTree {
  return pickMessages(en, paths);
}

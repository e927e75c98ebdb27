import { createContext } from 'react';
import type { MessageTree } from './message-tree';

/**
 * Adds English messages to the app's (components/providers/i18n-provider.tsx). Only the toaster uses
 * it: for a toast whose key neither the shell nor a screen carried, it adds the whole catalog.
 */
export const AddEnglishContext = createContext<(messages: MessageTree) => void>(() => undefined);

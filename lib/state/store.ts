import { createStore } from 'jotai';

/** The one jotai store: shared by the React tree and non-React modules (API client, toasts). */
export const appStore = createStore();

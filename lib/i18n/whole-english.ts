// The whole English catalog, precompiled: loaded only when a toast names a key that no
// `english-messages.ts` carried (components/shell/toaster.tsx).
export { default } from '@/messages/en.json';

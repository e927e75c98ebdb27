import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { SESSION_ACCOUNT_STORAGE_KEY, TOKEN_STORAGE_KEY } from './storage-keys';

/** Bearer token of the logged-in member; logged in holds when it exists. */
export const tokenAtom = atomWithStorage<string | null>(
  TOKEN_STORAGE_KEY,
  null,
  createJSONStorage<string | null>(),
  {
    getOnInit: true,
  },
);

/** Wallet address the session was opened with (lower case); keys the member's cached server data. */
export const sessionAccountAtom = atomWithStorage<string | null>(
  SESSION_ACCOUNT_STORAGE_KEY,
  null,
  createJSONStorage<string | null>(),
  { getOnInit: true },
);

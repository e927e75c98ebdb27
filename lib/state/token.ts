import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** Bearer token of the logged-in member; logged in holds when it exists. */
export const tokenAtom = atomWithStorage<string | null>('token', null, createJSONStorage<string | null>(), {
  getOnInit: true,
});

/** Wallet address the session was opened with (lower case); keys the member's cached server data. */
export const sessionAccountAtom = atomWithStorage<string | null>(
  'sessionAccount',
  null,
  createJSONStorage<string | null>(),
  { getOnInit: true },
);

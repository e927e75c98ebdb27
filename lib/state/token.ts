import { atomWithStorage, createJSONStorage } from 'jotai/utils';

const storage = createJSONStorage<string | null>(() => localStorage);

/** Bearer token of the logged-in member; logged in holds when it exists. */
export const tokenAtom = atomWithStorage<string | null>('token', null, storage, { getOnInit: true });

import { memberLogout } from '@/lib/api/endpoints/member-logout';
import { revokeSession } from '../../auth/sessions';
import { memberRoute } from '../api-route';

/** Revokes only the token of this request; other devices stay logged in. */
export const memberLogoutRoute = memberRoute(
  memberLogout,
  async (_input, { db, sessionId, now }) => {
    await revokeSession(db, sessionId, now());
    return null;
  },
  { successMessage: 'logoutSuccess' },
);

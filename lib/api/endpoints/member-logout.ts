import { defineEndpoint } from '../define-endpoint';
import { emptyRequestSchema } from '../schemas/common';

/** Revokes the current session token on the server. */
export const memberLogout = defineEndpoint({
  path: 'member/logout',
  request: emptyRequestSchema,
  response: (z) => z.null(),
  auth: true,
  // Logging out must work even while a submit is stuck in flight.
  singlePost: false,
});

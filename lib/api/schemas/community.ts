import { z } from 'zod';

/** A member's note about one of their invitees. */
export const remarkSchema = z.string().trim().min(1, 'remark_required').max(50, 'remark_too_long');

import { z } from 'zod';

export const noticeKindSchema = z.enum(['notice', 'announcement']);
export type NoticeKind = z.infer<typeof noticeKindSchema>;

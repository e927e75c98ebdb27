import * as z from 'zod/mini';

export const noticeKindSchema = z.enum(['notice', 'announcement']);
export type NoticeKind = z.infer<typeof noticeKindSchema>;

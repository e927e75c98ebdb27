import { schema, type Infer } from '../schema';

export const noticeKindSchema = schema((z) => z.enum(['notice', 'announcement']));
export type NoticeKind = Infer<typeof noticeKindSchema>;

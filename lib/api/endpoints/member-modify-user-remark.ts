import * as z from 'zod/mini';
import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import { idSchema } from '../schemas/common';
import { remarkSchema } from '../schemas/community';

/** Sets the remark on a direct invitee; anyone else is 404. */
export const memberModifyUserRemark = defineEndpoint({
  path: 'member/modifyUserRemark',
  request: z.strictObject({ memberId: idSchema, remark: remarkSchema }),
  response: z.null(),
  auth: true,
  singlePost: true,
});

export type ModifyUserRemarkInput = z.input<typeof memberModifyUserRemark.request>;

export const modifyUserRemarkMutationOptions = () =>
  mutationOptions({
    mutationKey: ['member', 'modifyUserRemark'],
    mutationFn: (input: ModifyUserRemarkInput) => apiRequest(memberModifyUserRemark, input),
  });

import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint, type EndpointRequest } from '../define-endpoint';
import { idSchema } from '../schemas/common';
import { remarkSchema } from '../schemas/community';

/** Sets the remark on a direct invitee; anyone else is 404. */
export const memberModifyUserRemark = defineEndpoint({
  path: 'member/modifyUserRemark',
  request: (z) => z.strictObject({ memberId: idSchema(z), remark: remarkSchema(z) }),
  response: (z) => z.null(),
  auth: true,
  singlePost: true,
  refusalShownByForm: true,
});

export type ModifyUserRemarkInput = EndpointRequest<typeof memberModifyUserRemark>;

export const modifyUserRemarkMutationOptions = () =>
  mutationOptions({
    mutationKey: ['member', 'modifyUserRemark'],
    mutationFn: (input: ModifyUserRemarkInput) => apiRequest(memberModifyUserRemark, input),
  });

import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint, type EndpointRequest } from '../define-endpoint';
import { loginPasswordSchema, newPasswordSchema } from '../schemas/common';

/**
 * Changes the login password; every other session of the member ends, this one stays.
 * A wrong old password is 422, never 401 (401 would log the member out).
 */
export const memberChangePassword = defineEndpoint({
  path: 'member/changePassword',
  request: (z) =>
    z.strictObject({ oldPassword: loginPasswordSchema(z), newPassword: newPasswordSchema(z) }).check(
      z.refine((input) => input.newPassword !== input.oldPassword, {
        message: 'password_unchanged',
        path: ['newPassword'],
      }),
    ),
  response: (z) => z.null(),
  auth: true,
  singlePost: true,
  refusalShownByForm: true,
});

export type ChangePasswordInput = EndpointRequest<typeof memberChangePassword>;

export const changePasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: ['member', 'changePassword'],
    mutationFn: (input: ChangePasswordInput) => apiRequest(memberChangePassword, input),
  });

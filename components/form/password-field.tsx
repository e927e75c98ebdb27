'use client';

import type { ComponentProps } from 'react';
import { PASSWORD_MAX_LENGTH } from '@/lib/api/schemas/common';
import { TextField } from './text-field';

/**
 * A password input. One character over the limit can be typed, so an over-long (pasted) password
 * shows "too long" instead of being cut silently.
 */
export function PasswordField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'maxLength'>) {
  return <TextField type="password" maxLength={PASSWORD_MAX_LENGTH + 1} {...props} />;
}

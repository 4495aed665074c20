import { z } from 'zod';
import { changePasswordSchema, type ChangePasswordInput } from '@shared/contracts/auth';

// The change-password form (the navigation's dialog and the forced change after a reset): the
// API's own schema, so the browser refuses what the server refuses with the same words, plus a
// confirmation that only the browser needs.

export const PASSWORDS_DIFFER_MESSAGE = 'The two new passwords do not match';

export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER_MESSAGE,
  });

export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

/** The fields the server may name in its refusal. */
export const CHANGE_PASSWORD_FIELDS = ['currentPassword', 'newPassword'] as const;

export const EMPTY_CHANGE_PASSWORD: ChangePasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** What is sent: the confirmation stays in the browser. */
export function changePasswordInput(values: ChangePasswordFormValues): ChangePasswordInput {
  return { currentPassword: values.currentPassword, newPassword: values.newPassword };
}

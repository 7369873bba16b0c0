import { changePasswordRequestSchema } from '@study/contract';
import { schemaFieldErrors } from '../../utils/schemaFieldErrors';
import type { FieldErrors } from '../auth/validation';

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The request's fields as the form names them. */
const fieldOfRequest: Record<string, keyof PasswordChangeValues> = {
  current_password: 'currentPassword',
  new_password: 'newPassword',
  confirm_password: 'confirmPassword',
};

/**
 * Spec §5, the profile's password change (its minimum is 6, registration's is 8), and the
 * server's limit: the contract's schema, run on the request the form sends.
 */
export function validatePasswordChange(values: PasswordChangeValues): FieldErrors<keyof PasswordChangeValues> {
  const request = {
    current_password: values.currentPassword,
    new_password: values.newPassword,
    confirm_password: values.confirmPassword,
  };
  return schemaFieldErrors(changePasswordRequestSchema, request, (path) => fieldOfRequest[path] ?? path);
}

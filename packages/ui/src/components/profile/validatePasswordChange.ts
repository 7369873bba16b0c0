import { bn } from '../../i18n/messages';
import { passwordMax } from '../auth/validation';
import type { FieldErrors } from '../auth/validation';

const changePasswordMin = 6;

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Spec §5, the profile's password change (its minimum is 6, registration's is 8), and the server's limit. */
export function validatePasswordChange(values: PasswordChangeValues): FieldErrors<keyof PasswordChangeValues> {
  const errors: FieldErrors<keyof PasswordChangeValues> = {};
  if (values.currentPassword === '') errors.currentPassword = bn.validationCurrentPasswordRequired;
  else if (values.currentPassword.length > passwordMax) errors.currentPassword = bn.validationTextTooLong;

  if (values.newPassword === '') errors.newPassword = bn.validationNewPasswordRequired;
  else if (values.newPassword.length < changePasswordMin) errors.newPassword = bn.validationPasswordMin6;
  else if (values.newPassword.length > passwordMax) errors.newPassword = bn.validationTextTooLong;

  if (values.confirmPassword === '') errors.confirmPassword = bn.validationConfirmPasswordRequired;
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = bn.validationPasswordMismatch;

  return errors;
}

import * as v from "valibot";
import { checkFields, firstIssue, type FieldCheck, type FieldErrors } from "#app/lib/input-issues.ts";
import {
  ACCOUNT_MESSAGES,
  AccountDeletionSchema,
  MESSAGES,
  NewPasswordSchema,
  PASSWORD_MIN,
  ResetRequestSchema,
  PasswordChangeSchema,
  RegistrationSchema,
  type AccountDeletionInput,
  type LoginInput,
  type NewPasswordInput,
  type ResetRequestInput,
  type PasswordChangeInput,
  type RegistrationInput,
} from "../model.ts";

export interface LoginDraft {
  login: string;
  password: string;
}

export interface RegistrationDraft extends LoginDraft {
  email: string;
  repeat: string;
}

export type { FieldErrors };

export type Validation<T, K extends string> = FieldCheck<T, K>;

// The registration schema's pipes, so the messages are the server's; every account was made under these rules.
const LoginFormSchema = v.object({
  login: RegistrationSchema.entries.login,
  password: RegistrationSchema.entries.password,
});

const RepeatSchema = v.pipe(
  v.string(),
  v.nonEmpty(MESSAGES.passwordRequired),
  v.minLength(PASSWORD_MIN, MESSAGES.passwordShort),
);

function checkRepeat(errors: FieldErrors<"newPassword" | "repeat">, newPassword: string, repeat: string): void {
  errors.repeat = firstIssue(RepeatSchema, repeat);
  if (!errors.repeat && !errors.newPassword && newPassword !== repeat) errors.repeat = ACCOUNT_MESSAGES.repeatDiffers;
}

/** For `dropsAlso`: a new password typed again takes the repeat's "differs" message with its own. */
export function dropsDifferingRepeat(key: string, errors: Partial<Record<string, string>>): readonly "repeat"[] {
  return key === "newPassword" && errors.repeat === ACCOUNT_MESSAGES.repeatDiffers ? ["repeat"] : [];
}

export function validateLogin(draft: LoginDraft): Validation<LoginInput, keyof LoginDraft> {
  return checkFields(LoginFormSchema, draft);
}

// The passwords are compared (`Błędne hasło`, spec section 5) only once both are valid.
export function validateRegistration(
  draft: RegistrationDraft,
): Validation<RegistrationInput, keyof RegistrationDraft> & { passwordsDiffer?: boolean } {
  const parsed = checkFields<typeof RegistrationSchema, keyof RegistrationDraft>(RegistrationSchema, {
    login: draft.login,
    email: draft.email,
    password: draft.password,
  });
  const errors: FieldErrors<keyof RegistrationDraft> = parsed.ok ? {} : parsed.errors;
  errors.repeat = firstIssue(RepeatSchema, draft.repeat);
  if (!errors.password && !errors.repeat && draft.password !== draft.repeat) {
    errors.repeat = MESSAGES.passwordsDiffer;
    return { ok: false, errors, passwordsDiffer: true };
  }
  return parsed.ok && !errors.repeat ? parsed : { ok: false, errors };
}

export interface PasswordChangeDraft {
  currentPassword: string;
  newPassword: string;
  repeat: string;
}

export function validatePasswordChange(
  draft: PasswordChangeDraft,
): Validation<PasswordChangeInput, keyof PasswordChangeDraft> {
  const parsed = checkFields<typeof PasswordChangeSchema, keyof PasswordChangeDraft>(PasswordChangeSchema, {
    currentPassword: draft.currentPassword,
    newPassword: draft.newPassword,
  });
  const errors: FieldErrors<keyof PasswordChangeDraft> = parsed.ok ? {} : parsed.errors;
  checkRepeat(errors, draft.newPassword, draft.repeat);
  if (!errors.currentPassword && !errors.newPassword && draft.newPassword === draft.currentPassword)
    errors.newPassword = ACCOUNT_MESSAGES.samePassword;
  return parsed.ok && !errors.repeat && !errors.newPassword ? parsed : { ok: false, errors };
}

export function validateDeletion(draft: { password: string }): Validation<AccountDeletionInput, "password"> {
  return checkFields(AccountDeletionSchema, draft);
}

export function validateResetRequest(draft: { login: string }): Validation<ResetRequestInput, "login"> {
  return checkFields(ResetRequestSchema, draft);
}

export function validateNewPassword(
  token: string,
  draft: { newPassword: string; repeat: string },
): Validation<NewPasswordInput, "newPassword" | "repeat"> {
  const errors: FieldErrors<"newPassword" | "repeat"> = {
    newPassword: firstIssue(NewPasswordSchema.entries.newPassword, draft.newPassword),
  };
  checkRepeat(errors, draft.newPassword, draft.repeat);
  if (!errors.newPassword && !errors.repeat) return { ok: true, value: { token, newPassword: draft.newPassword } };
  return { ok: false, errors };
}

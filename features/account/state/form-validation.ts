import * as v from "valibot";
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

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export type Validation<T, K extends string> = { ok: true; value: T } | { ok: false; errors: FieldErrors<K> };

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

/** The repeat's own rule, then, once both are valid, whether it matches the new password. */
function checkRepeat(errors: FieldErrors<"newPassword" | "repeat">, newPassword: string, repeat: string): void {
  const parsed = v.safeParse(RepeatSchema, repeat);
  if (!parsed.success) errors.repeat = parsed.issues[0].message;
  else if (!errors.newPassword && newPassword !== repeat) errors.repeat = ACCOUNT_MESSAGES.repeatDiffers;
}

/** For `dropsAlso`: a new password typed again takes the repeat's "differs" message with its own. */
export function dropsDifferingRepeat(key: string, errors: Partial<Record<string, string>>): readonly "repeat"[] {
  return key === "newPassword" && errors.repeat === ACCOUNT_MESSAGES.repeatDiffers ? ["repeat"] : [];
}

function fieldErrors<K extends string>(issues: readonly [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]) {
  const nested = v.flatten(issues).nested ?? {};
  const errors: FieldErrors<K> = {};
  for (const [key, messages] of Object.entries(nested)) {
    if (messages?.[0]) errors[key as K] = messages[0];
  }
  return errors;
}

export function validateLogin(draft: LoginDraft): Validation<LoginInput, keyof LoginDraft> {
  const parsed = v.safeParse(LoginFormSchema, draft);
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false, errors: fieldErrors(parsed.issues) };
}

// The passwords are compared (`Błędne hasło`, spec section 5) only once both are valid.
export function validateRegistration(
  draft: RegistrationDraft,
): Validation<RegistrationInput, keyof RegistrationDraft> & { passwordsDiffer?: boolean } {
  const parsed = v.safeParse(RegistrationSchema, { login: draft.login, email: draft.email, password: draft.password });
  const errors: FieldErrors<keyof RegistrationDraft> = parsed.success ? {} : fieldErrors(parsed.issues);
  const repeat = v.safeParse(RepeatSchema, draft.repeat);
  if (!repeat.success) errors.repeat = repeat.issues[0].message;
  if (!errors.password && !errors.repeat && draft.password !== draft.repeat) {
    errors.repeat = MESSAGES.passwordsDiffer;
    return { ok: false, errors, passwordsDiffer: true };
  }
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, value: parsed.output };
  return { ok: false, errors };
}

export interface PasswordChangeDraft {
  currentPassword: string;
  newPassword: string;
  repeat: string;
}

export function validatePasswordChange(
  draft: PasswordChangeDraft,
): Validation<PasswordChangeInput, keyof PasswordChangeDraft> {
  const parsed = v.safeParse(PasswordChangeSchema, {
    currentPassword: draft.currentPassword,
    newPassword: draft.newPassword,
  });
  const errors: FieldErrors<keyof PasswordChangeDraft> = parsed.success ? {} : fieldErrors(parsed.issues);
  checkRepeat(errors, draft.newPassword, draft.repeat);
  if (!errors.currentPassword && !errors.newPassword && draft.newPassword === draft.currentPassword)
    errors.newPassword = ACCOUNT_MESSAGES.samePassword;
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, value: parsed.output };
  return { ok: false, errors };
}

export function validateDeletion(draft: { password: string }): Validation<AccountDeletionInput, "password"> {
  const parsed = v.safeParse(AccountDeletionSchema, draft);
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false, errors: fieldErrors(parsed.issues) };
}

export function validateResetRequest(draft: { login: string }): Validation<ResetRequestInput, "login"> {
  const parsed = v.safeParse(ResetRequestSchema, draft);
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false, errors: fieldErrors(parsed.issues) };
}

export function validateNewPassword(
  token: string,
  draft: { newPassword: string; repeat: string },
): Validation<NewPasswordInput, "newPassword" | "repeat"> {
  const parsed = v.safeParse(NewPasswordSchema.entries.newPassword, draft.newPassword);
  const errors: FieldErrors<"newPassword" | "repeat"> = parsed.success ? {} : { newPassword: parsed.issues[0].message };
  checkRepeat(errors, draft.newPassword, draft.repeat);
  if (parsed.success && Object.keys(errors).length === 0)
    return { ok: true, value: { token, newPassword: parsed.output } };
  return { ok: false, errors };
}

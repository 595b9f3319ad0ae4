import { useCallback, useRef, useState, type FormEvent, type Ref } from "react";
import type { ApiResult } from "#app/lib/api-client.ts";
import type { FieldErrors, Validation } from "./form-validation.ts";

/** What one field of an account form takes from the form. */
export interface FieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  ref: Ref<HTMLInputElement>;
}

export interface AccountFormOptions<K extends string, T, V extends Validation<T, K>> {
  /** The fields in the order they appear, with the values they start with. */
  initial: Record<K, string>;
  validate: (draft: Record<K, string>) => V;
  /** Fields emptied after a failed check. */
  clearOnInvalid?: (checked: V) => readonly NoInfer<K>[];
  /** Fields whose message goes too when `key` is edited (one message about two fields). */
  dropsAlso?: (key: NoInfer<K>, errors: FieldErrors<K>) => readonly NoInfer<K>[];
  send: (value: T) => Promise<ApiResult<unknown>>;
}

export interface AccountFormState<K extends string> {
  errors: FieldErrors<K>;
  /** The message of a refused or failed request. */
  failure: string | null;
  busy: boolean;
  field: (key: K) => FieldBinding;
  input: (key: K) => HTMLInputElement | null;
  submit: (event: FormEvent) => Promise<void>;
}

/**
 * A form of the account panel: the draft, a message beside each field, focus on the first field to fix, and one
 * request at a time. What the visitor typed stays when the request fails.
 */
export function useAccountForm<K extends string, T, V extends Validation<T, K>>({
  initial,
  validate,
  clearOnInvalid,
  dropsAlso,
  send,
}: AccountFormOptions<K, T, V>): AccountFormState<K> {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<K, HTMLInputElement | null>>>({});
  const input = useCallback((key: K) => inputs.current[key] ?? null, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const checked = validate(draft);
    if (!checked.ok) {
      const cleared = clearOnInvalid?.(checked) ?? [];
      setErrors(checked.errors);
      if (cleared.length > 0) {
        setDraft((current) => ({ ...current, ...Object.fromEntries(cleared.map((key) => [key, ""])) }));
      }
      const first = (Object.keys(initial) as K[]).find((key) => checked.errors[key] || cleared.includes(key));
      if (first) input(first)?.focus();
      return;
    }
    setBusy(true);
    const result = await send(checked.value);
    setBusy(false);
    if (!result.ok) setFailure(result.error);
  }

  return {
    errors,
    failure,
    busy,
    input,
    submit,
    field: (key) => ({
      name: key,
      value: draft[key],
      error: errors[key],
      onChange: (value) => {
        setDraft((current) => ({ ...current, [key]: value }));
        setErrors((current) => {
          const next: FieldErrors<K> = { ...current, [key]: undefined };
          for (const other of dropsAlso?.(key, current) ?? []) next[other] = undefined;
          return next;
        });
      },
      ref: (element) => {
        inputs.current[key] = element;
      },
    }),
  };
}

import { useCallback, useRef, useState, type FormEvent, type Ref } from "react";
import type { FetcherWithComponents } from "react-router";
import type { FieldErrors, Validation } from "./form-validation.ts";
import { ACCOUNT_PATH, useIntentSubmit, type IntentResult } from "./use-intent.ts";

export interface FieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  ref: Ref<HTMLInputElement>;
}

export interface AccountFormOptions<K extends string, T, V extends Validation<T, K>> {
  intent: string;
  /** The page whose action answers the form: `/Konto` unless given. */
  action?: string;
  /** Shares the fetcher with a component that shows its answer after the form is gone. */
  fetcherKey?: string;
  initial: Record<K, string>;
  /** Sent with the fields, as hidden inputs without JavaScript. */
  hidden?: Record<string, string>;
  initialFailure?: string | null;
  validate: (draft: Record<K, string>) => V;
  clearOnInvalid?: (checked: V) => readonly NoInfer<K>[];
  dropsAlso?: (key: NoInfer<K>, errors: NoInfer<FieldErrors<K>>) => readonly NoInfer<K>[];
  /** Wait for the loaders read again after a success (the root loader's user of a new session). */
  settled?: boolean;
  onSend?: (value: T) => void;
  /** A success may still be shown as a failure (a refused cookie). */
  onAnswer?: (result: IntentResult, value: T) => IntentResult | void;
}

export interface AccountFormState<K extends string> {
  intent: string;
  action: string;
  Form: FetcherWithComponents<unknown>["Form"];
  hidden: Record<string, string>;
  errors: FieldErrors<K>;
  failure: string | null;
  busy: boolean;
  field: (key: K) => FieldBinding;
  input: (key: K) => HTMLInputElement | null;
  submit: (event: FormEvent) => Promise<void>;
}

const NO_FIELDS: Record<string, string> = {};

export function useAccountForm<K extends string, T extends Record<string, string>, V extends Validation<T, K>>({
  intent,
  action = ACCOUNT_PATH,
  fetcherKey,
  initial,
  hidden = NO_FIELDS,
  initialFailure = null,
  validate,
  clearOnInvalid,
  dropsAlso,
  settled,
  onSend,
  onAnswer,
}: AccountFormOptions<K, T, V>): AccountFormState<K> {
  const { fetcher, send, busy } = useIntentSubmit(fetcherKey, action);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [failure, setFailure] = useState<string | null>(initialFailure);
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
    onSend?.(checked.value);
    const result = await send(intent, { ...hidden, ...checked.value }, { settled });
    const shown = onAnswer?.(result, checked.value) ?? result;
    if (!shown.ok) setFailure(shown.error);
  }

  return {
    intent,
    action,
    Form: fetcher.Form,
    hidden,
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

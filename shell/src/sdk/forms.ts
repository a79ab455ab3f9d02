import { firstIssues } from '@nextlevel/bff/contract';
import type { ChangeEvent, FormEvent } from 'react';
import { useEffect, useState } from 'react';
import * as v from 'valibot';

type Values = Record<string, string>;

interface Options<TValues extends Values> {
  /** Prefix of each field's id, so the first invalid field can be focused. */
  idPrefix: string;
  /** Turns the raw field values into what the schema checks (e.g. leaves a blank password out). */
  toInput?: (values: TValues) => unknown;
}

/**
 * A form checked by a contract schema: errors appear on submit, then follow each change live;
 * a refused submit moves focus to the first invalid field (fields in the order of `initial`).
 */
export function useSchemaForm<TSchema extends v.GenericSchema, TValues extends Values>(
  schema: TSchema,
  initial: TValues,
  { idPrefix, toInput = (values) => values }: Options<TValues>,
) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [focusTarget, setFocusTarget] = useState<{ name: string } | null>(null);

  const check = (current: TValues) => v.safeParse(schema, toInput(current));
  const result = submitted ? check(values) : null;
  type FieldErrors = Partial<Record<keyof TValues & string, string>>;
  const errors: FieldErrors = result && !result.success ? (firstIssues(result.issues) as FieldErrors) : {};
  const idFor = (name: keyof TValues & string) => `${idPrefix}-${name}`;

  useEffect(() => {
    // Focus after the render that marks the field invalid, so its error is read with it.
    if (focusTarget) document.getElementById(`${idPrefix}-${focusTarget.name}`)?.focus();
  }, [focusTarget, idPrefix]);

  const setValue = (name: keyof TValues & string, value: string) => setValues((prev) => ({ ...prev, [name]: value }));

  const field = (name: keyof TValues & string) => ({
    id: idFor(name),
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(name, event.target.value),
  });

  /** Checks the form as a submit does (errors shown, focus on the first invalid field); its output when valid. */
  const validate = (): v.InferOutput<TSchema> | undefined => {
    setSubmitted(true);
    const outcome = check(values);
    if (outcome.success) return outcome.output;
    const issues = firstIssues(outcome.issues);
    const first = Object.keys(initial).find((name) => name in issues);
    if (first) setFocusTarget({ name: first });
    return undefined;
  };

  const handleSubmit = (onValid: (output: v.InferOutput<TSchema>) => void) => (event: FormEvent) => {
    event.preventDefault();
    const output = validate();
    if (output !== undefined) onValid(output);
  };

  return { values, errors, setValue, field, idFor, handleSubmit, validate };
}

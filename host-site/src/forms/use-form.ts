import { useState } from 'react';
import type { FieldErrors } from '@candleshop/core';

/**
 * The host site's one form state: the values in one object, and the errors shown under its fields
 * (SPEC §5: shown on a failed submit, cleared by editing the field). A form's write, with its busy
 * state and refusal, is `useMutation`'s; what was typed stays here whatever the server answers.
 * @example const { form, edit, shown, setShown } = useForm({ email: '', password: '' });
 */
export function useForm<Form extends object>(initial: Form) {
  const [form, setForm] = useState<Form>(initial);
  const [shown, setShown] = useState<FieldErrors>({});
  const edit = <Field extends keyof Form & string>(field: Field, value: Form[Field]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setShown(({ [field]: _cleared, ...rest }) => rest);
  };
  return { form, setForm, edit, shown, setShown };
}

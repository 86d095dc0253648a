import { useState } from 'react';
import type { DescribedError, FieldErrors } from '@candleshop/core';

/**
 * The state of a form about a person (sign-up, the profile): its values, the errors shown under
 * its fields (SPEC §5: shown on a failed submit, cleared by editing the field), whether it is
 * busy or uploading a picture, and the form's alert.
 */
export function usePersonForm<Form extends object>(initial: Form) {
  const [form, setForm] = useState<Form>(initial);
  const [shown, setShown] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [alert, setAlert] = useState<DescribedError>();
  const edit = (field: keyof Form & string, value: string | null) => {
    setForm((current) => ({ ...current, [field]: value }));
    setShown(({ [field]: _cleared, ...rest }) => rest);
  };
  return { form, setForm, edit, shown, setShown, busy, setBusy, uploading, setUploading, alert, setAlert };
}

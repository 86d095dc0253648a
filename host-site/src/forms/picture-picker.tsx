import { useEffect, useId, useState } from 'react';
import { accountOperations, imageSchema, shopFailures, uploadImage, validate } from '@candleshop/core';
import { useI18n, useMutation } from '@candleshop/ui';
import { accountClient, humanCheck } from '../account/session.js';

/** Options of {@link PicturePicker}. */
export interface PicturePickerOptions {
  /** Called with the stored path once uploaded, or `null` when the picture is removed. */
  onChange: (path: string | null) => void;
  /** Called while an upload runs, so the form waits for it. */
  onBusy: (busy: boolean) => void;
  /** The picture shown before one is picked (the current profile picture). */
  current?: string | null;
}

/**
 * A profile picture picker with a preview (SPEC §2 Sign-up): the file is checked (SPEC §5: image
 * types, about 2500 KB), then uploaded at once with core's uploadImage (signedUrl, then PUT).
 */
export function PicturePicker({ onChange, onBusy, current }: PicturePickerOptions) {
  const { t } = useI18n();
  const id = useId();
  const [preview, setPreview] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  // The upload's own failures are shown (uploadImage's keys); this write's error is only passed on to it.
  const signing = useMutation(accountClient, accountOperations.SignedUrl, { failures: shopFailures.cart });
  const requestSignedUrl = async (path: string): Promise<string> => {
    // SECURITY-REVIEW M8: a visitor signing up has no session yet: a human check stands for it.
    const result = await signing.run({ file: path, token: await humanCheck.token('submit') });
    if (result.error) throw result.error;
    return result.data.signedUrl.url;
  };

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const pick = async (file: File | undefined) => {
    setError(undefined);
    if (!file) return;
    const checked = validate(imageSchema, { type: file.type, size: file.size });
    if (!checked.ok) {
      setError(checked.errors.type ?? checked.errors.size);
      return;
    }
    setPreview(URL.createObjectURL(file));
    setBusy(true);
    onBusy(true);
    const uploaded = await uploadImage(file, { requestSignedUrl });
    setBusy(false);
    onBusy(false);
    if (uploaded.error) {
      setError(uploaded.error.key);
      onChange(null);
      return;
    }
    onChange(uploaded.data);
  };

  const remove = () => {
    setPreview(undefined);
    setError(undefined);
    setInputKey((key) => key + 1);
    onChange(null);
  };

  const shown = preview ?? current ?? undefined;
  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field picture-picker">
      <label htmlFor={id}>
        {t('signUp.picture')} <span className="optional">{t('signUp.optional')}</span>
      </label>
      {shown ? <img className="picture-preview" src={shown} alt={t('signUp.picturePreview')} width={96} height={96} /> : null}
      <input
        key={inputKey}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => void pick(event.currentTarget.files?.[0])}
      />
      <p className="field-hint" id={`${id}-hint`}>
        {t('signUp.pictureHint')}
      </p>
      {busy ? (
        <p role="status" className="progress">
          {t('signUp.uploading')}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {t(error)}
        </p>
      ) : null}
      {preview ? (
        <button type="button" className="link-button" onClick={remove}>
          {t('signUp.removePicture')}
        </button>
      ) : null}
    </div>
  );
}

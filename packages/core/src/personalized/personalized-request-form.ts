import { atom, type ReadableAtom } from 'nanostores';
import type { AccountClient } from '../api/account-client.js';
import { toApiError, type ApiError } from '../api/api-error.js';
import { describeError, type Failures } from '../api/errors.js';
import { ANY_ACTION } from '../api/shared-refusals.js';
import { SignedUrl } from '../api/operations/account.js';
import { SendPersonalized } from '../api/operations/personalized.js';
import { createIdempotencyKeys } from '../orders/idempotency-keys.js';
import { $auth } from '../stores/auth.js';
import { signedUpload, type UploadingForm, type UploadingFormOptions } from '../upload/uploading-form.js';
import { IMAGE_TYPES } from '../validation/image.js';
import { isEmail, isPhone, westernDigits } from '@candleshop/rules';
import type { FieldErrors } from '../validation/validate.js';

/** The largest reference file: the shop's upload limit (about 2500 KB, SPEC §9). */
export const MAX_REFERENCE_BYTES = 2500 * 1024;
/** What a reference file may be: a picture or a PDF. */
export const REFERENCE_TYPES: readonly string[] = [...IMAGE_TYPES, 'application/pdf'];

/** What the customer types. */
export interface PersonalizedValues {
  description: string;
  name: string;
  email: string;
  phone: string;
}

/** A sent request: its number (a customer's page is /personalized/{id}). */
export interface SentPersonalized {
  id: string;
}

/** Settings of {@link createPersonalizedRequestForm}. */
export interface PersonalizedFormOptions extends UploadingFormOptions {
  client: AccountClient;
}

/** The request form's logic: see {@link createPersonalizedRequestForm}. */
export interface PersonalizedRequestForm extends UploadingForm<SentPersonalized> {
  $values: ReadableAtom<PersonalizedValues>;
  /** The chosen file's name, or undefined. */
  $file: ReadableAtom<string | undefined>;
  set(field: keyof PersonalizedValues, value: string): void;
  /** Chooses the reference file: checked here (type, size), uploaded on send. */
  setFile(file: (Blob & { name?: string }) | undefined): void;
  submit(): Promise<SentPersonalized | undefined>;
}

/** The form's field errors (message keys): the description always, a guest's contact too. */
export function personalizedErrors(values: PersonalizedValues, signedIn: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.description.trim()) errors.description = 'personalized.descriptionRequired';
  if (signedIn) return errors;
  if (!values.name.trim()) errors.name = 'validation.nameRequired';
  if (!values.phone.trim()) errors.phone = 'validation.phoneRequired';
  else if (!isPhone(westernDigits(values.phone.trim()))) errors.phone = 'validation.phoneInvalid';
  if (!values.email.trim()) errors.email = 'validation.emailRequired';
  else if (!isEmail(values.email.trim())) errors.email = 'validation.emailInvalid';
  return errors;
}

// The request form's failures for describeError: the shared refusals, then its own texts.
const personalizedFailures: Failures = (error) => {
  const message =
    error.validation === 'input.file.invalid' ? 'personalized.fileFailed' : error.validation ? 'personalized.checkForm' : error.key === 'bad.request' ? 'personalized.humanCheckFailed' : 'personalized.failed';
  return ANY_ACTION[error.key] ?? { title: 'feedback.fail', message };
};

/** The message key of a failed send. */
const failure = (error: ApiError): string => describeError(error, personalizedFailures).message;

/**
 * The personalized-candle request form (issue 12), headless: a description, a reference file (a
 * picture or a PDF, type and size checked before it is uploaded through signedUrl), a guest's
 * contact and human check, and personalizedRequest sent with an idempotency key kept while the
 * same request is retried. What was typed stays when sending fails.
 * @example const form = createPersonalizedRequestForm({ client, humanCheck, lang: () => 'ku' });
 */
export function createPersonalizedRequestForm(options: PersonalizedFormOptions): PersonalizedRequestForm {
  const keys = createIdempotencyKeys(options.newKey);
  const $values = atom<PersonalizedValues>({ description: '', name: '', email: '', phone: '' });
  const $file = atom<string | undefined>(undefined);
  const $errors = atom<FieldErrors>({});
  const $sending = atom(false);
  const $alert = atom<string | undefined>(undefined);
  const $sent = atom<SentPersonalized | undefined>(undefined);
  let file: (Blob & { name?: string }) | undefined;
  // The same file is uploaded once, however often the send is retried.
  let uploaded: { file: Blob; path: string } | undefined;

  const upload = options.upload ?? signedUpload(options.client, SignedUrl, options);

  return {
    $values,
    $file,
    $errors,
    $sending,
    $alert,
    $sent,
    set(field, value) {
      $values.set({ ...$values.get(), [field]: value });
      const errors = $errors.get();
      if (errors[field]) $errors.set({ ...errors, [field]: undefined });
      $alert.set(undefined);
    },
    setFile(chosen) {
      const errors: FieldErrors = { ...$errors.get(), file: undefined };
      file = undefined;
      $file.set(undefined);
      if (chosen && !REFERENCE_TYPES.includes(chosen.type)) errors.file = 'personalized.fileType';
      else if (chosen && chosen.size > MAX_REFERENCE_BYTES) errors.file = 'personalized.fileSize';
      else if (chosen) {
        file = chosen;
        $file.set(chosen.name ?? '');
      }
      $errors.set(errors);
    },
    async submit() {
      if ($sending.get()) return undefined;
      const signedIn = $auth.get().loggedIn;
      const values = $values.get();
      const errors = { ...personalizedErrors(values, signedIn), ...($errors.get().file ? { file: $errors.get().file } : {}) };
      $errors.set(errors);
      if (Object.values(errors).some(Boolean)) return undefined;
      $sending.set(true);
      $alert.set(undefined);
      try {
        let path: string | null = null;
        if (file) {
          if (uploaded?.file !== file) {
            const result = await upload(file);
            if (!result.data) {
              $alert.set('personalized.fileFailed');
              return undefined;
            }
            uploaded = { file, path: result.data };
          }
          path = uploaded.path;
        }
        const guest = signedIn ? null : { name: values.name.trim(), email: values.email.trim(), phone: westernDigits(values.phone.trim()) };
        const variables = { description: values.description.trim(), file: path, guest };
        const idempotencyKey = keys.keyFor(JSON.stringify(variables));
        const token = signedIn ? null : await options.humanCheck.token('submit');
        const answer = await options.client.mutate(SendPersonalized, { ...variables, token, idempotencyKey }, options.lang());
        if (answer.error) {
          $alert.set(failure(answer.error));
          return undefined;
        }
        keys.done();
        const sent = { id: answer.data.personalizedRequest.id };
        $sent.set(sent);
        return sent;
      } catch (error) {
        $alert.set(failure(toApiError(error)));
        return undefined;
      } finally {
        $sending.set(false);
      }
    },
  };
}

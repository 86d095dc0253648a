import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { AccountClient } from '../api/account-client.js';
import { toApiError, type ApiError } from '../api/api-error.js';
import { describeError, type Failures } from '../api/errors.js';
import { ANY_ACTION } from '../api/shared-refusals.js';
import type { PublicClient } from '../api/client.js';
import { LogoSignedUrl, WhiteLabel, WhiteLabelMaterials } from '../api/operations/whitelabel.js';
import { snapshotAnswer } from '../api/query-snapshot.js';
import { createIdempotencyKeys } from '../orders/idempotency-keys.js';
import { $auth } from '../stores/auth.js';
import { $user } from '../stores/user.js';
import { signedUpload, type UploadingForm, type UploadingFormOptions } from '../upload/uploading-form.js';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../validation/image.js';
import { isEmail, isPhone, westernDigits } from '@candleshop/rules';
import type { FieldErrors } from '../validation/validate.js';
import { isWhiteLabelQuantity, WHITE_LABEL_QUANTITY, whiteLabelQuote, type WhiteLabelQuote } from './whitelabel-quote.js';

/** What the calculator offers, as the server lists it. */
export interface WhiteLabelMaterialsData {
  containers: Array<{ id: string; title: string; image: string; sizes: Array<{ id: string; title: string; value: number }> }>;
  colors: Array<{ id: string; title: string; color: string }>;
  scents: Array<{ id: string; title: string }>;
  wicks: Array<{ id: string; title: string }>;
  packages: Array<{ id: string; title: string; price: number }>;
  whiteLabelPrice: number;
}

/** Everything the buyer types or picks; ids are strings, `package` '' means none. */
export interface WhiteLabelValues {
  quantity: string;
  container: string;
  size: string;
  color: string;
  scent: string;
  wick: string;
  package: string;
  sticker: boolean;
  label: string;
  description: string;
  name: string;
  email: string;
  phone: string;
}

/** The logo: its stored path once uploaded, a preview address, and the upload's state. */
export interface LogoState {
  path?: string;
  /** A data: or object URL of the chosen file for the live preview. */
  preview?: string;
  uploading?: boolean;
  /** A message key: the file's type or size, or the upload failed. */
  error?: string;
}

/** What the server answered for a sent request (schema WhiteLabelRequest). */
export interface SentWhiteLabel {
  id: string;
  quantity: number;
  total: number;
}

/** The materials' loading state. */
export type MaterialsState = { loading: true; data?: undefined; failed?: undefined } | { loading: false; data?: WhiteLabelMaterialsData; failed?: true };

/** Settings of {@link createWhiteLabelForm}. */
export interface WhiteLabelFormOptions extends UploadingFormOptions {
  client: PublicClient;
  account: AccountClient;
}

/** The calculator's headless logic: see {@link createWhiteLabelForm}. */
export interface WhiteLabelForm extends UploadingForm<SentWhiteLabel> {
  $materials: ReadableAtom<MaterialsState>;
  $values: ReadableAtom<WhiteLabelValues>;
  $logo: ReadableAtom<LogoState>;
  /** The live breakdown from core's one rule; undefined until the materials are in. */
  $quote: ReadableAtom<WhiteLabelQuote | undefined>;
  load(): Promise<void>;
  /** Takes the materials the page was rendered with on the server, if any (core's query snapshot). */
  prime(): void;
  set<Field extends keyof WhiteLabelValues>(field: Field, value: WhiteLabelValues[Field]): void;
  setLogo(file: (Blob & { name?: string }) | undefined, preview?: string): Promise<void>;
  submit(): Promise<SentWhiteLabel | undefined>;
  /** After a success: a new, empty request with the same materials. */
  again(): void;
}

const EMPTY: WhiteLabelValues = {
  quantity: '200',
  container: '',
  size: '',
  color: '',
  scent: '',
  wick: '',
  package: '',
  sticker: true,
  label: '',
  description: '',
  name: '',
  email: '',
  phone: '',
};
export const LABEL_MAX = 40;

/** The form's field errors (message keys), in the order the fields appear. */
export function whiteLabelErrors(values: WhiteLabelValues, signedIn: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const quantity = Number(westernDigits(values.quantity.trim()));
  if (!values.quantity.trim() || !isWhiteLabelQuantity(quantity)) errors.quantity = 'whitelabel.quantityRange';
  for (const field of ['container', 'size', 'color', 'scent', 'wick'] as const) if (!values[field]) errors[field] = `whitelabel.pick.${field}`;
  if (values.sticker && !values.label.trim()) errors.label = 'whitelabel.labelRequired';
  else if (values.label.trim().length > LABEL_MAX) errors.label = 'whitelabel.labelTooLong';
  // A customer's empty contact is the account's (the server fills it in).
  if (!signedIn || values.name || values.email || values.phone) {
    if (!values.name.trim() && !signedIn) errors.name = 'validation.nameRequired';
    if (values.phone.trim() ? !isPhone(westernDigits(values.phone.trim())) : !signedIn) errors.phone = values.phone.trim() ? 'validation.phoneInvalid' : 'validation.phoneRequired';
    if (values.email.trim() ? !isEmail(values.email.trim()) : !signedIn) errors.email = values.email.trim() ? 'validation.emailInvalid' : 'validation.emailRequired';
  }
  return errors;
}

// The server's validation keys and the fields they are about (schema Mutation.whiteLabel).
const SERVER_FIELDS: Record<string, [keyof WhiteLabelValues | 'logo', string]> = {
  'input.quantity.min': ['quantity', 'whitelabel.quantityRange'],
  'input.quantity.max': ['quantity', 'whitelabel.quantityRange'],
  'input.label.required': ['label', 'whitelabel.labelRequired'],
  'input.label.max': ['label', 'whitelabel.labelTooLong'],
  'input.logo.invalid': ['logo', 'whitelabel.logoFailed'],
  'input.name.required': ['name', 'validation.nameRequired'],
  'input.email.invalid': ['email', 'validation.emailInvalid'],
  'input.phone.invalid': ['phone', 'validation.phoneInvalid'],
};

/**
 * The white-label form's failures for `describeError`: the shared refusals (SECURITY-REVIEW L3, M3:
 * an unverified account, too many requests), then its own texts.
 * @example describeError({ key: 'bad.request' }, whiteLabelFailures).message // 'whitelabel.humanCheckFailed'
 */
export const whiteLabelFailures: Failures = (error) => {
  const message = error.validation ? 'whitelabel.checkForm' : error.key === 'bad.request' ? 'whitelabel.humanCheckFailed' : 'whitelabel.failed';
  return ANY_ACTION[error.key] ?? { title: 'feedback.fail', message };
};

const failure = (error: ApiError): string => describeError(error, whiteLabelFailures).message;

/**
 * The white-label calculator's logic (issue 12), headless: the materials and the single price per
 * candle from the server, the buyer's choices, a logo uploaded through signedUrl (type and size
 * checked first), the live breakdown from {@link whiteLabelQuote} (the rule the server prices
 * by), the contact (a customer's pre-filled from the account), a guest's human check, and
 * whiteLabel sent with an idempotency key kept while the same request is retried. What was typed
 * stays when sending fails.
 * @example const form = createWhiteLabelForm({ client, account, humanCheck, lang: () => 'ar' }); await form.load();
 */
export function createWhiteLabelForm(options: WhiteLabelFormOptions): WhiteLabelForm {
  const keys = createIdempotencyKeys(options.newKey);
  const $materials = atom<MaterialsState>({ loading: true });
  const $values: WritableAtom<WhiteLabelValues> = atom(prefilled(EMPTY));
  const $logo = atom<LogoState>({});
  const $errors = atom<FieldErrors>({});
  const $sending = atom(false);
  const $alert = atom<string | undefined>(undefined);
  const $sent = atom<SentWhiteLabel | undefined>(undefined);

  function prefilled(values: WhiteLabelValues): WhiteLabelValues {
    const user = $user.get();
    if (!user) return values;
    return { ...values, name: values.name || user.name, email: values.email || user.email, phone: values.phone || (user.phone ?? '') };
  }

  const $quote = computed([$materials, $values], (materials, values) => {
    const data = materials.data;
    if (!data) return undefined;
    const quantity = Number(westernDigits(values.quantity.trim()));
    const pack = data.packages.find((item) => item.id === values.package);
    return whiteLabelQuote({
      candlePrice: data.whiteLabelPrice,
      sticker: values.sticker,
      packagePrice: pack ? pack.price : null,
      quantity: Number.isInteger(quantity) && quantity > 0 ? Math.min(quantity, WHITE_LABEL_QUANTITY.max) : 0,
    });
  });

  const upload = options.upload ?? signedUpload(options.account, LogoSignedUrl, options);

  // First of each list, so the preview shows a candle at once.
  function withDefaults(data: WhiteLabelMaterialsData): void {
    const values = $values.get();
    const container = data.containers.find((item) => item.id === values.container) ?? data.containers[0];
    $values.set({
      ...values,
      container: container?.id ?? '',
      size: container?.sizes.some((size) => size.id === values.size) ? values.size : (container?.sizes[0]?.id ?? ''),
      color: values.color || (data.colors[0]?.id ?? ''),
      scent: values.scent || (data.scents[0]?.id ?? ''),
      wick: values.wick || (data.wicks[0]?.id ?? ''),
    });
  }

  return {
    $materials,
    $values,
    $logo,
    $quote,
    $errors,
    $sending,
    $alert,
    $sent,
    prime() {
      const answer = snapshotAnswer(WhiteLabelMaterials, {}, options.lang());
      if (!answer?.data) return;
      const data = answer.data as WhiteLabelMaterialsData;
      $materials.set({ loading: false, data });
      withDefaults(data);
    },
    async load() {
      // Materials in hand stay on screen while they are asked again (no flash of "loading").
      if (!$materials.get().data) $materials.set({ loading: true });
      const answer = await options.client.query(WhiteLabelMaterials, {}, options.lang());
      if (answer.error) {
        $materials.set({ loading: false, failed: true });
        return;
      }
      const data = answer.data as WhiteLabelMaterialsData;
      $materials.set({ loading: false, data });
      withDefaults(data);
    },
    set(field, value) {
      const next = { ...$values.get(), [field]: value };
      if (field === 'container') {
        const container = $materials.get().data?.containers.find((item) => item.id === value);
        next.size = container?.sizes[0]?.id ?? '';
      }
      $values.set(next);
      const errors = $errors.get();
      if (errors[field]) $errors.set({ ...errors, [field]: undefined });
      $alert.set(undefined);
    },
    async setLogo(file, preview) {
      if (!file) {
        $logo.set({});
        return;
      }
      if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return void $logo.set({ error: 'whitelabel.logoType' });
      if (file.size > MAX_IMAGE_BYTES) return void $logo.set({ error: 'whitelabel.logoSize' });
      $logo.set({ preview, uploading: true });
      const uploaded = await upload(file);
      $logo.set(uploaded.data ? { preview, path: uploaded.data } : { error: 'whitelabel.logoFailed' });
    },
    async submit() {
      if ($sending.get() || $logo.get().uploading) return undefined;
      const signedIn = $auth.get().loggedIn;
      const values = $values.get();
      const errors = whiteLabelErrors(values, signedIn);
      $errors.set(errors);
      if (Object.keys(errors).length) return undefined;
      const variables = {
        name: values.name.trim(),
        phone: westernDigits(values.phone.trim()),
        email: values.email.trim(),
        quantity: Number(westernDigits(values.quantity.trim())),
        container: values.container,
        size: values.size,
        color: values.color,
        scent: values.scent,
        wick: values.wick,
        package: values.package || null,
        sticker: values.sticker,
        label: values.sticker ? values.label.trim() : null,
        logo: (values.sticker && $logo.get().path) || null,
        description: values.description.trim() || null,
      };
      const idempotencyKey = keys.keyFor(JSON.stringify(variables));
      $sending.set(true);
      $alert.set(undefined);
      try {
        const token = signedIn ? null : await options.humanCheck.token('submit');
        const answer = await options.account.mutate(WhiteLabel, { ...variables, token, idempotencyKey }, options.lang());
        if (answer.error) {
          const field = answer.error.validation && SERVER_FIELDS[answer.error.validation];
          if (field) $errors.set({ [field[0]]: field[1] });
          $alert.set(failure(answer.error));
          return undefined;
        }
        keys.done();
        const sent = { id: answer.data.whiteLabel.id, quantity: answer.data.whiteLabel.quantity, total: answer.data.whiteLabel.total };
        $sent.set(sent);
        return sent;
      } catch (error) {
        $alert.set(failure(toApiError(error)));
        return undefined;
      } finally {
        $sending.set(false);
      }
    },
    again() {
      $sent.set(undefined);
      $logo.set({});
      $values.set(prefilled({ ...EMPTY }));
      const data = $materials.get().data;
      if (data) withDefaults(data);
    },
  };
}

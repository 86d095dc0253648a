import type { ReadableAtom } from 'nanostores';
import type { AccountClient } from '../api/account-client.js';
import type { GraphQLDocument } from '../api/graphql.js';
import type { HumanCheck } from '../human-check/human-check.js';
import type { Lang } from '../i18n/languages.js';
import type { FieldErrors } from '../validation/validate.js';
import { uploadImage, type ImageUploadResult } from './upload-image.js';

/** What a form that uploads a visitor's file needs besides its own client (the personalized request, the white-label calculator). */
export interface UploadingFormOptions {
  humanCheck: HumanCheck;
  lang: () => Lang;
  newKey?: () => string;
  /** Uploads the file (tests); core's uploadImage through signedUrl by default. */
  upload?: (file: Blob & { name?: string }) => Promise<ImageUploadResult>;
}

/** What a form that uploads a visitor's file shows while it sends and after: its checks, the send in flight, a failure, what the shop answered. */
export interface UploadingForm<Sent> {
  $errors: ReadableAtom<FieldErrors>;
  $sending: ReadableAtom<boolean>;
  /** A message key when sending failed (what was typed stays). */
  $alert: ReadableAtom<string | undefined>;
  $sent: ReadableAtom<Sent | undefined>;
}

type SignedUrlDocument = GraphQLDocument<{ signedUrl: { url: string } }, { file: string; token?: string | null }>;

/**
 * A form's upload of the visitor's file (SPEC §7 Image upload) through `signedUrl`, a PDF under
 * `files`: a guest's URL needs a human-check token (SECURITY-REVIEW M8), a customer's comes with
 * its session.
 */
export function signedUpload(account: AccountClient, signedUrl: SignedUrlDocument, options: UploadingFormOptions): (file: Blob & { name?: string }) => Promise<ImageUploadResult> {
  return (file) =>
    uploadImage(file, {
      folder: file.type === 'application/pdf' ? 'files' : 'images',
      async requestSignedUrl(path) {
        const token = await options.humanCheck.token('submit');
        const answer = await account.mutate(signedUrl, { file: path, token }, options.lang());
        if (answer.error) throw new Error(answer.error.key);
        return answer.data.signedUrl.url;
      },
    });
}

import { invalid, valid } from './fields.js';

/**
 * SPEC §5, §9: a profile image is at most "about 2500 KB". KB is taken as 1024 bytes: it is the
 * generous reading of "about", and the one behind most file dialogs and `size / 1024` checks, so a
 * file shown as 2500 KB is accepted. 2500 × 1024 = 2,560,000 bytes.
 */
export const MAX_IMAGE_BYTES = 2500 * 1024;

/**
 * SPEC §5: image types only. The list is the server's upload allow-list (SECURITY F2: JPEG, PNG,
 * WebP; SVG refused), so the form never accepts a file the server would then refuse.
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * A chosen profile image (a File or anything with `type` and `size`): its type first ('File type
 * not supported'), then its size ('File too large').
 */
export const imageSchema = {
  type: (type: unknown) => (typeof type === 'string' && (IMAGE_TYPES as readonly string[]).includes(type) ? valid(type) : invalid('validation.fileType')),
  size: (size: unknown) => (typeof size === 'number' && size <= MAX_IMAGE_BYTES ? valid(size) : invalid('validation.fileTooLarge')),
};

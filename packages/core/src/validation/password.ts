import { password } from './fields.js';

/** The reset-password form (SPEC §5: at least 8 characters). */
export const resetPasswordSchema = { password };

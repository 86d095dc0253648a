import { z } from 'zod';
import { idArg, optionalIdArg } from '../args.js';
import { versionArg } from '../back-office-args.js';

// The partner calls' arguments (issue 26); the registry service checks what they mean.

const text = (field: string, max: number) => z.string({ error: `input.${field}.invalid` }).max(max, { error: `input.${field}.max` });

export const partnerInput = z.object({
  input: z.object({
    id: optionalIdArg('id'),
    version: versionArg.nullish().transform((version) => version ?? undefined),
    name: text('name', 200),
    contact: text('contact', 300),
    lang: text('lang', 10),
    // A few more than MAX_PARTNER_ORIGINS, so the service answers with its own key past that.
    origins: z.array(text('origins', 300)).max(50, { error: 'input.origins.max' }),
    commissionPercent: z.number({ error: 'input.commissionPercent.invalid' }),
  }),
});

export const partnerVersion = z.object({ id: idArg('id'), version: versionArg });
export const partnerStatus = partnerVersion.extend({ status: text('status', 20) });
export const partnerId = z.object({ id: idArg('id') });
/** A month as YYYY-MM (the service checks the calendar). */
export const monthArg = z.object({ month: text('month', 7) });
/** A report link's token and the month asked for. */
export const reportArgs = z.object({ token: text('token', 100), month: text('month', 7) });

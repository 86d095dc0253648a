import { createHash, randomBytes } from 'node:crypto';
import { isCommissionPercent, isLang, MAX_PARTNER_ORIGINS, originProblem, PARTNER_STATUSES, type Lang, type PartnerStatus, shopDateTime } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import { announcePartnersChanged, findPartner, findPartners, insertPartner, partnerNameTaken, updatePartnerAtVersion, type PartnerValues } from '../../db/repositories/partners/registry.js';
import type { PartnerRow } from '../../db/tables/partners.js';
import type { Database } from '../../db/types.js';
import { badRequest, notFound, type Validation } from '../../errors.js';
import { audit, type StaffActor } from '../staff/audit.js';
import { changed } from '../status-moves.js';

/** The schema's AdminPartnerInput, parsed: no id adds a partner, an id changes one at its version. */
export interface PartnerInput {
  id?: number;
  version?: number;
  name: string;
  contact: string;
  lang: string;
  origins: string[];
  commissionPercent: number;
}

/** What the registry needs of the request. */
export interface PartnerRegistryOptions {
  publicUrl: string;
  /** This instance's caches forget the registry (CORS origins, cached pages); others hear the NOTIFY. */
  partnersChanged: () => void;
}

/** The SHA-256 (hex) a report link's token is kept as: a leaked table gives no working link. */
export const reportTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

// A public key (the loader's data-partner) and a private report token: random, never derived.
const newKey = () => `cp_${randomBytes(12).toString('base64url')}`;
const newToken = () => randomBytes(32).toString('base64url');

/** The schema's AdminPartner (without its audit trail, asked for apart). */
export interface AdminPartnerView {
  id: number;
  name: string;
  contact: string;
  lang: Lang;
  origins: string[];
  commissionPercent: number;
  status: PartnerStatus;
  key: string;
  reportLink: boolean;
  version: number;
  /** Baghdad times. */
  createdAt: string;
  updatedAt: string;
}

/** The {@link AdminPartnerView} of a stored partner. */
export function partnerView(row: PartnerRow): AdminPartnerView {
  return {
    id: row.id,
    name: row.name,
    contact: row.contact,
    lang: row.lang,
    origins: row.origins,
    commissionPercent: Number(row.commission_percent),
    status: row.status,
    key: row.key,
    reportLink: row.report_token_hash !== null,
    version: row.version,
    createdAt: shopDateTime(row.created_at),
    updatedAt: shopDateTime(row.updated_at),
  };
}

// What the audit keeps of a partner: everything the owner sets; the report link only as issued or not.
const audited = (row: PartnerRow) => {
  const { report_token_hash, created_at, updated_at, ...rest } = row;
  return { ...rest, reportLink: report_token_hash !== null };
};

/** The checked values of an input, or bad.request naming each wrong field. */
function checked(input: PartnerInput): PartnerValues {
  const errors: Validation = {};
  const name = input.name.trim();
  const contact = input.contact.trim();
  if (!name) errors.name = ['input.name.required'];
  if (!contact) errors.contact = ['input.contact.required'];
  if (!isLang(input.lang)) errors.lang = ['input.lang.invalid'];
  const origins = input.origins.map((origin) => origin.trim()).filter(Boolean);
  const problems = origins.map(originProblem).filter((problem) => problem !== undefined);
  if (problems.length) errors.origins = [...new Set(problems.map((problem) => `input.origins.${problem}`))];
  else if (origins.length > MAX_PARTNER_ORIGINS) errors.origins = ['input.origins.max'];
  else if (new Set(origins).size !== origins.length) errors.origins = ['input.origins.duplicate'];
  if (!isCommissionPercent(input.commissionPercent)) errors.commissionPercent = ['input.commissionPercent.invalid'];
  if (Object.keys(errors).length) throw badRequest(errors);
  return { name, contact, lang: input.lang as Lang, origins, commissionPercent: input.commissionPercent.toFixed(2) };
}

/**
 * The partner registry (issue 26): the owner adds and changes partners, pauses and resumes them,
 * rotates their public key and issues or revokes their private report link. Every change names
 * the version it saw, is audited in its own transaction and announced to every instance.
 */
export function createPartnerRegistry(db: Kysely<Database>, options: PartnerRegistryOptions) {
  /** Changes one partner at `version` with the audit row and the announcement, in one transaction. */
  async function change(actor: StaffActor, id: number, version: number, action: string, set: Parameters<typeof updatePartnerAtVersion>[3]) {
    const before = await findPartner(db, id);
    if (!before) throw notFound();
    if (before.version !== version) throw changed();
    const after = await db.transaction().execute(async (trx) => {
      const row = await updatePartnerAtVersion(trx, id, version, set);
      if (!row) throw changed();
      await audit(trx, actor, { subjectType: 'partner', subjectId: id, action, before: audited(before), after: audited(row) });
      await announcePartnersChanged(trx);
      return row;
    });
    options.partnersChanged();
    return after;
  }

  return {
    async list() {
      return (await findPartners(db)).map(partnerView);
    },

    async one(id: number) {
      const row = await findPartner(db, id);
      return row && partnerView(row);
    },

    /** Adds a partner (active, with a new key) or changes one's name, contact, language, origins and commission. */
    async save(actor: StaffActor, input: PartnerInput) {
      const values = checked(input);
      if (await partnerNameTaken(db, values.name, input.id)) throw badRequest({ name: ['input.name.taken'] });
      if (input.id === undefined) {
        const row = await db.transaction().execute(async (trx) => {
          const row = await insertPartner(trx, { ...values, key: newKey() });
          await audit(trx, actor, { subjectType: 'partner', subjectId: row.id, action: 'create', before: {}, after: audited(row) });
          await announcePartnersChanged(trx);
          return row;
        });
        options.partnersChanged();
        return partnerView(row);
      }
      if (input.version === undefined) throw badRequest({ version: ['input.version.invalid'] });
      return partnerView(await change(actor, input.id, input.version, 'save', { values }));
    },

    /** Pauses a partner (its origins lose credentialed CORS, its pages earn nothing) or resumes it. */
    async setStatus(actor: StaffActor, id: number, version: number, status: string) {
      if (!(PARTNER_STATUSES as readonly string[]).includes(status)) throw badRequest({ status: ['input.status.invalid'] });
      return partnerView(await change(actor, id, version, status === 'paused' ? 'pause' : 'resume', { status: status as PartnerStatus }));
    },

    /** A new public key: pages with the old one record no partner until they carry the new one. */
    async rotateKey(actor: StaffActor, id: number, version: number) {
      return partnerView(await change(actor, id, version, 'key.rotate', { key: newKey() }));
    },

    /**
     * Issues the partner's private report link; any earlier link stops working. The token is in the
     * answer once and kept only as its SHA-256, so a lost link is replaced, never shown again.
     */
    async issueReportLink(actor: StaffActor, id: number, version: number) {
      const token = newToken();
      const row = await change(actor, id, version, 'report.issue', { reportTokenHash: reportTokenHash(token) });
      const prefix = row.lang === 'en' ? '' : `/${row.lang}`;
      return { partner: partnerView(row), url: `${options.publicUrl.replace(/\/+$/, '')}${prefix}/partner-report/${token}` };
    },

    /** Revokes the partner's private report link: its page answers as for an unknown link from now on. */
    async revokeReportLink(actor: StaffActor, id: number, version: number) {
      return partnerView(await change(actor, id, version, 'report.revoke', { reportTokenHash: null }));
    },
  };
}

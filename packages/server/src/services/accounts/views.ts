import type { UserRow } from '../../db/tables/accounts.js';
import { ageOn } from './rules.js';
import { absoluteUrl } from '../catalogue/rules.js';

/** A user shaped like the schema's User; `city` is resolved by id, carts by the orders area. */
export interface UserView {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  status: 'pending' | 'active';
  address: string | null;
  /** Absolute URL of the profile picture. */
  profile: string | null;
  dob: string | null;
  gender: 'male' | 'female' | null;
  /** Whole years, from dob (SPEC §3). */
  age: number | null;
  cityId: number | null;
}

/** What sign-in, registration and social sign-in answer (schema AuthPayload). */
export interface AuthPayloadView {
  user: UserView;
  status: 'pending' | 'active';
}

/** A user row as the schema shows it. */
export function userView(row: UserRow, publicUrl: string, today = new Date()): UserView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    address: row.address,
    profile: absoluteUrl(publicUrl, row.profile),
    dob: row.dob,
    gender: row.gender,
    age: row.dob ? (ageOn(row.dob, today) ?? null) : null,
    cityId: row.city_id,
  };
}

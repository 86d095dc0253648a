import { atom } from 'nanostores';
import type { CartItem, CartList, RefillCartItem } from '../cart/types.js';
import { shared } from './registry.js';

/** A signed-in customer (SPEC §3 User). */
export interface User {
  id: string;
  name: string;
  email: string;
  phone?: string | null;
  /** `pending` until the email address is verified (SPEC §6 Pending account). */
  status?: string | null;
  address?: string | null;
  /** Stored path of the profile image. */
  profile?: string | null;
  dob?: string | null;
  gender?: 'male' | 'female' | null;
  age?: number | null;
  city?: { id: string; name: string } | null;
  cart?: CartList<CartItem> | null;
  refillCart?: CartList<RefillCartItem> | null;
}

/** The signed-in customer, or `undefined`. Set through the `$auth` actions. */
export const $user = shared('user', () => atom<User | undefined>(undefined));

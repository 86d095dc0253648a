import type { Generated, Selectable } from 'kysely';

/** SPEC §3 order status labels. */
export type OrderStatus =
  | 'pending'
  | 'accepted'
  | 'being prepared'
  | 'being delivered'
  | 'ready for pickup'
  | 'completed'
  | 'rejected'
  | 'cancelled';

export interface OrderTable {
  id: Generated<number>;
  uuid: string;
  status: OrderStatus;
  total: number;
  created_at: Generated<Date>;
}

export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  size_id: number | null;
  color_id: number | null;
  scent_id: number | null;
  quantity: number;
  unit_price: number;
}

/** Sales: orders and their items (mostSelling counts them). */
export interface SalesTables {
  orders: OrderTable;
  order_items: OrderItemTable;
}

export type OrderRow = Selectable<OrderTable>;
export type OrderItemRow = Selectable<OrderItemTable>;

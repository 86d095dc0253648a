/** SPEC §3: the order statuses the interface texts name, in the order an order goes through them. */
export const ORDER_STATUSES = ['pending', 'accepted', 'being prepared', 'being delivered', 'ready for pickup', 'completed', 'rejected', 'cancelled'] as const;

/** An order's status. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The only moves an order's status may make (SPEC §4 leaves them to the shop: these are its
 * back office's). A delivered or collected order is completed; the last three are final.
 */
export const ORDER_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['accepted', 'rejected', 'cancelled'],
  accepted: ['being prepared', 'cancelled'],
  'being prepared': ['being delivered', 'ready for pickup'],
  'being delivered': ['completed'],
  'ready for pickup': ['completed'],
  completed: [],
  rejected: [],
  cancelled: [],
};

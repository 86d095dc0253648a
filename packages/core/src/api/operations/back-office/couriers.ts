import { graphql } from '../../graphql.js';
import { AuditFields } from '../admin.js';
import { DeliveryRunFields } from './delivery.js';

// The couriers the owner keeps (issue 36): staff pick an active one for a run; the owner adds,
// edits, deactivates and activates them; each courier's page lists their runs.

/** A courier's facts. */
export const CourierFields = /* @__PURE__ */ graphql(`fragment CourierFields on AdminCourier { id name phone active version runCount }`);

/** Every courier, the active first. */
export const AdminCouriers = /* @__PURE__ */ graphql(`query AdminCouriers { adminCouriers { ...CourierFields } }`, [CourierFields]);

/** One courier with a page of their runs and the audit log. */
export const AdminCourier = /* @__PURE__ */ graphql(
  `query AdminCourier($id: ID!, $page: Int) { adminCourier(id: $id) { ...CourierFields runs(page: $page) { items { ...DeliveryRunFields } pageInfo { current pages total } } audit { ...AuditFields } } }`,
  [CourierFields, DeliveryRunFields, AuditFields],
);

/** Adds a courier or changes one at its version. */
export const AdminSaveCourier = /* @__PURE__ */ graphql(`mutation AdminSaveCourier($input: AdminCourierInput!) { adminSaveCourier(input: $input) { ...CourierFields } }`, [CourierFields]);

/** Deactivates a courier or activates them again. */
export const AdminSetCourierActive = /* @__PURE__ */ graphql(
  `mutation AdminSetCourierActive($id: ID!, $version: Int!, $active: Boolean!) { adminSetCourierActive(id: $id, version: $version, active: $active) { ...CourierFields } }`,
  [CourierFields],
);

import { graphql } from '../../graphql.js';
import { AuditFields } from '../admin.js';

// The back office's delivery runs (issue 28 item 2): staff build a courier's run, read its sheet,
// record each stop's outcome and close it with the cash brought back.

/** A run's facts and sums. */
export const DeliveryRunFields = /* @__PURE__ */ graphql(`
  fragment DeliveryRunFields on AdminDeliveryRun {
    id date courier courierId status city { id name } stopCount waiting cashExpected cashCollected cashReturned cashDifference stopDifferences
    createdBy createdAt closedAt closedBy
  }
`);

/** A stop as the run sheet lists it. */
export const DeliveryStopFields = /* @__PURE__ */ graphql(`
  fragment DeliveryStopFields on AdminDeliveryStop {
    id position kind order refill orderStatus method customerName phone address notes cashToCollect outcome cashCollected cashDifference outcomeNote outcomeAt outcomeBy
    lines { kind title size color scent quantity }
  }
`);

/** The runs, the latest date first. */
export const AdminDeliveryRuns = /* @__PURE__ */ graphql(`query AdminDeliveryRuns($page: Int) { adminDeliveryRuns(page: $page) { items { ...DeliveryRunFields } pageInfo { current pages total } } }`, [DeliveryRunFields]);

/** One run with its stops and audit log. */
export const AdminDeliveryRun = /* @__PURE__ */ graphql(`query AdminDeliveryRun($id: ID!) { adminDeliveryRun(id: $id) { ...DeliveryRunFields stops { ...DeliveryStopFields } audit { ...AuditFields } } }`, [
  DeliveryRunFields,
  DeliveryStopFields,
  AuditFields,
]);

/** The orders and refill plans' confirmed refill requests of a city a new run may take. */
export const AdminDeliveryCandidates = /* @__PURE__ */ graphql(`
  query AdminDeliveryCandidates($city: ID!) { adminDeliveryCandidates(city: $city) { kind id date customerName phone address total method cashToCollect } }
`);

/** Builds a run; answers it. */
export const AdminCreateDeliveryRun = /* @__PURE__ */ graphql(`mutation AdminCreateDeliveryRun($input: AdminDeliveryRunInput!) { adminCreateDeliveryRun(input: $input) { ...DeliveryRunFields } }`, [DeliveryRunFields]);

/** Records a stop's outcome; answers the run's sums. */
export const AdminRecordStopOutcome = /* @__PURE__ */ graphql(
  `mutation AdminRecordStopOutcome($stop: ID!, $outcome: String!, $cashCollected: Int, $note: String) {
    adminRecordStopOutcome(stop: $stop, outcome: $outcome, cashCollected: $cashCollected, note: $note) { ...DeliveryRunFields }
  }`,
  [DeliveryRunFields],
);

/** Closes a run with the cash the courier brought back; answers it with the difference. */
export const AdminCloseDeliveryRun = /* @__PURE__ */ graphql(`mutation AdminCloseDeliveryRun($id: ID!, $cashReturned: Int!) { adminCloseDeliveryRun(id: $id, cashReturned: $cashReturned) { ...DeliveryRunFields } }`, [
  DeliveryRunFields,
]);

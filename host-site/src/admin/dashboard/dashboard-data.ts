import type { adminOperations, ResultOf } from '@candleshop/core';

/** The dashboard's answer, as the query types it (its own module: the page and its parts read it). */
export type Dashboard = ResultOf<typeof adminOperations.AdminDashboard>['adminDashboard'];

import { useEffect, useRef, useState } from 'react';
import { adminMessages, adminOperations, ALL_MESSAGE_AREAS, planMessages, waitlistMessages } from '@candleshop/core';
import { I18nProvider, useI18n, useMessages, useQuery } from '@candleshop/ui';
import { accountQueries } from '../api.js';
import { LoadFailure } from '../frame/query-status.js';
import { usePageMeta } from '../frame/page-meta.js';
import { AdminFrame } from './admin-frame.js';
import { forgetDoor } from './check-in/door-store.js';
import { AdminSection, type AdminRoute } from './admin-section.js';
import { SecondFactor } from './second-factor.js';
import { AdminRecheck, useStaffReads } from './use-admin.js';

/** Options of {@link AdminPage}: the route and its address's parts. */
export interface AdminPageOptions {
  route: AdminRoute;
  params: Record<string, string>;
  search: Record<string, string>;
}

// The storefront's texts (already here) and the back office's own.
// The waiting lists' texts are loaded where they are shown: here and on a workshop's held seats.
// Issue 37 item 1: the refill plans' texts (the coming plan refills, the dashboard's plan figures).
const ADMIN_AREAS = [...ALL_MESSAGE_AREAS, adminMessages, waitlistMessages, planMessages];

/**
 * /admin (issue 15): the back office, in its own frame (issue 28 item 5). Its code and texts are
 * their own downloads (a customer never fetches them); the server decides who may see anything,
 * this page only shows what it answers.
 */
export function AdminPage(options: AdminPageOptions) {
  const { lang } = useI18n();
  const { i18n, failed, retry } = useMessages(lang, ADMIN_AREAS);
  if (!i18n) {
    return (
      <main id="main" tabIndex={-1}>
        <div className="container">{failed ? <LoadFailure error="errors.network" retry={retry} /> : <Loading />}</div>
      </main>
    );
  }
  return (
    <I18nProvider value={i18n}>
      <StaffGate {...options} />
    </I18nProvider>
  );
}

function Loading() {
  const { t } = useI18n();
  return (
    <p role="status" aria-busy="true">
      {t('common.loading')}
    </p>
  );
}

// Staff only, and only after the second factor: the server answers forbidden to anyone else.
// SECURITY-REVIEW L5: the factor lapses (30 idle minutes, 12 hours); a page's refused call asks
// again who is signed in, and the code form then shows above the page, which stays mounted but
// hidden, so nothing typed is lost.
function StaffGate(options: AdminPageOptions) {
  const { t, lang } = useI18n();
  usePageMeta(t('admin.title'), t('admin.title'));
  const me = useQuery(accountQueries, adminOperations.AdminMe, {}, lang, useStaffReads());
  const staff = me.data?.adminMe;
  const passedOnce = useRef(false);
  if (staff?.verified) passedOnce.current = true;
  const lapsed = staff !== undefined && !staff.verified && passedOnce.current;
  // SECURITY-REVIEW-2 N14: a lapsed factor leaves no door list on the phone.
  useEffect(() => {
    if (lapsed) forgetDoor(localStorage);
  }, [lapsed]);
  const [generation, setGeneration] = useState(0);
  const passedAgain = () => {
    setGeneration((n) => n + 1);
    me.retry();
  };
  let content;
  if (me.failure?.key === 'forbidden' && !staff) content = <p role="alert">{t('admin.errors.notStaff')}</p>;
  else if (!staff) content = me.error ? <LoadFailure error={me.error} retry={me.retry} /> : <Loading />;
  else if (!staff.verified && !passedOnce.current) content = <SecondFactor onPassed={me.retry} />;
  else {
    content = (
      <>
        {staff.verified ? null : (
          <>
            <p role="alert">{t('admin.factor.lapsed')}</p>
            <SecondFactor onPassed={passedAgain} />
          </>
        )}
        <div hidden={!staff.verified}>
          <AdminRecheck.Provider value={{ recheck: me.retry, generation, staff: staff.email }}>
            <AdminSection {...options} owner={staff.role === 'owner'} />
          </AdminRecheck.Provider>
        </div>
      </>
    );
  }
  return (
    <AdminFrame route={options.route} staff={staff}>
      <h1>{t('admin.title')}</h1>
      {content}
    </AdminFrame>
  );
}

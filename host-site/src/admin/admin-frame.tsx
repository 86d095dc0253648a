import type { ReactNode } from 'react';
import { isolateIn } from '@candleshop/core';
import { Isolated, useI18n } from '@candleshop/ui';
import { useSignOut } from '../account/use-sign-out.js';
import { forgetDoor } from './check-in/door-store.js';
import { LanguageMenu } from '../frame/header/language-menu.js';
import { useLocalPath } from '../local-path.js';
import { AdminNav } from './admin-nav.js';
import type { AdminRoute } from './admin-routes.js';

/** The signed-in staff member the frame shows (the server's `adminMe`). */
export interface FrameStaff {
  name: string;
  email: string;
  role: string;
  verified: boolean;
}

/** Options of {@link AdminFrame}. */
export interface AdminFrameOptions {
  route: AdminRoute;
  /** Who is signed in, once the server said they are staff. */
  staff?: FrameStaff;
  children: ReactNode;
}

/**
 * The back office's own frame (issue 28 item 5), around every /admin page instead of the
 * storefront's: the shop's name, the language, who is signed in with their sign-out, and the back
 * office's parts (once the second factor is passed). Signing out lands on the sign-in.
 */
export function AdminFrame({ route, staff, children }: AdminFrameOptions) {
  const { t, lang } = useI18n();
  const to = useLocalPath();
  const { busy, signOut } = useSignOut('/signin');
  return (
    <>
      <header className="admin-header">
        <div className="container admin-bar">
          <a className="brand" href={to('/')}>
            {t('brand')}
          </a>
          <LanguageMenu />
          {staff ? (
            <div className="admin-staff">
              <p>
                <span>{t('admin.signedInAs', { name: isolateIn(lang, staff.name), role: t(`admin.roles.${staff.role}`) })}</span>{' '}
                <span className="muted">
                  <Isolated>{staff.email}</Isolated>
                </span>
              </p>
              <button
                type="button"
                className="button button-secondary button-small"
                disabled={busy}
                onClick={() => {
                  // SECURITY-REVIEW-2 N14: the door's lists stay on no phone after sign-out.
                  forgetDoor(localStorage);
                  void signOut();
                }}
              >
                {t(busy ? 'accountMenu.signingOut' : 'accountMenu.signOut')}
              </button>
            </div>
          ) : null}
        </div>
        {staff?.verified ? (
          <div className="container">
            <AdminNav route={route} owner={staff.role === 'owner'} />
          </div>
        ) : null}
      </header>
      <main id="main" tabIndex={-1}>
        <div className="container admin">{children}</div>
      </main>
    </>
  );
}

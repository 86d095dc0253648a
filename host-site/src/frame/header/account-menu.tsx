import { useCallback, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $auth, $user } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { ACCOUNT_SECTIONS } from '../../account/account-sections.js';
import { useSignOut } from '../../account/use-sign-out.js';
import { useDismiss } from './use-dismiss.js';
import { useLocalPath } from '../../local-path.js';

const MENU = ACCOUNT_SECTIONS.filter((item) => item.route !== 'accountSetting');

/** SPEC §2 Shared chrome: sign-in and register links, or the account menu with sign out. */
export function AccountMenu() {
  const to = useLocalPath();
  const { t } = useI18n();
  const auth = useStore($auth);
  const user = useStore($user);
  const [open, setOpen] = useState(false);
  const { busy, signOut: endSession } = useSignOut();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useDismiss(open, close, root, button);

  if (!auth.loggedIn || !user) {
    return (
      <ul className="account-links">
        <li>
          <a href={to('/signin')}>{t('accountMenu.signIn')}</a>
        </li>
        <li>
          <a href={to('/signup')}>{t('accountMenu.register')}</a>
        </li>
      </ul>
    );
  }

  const signOut = async () => {
    await endSession();
    setOpen(false);
  };

  return (
    <div className="account-menu" ref={root}>
      <button ref={button} type="button" className="account-button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
        {t('accountMenu.label')}
      </button>
      <ul id={id} className="account-dropdown" hidden={!open}>
        {MENU.map((item) => (
          <li key={item.route}>
            <a href={to(item.path)} onClick={() => setOpen(false)}>
              {t(item.label)}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="link-button" disabled={busy} onClick={() => void signOut()}>
            {t(busy ? 'accountMenu.signingOut' : 'accountMenu.signOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}

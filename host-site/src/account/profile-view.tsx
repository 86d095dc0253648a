import { formatDate, formatNumber, isolateIn, localizeDigits, nationalPhone, type User } from '@candleshop/core';
import type { ReactNode } from 'react';
import { Isolated, useI18n } from '@candleshop/ui';
import { useLocalPath } from '../local-path.js';

/** /account/profile: what the account holds (SPEC §3 User). */
export function ProfileView({ user }: { user: User }) {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const none = t('accountPages.notSet');
  const dob = user.dob ? formatDate(new Date(`${user.dob}T12:00:00Z`), lang) : none;
  const gender = user.gender === 'male' ? t('signUp.male') : user.gender === 'female' ? t('signUp.female') : t('signUp.preferNot');
  const rows: [string, ReactNode][] = [
    [t('signUp.name'), <Isolated dir="auto">{user.name}</Isolated>],
    [t('signUp.email'), <Isolated>{user.email}</Isolated>],
    [t('signUp.phone'), user.phone ? <Isolated>{localizeDigits(nationalPhone(user.phone), lang)}</Isolated> : none],
    [t('signUp.city'), user.city?.name ?? none],
    [t('accountPages.address'), user.address ? <Isolated dir="auto">{user.address}</Isolated> : none],
    [t('signUp.dob'), dob],
    [t('accountPages.age'), user.age != null ? formatNumber(user.age, lang) : none],
    [t('signUp.gender'), gender],
    [t('accountPages.status'), t(user.status === 'pending' ? 'accountPages.statusPending' : 'accountPages.statusActive')],
  ];
  return (
    <div className="profile">
      <p>{t('accountPages.welcome', { name: isolateIn(lang, user.name) })}</p>
      {user.profile ? <img className="picture-preview" src={user.profile} alt={t('signUp.picture')} width={96} height={96} /> : null}
      <dl className="profile-list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <a className="button" href={to('/account/accountsetting')}>
        {t('accountPages.edit')}
      </a>
    </div>
  );
}

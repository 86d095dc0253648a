import { useStore } from '@nanostores/react';
import { $user } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { MyReviews } from './my-reviews.js';
import { OrderHistory } from './order-history.js';
import { PasswordSetting } from './password-setting.js';
import { ProfileView } from './profile-view.js';
import { RefillHistory } from './refill-history.js';
import { RefillPlans } from './plans/refill-plans.js';
import { SettingsForm } from './settings-form.js';
import { TicketHistory } from './ticket-history.js';
import { PersonalizedHistory } from '../personalized/personalized-history.js';
import { SubscriptionHistory } from '../subscriptions/subscription-history.js';
import { useLocalPath } from '../local-path.js';
import { ACCOUNT_SECTIONS } from './account-sections.js';
import { CartReminderSetting } from '../cart-reminders/cart-reminder-setting.js';

/** /account and its children: the section list and the chosen section (the profile by default). */
export function AccountPage({ route }: { route: string }) {
  const to = useLocalPath();
  const { t } = useI18n();
  const user = useStore($user);
  if (!user) {
    return (
      <p className="notice" role="status">
        {t('accountPages.loading')}
      </p>
    );
  }
  const current = route === 'account' ? 'profile' : route;
  const section = ACCOUNT_SECTIONS.find((item) => item.route === current) ?? ACCOUNT_SECTIONS[0];
  return (
    <div className="container account">
      <h1>{t('accountPages.heading')}</h1>
      <div className="account-layout">
        <nav aria-label={t('accountPages.sections')}>
          <ul className="account-nav">
            {ACCOUNT_SECTIONS.map((item) => (
              <li key={item.route}>
                <a href={to(item.path)} aria-current={item.route === section.route ? 'page' : undefined}>
                  {t(item.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <section className="account-section" aria-labelledby="account-section-title">
          <h2 id="account-section-title">{t(section.label)}</h2>
          {section.route === 'profile' ? (
            <ProfileView user={user} />
          ) : section.route === 'accountSetting' ? (
            <>
              <SettingsForm user={user} />
              <CartReminderSetting />
            </>
          ) : section.route === 'passwordSetting' ? (
            <PasswordSetting />
          ) : section.route === 'orderHistory' ? (
            <>
              <OrderHistory />
              <RefillHistory />
              <RefillPlans />
              <TicketHistory />
              <PersonalizedHistory />
              <SubscriptionHistory />
            </>
          ) : (
            <MyReviews />
          )}
        </section>
      </div>
    </div>
  );
}

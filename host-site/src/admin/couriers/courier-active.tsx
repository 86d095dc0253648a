import { couriersOperations } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { useAdminMutation } from '../use-admin.js';
import type { AdminCourierView } from './courier-form.js';

/** The owner's button that deactivates a courier or activates them again (issue 36), at the version read. */
export function CourierActiveButton({ courier, onChanged }: { courier: AdminCourierView; onChanged: (courier: AdminCourierView) => void }) {
  const { t } = useI18n();
  const change = useAdminMutation(couriersOperations.AdminSetCourierActive);
  const toggle = async () => {
    if (change.busy) return;
    const answer = await change.run({ id: courier.id, version: courier.version, active: !courier.active });
    if (answer) onChanged(answer.adminSetCourierActive);
  };
  return (
    <>
      <button type="button" className="button secondary" aria-disabled={change.busy || undefined} aria-busy={change.busy || undefined} onClick={() => void toggle()}>
        {t(courier.active ? 'admin.couriers.deactivate' : 'admin.couriers.activate', { name: courier.name })}
      </button>
      {change.error ? <p role="alert">{t(change.error)}</p> : null}
    </>
  );
}

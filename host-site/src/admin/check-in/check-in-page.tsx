import { useEffect, useState, type FormEvent } from 'react';
import { checkInOperations } from '@candleshop/core';
import { Field, useI18n, useQuery } from '@candleshop/ui';
import { accountClient, accountQueries } from '../../api.js';
import { InputField } from '../../forms/field.js';
import { useForm } from '../../forms/use-form.js';
import { dateTime } from '../admin-parts.js';
import { useStaffReads } from '../use-admin.js';
import { checkDoorCode, type DoorCheck } from './door-codes.js';
import { byDay } from './door-days.js';
import { doorCount, type DoorList } from './door-list.js';
import { keptWorkshops, saveWorkshops } from './door-store.js';
import { DoorTicketPanel, CheckInEntries, type CheckInChoice } from './door-ticket.js';
import { QrScanner } from './qr-scanner.js';
import { useDoor } from './use-door.js';

/**
 * /admin/check-in (issue 27): staff at the door, on a phone. Choose one of today's (or a coming) workshops; scan
 * a ticket's QR code or type the code printed under it; see the ticket and check in all or some of
 * its people. The workshop's list stays on the phone, so all of it goes on offline and the
 * check-ins are sent when the network is back.
 */
export function CheckInPage({ search }: { search: Record<string, string> }) {
  const { t, lang } = useI18n();
  const [workshop, setWorkshop] = useState<string | undefined>(search.workshop);
  const today = useQuery(accountQueries, checkInOperations.CheckInWorkshops, {}, lang, useStaffReads());
  // Offline, the workshops whose lists this phone kept can still be chosen.
  const [kept, setKept] = useState<ReturnType<typeof keptWorkshops>>([]);
  useEffect(() => setKept(keptWorkshops(localStorage)), []);
  const answered = today.data?.adminCheckInWorkshops;
  useEffect(() => {
    if (answered) saveWorkshops(localStorage, answered);
  }, [answered]);
  const workshops = answered ?? kept;
  return (
    <section aria-labelledby="door-title" className="door">
      <h2 id="door-title">{t('admin.checkIn.title')}</h2>
      {workshops.length === 0 ? (
        <p className="muted">{today.data || today.error ? t('admin.checkIn.none') : t('common.loading')}</p>
      ) : (
        <Field id="door-workshop" label={t('admin.checkIn.workshop')}>
          <select id="door-workshop" value={workshop ?? ''} onChange={(event) => setWorkshop(event.currentTarget.value || undefined)}>
            <option value="">{t('admin.checkIn.choose')}</option>
            {/* Issue 36 item 4: today's doors first, then the coming workshops, each group named. */}
            {byDay(workshops).map(([group, rows]) => (
              <optgroup key={group} label={t(`admin.checkIn.${group}`)}>
                {rows.map((row) => (
                  <option key={row.id} value={row.id}>
                    {row.title} · {dateTime(row.startsAt, lang)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </Field>
      )}
      {workshop && <Door key={workshop} workshop={workshop} />}
    </section>
  );
}

function Door({ workshop }: { workshop: string }) {
  const { t, lang } = useI18n();
  const door = useDoor(workshop);
  // The typed code is the host site's one form state (forms/use-form.ts); a scanned one skips it.
  const { form, setForm, edit, shown: invalid, setShown: setInvalid } = useForm({ code: '' });
  const [found, setFound] = useState<{ code: string; check: DoorCheck }>();
  const [done, setDone] = useState<string>();
  const list = door.list;

  const find = async (text: string) => {
    if (!list || !text.trim()) return;
    setDone(undefined);
    let check = await checkDoorCode(text, list, door.key);
    // What the phone cannot tell, the server can while online.
    if ('ask' in check && navigator.onLine) {
      const asked = await accountClient.query(checkInOperations.CheckInLookup, { workshop, code: text }, lang);
      if (asked.data) {
        const { ticket, problem } = asked.data.adminCheckInLookup;
        check = ticket ? (problem ? { problem, ticket } : { ticket }) : { problem: problem ?? 'unknown' };
      }
    }
    setFound({ code: text, check });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = form.code.trim() ? {} : { code: 'admin.checkIn.codeMissing' };
    setInvalid(wrong);
    if (!wrong.code) void find(form.code);
  };

  const checkIn = (choice: CheckInChoice) => {
    door.checkIn(choice, t('admin.checkIn.thisPhone'), new Date().toISOString());
    setFound(undefined);
    setForm({ code: '' });
    setDone(navigator.onLine ? 'admin.checkIn.done' : 'admin.checkIn.doneOffline');
  };

  return (
    <>
      <DoorStatus list={list} online={door.online} waiting={door.queue.length} keyMissing={door.keyKnown && !door.key} />
      {door.aside > 0 ? <p role="status">{t('admin.checkIn.aside', { count: door.aside })}</p> : null}
      {door.refused.length > 0 && (
        <section className="door-conflicts" aria-labelledby="door-conflicts">
          <h3 id="door-conflicts">{t('admin.checkIn.conflicts')}</h3>
          <ul>
            {door.refused.map((entry) => (
              <li key={entry.clientId}>
                <p role="alert">
                  {entry.reason === 'alreadyIn' || entry.reason === 'tooMany'
                    ? t('admin.checkIn.conflict', { id: Number(entry.ticket ?? 0) })
                    : `${entry.ticket ? `${t('admin.checkIn.ticket', { id: Number(entry.ticket) })}: ` : ''}${t(`admin.checkIn.problems.${entry.reason}`)}`}
                </p>
                <CheckInEntries entries={entry.checkIns} />
                <button type="button" className="button secondary" onClick={() => door.dismiss(entry.clientId)}>
                  {t('admin.checkIn.dismiss')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {list && (
        <>
          <form className="door-code" noValidate onSubmit={submit}>
            <InputField
              label={t('admin.checkIn.code')}
              error={invalid.code}
              value={form.code}
              dir="ltr"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(event) => edit('code', event.currentTarget.value)}
            />
            <button type="submit" className="button">
              {t('admin.checkIn.find')}
            </button>
          </form>
          <QrScanner onCode={(text) => void find(text)} />
        </>
      )}
      {done && <p role="status">{t(done)}</p>}
      {found && <DoorTicketPanel key={found.code} code={found.code} check={found.check} onCheckIn={checkIn} />}
    </>
  );
}

/** The live count, whether the phone is online, what waits to be sent, and a key that proves nothing. */
function DoorStatus({ list, online, waiting, keyMissing }: { list: DoorList | undefined; online: boolean; waiting: number; keyMissing: boolean }) {
  const { t } = useI18n();
  const count = list ? doorCount(list) : undefined;
  return (
    <div className="door-status">
      {count && (
        <p className="door-count" aria-live="polite">
          {t('admin.checkIn.count', { checkedIn: count.checkedIn, expected: count.expected })}
        </p>
      )}
      <p className="door-sync" aria-live="polite" data-online={online}>
        {online ? t('admin.checkIn.online') : t('admin.checkIn.offline')} · {waiting ? t('admin.checkIn.waiting', { count: waiting }) : t('admin.checkIn.synced')}
      </p>
      {list?.localKey && <p className="muted">{t('admin.checkIn.localKey')}</p>}
      {keyMissing && <p className="muted">{t('admin.checkIn.noVerify')}</p>}
    </div>
  );
}

import { useI18n } from '@candleshop/ui';

/** The href of a contact entry: mail, phone, or none for an address. */
export function contactHref(type: string, value: string): string | undefined {
  if (type === 'email') return `mailto:${value}`;
  if (type === 'phone') return `tel:${value.replace(/[^\d+]/g, '')}`;
  return undefined;
}

/** The shop's email, phone and address entries (SPEC §3 Contact), mail and phone as links. */
export function ContactList({ entries, className }: { entries: ReadonlyArray<{ id: string; type: string; value: string }>; className: string }) {
  const { t } = useI18n();
  return (
    <dl className={className}>
      {entries.map((entry) => {
        const href = contactHref(entry.type, entry.value);
        return (
          <div key={entry.id}>
            <dt>{t(`siteFooter.${entry.type}`)}</dt>
            {/* Mail addresses and phone numbers read left to right in every language. An element with dir is isolated by
                the browser (HTML: [dir] { unicode-bidi: isolate }), so the footer on every page carries no Isolated code (page budget). */}
            <dd dir={entry.type === 'address' ? undefined : 'ltr'}>{href ? <a href={href}>{entry.value}</a> : entry.value}</dd>
          </div>
        );
      })}
    </dl>
  );
}

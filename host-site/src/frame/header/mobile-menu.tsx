import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useI18n } from '@candleshop/ui';
import { $router } from '../../router.js';

/**
 * Below 992 px the header's menus fold into a hamburger (SPEC §2 Shared chrome): a modal dialog,
 * so focus stays inside and Escape closes it; it closes when a page is chosen.
 */
export function MobileMenu({ children }: { children: (close: () => void) => ReactNode }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  // A route change (a link followed inside) closes the menu.
  useEffect(() => $router.listen(() => setOpen(false)), []);

  return (
    <div className="mobile-menu">
      <button ref={button} type="button" className="hamburger" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <span aria-hidden="true">☰</span>
        <span className="visually-hidden">{t('siteNav.openMenu')}</span>
      </button>
      <dialog
        ref={dialog}
        className="menu-dialog"
        aria-label={t('siteNav.menu')}
        onClose={() => {
          setOpen(false);
          button.current?.focus();
        }}
      >
        <button type="button" className="menu-close" onClick={() => setOpen(false)}>
          <span aria-hidden="true">✕</span>
          <span className="visually-hidden">{t('siteNav.closeMenu')}</span>
        </button>
        {open && children(() => setOpen(false))}
      </dialog>
    </div>
  );
}

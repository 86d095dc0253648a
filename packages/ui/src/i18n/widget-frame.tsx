import type { ReactNode, Ref } from 'react';
import { RETRY_TEXT, textDirection } from '@candleshop/core';
import { I18nProvider, type I18nState, type MessagesState } from './i18n-context.js';

/** Options of {@link WidgetFrame}. */
export interface WidgetFrameOptions {
  /** The widget's `useMessages` state (called by the widget, so its queries start alongside). */
  messages: MessagesState;
  className?: string;
  /** The id of the widget's heading: the base is then a section it names. */
  labelledBy?: string;
  /** The base element, for a widget that scrolls to its top (a plain div base only). */
  baseRef?: Ref<HTMLDivElement>;
  /** The widget in its language, once the texts are here. */
  children: (i18n: I18nState) => ReactNode;
}

/**
 * A widget's `part="base"`: busy while its texts load, a retry if they could not (its only words
 * before the texts, so core's RETRY_TEXT in the widget's language), then `children` in the
 * language and direction.
 * @example <WidgetFrame messages={useMessages(lang, AREAS)} className="grid-root">{() => <Grid />}</WidgetFrame>
 */
export function WidgetFrame({ messages, className, labelledBy, baseRef, children }: WidgetFrameOptions) {
  const { lang, i18n, failed, retry } = messages;
  if (!i18n) {
    return (
      <div part="base" className={className} aria-busy={!failed} dir={textDirection(lang)} lang={lang}>
        {failed && (
          <button type="button" className="button" onClick={retry}>
            ↻ {RETRY_TEXT[lang]}
          </button>
        )}
      </div>
    );
  }
  return (
    <I18nProvider value={i18n}>
      {labelledBy ? (
        <section part="base" className={className} dir={i18n.dir} lang={i18n.lang} aria-labelledby={labelledBy}>
          {children(i18n)}
        </section>
      ) : (
        <div part="base" className={className} dir={i18n.dir} lang={i18n.lang} ref={baseRef}>
          {children(i18n)}
        </div>
      )}
    </I18nProvider>
  );
}

import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $feedback, closeFeedback } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';

/**
 * SPEC §2 Shared chrome, §9: the feedback message; it closes after 6 s (core), by its button, or
 * on a click anywhere outside it (the SPEC's backdrop click).
 */
export function FeedbackMessage() {
  const { t } = useI18n();
  const feedback = useStore($feedback);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!feedback) return;
    const onClick = (event: MouseEvent) => {
      // Only this message's outside click closes it: the click that shows the next one reaches the
      // page before a runtime that renders later (Preact) has taken this listener away.
      if ($feedback.get() === feedback && !box.current?.contains(event.target as Node)) closeFeedback();
    };
    // Listening from the next task: the click that made the message must not close it.
    const timer = window.setTimeout(() => document.addEventListener('click', onClick));
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('click', onClick);
    };
  }, [feedback]);
  return (
    <div className="feedback-region">
      {feedback ? (
        <div ref={box} className={`feedback feedback-${feedback.kind}`} role={feedback.kind === 'fail' ? 'alert' : 'status'}>
          {feedback.title ? <strong>{t(feedback.title, feedback.values)}</strong> : null}
          <p>{t(feedback.message, feedback.values)}</p>
          {feedback.extra ? <p>{t(feedback.extra, feedback.values)}</p> : null}
          <button type="button" className="link-button" onClick={closeFeedback}>
            {t('feedback.close')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

import { useStore } from '@nanostores/react';
import { $feedback, closeFeedback } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';

/** SPEC §2 Shared chrome: the feedback message; it closes after 6 s (core) or on request. */
export function FeedbackMessage() {
  const { t } = useI18n();
  const feedback = useStore($feedback);
  return (
    <div className="feedback-region">
      {feedback ? (
        <div className={`feedback feedback-${feedback.kind}`} role={feedback.kind === 'fail' ? 'alert' : 'status'}>
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

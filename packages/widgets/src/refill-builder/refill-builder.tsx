import { useEffect, useId, useMemo, useRef, useState, type ComponentType } from 'react';
import { useStore } from '@nanostores/react';
import {
  $auth,
  catalogueOperations as ops,
  createRefillBuilder,
  formatPrice,
  refillMessages,
  REFILL_STEPS,
  type Lang,
  type PublicClient,
  type RefillBuilderModel,
  type RefillChoices,
  type RefillDraft,
  type RequestedRefill,
} from '@candleshop/core';
import { useMessages, useQuery, WidgetFrame } from '@candleshop/ui';
import { RefillSteps } from './refill-steps.js';
import type { RefillPanelOptions } from './refill-panel.js';

// The builder shows its own texts (refillBuilder) beside the shop-wide ones.
/** The message areas the widget shows beyond the shop-wide ones. */
export const REFILL_BUILDER_AREAS = [refillMessages];

/** Options of {@link RefillBuilder}. */
export interface RefillBuilderOptions {
  client: PublicClient;
  lang: Lang;
  /** Choices from the element's attributes; a later change of one is applied too. */
  preset: Partial<RefillChoices>;
  /** The shopper changed a choice: the new choices and the total (undefined until every step is chosen). */
  onChange?: (choices: RefillChoices, total: number | undefined) => void;
  /** A refill line went into the refill cart. */
  onAdded?: (line: RefillDraft, total: number) => void;
  /** Request now (ISSUE 11); without it the builder only adds to the refill cart. */
  request?: RefillRequestSettings;
}

/** What Request now needs from the page. */
export interface RefillRequestSettings {
  /** The GraphQL endpoint (the account client and human check are the page's shared ones). */
  endpoint: string;
  /** Whether FastPay is offered, as the checkout offers it. */
  fastpay: boolean;
  /** The server took the request: where its payment continues, and the line requested with its total. */
  onRequested: (requested: RequestedRefill, line?: RefillDraft, total?: number) => void;
  /**
   * Where the page shows the customer's refill plans (issue 37 item 1): a made plan links there,
   * and a signed-out shopper is asked there to sign in. Without it (a partner's page) only a
   * signed-in customer sees anything of plans.
   */
  plansHref?: string;
}

type Panel = 'request' | 'plan';
type PanelForm = ComponentType<RefillPanelOptions>;

// Request now and Make this a plan are chunks of their own, downloaded on their first click (DESIGN §6 budgets).
const PANELS: Record<Panel, () => Promise<PanelForm>> = {
  request: () => import('./refill-request.js').then((module) => module.RefillRequestForm),
  plan: () => import('./refill-plan.js').then((module) => module.RefillPlanForm),
};

function usePanel(panel: Panel | undefined) {
  const [forms, setForms] = useState<Partial<Record<Panel, PanelForm>>>({});
  // The panel whose download failed: its retry message is its own, not the other panel's.
  const [failed, setFailed] = useState<Panel>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!panel || forms[panel]) return;
    let live = true;
    PANELS[panel]().then(
      (form) => live && setForms((loaded) => ({ ...loaded, [panel]: form })),
      () => live && setFailed(panel),
    );
    return () => {
      live = false;
    };
    // `forms` only stops a second download.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [panel, attempt]);
  return {
    form: panel && forms[panel],
    failed: !!panel && failed === panel,
    retry: () => {
      setFailed(undefined);
      setAttempt((n) => n + 1);
    },
  };
}

// Attributes set later (a partner's script) count as presets too; the store drops invalid ones.
function useAppliedPreset(builder: RefillBuilderModel, preset: Partial<RefillChoices>) {
  const key = JSON.stringify(preset);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const current = builder.$choices.get();
    for (const step of REFILL_STEPS) if (preset[step] !== undefined && preset[step] !== current[step]) builder.choose(step, preset[step]);
    if (preset.quantity !== undefined && preset.quantity !== current.quantity) builder.setQuantity(preset.quantity);
  }, [builder, key]);
}

/**
 * The refill builder (ISSUE 11): container, size, colour, scent, wick and quantity, the live price
 * from core's refill rule, and Add to refill cart. Its logic is core's `createRefillBuilder`.
 */
export function RefillBuilder({ client, lang, preset, onChange, onAdded, request }: RefillBuilderOptions) {
  const messages = useMessages(lang, REFILL_BUILDER_AREAS);
  const [builder] = useState(() => createRefillBuilder({ preset }));
  useEffect(() => () => builder.destroy(), [builder]);
  useAppliedPreset(builder, preset);
  const materials = useQuery(client, ops.RefillMaterials, {}, lang);
  // The materials reach the builder while rendering, not after: the first frame (the server's too)
  // shows the steps. Once for each answer.
  useMemo(() => {
    const data = materials.data;
    if (data) builder.setMaterials({ containers: data.refillContainers, colors: data.colors, scents: data.scents, wicks: data.wicks });
  }, [builder, materials.data]);
  const price = useStore(builder.$price);
  const add = useStore(builder.$add);
  const heading = useId();
  // Request now and Make this a plan: a panel opens once every step is chosen; before that it
  // names the missing step. One at a time: both hold the checkout's fields.
  const [chosenPanel, setPanel] = useState<Panel>();
  const [missing, setMissing] = useState<string>();
  const auth = useStore($auth);
  // A plan is a customer's: signing out (here or in another tab) closes its form.
  const panel = chosenPanel === 'plan' && !auth.loggedIn ? undefined : chosenPanel;
  const panelForm = usePanel(panel);

  const changed = () => {
    setMissing(undefined);
    onChange?.(builder.$choices.get(), builder.$price.get());
  };
  const open = (next: Panel) => {
    const choices = builder.$choices.get();
    const step = REFILL_STEPS.find((name) => choices[name] === undefined);
    setMissing(step && `refillBuilder.pick.${step}`);
    if (!step) setPanel(next);
  };
  const PanelForm = panelForm.form;
  const addToCart = async () => {
    const outcome = await builder.addToRefillCart();
    if (outcome.data) onAdded?.(outcome.data, builder.$price.get() ?? 0);
  };

  return (
    <WidgetFrame messages={messages} className="refill-root" labelledBy={heading}>
      {({ t, lang: shown }) => (
        <>
          <h2 id={heading} className="refill-heading">
            {t('refillBuilder.heading')}
          </h2>
          {materials.error ? (
            <div className="notice" role="alert">
              <p>{t('refillBuilder.loadFailed')}</p>
              <button type="button" className="button" onClick={materials.retry}>
                {t('refillBuilder.retry')}
              </button>
            </div>
          ) : !materials.data ? (
            <p className="notice" aria-busy="true">
              {t('refillBuilder.loading')}
            </p>
          ) : (
            <form
              className="refill-form"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void addToCart();
              }}
            >
              <RefillSteps
                builder={builder}
                onChoose={(step, id) => {
                  builder.choose(step, id);
                  changed();
                }}
                onQuantity={(quantity) => {
                  builder.setQuantity(quantity);
                  changed();
                }}
              />
              <div className="summary" part="summary">
                <p className="total" aria-live="polite">
                  {price === undefined ? (
                    <span className="hint">{t('refillBuilder.pickAll')}</span>
                  ) : (
                    <>
                      <span className="total-label">{t('refillBuilder.total')}</span>{' '}
                      <strong className="price" part="price">
                        {formatPrice(price, shown)}
                      </strong>
                    </>
                  )}
                </p>
                {add.step === 'added' ? (
                  <p className="added" part="added" role="status">
                    ✓ {t('refillBuilder.added')}
                  </p>
                ) : (
                  <button type="submit" className="button add" part="add" aria-disabled={add.step === 'adding' ? 'true' : undefined}>
                    {add.step === 'adding' ? t('refillBuilder.adding') : t('refillBuilder.add')}
                  </button>
                )}
                {request && (
                  <button type="button" className="button secondary" part="request-now" aria-expanded={panel === 'request'} onClick={() => open('request')}>
                    {t('refillRequest.requestNow')}
                  </button>
                )}
                {request &&
                  (auth.loggedIn ? (
                    <button type="button" className="button secondary" part="make-plan" aria-expanded={panel === 'plan'} onClick={() => open('plan')}>
                      {t('refillBuilder.makePlan')}
                    </button>
                  ) : (
                    // Only once the page knows nobody is signed in: a customer's session may still be loading.
                    auth.checked &&
                    request.plansHref && (
                      <a part="plan-sign-in" href={request.plansHref}>
                        {t('refillBuilder.planSignIn')}
                      </a>
                    )
                  ))}
                {missing && (
                  <p className="error" part="error" role="alert">
                    {t(missing)}
                  </p>
                )}
                {add.step === 'failed' && (
                  <p className="error" part="error" role="alert">
                    {add.title ? <strong>{t(add.title)} </strong> : null}
                    {t(add.message)}
                  </p>
                )}
              </div>
            </form>
          )}
          {request &&
            panel &&
            (PanelForm ? (
              <PanelForm
                key={panel}
                client={client}
                endpoint={request.endpoint}
                builderMessages={refillMessages}
                lang={shown}
                fastpay={request.fastpay}
                draft={() => builder.$draft.get()}
                onRequested={(requested) => request.onRequested(requested, builder.$draft.get(), builder.$price.get())}
                plansHref={request.plansHref}
              />
            ) : panelForm.failed ? (
              <p className="error" role="alert">
                {t('refillRequest.loadFailed')}{' '}
                <button type="button" className="button" onClick={panelForm.retry}>
                  {t('refillBuilder.retry')}
                </button>
              </p>
            ) : (
              <p className="hint" role="status" aria-busy="true">
                {t('refillRequest.loading')}
              </p>
            ))}
        </>
      )}
    </WidgetFrame>
  );
}

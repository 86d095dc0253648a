/** Renders a widget element's first state for the server (declarative shadow DOM HTML). */
export type WidgetRenderer = (tag: string, attributes: Readonly<Record<string, string>>) => string | undefined;

// Set only by the server renderer (one render at a time: ssr/render-page.tsx).
let renderWidget: WidgetRenderer | undefined;

/** Server rendering: the SDK's widget renderer for the pages rendered next. */
export function setWidgetRenderer(renderer: WidgetRenderer | undefined): void {
  renderWidget = renderer;
}

/**
 * The props that put a widget's server-rendered shadow root inside its element: on the server the
 * declarative shadow DOM as the element's HTML; in the browser nothing, as the shadow root is
 * already there (hydration leaves it to the widget).
 * @example <candle-product-grid {...attributes} {...useWidgetMarkup('candle-product-grid', attributes)} />
 */
export function useWidgetMarkup(tag: string, attributes: Readonly<Record<string, string>> = {}): { dangerouslySetInnerHTML?: { __html: string }; inert?: boolean } {
  const html = renderWidget?.(tag, attributes);
  // Inert until the widget has taken its server-rendered content over (define-element.ts): a
  // choice made before then would be on screen but not in the widget's state.
  return html ? { dangerouslySetInnerHTML: { __html: html }, inert: true } : {};
}

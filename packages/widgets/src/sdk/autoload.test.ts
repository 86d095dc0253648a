import { afterEach, describe, expect, it, vi } from 'vitest';
import { autoload, type WidgetImports } from './autoload.js';
import { fakeWidget } from './fake-widget.js';

const SETTINGS = { endpoint: 'https://shop.example/graphql', storefront: 'https://shop.example' };

afterEach(() => document.body.replaceChildren());

describe('autoload', () => {
  it('loads nothing while no tag is on the page', async () => {
    const widget = fakeWidget();
    const load = vi.fn(async () => widget.module);
    await autoload(document, SETTINGS, { [widget.tag]: load }).scan();
    expect(load).not.toHaveBeenCalled();
  });

  it('defines a tag on the page with the settings, once', async () => {
    const widget = fakeWidget();
    document.body.append(document.createElement(widget.tag));
    const loader = autoload(document, SETTINGS, { [widget.tag]: async () => widget.module });
    await Promise.all([loader.scan(), loader.scan()]);
    expect(widget.define).toHaveBeenCalledOnce();
    expect(widget.define).toHaveBeenCalledWith(SETTINGS);
    expect(customElements.get(widget.tag)).toBeDefined();
  });

  it('defines a tag when it appears later', async () => {
    const widget = fakeWidget();
    autoload(document, SETTINGS, { [widget.tag]: async () => widget.module });
    document.body.append(document.createElement(widget.tag));
    await customElements.whenDefined(widget.tag);
    expect(widget.define).toHaveBeenCalledOnce();
  });

  it('rejects a failed import, and the next scan tries again', async () => {
    const widget = fakeWidget();
    const load = vi.fn<WidgetImports[string]>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(widget.module);
    document.body.append(document.createElement(widget.tag));
    const loader = autoload(document, SETTINGS, { [widget.tag]: load });
    await expect(loader.scan()).rejects.toThrow(`candleshop: could not load <${widget.tag}>`);
    await loader.scan();
    expect(load).toHaveBeenCalledTimes(2);
    expect(customElements.get(widget.tag)).toBeDefined();
  });
});

describe('autoload and the chunk timeout (SPEC §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('counts code that has not arrived after 120 s as failed, and the next scan tries again', async () => {
    vi.useFakeTimers();
    const widget = fakeWidget();
    const load = vi
      .fn<WidgetImports[string]>()
      .mockImplementationOnce(() => new Promise(() => {}))
      .mockResolvedValue(widget.module);
    document.body.append(document.createElement(widget.tag));
    const loader = autoload(document, SETTINGS, { [widget.tag]: load });
    const failed = expect(loader.scan()).rejects.toThrow(`candleshop: could not load <${widget.tag}>`);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(customElements.get(widget.tag)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    await loader.scan();
    expect(load).toHaveBeenCalledTimes(2);
    expect(customElements.get(widget.tag)).toBeDefined();
  });
});

describe('autoload and a server-rendered widget (issue 38)', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A stand-in IntersectionObserver: `show` reports an element as in view or within half a screen. */
  function viewport() {
    const observed = new Set<Element>();
    let report: IntersectionObserverCallback = () => {};
    let margin: string | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
          report = callback;
          margin = options.rootMargin;
        }
        observe = (element: Element) => observed.add(element);
      },
    );
    return {
      observed,
      margin: () => margin,
      show: (element: Element) => report([{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver),
    };
  }

  function placed(tag: string, inert: boolean) {
    const element = document.createElement(tag);
    element.toggleAttribute('inert', inert);
    document.body.append(element);
    return element;
  }

  it('loads a server-rendered widget when it comes within half a screen of the view', async () => {
    const view = viewport();
    const widget = fakeWidget();
    const load = vi.fn(async () => widget.module);
    const element = placed(widget.tag, true);
    await autoload(document, SETTINGS, { [widget.tag]: load }).scan();
    expect(load).not.toHaveBeenCalled();
    expect(view.observed.has(element)).toBe(true);
    expect(view.margin()).toBe('50%');
    view.show(element);
    await customElements.whenDefined(widget.tag);
    expect(load).toHaveBeenCalledOnce();
  });

  it('loads every waiting widget at the first key pressed: Tab skips an inert one', async () => {
    viewport();
    const widget = fakeWidget();
    const load = vi.fn(async () => widget.module);
    placed(widget.tag, true);
    await autoload(document, SETTINGS, { [widget.tag]: load }).scan();
    expect(load).not.toHaveBeenCalled();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await customElements.whenDefined(widget.tag);
    expect(load).toHaveBeenCalledOnce();
  });

  it('loads at once a widget a script added, wherever it is', async () => {
    const view = viewport();
    const widget = fakeWidget();
    const element = placed(widget.tag, false);
    await autoload(document, SETTINGS, { [widget.tag]: async () => widget.module }).scan();
    expect(customElements.get(widget.tag)).toBeDefined();
    expect(view.observed.has(element)).toBe(false);
  });
});

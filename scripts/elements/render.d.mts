import type { Token } from '@candleshop/ui';
import type { ElementDescription, EventDescription } from '../../packages/widgets/src/internal/element-description.js';

/** An element description and the file it was read from. */
export interface ElementSource {
  source: string;
  /** The source file's text: the typings copy its event detail interfaces. */
  text: string;
  element: ElementDescription;
  /** The design tokens the element's stylesheets read (`tokensRead`). */
  cssProperties: readonly string[];
  /** SHARED_DETAIL_SOURCES with their texts: detail types several elements name. */
  shared?: readonly { source: string; text: string }[];
}

export const README_START: string;
export const README_END: string;
export const ELEMENT_SOURCES: readonly string[];
export const TOKENS_SOURCE: string;
export const STYLES_SOURCE: string;
export const SHARED_DETAIL_SOURCES: readonly string[];
export const OUTPUTS: { manifest: string; typings: string; readme: string };
export function eventsOf(element: ElementDescription): readonly EventDescription[];
export function tokensRead(css: string, tokens: readonly Token[]): string[];
export function renderManifest(elements: readonly ElementSource[], tokens: readonly Token[]): string;
export function renderReference(elements: readonly ElementSource[], tokens: readonly Token[]): string;
export function replaceReference(readme: string, section: string): string;
export function renderTypings(elements: readonly ElementSource[]): string;

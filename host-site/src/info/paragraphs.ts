/** Plain text as the API writes it (paragraphs separated by blank lines), as paragraphs. */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Only web addresses are shown from the API's pictures and links (SECURITY E1). */
export function webUrl(url: string | null | undefined): string | undefined {
  return url && (/^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'))) ? url : undefined;
}

import { describe, expect, it } from 'vitest';
import { tokenDefaults } from '@candleshop/ui';
import { MAIL_COLOURS } from '../../packages/server/src/adapters/mail/mail-html.js';

// The server may not import client code, so its mails name the shop's colours themselves: they
// are the design tokens' defaults, and this holds them so (issue 37 item 3).
describe("the mails' colours", () => {
  it('are the design tokens’ defaults', () => {
    expect(MAIL_COLOURS).toEqual({
      text: tokenDefaults['--candle-color-text'],
      muted: tokenDefaults['--candle-color-muted'],
      accent: tokenDefaults['--candle-color-accent'],
      onAccent: tokenDefaults['--candle-color-on-accent'],
      surface: tokenDefaults['--candle-color-surface'],
      mutedSurface: tokenDefaults['--candle-color-muted-surface'],
      border: tokenDefaults['--candle-color-border'],
      link: tokenDefaults['--candle-color-link'],
    });
  });
});

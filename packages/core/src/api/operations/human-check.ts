import { graphql } from '../graphql.js';

/** How this shop's browsers get a human-check token: provider, public site key, script (SPEC §7 Human check). */
export const HumanCheckSettings = /* @__PURE__ */ graphql(`
  query HumanCheckSettings {
    humanCheck { provider siteKey scriptUrl }
  }
`);

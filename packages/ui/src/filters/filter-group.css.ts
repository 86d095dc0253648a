/** Styles of FilterGroup. */
export const filterGroupCss = /* css */ `
.filter-group { border-block-end: 1px solid var(--candle-color-border); padding-block: 10px; }
.filter-group summary { cursor: pointer; font-weight: 700; padding-block: 6px; border-radius: 4px; }
.filter-group fieldset { border: 0; margin: 0; padding: 4px 0 0; display: grid; gap: 2px; }
.filter-option { display: flex; align-items: center; gap: 10px; min-height: 36px; cursor: pointer; }
.filter-option input { width: 18px; height: 18px; margin: 0; accent-color: var(--candle-color-accent); }
.swatch { width: 18px; height: 18px; border-radius: 50%; border: 1px solid rgba(0,0,0,.25); flex: none; }
`;

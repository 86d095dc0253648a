// The storefront types <candle-*> tags, their JSX attributes and event details from the SDK's own
// generated typings, the ones partners get (npm run elements).
/// <reference types="@candleshop/widgets/elements" />

// The candle-* elements in the storefront's JSX, typed from the SDK's own typings: one source for
// the host site, partners' apps and examples/react-app.
import type {} from '@candleshop/widgets/elements';

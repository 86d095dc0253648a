import type { Messages } from '../../translate.js';

// Texts of the checkout widget (its form and payment modal), in en.
// New top-level sections only: the shop-wide sections stay in ../en.ts.
const checkout: Messages = {
  checkoutForm: {
    title: 'Checkout',
    contact: 'Your details',
    name: 'Name',
    phone: 'Phone',
    phonePlaceholder: '07xx xxx xxxx',
    email: 'Email',
    shipping: 'Delivery or pickup',
    delivery: 'Delivery',
    pickup: 'Pickup',
    city: 'City',
    chooseCity: 'Choose a city',
    cityOption: '{{city}} (delivery {{price}})',
    address: 'Address',
    notes: 'Notes (optional)',
    pickupPoint: 'Pickup point',
    pickupOption: '{{title}}, {{city}}',
    noPickup: 'No pickup point is open right now.',
    summary: 'Order summary',
    quantity: 'Quantity: {{count}}',
    refill: 'Refill {{size}}, {{container}}',
    subtotal: 'Subtotal',
    deliveryPrice: 'Delivery',
    total: 'Total',
    preview: 'The shop confirms the final total when you order.',
    empty: 'There is nothing to order yet.',
    placeOrder: 'Place order',
    placing: 'Placing your order…',
    localCheck: 'Local test mode: the human check is not verified.',
    goHome: 'Go home',
    loadFailed: 'We could not load the checkout.',
  },
  paymentModal: {
    title: 'How would you like to pay?',
    confirm: 'Confirm order',
    back: 'Back',
    cash: 'Pay in cash when you receive your order',
    online: 'Pay online now',
    fib: 'Pay with the FIB bank app',
  },
};

export default checkout;

import type { Messages } from '../../translate.js';

// Texts only the storefront shows, in English: the order, FIB payment and payment result pages.
// The checkout widget's own texts are ../checkout.
const orderPages: Messages = {
  paymentResult: {
    successTitle: 'Payment successful',
    failTitle: 'Payment failed',
    viewOrder: 'View your order',
    goHome: 'Go home',
    viewRefill: 'View your refill request',
    refillNumber: 'Your refill request number is {{id}}.',
  },
  fibPage: {
    title: 'Pay with FIB',
    scan: 'Scan this code with the FIB app',
    qr: 'FIB payment QR code',
    code: 'Or enter this code in the app: {{code}}',
    apps: 'Open the FIB app',
    personal: 'Personal app',
    business: 'Business app',
    corporate: 'Corporate app',
    expiresIn: 'Time left to pay: {{time}}',
    waiting: 'Waiting for your payment…',
    paid: 'Your payment was received. Thank you!',
    expired: 'This payment request has expired.',
    declined: 'The payment was declined.',
    none: 'There is no FIB payment waiting.',
    viewOrder: 'View your order',
    viewRefill: 'View your refill request',
  },
  orderPage: {
    title: 'Order {{id}}',
    placed: 'Placed on {{date}}',
    status: 'Status',
    payment: 'Payment',
    paid: 'Paid',
    unpaid: 'Not paid',
    items: 'Items',
    refills: 'Refills',
    size: 'Size: {{value}}',
    color: 'Colour: {{value}}',
    scent: 'Scent: {{value}}',
    wick: 'Wick: {{value}}',
    each: '{{count}} × {{price}}',
    deliveryTo: 'Delivery to',
    pickupAt: 'Pickup at',
    notes: 'Notes',
    contact: 'Contact',
    payWith: 'Pay with',
    payNow: 'Pay now',
    paying: 'Starting your payment…',
    notFound: 'We could not find this order. Check the link and the email address.',
    signIn: 'Sign in to see this order.',
  },
};

export default orderPages;

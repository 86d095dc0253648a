import type { Messages } from '../translate.js';

// The shop-wide messages, which every widget and page downloads: the keys core itself gives
// (describeError's failures, the form checks' messages) and the few texts every screen shows.
// Message keys live once, here and in ku.ts and ar.ts; a test keeps the three in step. The texts
// of some screens are areas (catalogue/, buying/, checkout/, site/…), loaded only where they show
// (../messages.ts): keep a section here only when core names it, or every widget pays for it.
const en: Messages = {
  common: { loading: 'Loading…', retry: 'Try again', close: 'Close' },
  errors: {
    refillRequestFailed: 'Your refill request could not be sent.',
    network: 'We could not reach the shop. Check your connection and try again.',
    // Issue 23: the server answered 503 service.unavailable (its database away for a moment).
    unavailable: 'The shop is briefly unavailable. Please try again in a few seconds.',
    notFound: 'We could not find what you were looking for.',
    badRequest: 'Bad Request',
    unexpected: 'An error occurred, please try again!',
    // SPEC §8's registration and bad-request texts, word for word (spelling included).
    tryAgainLater: 'An error occured, please try again later!',
    tryAgain: 'An error occured, please try again!',
    errorOccurred: 'An error occurred.',
    image: 'The image could not be uploaded.',
    // Sign-in and reset-password refusals (SPEC §8: the server's message under the field).
    signInFailed: 'The email or password is incorrect.',
    throttled: 'Too many attempts. Please wait a few minutes and try again.',
    // SECURITY-REVIEW M1: the check that the visitor is a person could not be passed.
    humanCheck: 'We could not check that you are a person. Please try again.',
    resetInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
    // Issue 23 and SECURITY-REVIEW M3, L2: refusals every client may meet.
    tooLarge: 'What you sent is too large. Please send something smaller.',
    rateLimited: 'You have sent this too often. Please wait an hour and try again.',
    tooComplex: 'This request asks for too much at once. Please reload the page.',
  },
  feedback: { success: 'Success', fail: 'Fail', info: 'Note', close: 'Close message' },
  // SPEC §5, §8: form messages, word for word where the SPEC quotes them.
  validation: {
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    nameRequired: 'Name is required',
    passwordRequired: 'Password is required',
    passwordLength: 'Password must be 8 or more characters',
    cityRequired: 'City is required',
    underage: 'You must be 18 years or older to register',
    dobInvalid: 'Please enter a valid date of birth',
    genderInvalid: 'Please choose male, female or prefer not to say',
    phoneRequired: 'Phone is required',
    phoneInvalid: 'Enter an Iraqi mobile number, like 0770 123 4567',
    phoneTaken: 'This phone is already taken',
    fileTooLarge: 'File too large',
    fileType: 'File type not supported',
    pickSize: 'Pick size',
    pickColor: 'Pick color',
    pickScent: 'Pick scent',
    quantityRange: 'Choose a quantity of at least 1',
    ratingRange: 'Choose a rating from 0 to 5',
    reviewRequired: 'Write your review',
  },
  checkout: {
    nameRequired: 'Name is required',
    phoneRequired: 'Phone is required',
    emailRequired: 'Email is required',
    chooseCity: 'Please choose a city',
    enterAddress: 'Please enter your address',
    chooseShipping: 'Please choose delivery or pickup',
    chooseSellingPoint: 'Please choose a pickup point',
  },
  order: {
    moreThanStock: 'The quantity you are trying to order is more than the stock available.',
    itemFail: 'Fail: {{product}}',
    failed: 'Your order could not be placed.',
    success: 'Your order was placed successfully.',
    // SPEC §3: the order status labels of the interface.
    status: {
      pending: 'Pending',
      completed: 'Completed',
      rejected: 'Rejected',
      cancelled: 'Cancelled',
      accepted: 'Accepted',
      beingPrepared: 'Being prepared',
      beingDelivered: 'Being delivered',
      readyForPickup: 'Ready for pickup',
    },
  },
  cart: { addToCartSuccess: 'Added to your cart', addToCartFail: 'Could not add to your cart', empty: 'Your cart is empty' },
  review: {
    alreadyReviewed: 'You have already reviewed this product.',
    reviewFail: 'Your review could not be posted.',
    reviewAdded: 'Thank you! Your review was added.',
    // SECURITY-REVIEW L4: only a buyer of the product reviews it.
    needsPurchase: 'You can review the products you have bought, once each.',
  },
  auth: {
    needToSignIn: 'You need to be signed in to perform this task',
    needsVerification: 'Your account needs to be verified',
    resendEmail: 'Resend email',
    checkEmail: 'Please check your email to verify your account.',
  },
  register: {
    emailTaken: 'This email is already taken',
    emailTakenHint: 'Try Again with a different email',
    phoneTaken: 'This phone is already taken',
    phoneTakenHint: 'Try Again with a different number',
  },
  // SPEC §8: the newsletter failures describeError names (shared by every widget's core).
  newsletter: {
    fail: 'We could not subscribe you to the newsletter. Please try again.',
    throttled: 'Too many sign-ups from here. Please wait an hour and try again.',
  },
  payment: {
    methods: { cash: 'Cash', nasspay: 'NassPay', zaincash: 'ZainCash', fib: 'FIB', fastpay: 'FastPay' },
    success: 'Your payment was successful.',
    fail: 'Your payment failed. Please try again.',
    wait: 'Please wait while we process your payment…',
  },
};

export default en;

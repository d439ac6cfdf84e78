/** The cart page. */
export const CART_PATH = '/order-process/shopping-cart';

/** Checkout's first step; the checkout itself is built elsewhere. */
export const CHECKOUT_PATH = '/order-process/checkout';

/** Where the browser keeps the corporate cart (local storage). */
export const CART_STORAGE_KEY = 'cart';

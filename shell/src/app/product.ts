/** The product's name as the header and the page title show it. */
export const PRODUCT_NAME = 'Berkshires & Beyond';

/** The devotee's account: addresses, and the named request and answer schemas of its routes. */
export * from './paths';
export * from './sign-in';
export * from './orders';

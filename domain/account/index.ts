/** The devotee's account: addresses, the request and answer schemas of its routes, the family. */
export * from './paths';
export * from './sign-in';
export * from './orders';
export * from './family';
export * from './family-rules';
export * from './family-text';
export * from './family-schema';

/** The built site, served from the API's origin. */
export { hostSite } from './host-site';
export { registerSecurityHeaders } from './security-headers';

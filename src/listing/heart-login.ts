/**
 * The names the server's login template (./HeartLoginTemplate.tsx) and the browser's copy of it
 * (client/heart-login.ts) share; apart from the template so the browser takes no React with them.
 */
export const HEART_LOGIN_TEMPLATE_ATTR = 'data-heart-login';
/** The id of the dialog in the template (its title and body ids derive from it). */
export const HEART_LOGIN_DIALOG_ID = 'card-heart-login';

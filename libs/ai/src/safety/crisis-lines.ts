/** The lines live with the API's types, so the server and the web hold one list. */
export { CRISIS_LINES } from '@maeum/api-types';

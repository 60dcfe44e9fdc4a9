/** The status pages answer with when the API cannot be reached; the error page explains it kindly. */
export const API_DOWN_STATUS = 503;

/** @gh/api-client: the browser's calls to the API, and the current-user query every area reads. */
export * from "./api-request";
export * from "./current-user";
export * from "./typed-api";

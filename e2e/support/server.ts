/** Where the browser tests' own server listens (playwright.config.ts starts it there). */

// E2E_PORT lets two work trees run their browser tests side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

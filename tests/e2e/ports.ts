/** The end-to-end servers' ports, shared by playwright.config.ts and the tests that need an address outside a fixture. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788);
/** The same build on a broken platform (D1 never migrated, R2 empty), for faults.test.ts. */
export const FAULTY_PORT = Number(process.env.E2E_FAULTY_PORT ?? E2E_PORT + 1);

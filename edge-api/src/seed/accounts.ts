/**
 * The seed lives in edge-api/seed/, outside the Worker's source. This one path stays for the
 * benchmark scripts (scripts/bench/) that still import the demo accounts from here; nothing in the
 * Worker imports it, so the bundle holds none of the seed.
 */
export { DEMO_ACCOUNTS, DEMO_PROVIDER_ID, DEMO_USER_IDS } from "../../seed/accounts.ts";

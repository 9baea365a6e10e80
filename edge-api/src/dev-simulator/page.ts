/**
 * The phone simulator's page (/dev/ussd): a phone that dials the USSD service through the Hubtel
 * callback, the sandbox's MoMo prompt on that phone, and the texts sent to it. Its script and
 * stylesheet are files of their own (script.ts, style.ts): the page's policy runs no inline code.
 */
import { SANDBOX_CHARGE_CODE } from "../payments/sandbox-charge.ts";

export const SIMULATOR_PATH = "/dev/ussd";
export const SCRIPT_PATH = `${SIMULATOR_PATH}/simulator.js`;
export const STYLESHEET_PATH = `${SIMULATOR_PATH}/simulator.css`;
/** What the simulated caller dials: Hubtel's Initiation carries it as Message and ServiceCode. */
export const SERVICE_CODE = "*713#";
/** A number whose last digit (7) makes the sandbox prompt and wait (payments/sandbox-charge.ts). */
export const DEMO_NUMBER = "0241234567";

/** Scripts, styles and requests from this site only; nothing else, no frames, no forms sent anywhere. */
export const SIMULATOR_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

const KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "*", "0", "#"];

/** The page; `callbackKey` is this deployment's USSD key, which the script sends as Hubtel's callback address does. */
export function simulatorPage(callbackKey: string): string {
  const keypad = KEYS.map((key) => `<button type="button" class="key" data-key="${escapeAttribute(key)}" disabled>${key}</button>`).join("\n        ");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="ussd-callback-key" content="${escapeAttribute(callbackKey)}">
<meta name="ussd-service-code" content="${escapeAttribute(SERVICE_CODE)}">
<title>Phone simulator (USSD) - GhanaHealth development</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
<script src="${SCRIPT_PATH}" defer></script>
</head>
<body>
<main>
  <h1>Phone simulator</h1>
  <p class="lead">A basic phone dialling ${SERVICE_CODE} through the Hubtel callback, as a caller's network would. Development builds only: payments go to the sandbox, texts to the development outbox.</p>
  <div class="columns">
    <section class="phone" aria-labelledby="phone-title">
      <h2 id="phone-title">Phone</h2>
      <div class="field">
        <label for="number">Caller's number</label>
        <input id="number" name="number" type="tel" inputmode="tel" autocomplete="off" value="${DEMO_NUMBER}" aria-describedby="number-hint number-problem">
        <p id="number-hint" class="hint">The sandbox's MoMo prompt follows the last digit: 0 pays at once; 1 to 5 and 7 prompt; 6 asks for the code ${SANDBOX_CHARGE_CODE}; 8 declines; 9 never answers.</p>
        <p id="number-problem" class="problem" aria-live="polite"></p>
      </div>
      <div class="field">
        <label for="network">Network</label>
        <select id="network" name="network">
          <option value="mtn">MTN</option>
          <option value="vodafone">Telecel</option>
          <option value="tigo">AirtelTigo</option>
        </select>
      </div>
      <div id="screen" class="screen" role="status" aria-label="Phone screen">Press Dial to call ${SERVICE_CODE}.</div>
      <p id="call-state" class="call-state">No call.</p>
      <form id="answer-form" class="answer" novalidate>
        <label for="answer">Your answer</label>
        <div class="answer-row">
          <input id="answer" name="answer" autocomplete="off" maxlength="182" disabled>
          <button id="send" type="submit" disabled>Send</button>
        </div>
      </form>
      <div class="keypad" role="group" aria-label="Keypad">
        ${keypad}
      </div>
      <div class="call-buttons">
        <button id="dial" type="button" class="dial">Dial ${SERVICE_CODE}</button>
        <button id="hang-up" type="button" class="hang-up" disabled>Cancel</button>
      </div>
    </section>
    <section class="momo" aria-labelledby="momo-title">
      <h2 id="momo-title">MoMo prompt</h2>
      <p id="no-prompt" class="quiet">No prompt on this phone.</p>
      <ul id="prompts" class="prompts" aria-live="polite"></ul>
      <p id="momo-result" class="momo-result" role="status" tabindex="-1"></p>
    </section>
    <section class="texts" aria-labelledby="texts-title">
      <h2 id="texts-title">SMS</h2>
      <p class="hint">The latest texts to this number, newest first.</p>
      <p id="no-texts" class="quiet">No texts yet.</p>
      <ol id="texts" class="text-list"></ol>
    </section>
  </div>
</main>
</body>
</html>
`;
}

/**
 * The phone simulator's script, served as /dev/ussd/simulator.js: plain DOM code with no build step,
 * kept here as text (the Worker bundles TypeScript, not browser files). It speaks to three routes:
 * the Hubtel callback (one request per step of a session, numbered by Sequence, as Hubtel numbers
 * them: routes/ussd/routes.ts), the sandbox's prompts on the phone (routes/dev/momo-prompts.ts) and
 * the development outbox. All are same-origin requests, which the API's Origin check admits.
 */
export const SIMULATOR_SCRIPT = String.raw`"use strict";
(() => {
  /** How often the MoMo prompt is looked for while one may be coming. */
  const PROMPT_POLL_MS = 2000;
  /** After a session's last screen, how long its prompt may still take to come (it is asked for after that answer). */
  const PROMPT_GRACE_MS = 10000;

  const element = (id) => document.getElementById(id);
  const meta = (name) => document.querySelector('meta[name="' + name + '"]').content;
  const callbackKey = meta("ussd-callback-key");
  const serviceCode = meta("ussd-service-code");

  const numberInput = element("number");
  const numberProblem = element("number-problem");
  const networkSelect = element("network");
  const screen = element("screen");
  const callState = element("call-state");
  const answerForm = element("answer-form");
  const answerInput = element("answer");
  const sendButton = element("send");
  const dialButton = element("dial");
  const hangUpButton = element("hang-up");
  const keys = [...document.querySelectorAll(".key")];
  const promptList = element("prompts");
  const noPrompt = element("no-prompt");
  const momoResult = element("momo-result");
  const textList = element("texts");
  const noTexts = element("no-texts");

  /** The call in progress: Hubtel's SessionId and the Sequence of its last request; null between calls. */
  let call = null;
  let waitingForAnswer = false;
  let pollTimer = 0;
  let promptsMayComeUntil = 0;
  /** The prompts on show, by reference and what they wait for. */
  const promptsShown = new Map();
  let textsShown = "";

  // --- Numbers -----------------------------------------------------------------------------------

  /** The caller's number as Hubtel sends it ("233241234567"), or null when it is not a Ghana number. */
  function hubtelNumber() {
    const digits = numberInput.value.replace(/\D/g, "");
    if (/^0\d{9}$/.test(digits)) return "233" + digits.slice(1);
    if (/^233\d{9}$/.test(digits)) return digits;
    return null;
  }

  /** "+233241234567", as the outbox and the prompts know the number. */
  function internationalNumber() {
    const number = hubtelNumber();
    return number ? "+" + number : null;
  }

  function numberIsUsable() {
    const usable = hubtelNumber() !== null;
    numberInput.setAttribute("aria-invalid", String(!usable));
    numberProblem.textContent = usable ? "" : "Type a Ghana mobile number, e.g. 0241234567.";
    return usable;
  }

  /** "GHS 1,250.00" */
  function cedis(pesewas) {
    const [whole, part] = (pesewas / 100).toFixed(2).split(".");
    return "GHS " + whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",") + "." + part;
  }

  /** "+233241234567" as "024xxxx567", as the USSD screens write a wallet. */
  function maskedWallet(phone) {
    const local = "0" + phone.replace(/^\+233/, "");
    return local.slice(0, 3) + "xxxx" + local.slice(-3);
  }

  // --- The call --------------------------------------------------------------------------------

  function showCallControls() {
    const inCall = call !== null;
    answerInput.disabled = !inCall;
    sendButton.disabled = !inCall || waitingForAnswer;
    hangUpButton.disabled = !inCall;
    for (const key of keys) key.disabled = !inCall;
    dialButton.disabled = inCall;
    numberInput.readOnly = inCall;
    networkSelect.disabled = inCall;
  }

  function endCall(state) {
    call = null;
    callState.textContent = state;
    dialButton.textContent = "Dial again";
    showCallControls();
    dialButton.focus();
  }

  function errorText(status, answer) {
    return (answer && answer.error && answer.error.message) || "The service answered " + status + ".";
  }

  /** One request of the session, as Hubtel sends it; the answer goes on the screen. */
  async function step(type, message) {
    call.sequence += 1;
    waitingForAnswer = true;
    showCallControls();
    callState.textContent = "Waiting for the network...";
    let status = 0;
    let answer = null;
    try {
      const response = await fetch("/api/ussd/hubtel?key=" + encodeURIComponent(callbackKey), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          Type: type,
          Message: message,
          SessionId: call.id,
          Sequence: call.sequence,
          Mobile: hubtelNumber(),
          Operator: networkSelect.value,
          ServiceCode: serviceCode,
          ClientState: "",
        }),
      });
      status = response.status;
      answer = await response.json().catch(() => null);
    } catch {
      answer = null;
    }
    waitingForAnswer = false;
    if (status !== 200 || !answer) {
      screen.textContent = status === 0 ? "The service could not be reached." : errorText(status, answer);
      endCall("Call failed.");
      return;
    }
    if (answer.Type === "Release") {
      screen.textContent = answer.Message || "Call ended.";
      endCall("Call ended.");
      // A booking's prompt is asked for once this answer is out: look for it a while.
      expectPrompts();
      return;
    }
    screen.textContent = answer.Message;
    callState.textContent = "In a call: type your answer and press Send.";
    showCallControls();
    answerInput.focus();
    refreshTexts().catch(() => undefined);
  }

  function dial() {
    if (call !== null || !numberIsUsable()) return;
    const id = crypto.randomUUID ? crypto.randomUUID().replace(/-/g, "") : String(Date.now()) + String(Math.random()).slice(2);
    call = { id, sequence: 0 };
    screen.textContent = "Calling " + serviceCode + "...";
    step("Initiation", serviceCode);
  }

  answerForm.addEventListener("submit", (event) => {
    event.preventDefault();
    if (call === null || waitingForAnswer) return;
    const answer = answerInput.value.trim();
    answerInput.value = "";
    step("Response", answer);
  });

  for (const key of keys) {
    key.addEventListener("click", () => {
      answerInput.value += key.dataset.key;
    });
  }

  dialButton.addEventListener("click", dial);

  hangUpButton.addEventListener("click", async () => {
    if (call === null || waitingForAnswer) return;
    await step("Release", "");
  });

  numberInput.addEventListener("change", () => {
    if (!numberIsUsable()) return;
    // Another phone: its own prompts and texts.
    promptList.replaceChildren();
    promptsShown.clear();
    textsShown = "";
    momoResult.textContent = "";
    lookAround();
  });

  // --- The MoMo prompt -------------------------------------------------------------------------

  function promptItem(prompt) {
    const item = document.createElement("li");
    item.className = "prompt";
    const text = document.createElement("p");
    text.id = "prompt-" + prompt.reference;
    item.append(text);
    if (prompt.waitingFor === "code") {
      text.textContent = "A payment of " + cedis(prompt.amountPesewas) + " is waiting for a code: dial again and enter 123456.";
      return item;
    }
    text.textContent = "Pay " + cedis(prompt.amountPesewas) + " to GhanaHealth from " + maskedWallet(prompt.phone) + "?";
    const buttons = document.createElement("div");
    buttons.className = "prompt-buttons";
    for (const [answer, label] of [["approve", "Approve"], ["decline", "Decline"]]) {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = label;
      button.className = answer;
      button.setAttribute("aria-describedby", text.id);
      button.addEventListener("click", () => answerPrompt(prompt, answer, item));
      buttons.append(button);
    }
    item.append(buttons);
    return item;
  }

  const SETTLEMENT_WORDS = {
    paid: "Approved: the booking is paid. Its SMS is on its way.",
    already_paid: "Approved: the booking was already paid.",
    unpaid: "Declined: nothing was paid, and the time is free again.",
    refused: "Approved, but the payment could not pay the booking: it will be refunded.",
    unknown: "Approved: the payment is not confirmed yet.",
  };

  async function answerPrompt(prompt, answer, item) {
    for (const button of item.querySelectorAll("button")) button.disabled = true;
    let status = 0;
    let result = null;
    try {
      const response = await fetch("/api/dev/momo-prompts/" + encodeURIComponent(prompt.reference) + "/" + answer, { method: "POST" });
      status = response.status;
      result = await response.json().catch(() => null);
    } catch {
      result = null;
    }
    if (status === 200 && result) momoResult.textContent = SETTLEMENT_WORDS[result.settlement] || result.settlement;
    else if (status === 404) momoResult.textContent = "That prompt is no longer waiting.";
    else momoResult.textContent = status === 0 ? "The service could not be reached." : errorText(status, result);
    momoResult.focus();
    await lookAround();
  }

  async function refreshPrompts() {
    const phone = internationalNumber();
    if (!phone) return [];
    const response = await fetch("/api/dev/momo-prompts?phone=" + encodeURIComponent(phone));
    if (!response.ok) return [];
    const prompts = await response.json();
    const waiting = new Map(prompts.map((prompt) => [prompt.reference + ":" + prompt.waitingFor, prompt]));
    for (const [shown, item] of promptsShown) {
      if (waiting.has(shown)) continue;
      item.remove();
      promptsShown.delete(shown);
    }
    // Only new prompts are drawn: one already on show keeps its buttons, and the focus on them.
    for (const [waitingKey, prompt] of waiting) {
      if (promptsShown.has(waitingKey)) continue;
      const item = promptItem(prompt);
      promptList.append(item);
      promptsShown.set(waitingKey, item);
    }
    noPrompt.hidden = promptsShown.size > 0;
    return prompts;
  }

  // --- The texts -------------------------------------------------------------------------------

  function textItem(text) {
    const item = document.createElement("li");
    const sent = document.createElement("time");
    const at = new Date(text.createdAt);
    sent.dateTime = at.toISOString();
    // Ghana keeps UTC all year.
    sent.textContent = at.toISOString().slice(11, 19);
    const body = document.createElement("p");
    body.textContent = text.body;
    item.append(sent, body);
    return item;
  }

  async function refreshTexts() {
    const phone = internationalNumber();
    if (!phone) return;
    const response = await fetch("/api/dev/outbox?to=" + encodeURIComponent(phone));
    if (!response.ok) return;
    const texts = (await response.json()).filter((message) => message.channel === "sms");
    const ids = texts.map((text) => text.id).join(",");
    if (ids === textsShown) return;
    textsShown = ids;
    textList.replaceChildren(...texts.map(textItem));
    noTexts.hidden = texts.length > 0;
  }

  // --- Looking for news ------------------------------------------------------------------------

  /** Prompts and texts now; again every 2 s while a prompt waits or may still come. */
  async function lookAround() {
    clearTimeout(pollTimer);
    let prompts = [];
    try {
      [prompts] = await Promise.all([refreshPrompts(), refreshTexts()]);
    } catch {
      prompts = [];
    }
    // Another look may have started meanwhile (an answered prompt): one timer for both.
    clearTimeout(pollTimer);
    if (prompts.length > 0 || Date.now() < promptsMayComeUntil) pollTimer = setTimeout(lookAround, PROMPT_POLL_MS);
  }

  function expectPrompts() {
    promptsMayComeUntil = Date.now() + PROMPT_GRACE_MS;
    lookAround();
  }

  showCallControls();
  lookAround();
})();
`;

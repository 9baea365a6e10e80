/**
 * A caller's phone as the USSD bench drives it over loopback: each request goes to the Worker's
 * callback in the aggregator's own format (edge-api/src/ussd/adapters/) and is timed on the client,
 * from sending it to reading the whole answer, as the aggregator would wait for it.
 * - Hubtel: JSON, `Sequence` counting the session's requests; `Type` "Release" in the answer ends it.
 * - Africa's Talking: a form whose `text` is every input so far joined by "*"; answered "CON …" or "END …".
 */

export type Aggregator = "hubtel" | "africastalking";

/** A Ghana network as each aggregator names it, and a mobile-money prefix of its numbers (contracts' mobile-money.ts). */
export interface Network {
  name: "mtn" | "telecel" | "airteltigo";
  prefix: string;
  hubtelOperator: string;
  networkCode: string;
}

export const NETWORKS: readonly Network[] = [
  { name: "mtn", prefix: "024", hubtelOperator: "mtn", networkCode: "62001" },
  { name: "telecel", prefix: "020", hubtelOperator: "vodafone", networkCode: "62002" },
  { name: "airteltigo", prefix: "027", hubtelOperator: "airtel", networkCode: "62006" },
];

/** One answer as the caller's phone shows it, and how long it took. */
export interface Answer {
  /** The screen, without Africa's Talking's "CON "/"END ". */
  text: string;
  /** The session ends with this screen. */
  end: boolean;
  ms: number;
}

export interface UssdCaller {
  dial(): Promise<Answer>;
  answer(input: string): Promise<Answer>;
  /** Hangs up (Hubtel's Release; Africa's Talking sends nothing): not timed. */
  hangUp(): Promise<void>;
}

export interface CallerOptions {
  baseUrl: string;
  key: string;
  aggregator: Aggregator;
  sessionId: string;
  /** "0241234567" */
  localNumber: string;
  network: Network;
}

async function timed(url: string, init: RequestInit, read: (status: number, body: string) => Omit<Answer, "ms">): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = await response.text();
  const ms = performance.now() - started;
  return { ...read(response.status, body), ms };
}

function refused(aggregator: Aggregator, status: number, body: string): Error {
  return new Error(`${aggregator} callback answered ${status}: ${body.slice(0, 300)}`);
}

function hubtelCaller({ baseUrl, key, sessionId, localNumber, network }: CallerOptions): UssdCaller {
  let sequence = 0;
  const send = (type: string, message: string) =>
    timed(
      `${baseUrl}/api/ussd/hubtel?key=${encodeURIComponent(key)}`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          Type: type,
          Message: message,
          SessionId: sessionId,
          Sequence: ++sequence,
          Mobile: `233${localNumber.slice(1)}`,
          Operator: network.hubtelOperator,
          ServiceCode: "*713*20#",
          ClientState: "",
        }),
      },
      (status, body) => {
        if (status !== 200) throw refused("hubtel", status, body);
        const answer = JSON.parse(body) as { Type: string; Message: string };
        return { text: answer.Message, end: answer.Type === "Release" };
      },
    );
  return {
    dial: () => send("Initiation", "*713*20#"),
    answer: (input) => send("Response", input),
    hangUp: async () => void (await send("Release", "")),
  };
}

function africasTalkingCaller({ baseUrl, key, sessionId, localNumber, network }: CallerOptions): UssdCaller {
  const inputs: string[] = [];
  const send = () =>
    timed(
      `${baseUrl}/api/ussd/africastalking?key=${encodeURIComponent(key)}`,
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ sessionId, phoneNumber: `+233${localNumber.slice(1)}`, networkCode: network.networkCode, serviceCode: "*384*123#", text: inputs.join("*") }).toString(),
      },
      (status, body) => {
        const shown = /^(CON|END) ([\s\S]*)$/.exec(body);
        if (status !== 200 || !shown) throw refused("africastalking", status, body);
        return { text: shown[2]!, end: shown[1] === "END" };
      },
    );
  return {
    dial: () => send(),
    answer: (input) => {
      inputs.push(input);
      return send();
    },
    hangUp: async () => undefined,
  };
}

export function ussdCaller(options: CallerOptions): UssdCaller {
  return options.aggregator === "hubtel" ? hubtelCaller(options) : africasTalkingCaller(options);
}

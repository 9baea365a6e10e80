/** Short text messages during the call: relayed by the room, kept by nobody, gone when the page closes. */
import { CALL_CHAT_MAX_LENGTH } from "@gh/contracts/visit-calls";
import { useT } from "@gh/i18n";
import { Button, Field, Input } from "@gh/ui";
import { useId, useState, type FormEvent } from "react";
import type { ChatLine } from "../call-session";

interface CallChatProps {
  lines: ChatLine[];
  otherName: string;
  onSend: (text: string) => boolean;
}

export function CallChat({ lines, otherName, onSend }: CallChatProps) {
  const t = useT();
  const headingId = useId();
  const [text, setText] = useState("");

  function send(event: FormEvent) {
    event.preventDefault();
    if (onSend(text.trim().slice(0, CALL_CHAT_MAX_LENGTH))) setText("");
  }

  return (
    <section className="visit-chat" aria-labelledby={headingId}>
      <h2 id={headingId} className="visit-chat__heading">
        {t("Messages")}
      </h2>
      {/* A log announces each new message, politely. */}
      <div role="log">
        <ol className="visit-chat__lines">
          {lines.map((line, index) => (
            <li key={index}>
              <strong>{line.mine ? t("You") : otherName}:</strong> {line.text}
            </li>
          ))}
        </ol>
      </div>
      <form className="visit-chat__form" onSubmit={send}>
        <Field label={t("Message")} hint={t("Not saved: messages are gone when the call ends.")}>
          <Input value={text} maxLength={CALL_CHAT_MAX_LENGTH} autoComplete="off" onChange={(event) => setText(event.target.value)} />
        </Field>
        <Button type="submit" variant="outline" disabled={!text.trim()}>
          {t("Send")}
        </Button>
      </form>
    </section>
  );
}

/** Payout Details (docs/product-rules.md#payouts): where the provider's weekly earnings are paid, shown masked once saved. */
import { formatLongDate } from "@gh/contracts/ghana-time";
import { MESSAGES } from "@gh/contracts/messages";
import { PAYOUT_PROVIDER_TEXTS, type PayoutDetails } from "@gh/contracts/payouts";
import { Button, Card, CardContent, CardHeader, CardTitle, Spinner } from "@gh/ui";
import { useEffect, useRef, useState } from "react";
import { usePayoutDetails } from "../api/use-payout-details";
import { payoutDestination } from "../payout-details-view";
import { PayoutDetailsForm } from "./payout-details-form";
import { useT } from "../../../lib/i18n";

export function PayoutDetailsCard() {
  const t = useT();
  const details = usePayoutDetails();
  const [editing, setEditing] = useState(false);
  /** After a save or a cancel, focus returns to the Change button instead of falling to the page. */
  const [returnFocus, setReturnFocus] = useState(false);

  let content;
  if (details.isPending) {
    content = <Spinner label={t("Loading payout details...")} />;
  } else if (details.isError) {
    content = (
      <div role="alert" className="payout-details__message">
        <p>{t("We could not load your payout details.")}</p>
        <Button variant="outline" size="sm" onClick={() => void details.refetch()} loading={details.isFetching}>
          {t(MESSAGES.retry)}
        </Button>
      </div>
    );
  } else {
    const saved = details.data.payoutDetails;
    const close = () => {
      setEditing(false);
      setReturnFocus(true);
    };
    content =
      saved && !editing ? (
        <SavedPayoutDetails details={saved} focus={returnFocus} onChange={() => setEditing(true)} />
      ) : (
        <>
          {!saved && <p className="payout-details__message">{t(PAYOUT_PROVIDER_TEXTS.noDetails)}</p>}
          <PayoutDetailsForm saved={saved} onSaved={close} onCancel={saved ? close : undefined} focusOnOpen={editing} />
        </>
      );
  }

  return (
    <Card as="section" aria-labelledby="settings-payout" className="payout-details">
      <CardHeader>
        <CardTitle as="h2" id="settings-payout">
          {t("Payout Details")}
        </CardTitle>
        <p className="settings-card__description">{t(PAYOUT_PROVIDER_TEXTS.detailsDescription)}</p>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}

function SavedPayoutDetails({ details, focus, onChange }: { details: PayoutDetails; focus: boolean; onChange: () => void }) {
  const t = useT();
  const changeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) changeRef.current?.focus();
  }, [focus]);
  return (
    <div className="payout-details__saved">
      <dl className="payout-details__facts">
        <div>
          <dt>{t("Paid to")}</dt>
          <dd>{payoutDestination(details)}</dd>
        </div>
        <div>
          <dt>{t("Account name")}</dt>
          <dd>{details.accountName}</dd>
        </div>
        <div>
          <dt>{t("Last changed")}</dt>
          <dd>{formatLongDate(details.updatedAt)}</dd>
        </div>
      </dl>
      <Button ref={changeRef} variant="outline" onClick={onChange}>
        {t("Change Payout Details")}
      </Button>
    </div>
  );
}
